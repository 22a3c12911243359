import CoordLintCore
import CoordLintTestSupport
import Testing

/// The ownership pass stays small on input built to explode: same-named types from unrelated apps, dense back
/// references, and helpers that call the next one twice.
@Suite struct OwnershipBoundsTests {
  /// How deep the helper chains go: 2^24 chains of calls, so a walk that keeps one value or effect per chain never
  /// finishes, while one that keeps each distinct value once does at once.
  static let depth = 24

  /// One app of the shape; the copies declare the same names, so their types merge.
  static func app(_ index: Int) -> (name: String, source: String) {
    let wiring = index % 2 == 0
      ? """
        let mapVC = MapViewController()
        mapVC.coordinator = self
        navigationController.pushViewController(mapVC, animated: true)
        """
      : """
        let viewModel = MapViewModel(coordinator: self)
        let viewController = MapViewController(viewModel: viewModel, coordinator: self)
        navigationController.pushViewController(viewController, animated: true)
        """
    return ("app\(index)/Map.swift", """
      import UIKit
      protocol Coordinator: AnyObject { var childCoordinators: [Coordinator] { get set }; func start() }
      final class MapCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var parentCoordinator: MapCoordinator?
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          \(wiring)
        }
        func showPost\(index)() {
          let post = MapCoordinator(navigationController: navigationController)
          post.parentCoordinator = self
          childCoordinators.append(post)
        }
      }
      final class MapViewModel {
        var coordinator: MapCoordinator?
        init(coordinator: MapCoordinator) { self.coordinator = coordinator }
      }
      final class MapViewController: UIViewController {
        var viewModel: MapViewModel?
        var coordinator: MapCoordinator?
        init(viewModel: MapViewModel, coordinator: MapCoordinator) {
          self.viewModel = viewModel
          self.coordinator = coordinator
          super.init(nibName: nil, bundle: nil)
        }
      }
      """)
  }

  /// Helpers each calling the one below twice: through a `?:` of results, and through two calls that store.
  static let chains: (name: String, source: String) = {
    var lines = [
      "final class Holder {",
      "  var coordinator: MapCoordinator?",
      "  var other: MapCoordinator?",
      "  var flag = false",
      "  func r0(_ x: MapCoordinator) -> MapCoordinator { x }",
      "  func e0(_ x: MapCoordinator) { coordinator = x }",
    ]
    for level in 1...depth {
      lines.append("  func r\(level)(_ x: MapCoordinator) -> MapCoordinator { flag ? r\(level - 1)(x) : r\(level - 1)(x) }")
      lines.append("  func e\(level)(_ x: MapCoordinator) { e\(level - 1)(x); e\(level - 1)(x) }")
    }
    lines.append("  func wire() {")
    lines.append("    let map = MapCoordinator(navigationController: UINavigationController())")
    lines.append("    other = r\(depth)(map)")
    lines.append("    e\(depth)(map)")
    lines.append("  }")
    lines.append("}")
    return ("Chains.swift", "import UIKit\n" + lines.joined(separator: "\n"))
  }()

  @Test func sameNamedAppsAndDeepHelpersStaySmall() {
    let analysis = analyze(files: (0..<8).map(Self.app) + [Self.chains])
    let ownership = analysis.ownership
    // One wiring per distinct store, whatever the number of call chains reaching it.
    let helperWirings = ownership.wirings.filter { $0.holderType == "Holder" }
    #expect(helperWirings.map(\.property?.name).sorted { ($0 ?? "") < ($1 ?? "") } == ["coordinator", "other"])
    // The 2^24 chains into `coordinator` are one wiring, noted along one chain: a hop per level and the store.
    #expect(helperWirings.first { $0.property?.name == "coordinator" }?.via.count == Self.depth + 1)
    // The chains' three (with the map's `navigationController`); per app `navigationController`,
    // `parentCoordinator` and `coordinator`, and in the view-model apps `MapViewModel.coordinator` and `viewModel`.
    #expect(ownership.wirings.count == 3 + 4 * 3 + 4 * 5)
    #expect(ownership.checks.count == ownership.wirings.count)
  }

  /// Every coordinator holds every other strongly and wires them all: a graph with more elementary cycles than
  /// atoms in the universe. Each wiring gets one check with one shortest witness path, so it stays polynomial.
  @Test func denseBackReferencesGiveOneCheckPerWiring() {
    let count = 40
    var lines = ["protocol Coordinator: AnyObject { func start() }"]
    for index in 0..<count {
      lines.append("final class C\(index): Coordinator {")
      for other in 0..<count where other != index { lines.append("  var c\(other): C\(other)?") }
      lines.append("  func start() {")
      for other in 0..<count where other != index {
        lines.append("    let child\(other) = C\(other)()")
        lines.append("    c\(other) = child\(other)")
        lines.append("    child\(other).c\(index) = self")
      }
      lines.append("  }")
      lines.append("}")
    }
    let analysis = analyze(lines.joined(separator: "\n"))
    let ownership = analysis.ownership
    #expect(ownership.checks.count == ownership.wirings.count)
    #expect(ownership.checks.count >= count * (count - 1))
    #expect(ownership.checks.allSatisfy { $0.path.count <= 3 })
  }

  /// A screen made in an array literal and reached again through a cast: its instance's edges include its type's,
  /// whose `from` is the type. Read back along `from`, the path went round a loop, growing until memory ran out.
  @Test func aPathThroughAnInstanceAndItsTypeEnds() {
    let analysis = analyze("""
      import UIKit
      import Combine
      final class OfferListViewController: UIViewController {
        private var cancellables = Set<AnyCancellable>()
        var onRedeem: ((String) -> Void)?
        let loading = CurrentValueSubject<Bool, Never>(false)
        override func viewDidLoad() {
          super.viewDidLoad()
          loading.sink { isLoading in if !isLoading { self.reload() } }.store(in: &cancellables)
        }
        func reload() {}
      }
      final class OffersRootViewController: UIViewController {
        private var pages = [UIViewController]()
        override func viewDidLoad() {
          super.viewDidLoad()
          pages = [OfferListViewController(), OfferListViewController()]
          for page in pages {
            if let list = page as? OfferListViewController {
              list.onRedeem = { [weak self] message in self?.show(message) }
            }
          }
        }
        func show(_ message: String) {}
      }
      """)
    let checks = analysis.ownership.checks
    #expect(!checks.isEmpty)
    #expect(checks.allSatisfy { $0.path.count <= 4 })
  }
}
