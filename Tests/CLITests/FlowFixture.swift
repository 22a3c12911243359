/// Small coordinator sources for the tests that commit them to a git repository.
enum FlowFixture {
  static let coordinatorProtocol = """
    import UIKit

    protocol Coordinator: AnyObject {
      var childCoordinators: [Coordinator] { get set }
      func start()
    }

    """

  /// A parent that adds `child` to its children and sets its `parentCoordinator`; strong, that back reference is
  /// a `retain-cycle` finding on line 5 with notes on lines 6 (the append) and 13 (the property).
  static func pair(_ parent: String, _ child: String, weak: Bool = false) -> String {
    """
    final class \(parent): Coordinator {
      var childCoordinators: [Coordinator] = []
      func start() {
        let child = \(child)()
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
      }
    }

    final class \(child): Coordinator {
      var childCoordinators: [Coordinator] = []
      \(weak ? "weak " : "")var parentCoordinator: \(parent)?
      func start() {}
    }

    """
  }

  /// `text` with its line `number` (from 1) replaced by `replacement`.
  static func replacing(line number: Int, in text: String, with replacement: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines[number - 1] = replacement
    return lines.joined(separator: "\n")
  }
}
