import CoordLintCore

/// Examples of `orphan-child` for exits that are easy to miss (a start whose sign-in fails, a presenter's dismissal
/// handler left out, a screen pushed as a generic module's view) and for a main flow entered once either way.
extension OrphanChildRuleExamples {
  /// A cloud setup child that signs in before it shows its folders; `failure` is the failure branch of its
  /// sign-in, `marked` puts the markers in.
  static func cloudSetup(failure: String, marked: Bool) -> String {
    let source = """
      \(base)
      enum SignInError: Error { case cancelled, network }
      final class AuthService {
        func signIn(presenter: UIViewController, completion: @escaping (Result<String, SignInError>) -> Void) {}
      }
      extension UIViewController { func showError(_ error: Error) {} }
      final class FolderViewController: UIViewController {
        var onClose: (() -> Void)?
        override func viewDidDisappear(_ animated: Bool) { if isMovingFromParent { onClose?() } }
      }
      protocol CloudSetupDelegate: AnyObject { func cloudSetupDidFinish(_ setup: CloudSetupCoordinator) }
      final class CloudSetupCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var delegate: CloudSetupDelegate?
        let navigationController: UINavigationController
        let service = AuthService()
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          ②service.signIn(presenter: navigationController) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let token): self.showFolders(token)
            ③case .failure(let error): \(failure)
            }
          }
        }
        private func showFolders(_ token: String) {
          let screen = FolderViewController()
          screen.onClose = { [weak self] in self?.close() }
          navigationController.pushViewController(screen, animated: true)
        }
        func close() { delegate?.cloudSetupDidFinish(self) }
      }
      final class FilesCoordinator: Coordinator, CloudSetupDelegate {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func connectCloud() {
          let setup = CloudSetupCoordinator(navigationController: navigationController)
          setup.delegate = self
          ↓childCoordinators.append(setup)
          setup.start()
        }
        func cloudSetupDidFinish(_ setup: CloudSetupCoordinator) { childCoordinators.removeAll { $0 === setup } }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// A ledger pairing child on its own navigation controller, which its parent presents through its router once
  /// the child is ready; `presentation` is the parent's call.
  static func ledgerPairing(presentation: String, marked: Bool) -> String {
    let source = """
      \(base)
      final class SheetRouter: NSObject, UIAdaptivePresentationControllerDelegate {
        let root: UIViewController
        private var onDismiss: (() -> Void)?
        init(root: UIViewController) { self.root = root }
        func present(_ controller: UIViewController, onDismiss: (() -> Void)? = nil) {
          self.onDismiss = onDismiss
          controller.presentationController?.delegate = self
          root.present(controller, animated: true)
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { onDismiss?() }
      }
      final class LedgerCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var didPair: (() -> Void)?
        var didCancel: (() -> Void)?
        func reportEnd(paired: Bool) { paired ? didPair?() : didCancel?() }
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { navigationController.setViewControllers([UIViewController()], animated: false) }
      }
      final class WalletsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let router: SheetRouter
        init(router: SheetRouter) { self.router = router }
        func start() {}
        func pairLedger() {
          let navigationController = UINavigationController()
          let ledger = LedgerCoordinator(navigationController: navigationController)
          ledger.didPair = { [weak self, weak ledger] in
            navigationController.dismiss(animated: true)
            self?.childCoordinators.removeAll { $0 === ledger }
          }
          ledger.didCancel = { [weak self, weak ledger] in
            navigationController.dismiss(animated: true)
            self?.childCoordinators.removeAll { $0 === ledger }
          }
          ↓childCoordinators.append(ledger)
          ledger.start()
          \(presentation)
        }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// A receipt child that pushes the view of a module its assembly builds (`Module<ReceiptViewController>`)
  /// through a router whose pop callback it leaves out when `onPop` is empty.
  static func receiptModule(onPop: String, marked: Bool) -> String {
    let source = """
      \(base)
      struct Module<View: UIViewController> {
        let view: View
      }
      final class ReceiptViewController: UIViewController {}
      enum ReceiptAssembly {
        static func module() -> Module<ReceiptViewController> { Module(view: ReceiptViewController()) }
      }
      final class StackRouter {
        let navigationController: UINavigationController
        private var popHandlers: [UIViewController: () -> Void] = [:]
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func push(_ screen: UIViewController, onPop: (() -> Void)? = nil) {
          popHandlers[screen] = onPop
          navigationController.pushViewController(screen, animated: true)
        }
      }
      class RouterCoordinator<R>: Coordinator {
        var childCoordinators: [Coordinator] = []
        let router: R
        init(router: R) { self.router = router }
        func start() {}
      }
      final class ReceiptCoordinator: RouterCoordinator<StackRouter> {
        var didClose: (() -> Void)?
        func reportEnd() { didClose?() }
        override func start() {
          let module = ReceiptAssembly.module()
          ②router.push(module.view\(onPop))
        }
      }
      final class PaymentsCoordinator: RouterCoordinator<StackRouter> {
        override func start() {
          router.push(UIViewController())
        }
        func showReceipt() {
          let receipt = ReceiptCoordinator(router: router)
          receipt.didClose = { [weak self, weak receipt] in self?.childCoordinators.removeAll { $0 === receipt } }
          ↓childCoordinators.append(receipt)
          receipt.start()
        }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// An app coordinator that shows its tabs from `start()`, or when its onboarding child finishes; `more` is more of
  /// its body, `marked` puts the markers in.
  static func onboardingThenTabs(
    start: String = "if hasOnboarded { showTabs() } else { showOnboarding() }", more: String, marked: Bool
  ) -> String {
    let source = """
      \(base)
      protocol FinishDelegate: AnyObject { func coordinatorDidFinish(_ child: Coordinator) }
      final class WelcomeViewController: UIViewController { var onDone: (() -> Void)? }
      final class OnboardingCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var finishDelegate: FinishDelegate?
        let screen = WelcomeViewController()
        func start() { screen.onDone = { [weak self] in self?.onboardingDidComplete() } }
        func onboardingDidComplete() { finishDelegate?.coordinatorDidFinish(self) }
      }
      final class TabsCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class AppCoordinator: Coordinator, FinishDelegate {
        var ①childCoordinators: [Coordinator] = []
        let hasOnboarded: Bool
        init(hasOnboarded: Bool) { self.hasOnboarded = hasOnboarded }
        func start() { \(start) }
        func showOnboarding() {
          let onboarding = OnboardingCoordinator()
          onboarding.finishDelegate = self
          childCoordinators.append(onboarding)
          onboarding.start()
        }
        func showTabs() {
          let tabs = TabsCoordinator()
          ↓childCoordinators.append(tabs)
          tabs.start()
        }
        func coordinatorDidFinish(_ child: Coordinator) {
          childCoordinators.removeAll { $0 === child }
          showTabs()
        }\(more)
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// An app coordinator that shows a tutorial child from `start()` and its tabs when the tutorial's last button is
  /// tapped, without removing the tutorial; `shows` is how `showTabs()` puts the tabs on screen, `marked` puts the
  /// markers in.
  static func tutorialThenTabs(shows: String, marked: Bool) -> String {
    let source = """
      \(base)
      protocol TutorialDelegate: AnyObject { func tutorialDidTapStart() }
      final class TutorialViewController: UIViewController { var onStart: (() -> Void)? }
      final class TutorialCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var delegate: TutorialDelegate?
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let screen = TutorialViewController()
          screen.onStart = { [weak self] in self?.delegate?.tutorialDidTapStart() }
          navigationController.present(screen, animated: false)
        }
      }
      final class TabsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let tabBarController = UITabBarController()
        func start() {}
      }
      final class AppCoordinator: Coordinator, TutorialDelegate {
        var ①childCoordinators: [Coordinator] = []
        let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func start() {
          let navigationController = UINavigationController()
          let tutorial = TutorialCoordinator(navigationController: navigationController)
          tutorial.delegate = self
          childCoordinators.append(tutorial)
          window.rootViewController = navigationController
          tutorial.start()
        }
        func showTabs() {
          let tabs = TabsCoordinator()
          ↓childCoordinators.append(tabs)
          tabs.start()
          \(shows)
        }
        func tutorialDidTapStart() { showTabs() }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// An app coordinator whose finish handler switches on the finished child's `kind`: onboarding, then sign-in,
  /// then the tab flows, which never finish. `kinds` says how each flow knows its kind (`computed`: a property
  /// returning its case; otherwise set by the initializer from the creation's argument); `settingsSignsOut` has
  /// the settings flow, a child of the tabs handed the app coordinator as its finish delegate, sign out through a
  /// `.settings` branch that shows sign-in again. `marked` puts the markers in.
  static func kindChain(computed: Bool, settingsSignsOut: Bool, marked: Bool) -> String {
    func flow(_ name: String, _ kind: String, start: String = "") -> String {
      let kindDeclaration = computed ? "var kind: FlowKind { .\(kind) }" : "let kind: FlowKind"
      let initializer = computed ? "init() {}" : "init(kind: FlowKind) { self.kind = kind }"
      return "final class \(name): Flow {\n  var childCoordinators: [Coordinator] = []\n"
        + "  weak var finishDelegate: FlowFinishDelegate?\n  \(kindDeclaration)\n  \(initializer)\n"
        + "  func start() {\(start)}\n}"
    }
    func make(_ name: String, _ kind: String) -> String { computed ? "\(name)()" : "\(name)(kind: .\(kind))" }
    let finishing = " screen.onDone = { [weak self] in self?.finish() } "
    let settingsStart = settingsSignsOut ? finishing : ""
    let source = """
      \(base)
      enum FlowKind { case onboarding, signIn, feed, settings }
      protocol FlowFinishDelegate: AnyObject { func flowDidFinish(_ child: Flow) }
      protocol Flow: Coordinator {
        var kind: FlowKind { get }
        var finishDelegate: FlowFinishDelegate? { get set }
      }
      extension Flow { func finish() { finishDelegate?.flowDidFinish(self) } }
      final class DoneScreen: UIViewController { var onDone: (() -> Void)? }
      let screen = DoneScreen()
      \(flow("OnboardingFlow", "onboarding", start: finishing))
      \(flow("SignInFlow", "signIn", start: finishing))
      \(flow("FeedFlow", "feed"))
      \(flow("SettingsFlow", "settings", start: settingsStart))
      final class AppFlow: Flow, FlowFinishDelegate {
        var ①childCoordinators: [Coordinator] = []
        weak var finishDelegate: FlowFinishDelegate?
        var kind: FlowKind { .onboarding }
        let hasOnboarded: Bool
        init(hasOnboarded: Bool) { self.hasOnboarded = hasOnboarded }
        func start() { if hasOnboarded { showSignIn() } else { show(\(make("OnboardingFlow", "onboarding"))) } }
        func showSignIn() { show(\(make("SignInFlow", "signIn"))) }
        func showTabs() {
          let feed = \(make("FeedFlow", "feed"))
          ↓childCoordinators.append(feed)
          feed.start()
          let settings = \(make("SettingsFlow", "settings"))
          settings.finishDelegate = self
          settings.start()
        }
        func show(_ flow: Flow) {
          flow.finishDelegate = self
          childCoordinators.append(flow)
          flow.start()
        }
        func flowDidFinish(_ child: Flow) {
          childCoordinators = childCoordinators.filter { $0 !== child }
          switch child.kind {
          case .onboarding: showSignIn()
          case .signIn: showTabs()
          case .settings: showSignIn()
          default: break
          }
        }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// An app whose onboarding child, once it finishes, hands the parent's navigation stack to a profile child that
  /// pushes its screen there.
  static func onboardingThenPush(marked: Bool) -> String {
    let source = """
      \(base)
      protocol FinishDelegate: AnyObject { func coordinatorDidFinish(_ child: Coordinator) }
      final class OnboardingCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var finishDelegate: FinishDelegate?
        let screen = WelcomeViewController()
        func start() { screen.onDone = { [weak self] in self?.complete() } }
        func complete() { finishDelegate?.coordinatorDidFinish(self) }
      }
      final class WelcomeViewController: UIViewController { var onDone: (() -> Void)? }
      final class ProfileViewController: UIViewController {}
      final class ProfileCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { ②navigationController.pushViewController(ProfileViewController(), animated: true) }
      }
      final class AppCoordinator: Coordinator, FinishDelegate {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {
          navigationController.setViewControllers([UIViewController()], animated: false)
          let onboarding = OnboardingCoordinator()
          onboarding.finishDelegate = self
          childCoordinators.append(onboarding)
          onboarding.start()
        }
        func coordinatorDidFinish(_ child: Coordinator) {
          childCoordinators.removeAll { $0 === child }
          showProfile()
        }
        func showProfile() {
          let profile = ProfileCoordinator(navigationController: navigationController)
          ↓childCoordinators.append(profile)
          profile.start()
        }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  static let exitExamples: [RuleExample] = [
    // Children taken from the app's registry, which made them and keeps them: adding one again makes no new child.
    .passes("""
      \(base)
      enum Feature: String { case home, profile }
      enum CoordinatorRegistry { static var coordinators: [String: Coordinator] = [:] }
      final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
        func show(_ feature: Feature) {
          guard let coordinator = CoordinatorRegistry.coordinators[feature.rawValue] else { return }
          childCoordinators.append(coordinator)
          coordinator.start()
        }
      }
      """),
    // An add in a method nothing calls, of a coordinator whose other code runs: dead code, not a flow.
    .passes("""
      \(base)
      final class SettingsCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() { showHome() }
        func showHome() {}
        func showLegacySettings() {
          let settings = SettingsCoordinator()
          childCoordinators.append(settings)
          settings.start()
        }
      }
      final class SceneDelegate {
        var app: AppCoordinator?
        func connect() {
          let app = AppCoordinator()
          self.app = app
          app.start()
        }
      }
      """),
    // The tabs, shown from `start()` or when the onboarding child (added once, from `start()`) finishes: once.
    .passes(onboardingThenTabs(more: "", marked: false)),
    // The tabs shown only when the onboarding child, added once from `start()`, finishes: once too.
    .passes(onboardingThenTabs(start: "showOnboarding()", more: "", marked: false)),
    // A finish handler switching on which child finished: onboarding, then sign-in, then the tabs, each once, with
    // the kind a property returns or an initializer stores from every creation's argument.
    .passes(kindChain(computed: true, settingsSignsOut: false, marked: false)),
    .passes(kindChain(computed: false, settingsSignsOut: false, marked: false)),
    // The same when the settings flow under the tabs signs out through the handler: sign-in, then new tabs, again.
    .fails(kindChain(computed: true, settingsSignsOut: true, marked: true), findings: [
      .finding("""
        'FeedFlow' is added to 'childCoordinators' each time 'showTabs()' runs but never removed; remove it when \
        its flow finishes
        """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")]),
    ]),
    // The tabs shown when a tutorial child (added once, from `start()`) calls its delegate, which replaces the
    // window's root: the tutorial's screen leaves the window with it, so the tabs are shown once.
    .passes(tutorialThenTabs(shows: "window.rootViewController = tabs.tabBarController", marked: false)),
    // Presented over the tutorial instead, the tabs leave its screen in the window to tap again.
    .fails(tutorialThenTabs(shows: "window.rootViewController?.present(tabs.tabBarController, animated: true)",
                            marked: true), findings: [
      .finding("""
        'TabsCoordinator' is added to 'childCoordinators' each time 'showTabs()' runs but never removed; remove it \
        when its flow finishes
        """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")]),
    ]),
    // A child made once when onboarding finishes, which pushes a screen the user can go back from unheard.
    .fails(onboardingThenPush(marked: true), findings: [
      .finding("""
        'ProfileCoordinator' is added to 'childCoordinators' once and never removed, not even when the user goes \
        back from 'ProfileViewController'; remove it when that screen is popped \
        ('navigationController(_:didShow:animated:)', or 'isMovingFromParent' in 'viewDidDisappear')
        """, notes: [.note("""
          'ProfileViewController' is pushed here onto the navigation stack the child was given, where the back \
          button pops it
          """, at: "②")]),
    ]),
    // The onboarding replayed from a settings button: each replay ends by showing the tabs again.
    .fails(onboardingThenTabs(more: "\n  func replayOnboarding() { showOnboarding() }", marked: true), findings: [
      neverRemoved("TabsCoordinator", each: "showTabs()"),
    ]),
    // A setup child whose sign-in failure only shows an alert: it shows nothing of its own and never ends.
    .fails(cloudSetup(failure: "self.navigationController.showError(error)", marked: true), findings: [
      .finding("""
        'CloudSetupCoordinator' is removed from 'childCoordinators' when its flow finishes, but not when \
        'signIn(presenter:_:)' fails as it starts: it then shows nothing and ends nothing, so it stays; end its \
        flow on that failure too
        """, notes: [
          .note("its start waits for 'signIn(presenter:_:)' here, before it shows a screen", at: "②"),
          .note("the failure is handled here without ending the flow", at: "③"),
        ]),
    ]),
    // The same child ending its flow when the sign-in fails.
    .passes(cloudSetup(failure: "self.navigationController.showError(error); self.close()", marked: false)),
    // A sheet presented through a router whose dismissal handler the parent leaves out: a swipe tells no one.
    .fails(ledgerPairing(presentation: "②router.present(navigationController)", marked: true), findings: [
      .finding("""
        'LedgerCoordinator' is removed from 'childCoordinators' when its flow finishes, but not when the user \
        swipes its sheet down; remove it in 'presentationControllerDidDismiss' too, or make the sheet modal with \
        'isModalInPresentation'
        """, notes: [.note("it is presented here as a sheet the user can swipe away", at: "②")]),
    ]),
    // The same sheet with the handler given: the router reports the swipe.
    .passes(ledgerPairing(presentation: """
      router.present(navigationController, onDismiss: { [weak self, weak ledger] in
            self?.childCoordinators.removeAll { $0 === ledger }
          })
      """, marked: false)),
    // A generic module's view (`Module<ReceiptViewController>.view`) pushed without the router's pop callback.
    .fails(receiptModule(onPop: "", marked: true), findings: [
      .finding("""
        'ReceiptCoordinator' is removed from 'childCoordinators' when its flow finishes, but not when the user goes \
        back from 'ReceiptViewController'; remove it when that screen is popped too \
        ('navigationController(_:didShow:animated:)', or 'isMovingFromParent' in 'viewDidDisappear')
        """, notes: [.note("""
          'ReceiptViewController' is pushed here onto the navigation stack the child was given, where the back \
          button pops it
          """, at: "②")]),
    ]),
    // The same push with the pop callback.
    .passes(receiptModule(onPop: ", onPop: { [weak self] in self?.didClose?() }", marked: false)),
  ]
}
