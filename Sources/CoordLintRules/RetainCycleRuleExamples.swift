import CoordLintCore

/// Examples of `retain-cycle`: each is documentation and a test.
enum RetainCycleRuleExamples {
  static let base = """
    import UIKit
    protocol Coordinator: AnyObject {
      var childCoordinators: [Coordinator] { get set }
      func start()
    }
    """

  static let checkout = """
    final class CheckoutCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      DELEGATE
      func start() {}
      func close() { delegate?.checkoutDidFinish(self) }
    }
    """

  static let cart = """
    final class CartCoordinator: Coordinator, CheckoutCoordinatorDelegate {
      var childCoordinators: [Coordinator] = []
      func start() {}
      func showCheckout() {
        let checkout = CheckoutCoordinator()
        MARKcheckout.delegate = self
        childCoordinators.append(checkout)
        checkout.start()
      }
      func checkoutDidFinish(_ child: CheckoutCoordinator) {
        childCoordinators.removeAll { $0 === child }
      }
    }
    """

  static func parentAndChild(delegate: String, marker: String, protocolLine: String) -> KeyValuePairs<String, String> {
    [
      "Coordinator.swift": base + "\n" + protocolLine,
      "CheckoutCoordinator.swift": checkout.replacingOccurrences(of: "DELEGATE", with: delegate),
      "CartCoordinator.swift": cart.replacingOccurrences(of: "MARK", with: marker),
    ]
  }

  static let profile = """
    final class ProfileCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let navigationController: UINavigationController
      init(navigationController: UINavigationController) {
        self.navigationController = navigationController
      }
      func start() {
        let viewModel = MARKProfileViewModel(coordinator: self)
        navigationController.pushViewController(ProfileViewController(viewModel: viewModel), animated: true)
      }
    }
    """

  static let profileScreen = """
    final class ProfileViewController: UIViewController {
      let viewModel: ProfileViewModel
      init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
      }
    }
    """

  static let scenes = """
    final class SceneCoordinator: Coordinator {
      enum Scene { case settings, profile(String) }
      var childCoordinators: [Coordinator] = []
      var current: Coordinator?
      func start() {}
      func present(scene: Scene, from sender: UIViewController) {
        switch scene {
        case .settings:
          current = SettingsCoordinator(presentedOn: sender)
        case .profile(let name):
          sender.present(ProfileViewController(name: name), animated: true)
        }
      }
    }
    final class SettingsCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let presentedOn: UIViewController
      init(presentedOn: UIViewController) { self.presentedOn = presentedOn }
      func start() {}
    }
    final class ProfileViewController: UIViewController {
      init(name: String) { super.init(nibName: nil, bundle: nil) }
    }
    final class FeedViewController: UIViewController {
      let coordinator: SceneCoordinator
      init(coordinator: SceneCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
      }
      func openSCENE() {
        MARKcoordinator.present(scene: ARGUMENT, from: self)
      }
    }
    """

