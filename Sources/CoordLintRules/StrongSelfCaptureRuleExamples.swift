import CoordLintCore

/// Examples of `strong-self-capture`: each is documentation and a test.
enum StrongSelfCaptureRuleExamples {
  static let base = "import UIKit\n" + RuleExample.coordinatorProtocol

  static let all: [RuleExample] = [
    // A block-based notification observer and a repeating timer keep the coordinator as long as the program runs.
    .fails("""
      \(base)
      final class SessionCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {
          ①NotificationCenter.default.addObserver(forName: .sessionExpired, object: nil, queue: .main) ↓{ _ in
            self.showLogin()
          }
          ②Timer.scheduledTimer(withTimeInterval: 60, repeats: true) ↓{ _ in self.refresh() }
        }
        func showLogin() {}
        func refresh() {}
      }
      """, findings: [
      .finding("""
        closure kept by the notification center captures 'SessionCoordinator' strongly, so it lives as long as the \
        keeper; capture '[weak self]'
        """, notes: [.note("handed to the notification center here", at: "①")]),
      .finding("""
        closure kept by the run loop captures 'SessionCoordinator' strongly, so it lives as long as the keeper; \
        capture '[weak self]'
        """, notes: [.note("handed to the run loop here", at: "②")]),
    ]),
    // The same with `[weak self]` and `[unowned self]`, and a timer that fires once.
    .passes("""
      \(base)
      final class SessionCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {
          NotificationCenter.default.addObserver(forName: .sessionExpired, object: nil, queue: .main) { [weak self] _ in
            self?.showLogin()
          }
          Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [unowned self] _ in self.refresh() }
          Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in self.refresh() }
        }
        func showLogin() {}
        func refresh() {}
      }
      """),
    // Factories a shared container keeps, which read a local and metatypes (`Store.self`) but not the coordinator.
    .passes("""
      \(base)
      protocol Store {}
      final class DiskStore: Store {}
      final class Container {
        static let shared = Container()
        var factories: [String: () -> Any] = [:]
        func register<T>(_ type: T.Type, factory: @escaping () -> T) { factories["\\(type)"] = factory }
        func resolve<T>(_ type: T.Type) -> T? { factories["\\(type)"]?() as? T }
      }
      final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {
          let container = Container.shared
          container.register(Store.self) { DiskStore() }
          container.register(String.self) {
            let store = container.resolve(Store.self)
            return String(describing: store.self)
          }
        }
      }
      """),
    // A shared service's stored callback.
    .fails(files: [
      "Coordinator.swift": base,
      "AuthService.swift": """
        final class AuthService {
          static let shared = AuthService()
          var onLogout: (() -> Void)?
        }
        """,
      "AppCoordinator.swift": """
        final class AppCoordinator: Coordinator {
          var childCoordinators: [Coordinator] = []
          func start() {
            ①AuthService.shared.onLogout = ↓{ self.childCoordinators.removeAll() }
          }
        }
        """,
    ], findings: [
      .finding("""
        closure kept by 'AuthService.shared' captures 'AppCoordinator' strongly, so it lives as long as the keeper; \
        capture '[weak self]'
        """, notes: [.note("handed to 'AuthService.shared' here", at: "①")]),
    ]),
    // Closures that run once and are let go.
    .passes("""
      \(base)
      final class ProductCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {
          DispatchQueue.main.async { self.showProduct() }
          UIView.animate(withDuration: 0.3) { self.navigationController.view.alpha = 1 }
          navigationController.present(UIViewController(), animated: true) { self.showProduct() }
          navigationController.dismiss(animated: true) { self.childCoordinators.removeAll() }
        }
        func showProduct() {}
      }
      """),
    // A subscription kept by the coordinator's own bag closes a cycle: that is `retain-cycle`, not this rule.
    .passes("""
      \(base)
      import Combine
      final class FeedCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private var cancellables = Set<AnyCancellable>()
        let refresh = PassthroughSubject<Void, Never>()
        func start() {
          refresh.sink { self.reload() }.store(in: &cancellables)
        }
        func reload() {}
      }
      """),
  ]
}
