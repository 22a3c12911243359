/// Swift sources many tests start from, so that each test shows only what it is about.
public enum Snippet {
  /// The smallest coordinator root, on one line.
  public static let coordinatorProtocol = "protocol Coordinator: AnyObject { func start() }"

  /// The common coordinator root with a children store, on four lines.
  public static let coordinatorProtocolWithChildren = """
    protocol Coordinator: AnyObject {
      var childCoordinators: [Coordinator] { get set }
      func start()
    }
    """

  /// A coordinator conforming to `coordinatorProtocol` that hands itself out as it starts (so something may call
  /// back into it later, and dropping it matters), on one line.
  public static func coordinator(_ name: String) -> String {
    "final class \(name): Coordinator { func start() { print(self) } }"
  }

  /// A coordinator conforming to `coordinatorProtocolWithChildren` that hands itself out as it starts, on one line.
  public static func coordinatorWithChildren(_ name: String) -> String {
    "final class \(name): Coordinator { var childCoordinators: [Coordinator] = []; func start() { print(self) } }"
  }
}