  static let all: [RuleExample] = [
    // One method presenting every scene: only the branch of the scene passed counts, so asking for a profile does
    // not wire the feed into the settings coordinator.
    .passes(base + "\n" + scenes.replacingOccurrences(of: "SCENE", with: "Profile")
      .replacingOccurrences(of: "MARK", with: "").replacingOccurrences(of: "ARGUMENT", with: ".profile(\"me\")")),
    // Asking for settings does: feed → scene coordinator → settings coordinator → feed.
    .fails(base + "\n" + scenes.replacingOccurrences(of: "SCENE", with: "Settings")
      .replacingOccurrences(of: "MARK", with: "↓").replacingOccurrences(of: "ARGUMENT", with: ".settings")),
    // The parent keeps the child in its children store and the child's delegate is weak.
    .passes(files: parentAndChild(
      delegate: "weak var delegate: CheckoutCoordinatorDelegate?", marker: "",
      protocolLine: "protocol CheckoutCoordinatorDelegate: AnyObject { func checkoutDidFinish(_ child: CheckoutCoordinator) }")),
    // The same delegate declared strong: parent → child → parent.
    .fails(files: parentAndChild(
      delegate: "var delegate: CheckoutCoordinatorDelegate?", marker: "↓",
      protocolLine: "protocol CheckoutCoordinatorDelegate: AnyObject { func checkoutDidFinish(_ child: CheckoutCoordinator) }")),
    // Coordinator → navigation controller → pushed screen → view model → coordinator, the view model's reference
    // handed over through its initializer.
    .fails(files: [
      "Coordinator.swift": base,
      "ProfileCoordinator.swift": profile.replacingOccurrences(of: "MARK", with: "↓"),
      "ProfileViewModel.swift": """
        final class ProfileViewModel {
          let coordinator: ProfileCoordinator
          init(coordinator: ProfileCoordinator) { self.coordinator = coordinator }
        }
        """,
      "ProfileViewController.swift": profileScreen,
    ]),
    // The same view model holding its coordinator weakly.
    .passes(files: [
      "Coordinator.swift": base,
      "ProfileCoordinator.swift": profile.replacingOccurrences(of: "MARK", with: ""),
      "ProfileViewModel.swift": """
        final class ProfileViewModel {
          private weak var coordinator: ProfileCoordinator?
          init(coordinator: ProfileCoordinator) { self.coordinator = coordinator }
        }
        """,
      "ProfileViewController.swift": profileScreen,
    ]),
    // A callback stored on a pushed screen, capturing the coordinator strongly.
    .fails("""
      \(base)
      final class OrdersCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {
          let list = OrderListViewController()
          list.onSelect = ↓{ order in self.showDetail(order) }
          navigationController.pushViewController(list, animated: false)
        }
        func showDetail(_ order: String) {}
      }
      final class OrderListViewController: UIViewController {
        var onSelect: ((String) -> Void)?
      }
      """),
    // The same callback with `[weak self]`, and one with `[unowned self]`.
    .passes("""
      \(base)
      final class OrdersCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {
          let list = OrderListViewController()
          list.onSelect = { [weak self] order in self?.showDetail(order) }
          list.onClose = { [unowned self] in self.childCoordinators.removeAll() }
          navigationController.pushViewController(list, animated: false)
        }
        func showDetail(_ order: String) {}
      }
      final class OrderListViewController: UIViewController {
        var onSelect: ((String) -> Void)?
        var onClose: (() -> Void)?
      }
      """),
    // A finish callback handed to the child through a method that stores it, and a lazy view model whose callback
    // is set in its initializing closure.
    .fails("""
      \(base)
      final class ListCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        lazy var viewModel: ListViewModel = {
          let model = ListViewModel()
          model.onFinish = ↓{ self.childCoordinators.removeAll() }
          return model
        }()
        func start() {}
        func showDetail() {
          let detail = DetailCoordinator()
          detail.start(onFinish: ↓{ self.childCoordinators.removeAll() })
          childCoordinators.append(detail)
        }
      }
      final class DetailCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private var onFinish: (() -> Void)?
        func start() {}
        func start(onFinish: @escaping () -> Void) { self.onFinish = onFinish }
      }
      final class ListViewModel { var onFinish: (() -> Void)? }
      """),
    // A Combine subscription kept in the coordinator's own bag, capturing it strongly; and `assign(to:on:)`,
    // which holds its target strongly.
    .fails("""
      \(base)
      import Combine
      final class SessionCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var isLoggedIn = false
        private var cancellables = Set<AnyCancellable>()
        let session: SessionService
        init(session: SessionService) { self.session = session }
        func start() {
          session.$loggedIn
            .sink ↓{ loggedIn in self.route(loggedIn) }
            .store(in: &cancellables)
          ↓session.$loggedIn.assign(to: \\.isLoggedIn, on: self).store(in: &cancellables)
        }
        func route(_ loggedIn: Bool) {}
      }
      final class SessionService {
        @Published var loggedIn = false
      }
      """),
    // An RxSwift subscription disposed with the coordinator's bag, capturing `[weak self]`.
    .passes("""
      \(base)
      import RxSwift
      final class SessionCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private let disposeBag = DisposeBag()
        let events: PublishSubject<Bool>
        init(events: PublishSubject<Bool>) { self.events = events }
        func start() {
          events.subscribe(onNext: { [weak self] loggedIn in self?.route(loggedIn) }).disposed(by: disposeBag)
        }
        func route(_ loggedIn: Bool) {}
      }
      """),
    // A strong reference down the tree (the parent holding its child) is ownership, not a cycle; a struct's
    // delegate and UIKit's own weak `delegate` never are.
    .passes("""
      \(base)
      final class SearchCoordinator: Coordinator, UITableViewDelegate {
        var childCoordinators: [Coordinator] = []
        var filters: FiltersCoordinator?
        let tableView = UITableView()
        func start() {
          let filters = FiltersCoordinator()
          self.filters = filters
          tableView.delegate = self
          var options = SearchOptions()
          options.delegate = self
        }
      }
      final class FiltersCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
      }
      struct SearchOptions {
        var delegate: SearchCoordinator?
      }
      """),
  ]
}
