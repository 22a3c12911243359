import CoordLintCore

/// Examples of `retain-cycle`: each is documentation and a test.
enum RetainCycleRuleExamples {
  static let base = "import UIKit\n" + RuleExample.coordinatorProtocol

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
        ↓checkout.delegate = self
        ①childCoordinators.append(checkout)
        checkout.start()
      }
      func checkoutDidFinish(_ child: CheckoutCoordinator) {
        childCoordinators.removeAll { $0 === child }
      }
    }
    """

  /// The same parent, whose handler forgets to remove the finished child: nothing ever breaks the cycle.
  static let forgetfulCart = cart.replacingOccurrences(of: "childCoordinators.removeAll { $0 === child }",
                                                       with: "print(child)")

  static func parentAndChild(delegate: String, marked: Bool, protocolLine: String,
                             cart: String = cart) -> KeyValuePairs<String, String> {
    let mark = { (source: String) in marked ? source : RuleExample.unmarked(source) }
    return [
      "Coordinator.swift": base + "\n" + protocolLine,
      "CheckoutCoordinator.swift": mark(checkout.replacingOccurrences(of: "DELEGATE", with: delegate)),
      "CartCoordinator.swift": mark(cart),
    ]
  }

  static let profile = """
    final class ProfileCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let ①navigationController: UINavigationController
      init(navigationController: UINavigationController) {
        self.navigationController = navigationController
      }
      func start() {
        let viewModel = ↓ProfileViewModel(coordinator: self)
        ②navigationController.pushViewController(③ProfileViewController(viewModel: viewModel), animated: true)
      }
    }
    """

  /// The same coordinator keeping its screen in a property as well.
  static let profileKeepingScreen = """
    final class ProfileCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let navigationController: UINavigationController
      private var screen: ProfileViewController?
      init(navigationController: UINavigationController) {
        self.navigationController = navigationController
      }
      func start() {
        let viewModel = ↓ProfileViewModel(coordinator: self)
        let screen = ②ProfileViewController(viewModel: viewModel)
        ①self.screen = screen
        navigationController.pushViewController(screen, animated: true)
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
          ②current = SettingsCoordinator(presentedOn: sender)
        case .profile(let name):
          sender.present(ProfileViewController(name: name), animated: true)
        }
      }
    }
    final class SettingsCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let ③presentedOn: UIViewController
      init(presentedOn: UIViewController) { self.presentedOn = presentedOn }
      func start() {}
    }
    final class ProfileViewController: UIViewController {
      init(name: String) { super.init(nibName: nil, bundle: nil) }
    }
    final class FeedViewController: UIViewController {
      let ①coordinator: SceneCoordinator
      init(coordinator: SceneCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
      }
      func openSCENE() {
        ↓coordinator.present(scene: ARGUMENT, from: self)
      }
    }
    """

  /// A tab's coordinator whose first screen holds it strongly; the add is marked ↓, the stack ①, its push ②, the
  /// screen's property ③.
  static let discover = """
    final class DiscoverViewController: UIViewController {
      var ③coordinator: DiscoverCoordinator?
    }
    final class DiscoverCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let ①navigationController: UINavigationController
      init(navigationController: UINavigationController) { self.navigationController = navigationController }
      func start() {
        let screen = DiscoverViewController()
        ↓screen.coordinator = self
        ②navigationController.pushViewController(screen, animated: false)
      }
    }
    """

  /// What `discover` gets when its stack is its own, so its first screen is never popped.
  static let discoverFinding: RuleExample.ExpectedFinding = .finding("""
    'DiscoverViewController.coordinator' holds 'DiscoverCoordinator' strongly: retain cycle 'DiscoverCoordinator' \
    → 'DiscoverCoordinator.navigationController' → 'DiscoverViewController' → 'DiscoverCoordinator'; declare \
    'coordinator' as 'weak var'
    """, notes: [
      .note("'DiscoverCoordinator' holds 'navigationController' (a 'UINavigationController') strongly", at: "①"),
      .note("'DiscoverCoordinator.navigationController' shows 'DiscoverViewController' and keeps it", at: "②"),
      .note("'coordinator' is declared strong here", at: "③"),
    ])

  /// A wizard presenting a stack of its own: its first step is the root, and its summary, pushed by the first step,
  /// ends the flow by `summaryExit`; `marked` marks where the flow ends (⑤) and the findings.
  static func wizard(summaryExit: String, marked: Bool) -> String {
    let source = """
      final class StepViewController: UIViewController {
        let ②coordinator: WizardCoordinator
        init(coordinator: WizardCoordinator) {
          self.coordinator = coordinator
          super.init(nibName: nil, bundle: nil)
        }
        func next() { coordinator.showSummary() }
      }
      final class SummaryViewController: UIViewController {
        let ④coordinator: WizardCoordinator
        init(coordinator: WizardCoordinator) {
          self.coordinator = coordinator
          super.init(nibName: nil, bundle: nil)
        }
        func done() { coordinator.\(summaryExit)() }
      }
      final class WizardCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private let presenter: UIViewController
        private let ①navigationController = UINavigationController()
        init(presenter: UIViewController) { self.presenter = presenter }
        func start() {
          ③navigationController.setViewControllers([↓StepViewController(coordinator: self)], animated: false)
          presenter.present(navigationController, animated: true)
        }
        func showSummary() {
          let summary = ↓SummaryViewController(coordinator: self)
          ⑥navigationController.pushViewController(summary, animated: true)
        }
        func back() { navigationController.popViewController(animated: true) }
        func finish() { ⑤navigationController.dismiss(animated: true) }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// A report screen holding its coordinator strongly (②), kept by the coordinator (①), which `others` (more of
  /// the app's code) make and start.
  static func report(_ others: String) -> String {
    """
    \(base)
    final class ReportViewController: UIViewController {
      private let ②coordinator: ReportCoordinator
      init(coordinator: ReportCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
      }
    }
    final class ReportCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      private let presenter: UIViewController
      private var screen: ReportViewController?
      init(presenter: UIViewController) { self.presenter = presenter }
      func start() {
        let screen = ↓ReportViewController(coordinator: self)
        ①self.screen = screen
        presenter.navigationController?.pushViewController(screen, animated: true)
      }
    }
    \(others)
    """
  }

  /// What `report(_:)` gets when its coordinator is made and only started in a local.
  static let reportFinding: RuleExample.ExpectedFinding = .finding("""
    'ReportViewController.coordinator' holds 'ReportCoordinator' strongly: retain cycle 'ReportCoordinator' → \
    'ReportViewController' → 'ReportCoordinator'; keep 'ReportCoordinator' in its parent (its children or a \
    property), then declare 'coordinator' as 'weak var'; now this reference is all that keeps 'ReportCoordinator' \
    alive
    """, notes: [
      .note("'ReportCoordinator.screen' holds 'ReportViewController' strongly", at: "①"),
      .note("'coordinator' is declared strong here", at: "②"),
    ])

  /// A protocol whose extension's `finish()` clears the children and hands `self` to the delegate, and a tab
  /// parent whose handler finishes it in turn; `feedExtra` goes into the tab child, `others` after it.
  static func sharedFinish(feedExtra: String = "", others: String) -> [(name: String, source: String)] {
    [
      ("Coordinator.swift", """
        import UIKit
        protocol FlowDelegate: AnyObject {
          func didFinish(child: Coordinator)
        }
        protocol Coordinator: AnyObject {
          var childCoordinators: [Coordinator] { get set }
          var delegate: FlowDelegate? { get set }
          func start()
        }
        extension Coordinator {
          func finish() {
            childCoordinators.removeAll()
            delegate?.didFinish(child: self)
          }
        }
        """),
      ("TabsCoordinator.swift", """
        final class TabsCoordinator: Coordinator, FlowDelegate {
          var childCoordinators: [Coordinator] = []
          var delegate: FlowDelegate?
          func start() {
            let feed = FeedCoordinator()
            ↓feed.delegate = self
            ①childCoordinators.append(feed)
            feed.start()
          }
          func didFinish(child: Coordinator) {
            finish()
          }
        }
        final class FeedCoordinator: Coordinator {
          var childCoordinators: [Coordinator] = []
          var ②delegate: FlowDelegate?
          func start() {}
        \(feedExtra)}
        """),
      ("Others.swift", others),
    ]
  }

  /// Another coordinator that finishes through the shared `finish()` when its screen is done.
  static let postFinishing = """
    final class PostCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      weak var delegate: FlowDelegate?
      func start() {}
      func close() { finish() }
    }
    final class PostViewController: UIViewController {
      weak var coordinator: PostCoordinator?
      @objc func done() { coordinator?.close() }
    }
    """

  static let all: [RuleExample] = [
    // One method presenting every scene: only the branch of the scene passed counts, so asking for a profile does
    // not wire the feed into the settings coordinator.
    .passes(base + "\n" + RuleExample.unmarked(scenes).replacingOccurrences(of: "SCENE", with: "Profile")
      .replacingOccurrences(of: "ARGUMENT", with: ".profile(\"me\")")),
    // Asking for settings does: feed → scene coordinator → settings coordinator → feed.
    .fails(base + "\n" + scenes.replacingOccurrences(of: "SCENE", with: "Settings")
      .replacingOccurrences(of: "ARGUMENT", with: ".settings"), findings: [
      .finding("""
        'SettingsCoordinator.presentedOn' holds 'FeedViewController' strongly: retain cycle 'FeedViewController' → \
        'SceneCoordinator' → 'SettingsCoordinator' → 'FeedViewController'; declare 'presentedOn' as 'weak var'
        """, notes: [
          .note("'FeedViewController.coordinator' holds 'SceneCoordinator' strongly", at: "①"),
          .note("'SceneCoordinator.current' holds 'SettingsCoordinator' strongly", at: "②"),
          .note("'presentedOn' is declared strong here", at: "③"),
        ]),
    ]),
    // A tab's coordinator given the tab's new navigation controller (made into a local and handed to it alone):
    // its first screen is that stack's root and is never popped, so the cycle lasts as long as the tabs.
    .fails("""
      \(base)
      \(discover)
      final class MainTabBarController: UITabBarController {
        var coordinators: [Coordinator] = []
        override func viewDidLoad() {
          super.viewDidLoad()
          let discoverNavigationController = UINavigationController()
          let discover = DiscoverCoordinator(navigationController: discoverNavigationController)
          coordinators.append(discover)
          discover.start()
          viewControllers = [discoverNavigationController]
        }
      }
      """, findings: [
      discoverFinding,
    ]),
    // A coordinator made in a closure (a table row's action) and only started there: its screen's reference is
    // all that keeps it, so the fix keeps it somewhere first.
    .fails(report("""
      enum RowAction {
        case run((UIViewController) -> Void)
        static func showReport() -> RowAction {
          .run { presenter in
            let coordinator = ReportCoordinator(presenter: presenter)
            coordinator.start()
          }
        }
      }
      """), findings: [reportFinding]),
    // As above, with a screen no code makes or gives the coordinator (`DraftViewController.coordinator` is never
    // set): its declared property holds nothing, so the report's screen is still all that keeps the coordinator.
    .fails(report("""
      final class DraftViewController: UIViewController {
        var coordinator: ReportCoordinator!
      }
      func showReport(from presenter: UIViewController) {
        let coordinator = ReportCoordinator(presenter: presenter)
        coordinator.start()
      }
      """), findings: [reportFinding]),
    // A wizard's last screen dismisses the stack the wizard owns, so the screen is still on it when the flow ends:
    // only going back pops it, and the cycle through it outlives the wizard like the one through its first step.
    .fails(base + "\n" + wizard(summaryExit: "finish", marked: true), findings: [
      .finding("""
        'StepViewController.coordinator' holds 'WizardCoordinator' strongly: retain cycle 'WizardCoordinator' → \
        'WizardCoordinator.navigationController' → 'StepViewController' → 'WizardCoordinator'; declare \
        'coordinator' as 'weak var'
        """, notes: [
          .note("'WizardCoordinator' holds 'navigationController' (a 'UINavigationController') strongly", at: "①"),
          .note("'WizardCoordinator.navigationController' shows 'StepViewController' and keeps it", at: "③"),
          .note("'coordinator' is declared strong here", at: "②"),
        ]),
      .finding("""
        'SummaryViewController.coordinator' holds 'WizardCoordinator' strongly: retain cycle 'WizardCoordinator' → \
        'WizardCoordinator.navigationController' → 'SummaryViewController' → 'WizardCoordinator'; declare \
        'coordinator' as 'weak var'
        """, notes: [
          .note("'WizardCoordinator' holds 'navigationController' (a 'UINavigationController') strongly", at: "①"),
          .note("'WizardCoordinator.navigationController' shows 'SummaryViewController' and keeps it", at: "⑥"),
          .note("'coordinator' is declared strong here", at: "④"),
          .note("""
            'SummaryViewController' is still on 'WizardCoordinator.navigationController' when the flow ends here, \
            which does not pop it, and the cycle stays
            """, at: "⑤"),
        ]),
    ]),
    // The same tab's stack handed through a method of the tab bar's coordinator and a factory's parameter: every
    // call of each passes the new stack on, so it is still the discover coordinator's own.
    .fails("""
      \(base)
      \(discover)
      final class DiscoverContainer {
        func makeDiscoverFlow(navigationController: UINavigationController) -> DiscoverCoordinator {
          DiscoverCoordinator(navigationController: navigationController)
        }
      }
      final class MainTabBarCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let tabBarController = UITabBarController()
        let container = DiscoverContainer()
        func start() {
          let discoverNavigationController = UINavigationController()
          tabBarController.viewControllers = [discoverNavigationController]
          startDiscover(on: discoverNavigationController)
        }
        func startDiscover(on navigationController: UINavigationController) {
          let discover = container.makeDiscoverFlow(navigationController: navigationController)
          childCoordinators.append(discover)
          discover.start()
        }
      }
      """, findings: [
      discoverFinding,
    ]),
    // The parent keeps the child in its children store and the child's delegate is weak.
    .passes(files: parentAndChild(
      delegate: "weak var delegate: CheckoutCoordinatorDelegate?", marked: false,
      protocolLine: "protocol CheckoutCoordinatorDelegate: AnyObject { func checkoutDidFinish(_ child: CheckoutCoordinator) }")),
    // The same delegate declared strong, and a parent that never removes the finished child: parent → child →
    // parent for good. (Removed when it finishes, the cycle is temporary-retain-cycle's.)
    .fails(files: parentAndChild(
      delegate: "var ②delegate: CheckoutCoordinatorDelegate?", marked: true,
      protocolLine: "protocol CheckoutCoordinatorDelegate: AnyObject { func checkoutDidFinish(_ child: CheckoutCoordinator) }",
      cart: forgetfulCart),
    findings: [
      .finding("""
        'CheckoutCoordinator.delegate' holds 'CartCoordinator' strongly: retain cycle 'CartCoordinator' → \
        'CheckoutCoordinator' → 'CartCoordinator'; declare 'delegate' as 'weak var'
        """, notes: [
          .note("'CartCoordinator' keeps 'CheckoutCoordinator' in its children", at: "①"),
          .note("'delegate' is declared strong here", at: "②"),
        ]),
    ]),
    // A tab child whose delegate is its parent: the parent's handler would end the flow, but only when a child of
    // its hands itself over, and the shared `finish()` is called only by another coordinator's screen.
    RuleExample(expectsFindings: true, files: sharedFinish(others: postFinishing), findings: [
      .finding("""
        'FeedCoordinator.delegate' holds 'TabsCoordinator' strongly: retain cycle 'TabsCoordinator' → \
        'FeedCoordinator' → 'TabsCoordinator'; declare 'delegate' as 'weak var'
        """, notes: [
          .note("'TabsCoordinator' keeps 'FeedCoordinator' in its children", at: "①"),
          .note("'delegate' is declared strong here", at: "②"),
        ]),
    ]),
    // Coordinator → its own screen property → view model → coordinator, the view model's reference handed over
    // through its initializer. (Only pushed, the screen is released when popped: temporary-retain-cycle's.)
    .fails(files: [
      "Coordinator.swift": base,
      "ProfileCoordinator.swift": profileKeepingScreen,
      "ProfileViewModel.swift": """
        final class ProfileViewModel {
          let ④coordinator: ProfileCoordinator
          init(coordinator: ProfileCoordinator) { self.coordinator = coordinator }
        }
        """,
      "ProfileViewController.swift": profileScreen,
    ], findings: [
      .finding("""
        'ProfileViewModel.coordinator' holds 'ProfileCoordinator' strongly: retain cycle 'ProfileCoordinator' → \
        'ProfileViewController' → 'ProfileViewModel' → 'ProfileCoordinator'; declare 'coordinator' as 'weak var'
        """, notes: [
          .note("'ProfileCoordinator.screen' holds 'ProfileViewController' strongly", at: "①"),
          .note("'ProfileViewController.viewModel' holds 'ProfileViewModel' strongly", at: "②"),
          .note("'coordinator' is declared strong here", at: "④"),
        ]),
    ]),
    // The same view model holding its coordinator weakly.
    .passes(files: [
      "Coordinator.swift": base,
      "ProfileCoordinator.swift": RuleExample.unmarked(profile),
      "ProfileViewModel.swift": """
        final class ProfileViewModel {
          private weak var coordinator: ProfileCoordinator?
          init(coordinator: ProfileCoordinator) { self.coordinator = coordinator }
        }
        """,
      "ProfileViewController.swift": profileScreen,
    ]),
    // A callback stored on the coordinator's own screen, capturing the coordinator strongly.
    .fails("""
      \(base)
      final class OrdersCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        private var list: OrderListViewController?
        func start() {
          let list = OrderListViewController()
          list.onSelect = ↓③{ order in self.showDetail(order) }
          ①self.list = list
          navigationController.pushViewController(list, animated: false)
        }
        func showDetail(_ order: String) {}
      }
      final class OrderListViewController: UIViewController {
        var onSelect: ((String) -> Void)?
      }
      """, findings: [
      .finding("""
        closure stored in 'OrderListViewController.onSelect' captures 'self' strongly: retain cycle \
        'OrdersCoordinator' → 'OrderListViewController' → 'OrdersCoordinator'; capture '[weak self]'
        """, notes: [
          .note("'OrdersCoordinator.list' holds 'OrderListViewController' strongly", at: "①"),
          .note("the closure captures 'OrdersCoordinator' strongly here", at: "③"),
        ]),
    ]),
    // A child's finish callback that captures the child itself: child → closure → child, although the parent
    // lets go of it. With `[weak editor]` there is no cycle.
    .fails("""
      \(base)
      final class EditorCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var onFinish: (() -> Void)?
        func start() {}
      }
      final class RoomCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
        func showEditor() {
          let editor = EditorCoordinator()
          editor.onFinish = ↓①{ [weak self] in
            self?.childCoordinators.removeAll { $0 === editor }
          }
          childCoordinators.append(editor)
          editor.start()
        }
        func showSafeEditor() {
          let editor = EditorCoordinator()
          editor.onFinish = { [weak self, weak editor] in
            self?.childCoordinators.removeAll { $0 === editor }
          }
          childCoordinators.append(editor)
          editor.start()
        }
      }
      """, findings: [
      .finding("""
        closure stored in 'EditorCoordinator.onFinish' captures 'editor' strongly, the 'EditorCoordinator' it is \
        stored on: retain cycle 'EditorCoordinator' → 'EditorCoordinator'; capture '[weak editor]'
        """, notes: [
          .note("the closure captures 'EditorCoordinator' strongly here", at: "①"),
        ]),
    ]),
    // A router handed in as a protocol keeps the pop completion in its one conforming class: the coordinator
    // holds the router, the router the closure, the closure the coordinator.
    .fails("""
      \(base)
      protocol NavigationRouterType: AnyObject {
        func push(_ module: UIViewController, animated: Bool, popCompletion: (() -> Void)?)
      }
      final class NavigationRouter: NavigationRouterType {
        private var completions: [UIViewController: () -> Void] = [:]
        func push(_ module: UIViewController, animated: Bool, popCompletion: (() -> Void)?) {
          if let popCompletion { completions[module] = popCompletion }
        }
      }
      final class InfoCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private let ①navigationRouter: NavigationRouterType
        init(navigationRouter: NavigationRouterType) { self.navigationRouter = navigationRouter }
        func start() {}
        func showDetail() {
          navigationRouter.push(UIViewController(), animated: true, popCompletion: ↓②{ self.reload() })
        }
        func reload() {}
      }
      """, findings: [
      .finding("""
        closure stored in 'NavigationRouter.completions' captures 'self' strongly: retain cycle 'InfoCoordinator' → \
        'InfoCoordinator.navigationRouter' → 'InfoCoordinator'; capture '[weak self]'
        """, notes: [
          .note("'InfoCoordinator' holds 'navigationRouter' (a 'NavigationRouter') strongly", at: "①"),
          .note("the closure captures 'InfoCoordinator' strongly here", at: "②"),
        ]),
    ]),
    // A method used as a function value holds its receiver strongly, as `{ self.didTapClose() }` would.
    .fails("""
      \(base)
      final class CloseButton: UIView { var onTap: (() -> Void)? }
      final class SettingsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let ①closeButton = CloseButton()
        func start() {
          ↓②closeButton.onTap = didTapClose
        }
        func didTapClose() {}
      }
      """, findings: [
      .finding("""
        method 'self.didTapClose' stored in 'CloseButton.onTap' holds 'self' strongly: retain cycle \
        'SettingsCoordinator' → 'SettingsCoordinator.closeButton' → 'SettingsCoordinator'; store a closure that \
        captures '[weak self]' and calls it
        """, notes: [
          .note("'SettingsCoordinator' holds 'closeButton' (a 'CloseButton') strongly", at: "①"),
          .note("'self.didTapClose' holds 'SettingsCoordinator' strongly here", at: "②"),
        ]),
    ]),
    // A capture list naming a method of `self` holds `self` strongly, though the body never writes `self`.
    .fails("""
      \(base)
      final class CloseButton: UIView { var onTap: (() -> Void)? }
      final class SecurityCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let ①closeButton = CloseButton()
        func start() {
          closeButton.onTap = ↓②{ [openChangePasscode] in openChangePasscode() }
        }
        func openChangePasscode() {}
      }
      """, findings: [
      .finding("""
        closure stored in 'CloseButton.onTap' captures 'self' strongly: retain cycle 'SecurityCoordinator' → \
        'SecurityCoordinator.closeButton' → 'SecurityCoordinator'; capture '[weak self]'
        """, notes: [
          .note("'SecurityCoordinator' holds 'closeButton' (a 'CloseButton') strongly", at: "①"),
          .note("the closure captures 'SecurityCoordinator' strongly here", at: "②"),
        ]),
    ]),
    // The closure that calls it through a weak `self` holds nothing.
    .passes("""
      \(base)
      final class CloseButton: UIView { var onTap: (() -> Void)? }
      final class SettingsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let closeButton = CloseButton()
        func start() {
          closeButton.onTap = { [weak self] in self?.didTapClose() }
        }
        func didTapClose() {}
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
        lazy var ①viewModel: ListViewModel = {
          let model = ListViewModel()
          model.onFinish = ↓②{ self.reload() }
          return model
        }()
        func start() {}
        func reload() {}
        func showDetail() {
          let detail = DetailCoordinator()
          detail.start(onFinish: ↓③{ self.reload() })
          ④childCoordinators.append(detail)
        }
      }
      final class DetailCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private var onFinish: (() -> Void)?
        func start() {}
        func start(onFinish: @escaping () -> Void) { self.onFinish = onFinish }
      }
      final class ListViewModel { var onFinish: (() -> Void)? }
      """, findings: [
      .finding("""
        closure stored in 'ListViewModel.onFinish' captures 'self' strongly: retain cycle 'ListCoordinator' → \
        'ListViewModel' → 'ListCoordinator'; capture '[weak self]'
        """, notes: [
          .note("'ListCoordinator.viewModel' holds 'ListViewModel' strongly", at: "①"),
          .note("the closure captures 'ListCoordinator' strongly here", at: "②"),
        ]),
      .finding("""
        closure stored in 'DetailCoordinator.onFinish' captures 'self' strongly: retain cycle 'ListCoordinator' → \
        'DetailCoordinator' → 'ListCoordinator'; capture '[weak self]'
        """, notes: [
          .note("'ListCoordinator' keeps 'DetailCoordinator' in its children", at: "④"),
          .note("the closure captures 'ListCoordinator' strongly here", at: "③"),
        ]),
    ]),
    // A Combine subscription kept in the coordinator's own bag, capturing it strongly; and `assign(to:on:)`,
    // which holds its target strongly.
    .fails("""
      \(base)
      import Combine
      final class SessionCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var isLoggedIn = false
        private var ①cancellables = Set<AnyCancellable>()
        let session: SessionService
        init(session: SessionService) { self.session = session }
        func start() {
          ②session.$loggedIn
            .sink ↓③{ loggedIn in self.route(loggedIn) }
            .store(in: &cancellables)
          ↓④session.$loggedIn.assign(to: \\.isLoggedIn, on: self).store(in: &cancellables)
        }
        func route(_ loggedIn: Bool) {}
      }
      final class SessionService {
        @Published var loggedIn = false
      }
      """, findings: [
      .finding("""
        subscription kept by 'SessionCoordinator.cancellables' captures 'self' strongly: retain cycle \
        'SessionCoordinator' → 'SessionCoordinator.cancellables' → 'SessionCoordinator'; capture '[weak self]'
        """, notes: [
          .note("'SessionCoordinator' holds 'cancellables' (a 'Set') strongly", at: "①"),
          .note("the subscription is kept here", at: "②"),
          .note("the closure captures 'SessionCoordinator' strongly here", at: "③"),
        ]),
      .finding("""
        subscription kept by 'SessionCoordinator.cancellables' captures 'self' strongly: retain cycle \
        'SessionCoordinator' → 'SessionCoordinator.cancellables' → 'SessionCoordinator'; capture '[weak self]'
        """, notes: [
          .note("'SessionCoordinator' holds 'cancellables' (a 'Set') strongly", at: "①"),
          .note("the subscription is kept here", at: "④"),
          .note("the closure captures 'SessionCoordinator' strongly here", at: "④"),
        ]),
    ]),
    // A protocol extension's `finish()` would take the child out and break the cycle, but nothing calls it: the
    // requirement has no call anywhere, so the cycle is permanent.
    .fails("""
      import UIKit
      protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        var parentCoordinator: Coordinator? { get set }
        func start()
        func finish()
      }
      extension Coordinator {
        func addChild(_ child: Coordinator) {
          childCoordinators.append(child)
          child.parentCoordinator = self
        }
        func removeChild(_ child: Coordinator) { childCoordinators = childCoordinators.filter { $0 !== child } }
        func finish() { parentCoordinator?.removeChild(self) }
      }
      final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var parentCoordinator: Coordinator?
        func start() {
          let gallery = GalleryCoordinator()
          ↓①addChild(gallery)
          gallery.start()
        }
      }
      final class GalleryCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var ②parentCoordinator: Coordinator?
        func start() {}
      }
      """, findings: [
      .finding("""
        'GalleryCoordinator.parentCoordinator' holds 'AppCoordinator' strongly: retain cycle 'AppCoordinator' → \
        'GalleryCoordinator' → 'AppCoordinator'; declare 'parentCoordinator' as 'weak var'
        """, notes: [
          .note("'AppCoordinator' keeps 'GalleryCoordinator' in its children", at: "①"),
          .note("'parentCoordinator' is declared strong here", at: "②"),
        ]),
    ]),
    // A child view controller, added through a containment helper, stays in its container until it is removed
    // from it, on screen or not: nothing here removes it, so the cycle is permanent.
    .fails("""
      \(base)
      extension UIViewController {
        func embed(_ child: UIViewController) {
          view.addSubview(child.view)
          addChild(child)
          child.didMove(toParent: self)
        }
      }
      final class PickerViewController: UIViewController {
        var onPick: ((String) -> Void)?
      }
      final class ShareCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private let ①container = UIViewController()
        func start() {
          let picker = PickerViewController()
          picker.onPick = ↓③{ name in self.share(name) }
          ②container.embed(picker)
        }
        func share(_ name: String) {}
      }
      """, findings: [
      .finding("""
        closure stored in 'PickerViewController.onPick' captures 'self' strongly: retain cycle 'ShareCoordinator' → \
        'ShareCoordinator.container' → 'PickerViewController' → 'ShareCoordinator'; capture '[weak self]'
        """, notes: [
          .note("'ShareCoordinator' holds 'container' (a 'UIViewController') strongly", at: "①"),
          .note("'ShareCoordinator.container' contains 'PickerViewController'", at: "②"),
          .note("the closure captures 'ShareCoordinator' strongly here", at: "③"),
        ]),
    ]),
    // A child made by a factory of another type: the one object it returns is the child, and the closure set on
    // it captures the parent that keeps it.
    .fails("""
      \(base)
      final class HistoryCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var didOpenLink: ((URL) -> Void)?
        func start() {}
      }
      struct HistoryModule {
        func makeCoordinator() -> HistoryCoordinator {
          let coordinator = HistoryCoordinator()
          return coordinator
        }
      }
      final class MainCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private var history: HistoryCoordinator?
        let module = HistoryModule()
        func start() {
          let history = module.makeCoordinator()
          history.didOpenLink = ↓②{ url in self.open(url) }
          ①self.history = history
          history.start()
        }
        func open(_ url: URL) {}
      }
      """, findings: [
      .finding("""
        closure stored in 'HistoryCoordinator.didOpenLink' captures 'self' strongly: retain cycle 'MainCoordinator' → \
        'HistoryCoordinator' → 'MainCoordinator'; capture '[weak self]'
        """, notes: [
          .note("'MainCoordinator.history' holds 'HistoryCoordinator' strongly", at: "①"),
          .note("the closure captures 'MainCoordinator' strongly here", at: "②"),
        ]),
    ]),
    // A subscription made by a helper coordlint does not follow (`sinkOnMain` of another module) and kept in the
    // coordinator's bag keeps the closure it was handed, and the method reference in its capture list is `self`.
    .fails("""
      \(base)
      import Combine
      final class PinCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private var ①subscriptions = Set<AnyCancellable>()
        let entered = PassthroughSubject<String, Never>()
        func start() {
          ③entered
            .sinkOnMain ↓②{ [confirm] pin in confirm(pin) }
            .store(in: &subscriptions)
        }
        func confirm(_ pin: String) {}
      }
      """, findings: [
      .finding("""
        subscription kept by 'PinCoordinator.subscriptions' captures 'self' strongly: retain cycle 'PinCoordinator' → \
        'PinCoordinator.subscriptions' → 'PinCoordinator'; capture '[weak self]'
        """, notes: [
          .note("'PinCoordinator' holds 'subscriptions' (a 'Set') strongly", at: "①"),
          .note("the subscription is kept here", at: "③"),
          .note("the closure captures 'PinCoordinator' strongly here", at: "②"),
        ]),
    ]),
    // A helper that wraps the completion it is handed in the child's callback: the wrapping closure holds the
    // completion, and the completion holds the parent that keeps the child.
    .fails("""
      import UIKit
      \(RuleExample.coordinatorProtocol)
      class FlowCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var onFinished: ((String?) -> Void)?
        func start() {}
        func present(_ child: FlowCoordinator, completion: @escaping (String?) -> Void) {
          child.onFinished = { result in completion(result) }
          childCoordinators.append(child)
          child.start()
        }
      }
      final class ReactionCoordinator: FlowCoordinator {}
      final class ConversationCoordinator: FlowCoordinator {
        func react() {
          let reaction = ReactionCoordinator()
          ①present(reaction) ↓②{ result in self.add(result) }
        }
        func add(_ reaction: String?) {}
      }
      """, findings: [
      .finding("""
        closure stored in 'FlowCoordinator.onFinished' captures 'self' strongly: retain cycle \
        'ConversationCoordinator' → 'ReactionCoordinator' → 'ConversationCoordinator'; capture '[weak self]'
        """, notes: [
          .note("'ConversationCoordinator' keeps 'ReactionCoordinator' in its children", at: "①"),
          .note("the closure captures 'ConversationCoordinator' strongly here", at: "②"),
        ]),
    ]),
    // A method handed on in one `case` of a `switch` on a parameter, and stored by the child the helper adds: the
    // finding sits where the method is handed over.
    .fails("""
      \(base)
      final class QuoteListCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let onSelect: (String) -> Void
        init(onSelect: @escaping (String) -> Void) { self.onSelect = onSelect }
        func start() {}
      }
      enum PlanningResult { case completed(String), cancelled }
      final class BookingCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
        func handle(_ result: PlanningResult) {
          switch result {
          case .completed:
            ↓②showQuotes(onSelect: select)
          case .cancelled:
            break
          }
        }
        func showQuotes(onSelect: @escaping (String) -> Void) {
          let quotes = QuoteListCoordinator(onSelect: onSelect)
          ①childCoordinators.append(quotes)
          quotes.start()
        }
        func select(_ quote: String) {}
      }
      """, findings: [
      .finding("""
        method 'self.select' stored in 'QuoteListCoordinator.onSelect' holds 'self' strongly: retain cycle \
        'BookingCoordinator' → 'QuoteListCoordinator' → 'BookingCoordinator'; store a closure that captures \
        '[weak self]' and calls it
        """, notes: [
          .note("'BookingCoordinator' keeps 'QuoteListCoordinator' in its children", at: "①"),
          .note("'self.select' holds 'BookingCoordinator' strongly here", at: "②"),
        ]),
    ]),
    // CombineExt's `assign(to:on:ownership:)` told to hold its target weakly keeps no cycle.
    .passes("""
      \(base)
      import Combine
      import CombineExt
      final class SessionCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var isLoggedIn = false
        private var cancellables = Set<AnyCancellable>()
        let session: SessionService
        init(session: SessionService) { self.session = session }
        func start() {
          session.$loggedIn.assign(to: \\.isLoggedIn, on: self, ownership: .weak).store(in: &cancellables)
        }
      }
      final class SessionService {
        @Published var loggedIn = false
      }
      """),
    // The root of a stack only the coordinator uses (every creation of it is given a new one) leaves only when
    // another root replaces it: dismissing the stack does not empty it, so the screen, its view model and the
    // coordinator keep each other alive.
    .fails("""
      \(base)
      final class MapViewModel {
        let ⑤coordinator: MapCoordinator
        init(coordinator: MapCoordinator) { self.coordinator = coordinator }
      }
      final class MapViewController: UIViewController {
        let viewModel: MapViewModel
        init(viewModel: MapViewModel) {
          self.viewModel = viewModel
          super.init(nibName: nil, bundle: nil)
        }
      }
      final class MapCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let ①navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let viewModel = ↓MapViewModel(coordinator: self)
          ②navigationController.setViewControllers([③MapViewController(viewModel: viewModel)], animated: false)
        }
        func close() { navigationController.dismiss(animated: true) }
      }
      final class HomeCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
        func showMap() {
          let map = MapCoordinator(navigationController: UINavigationController())
          childCoordinators.append(map)
          map.start()
        }
      }
      """, findings: [
      .finding("""
        'MapViewModel.coordinator' holds 'MapCoordinator' strongly: retain cycle 'MapCoordinator' → \
        'MapCoordinator.navigationController' → 'MapViewController' → 'MapViewModel' → 'MapCoordinator'; declare \
        'coordinator' as 'weak var'
        """, notes: [
          .note("'MapCoordinator' holds 'navigationController' (a 'UINavigationController') strongly", at: "①"),
          .note("'MapCoordinator.navigationController' shows 'MapViewController' and keeps it", at: "②"),
          .note("'MapViewController.viewModel' holds 'MapViewModel' strongly", at: "③"),
          .note("'coordinator' is declared strong here", at: "⑤"),
        ]),
    ]),
    // The parent would remove the child in 'childDidFinish', but the child's 'finish()' is dead code (nothing calls
    // or names it) while the parent's add runs from a live screen callback: nothing ever breaks the cycle.
    .fails("""
      \(base)
      final class PaymentCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var ⑤parentCoordinator: PlanCoordinator?
        func start() {}
        func finish() { parentCoordinator?.childDidFinish(self) }
      }
      \(OrphanChildRuleExamples.planCoordinator(assignment: "↓", add: "①"))
      """, findings: [
      .finding("""
        'PaymentCoordinator.parentCoordinator' holds 'PlanCoordinator' strongly: retain cycle 'PlanCoordinator' → \
        'PaymentCoordinator' → 'PlanCoordinator'; declare 'parentCoordinator' as 'weak var'
        """, notes: [
          .note("'PlanCoordinator' keeps 'PaymentCoordinator' in its children", at: "①"),
          .note("'parentCoordinator' is declared strong here", at: "⑤"),
        ]),
    ]),
    // The parent removes the child when its flow finishes, but the child's sheet can be swiped down without
    // finishing: on that exit nothing breaks the cycle.
    .fails("""
      \(base)
      final class ComposerCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var ⑤parent: InboxCoordinator?
        let presenter: UIViewController
        init(presenter: UIViewController) { self.presenter = presenter }
        func start() {
          ⑥presenter.present(UINavigationController(rootViewController: UIViewController()), animated: true)
        }
        func finish() {
          presenter.dismiss(animated: true)
          parent?.composerDidFinish(self)
        }
      }
      final class InboxCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func compose() {
          let composer = ComposerCoordinator(presenter: navigationController)
          ↓composer.parent = self
          ①childCoordinators.append(composer)
          composer.start()
        }
        func composerDidFinish(_ composer: ComposerCoordinator) {
          childCoordinators.removeAll { $0 === composer }
        }
      }
      """, findings: [
      .finding("""
        'ComposerCoordinator.parent' holds 'InboxCoordinator' strongly: retain cycle 'InboxCoordinator' → \
        'ComposerCoordinator' → 'InboxCoordinator'; declare 'parent' as 'weak var'
        """, notes: [
          .note("'InboxCoordinator' keeps 'ComposerCoordinator' in its children", at: "①"),
          .note("'parent' is declared strong here", at: "⑤"),
          .note("""
            'ComposerCoordinator' leaves the children when its flow finishes, but stays when the user swipes its \
            sheet down, and the cycle with it
            """, at: "⑥"),
        ]),
    ]),
    // A creation given a shared stack does not make the stack shared when the object it makes is only sent methods
    // that never show a screen on it (`present()` shows on a stack of its own): the root 'start()' pushes onto
    // the tab's new stack stays there.
    .fails("""
      \(base)
      final class AdsViewModel {
        var ⑤coordinator: AdsCoordinator?
      }
      final class AdsViewController: UIViewController {
        let ③viewModel = AdsViewModel()
      }
      final class AdsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var ①navigationController: UINavigationController
        private var modal: UINavigationController?
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let screen = AdsViewController()
          ↓screen.viewModel.coordinator = self
          ②navigationController.pushViewController(screen, animated: false)
        }
        func present() {
          let stack = UINavigationController()
          modal = stack
          navigationController.present(stack, animated: true)
        }
      }
      final class TabsController: UITabBarController {
        private let ads: AdsCoordinator = .init(navigationController: .init())
        func setUp() {
          ads.start()
          viewControllers = [ads.navigationController]
        }
      }
      final class ProfileCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {}
        func addAdvert() {
          let ads = AdsCoordinator(navigationController: navigationController)
          childCoordinators.append(ads)
          ads.present()
        }
      }
      """, findings: [
      .finding("""
        'AdsViewModel.coordinator' holds 'AdsCoordinator' strongly: retain cycle 'AdsCoordinator' → \
        'AdsCoordinator.navigationController' → 'AdsViewController' → 'AdsViewController.viewModel' → \
        'AdsCoordinator'; declare 'coordinator' as 'weak var'
        """, notes: [
          .note("'AdsCoordinator' holds 'navigationController' (a 'UINavigationController') strongly", at: "①"),
          .note("'AdsCoordinator.navigationController' shows 'AdsViewController' and keeps it", at: "②"),
          .note("'AdsViewController' holds 'viewModel' (an 'AdsViewModel') strongly", at: "③"),
          .note("'coordinator' is declared strong here", at: "⑤"),
        ]),
    ]),
    // The same with a stack the coordinator makes itself and presents: the root it sets stays on it.
    .fails("""
      \(base)
      final class PhotoViewModel {
        var ⑤coordinator: PhotoCoordinator?
      }
      final class PhotoViewController: UIViewController {
        let ③viewModel = PhotoViewModel()
      }
      final class PhotoCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        private var modalNavigationController: UINavigationController?
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let modal = UINavigationController()
          ①modalNavigationController = modal
          let screen = PhotoViewController()
          ↓screen.viewModel.coordinator = self
          ②modal.setViewControllers([screen], animated: false)
          navigationController.present(modal, animated: true)
        }
      }
      """, findings: [
      .finding("""
        'PhotoViewModel.coordinator' holds 'PhotoCoordinator' strongly: retain cycle 'PhotoCoordinator' → \
        'UINavigationController' → 'PhotoViewController' → 'PhotoViewController.viewModel' → 'PhotoCoordinator'; \
        declare 'coordinator' as 'weak var'
        """, notes: [
          .note("'PhotoCoordinator.modalNavigationController' holds 'UINavigationController' strongly", at: "①"),
          .note("'UINavigationController' shows 'PhotoViewController' and keeps it", at: "②"),
          .note("'PhotoViewController' holds 'viewModel' (a 'PhotoViewModel') strongly", at: "③"),
          .note("'coordinator' is declared strong here", at: "⑤"),
        ]),
    ]),
    // A bag written `[AnyCancellable]()` in a generic base class keeps its subscriptions like a set; and an inner
    // `[weak self]` does not make the outer closure weak: with no capture list of its own, the outer closure
    // captures `self` strongly so that the inner one can capture it.
    .fails("""
      \(base)
      import Combine
      open class FlowCoordinator<Result>: Coordinator {
        var childCoordinators: [Coordinator] = []
        public var ①subscriptions = [AnyCancellable]()
        func start() {}
      }
      final class SettingsCoordinator: FlowCoordinator<Void> {
        let store: SettingsStore
        init(store: SettingsStore) { self.store = store }
        override func start() {
          ②store.$state
            .sink ↓③{ _ in
              DispatchQueue.main.async { [weak self] in self?.relayout() }
            }
            .store(in: &subscriptions)
        }
        func relayout() {}
      }
      final class SettingsStore {
        @Published var state = 0
      }
      """, findings: [
      .finding("""
        subscription kept by 'SettingsCoordinator.subscriptions' captures 'self' strongly: retain cycle \
        'SettingsCoordinator' → 'SettingsCoordinator.subscriptions' → 'SettingsCoordinator'; capture '[weak self]'
        """, notes: [
          .note("'SettingsCoordinator' holds 'subscriptions' (an 'Array') strongly", at: "①"),
          .note("the subscription is kept here", at: "②"),
          .note("the closure captures 'SettingsCoordinator' strongly here", at: "③"),
        ]),
    ]),
    // A router keeping its modules in the WeakDictionary package's dictionary, which holds its values weakly: the
    // coordinator it is given holds the router, and the router does not hold it back.
    .passes("""
      \(base)
      import WeakDictionary
      final class ModuleRouter {
        private var storedModules = WeakDictionary<UIViewController, AnyObject>()
        let navigationController = UINavigationController()
        func push(_ module: AnyObject, screen: UIViewController) {
          storedModules[screen] = module
          navigationController.pushViewController(screen, animated: true)
        }
      }
      final class RoomCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let router: ModuleRouter
        init(router: ModuleRouter) { self.router = router }
        func start() { router.push(self, screen: UIViewController()) }
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
    // RxSwift's `subscribe(with:)` holds its object weakly and hands it to the closure, here as a parameter named
    // `self`: inside, `self` is that parameter, and the closure captures nothing.
    .passes("""
      \(base)
      import RxSwift
      final class SessionCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private let disposeBag = DisposeBag()
        let events: PublishSubject<Bool>
        init(events: PublishSubject<Bool>) { self.events = events }
        func start() {
          events.subscribe(with: self, onNext: { `self`, loggedIn in self.route(loggedIn) }).disposed(by: disposeBag)
        }
        func route(_ loggedIn: Bool) {}
      }
      """),
    // Closures nested in a `[weak self]` closure read that weak reference (`self?.…`): they capture nothing
    // strongly, though they name `self`.
    .passes("""
      \(base)
      final class ScannerCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var onResult: ((String) -> Void)?
        var onRetry: (() -> Void)?
        func start() {
          onResult = { [weak self] code in
            self?.onRetry = { self?.start() }
          }
        }
      }
      """),
    // The strong parent reference is set twice, by the wrapper that adds the child and again by hand: one property,
    // one fix, one finding, at the first.
    .fails("""
      import UIKit
      protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        var parentCoordinator: Coordinator? { get set }
        func start()
      }
      extension Coordinator {
        func addChild(_ child: Coordinator) {
          child.parentCoordinator = self
          childCoordinators.append(child)
        }
      }
      final class ResetCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var ②parentCoordinator: Coordinator?
        func start() {}
      }
      final class CodeCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var parentCoordinator: Coordinator?
        func start() {}
        func showReset() {
          let reset = ResetCoordinator()
          ↓①addChild(reset)
          reset.parentCoordinator = self
          reset.start()
        }
      }
      """, findings: [
      .finding("""
        'ResetCoordinator.parentCoordinator' holds 'CodeCoordinator' strongly: retain cycle 'CodeCoordinator' → \
        'ResetCoordinator' → 'CodeCoordinator'; declare 'parentCoordinator' as 'weak var'
        """, notes: [
          .note("'CodeCoordinator' keeps 'ResetCoordinator' in its children", at: "①"),
          .note("'parentCoordinator' is declared strong here", at: "②"),
        ]),
    ]),
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
    // A flow hierarchy whose base enters child flows (`enter(flow:completion:)`, no `start()`): the completion the
    // child keeps captures its parent, which keeps the child.
    .fails("""
      open class FlowCoordinator {
        private var flowCompletion: (() -> Void)?
        var rootViewController: UIViewController!
        var navigationController: UINavigationController { rootViewController as! UINavigationController }
        func setUp() {}
        func enter(flow coordinator: FlowCoordinator, completion: (() -> Void)? = nil) {
          coordinator.rootViewController = rootViewController
          coordinator.flowCompletion = completion
          coordinator.setUp()
        }
        func exitFlow() { flowCompletion?() }
      }
      final class KeycardFlowCoordinator: FlowCoordinator {}
      final class RecoverWalletFlowCoordinator: FlowCoordinator {
        var ①keycardFlowCoordinator = KeycardFlowCoordinator()
        func didChooseKeycard() {
          enter(flow: keycardFlowCoordinator) ↓②{
            self.showPayment()
          }
        }
        func showPayment() {}
      }
      """, findings: [
      .finding("""
        closure stored in 'FlowCoordinator.flowCompletion' captures 'self' strongly: retain cycle \
        'RecoverWalletFlowCoordinator' → 'RecoverWalletFlowCoordinator.keycardFlowCoordinator' → \
        'RecoverWalletFlowCoordinator'; capture '[weak self]'
        """, notes: [
          .note("'RecoverWalletFlowCoordinator' holds 'keycardFlowCoordinator' (a 'KeycardFlowCoordinator') strongly",
                at: "①"),
          .note("the closure captures 'RecoverWalletFlowCoordinator' strongly here", at: "②"),
        ]),
    ]),
  ]
}
