import CoordLintCore

/// Examples of `unretained-coordinator`: each is documentation and a test.
enum UnretainedCoordinatorRuleExamples {
  static let base = """
    \(RuleExample.coordinatorProtocol)
    final class HomeViewController: UIViewController { weak var coordinator: AppCoordinator? }
    final class AppCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let window: UIWindow
      init(window: UIWindow) { self.window = window }
      func start() {
        let home = HomeViewController()
        home.coordinator = self
        window.rootViewController = UINavigationController(rootViewController: home)
      }
    }
    """

  /// A coordinator that shows an error screen and is made and started in a local; `dismissal` is the closure the
  /// screen calls when it is closed.
  static func errorScreen(dismissal: String, marked: Bool) -> String {
    let source = """
      import UIKit
      \(RuleExample.coordinatorProtocol)
      final class ErrorViewController: UIViewController {
        var onClose: (() -> Void)?
        init(message: String) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
      }
      final class ErrorCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let presenter: UIViewController
        let message: String
        init(presenter: UIViewController, message: String) {
          self.presenter = presenter
          self.message = message
        }
        func start() {
          let screen = ErrorViewController(message: message)
          screen.onClose = \(dismissal)
          presenter.present(screen, animated: true)
        }
        func retry() {}
      }
      final class ProfileCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func showError(_ message: String) {
          let error = ↓ErrorCoordinator(presenter: navigationController, message: message)
          error.start()
        }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  static let all: [RuleExample] = [
    // A guide that pushes one screen and calls nothing back: its base class can add children, but its own code
    // never does, so nothing is lost when it goes.
    .passes("""
      import UIKit
      \(RuleExample.coordinatorProtocol)
      class BaseCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func addDependency(_ child: Coordinator) { childCoordinators.append(child) }
        func start() {}
      }
      final class GuideCoordinator: BaseCoordinator {
        private let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        override func start() { navigationController.pushViewController(UIViewController(), animated: true) }
      }
      final class StampCoordinator: BaseCoordinator {
        let navigationController = UINavigationController()
        func showGuide() {
          let guide = GuideCoordinator(navigationController: navigationController)
          guide.start()
        }
      }
      """),
    // A root coordinator whose start registers a listener with a library that keeps it, capturing `self`: the
    // listener keeps the coordinator for as long as it is registered.
    .passes("""
      import UIKit
      \(RuleExample.coordinatorProtocol)
      final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func start() {
          Auth.auth().addStateDidChangeListener { _, user in
            self.window.rootViewController = user == nil ? UIViewController() : UINavigationController()
          }
        }
      }
      final class SceneDelegate: UIResponder {
        var window: UIWindow?
        func connect(window: UIWindow) {
          let app = AppCoordinator(window: window)
          app.start()
        }
      }
      """),
    // A coordinator that builds the tabs and sets the window's root, handing its own method to `map`, which runs it
    // on the spot: nothing can call back into it once `start()` returns, so its going is no loss.
    .passes("""
      import UIKit
      \(RuleExample.coordinatorProtocol)
      enum Tab: CaseIterable { case home, settings }
      final class RootCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func start() {
          let tabBar = UITabBarController()
          tabBar.setViewControllers(Tab.allCases.map(makeTab(for:)), animated: false)
          window.rootViewController = tabBar
        }
        private func makeTab(for tab: Tab) -> UIViewController { UINavigationController() }
      }
      enum CompositionRoot {
        static func resolve(window: UIWindow) {
          let root = RootCoordinator(window: window)
          root.start()
        }
      }
      """),
    // A coordinator hands one of its own methods to what its screen keeps (`Actions(showMain: self.showMain)`): a
    // method value holds `self` strongly, so the pushed screen keeps the coordinator alive.
    .passes("""
      \(base)
      struct SettingsActions { let showMain: () -> Void }
      final class SettingsViewModel {
        let actions: SettingsActions
        init(actions: SettingsActions) { self.actions = actions }
      }
      final class SettingsViewController: UIViewController {
        let viewModel: SettingsViewModel
        init(viewModel: SettingsViewModel) {
          self.viewModel = viewModel
          super.init(nibName: nil, bundle: nil)
        }
      }
      final class SettingsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let actions = SettingsActions(showMain: self.showMain)
          let screen = SettingsViewController(viewModel: SettingsViewModel(actions: actions))
          navigationController.pushViewController(screen, animated: true)
        }
        func showMain() {}
      }
      final class ProfileCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func showSettings() {
          let settings = SettingsCoordinator(navigationController: navigationController)
          settings.start()
        }
      }
      """),
    // A launcher whose start runs a task that holds it (members named without `self.` capture it all the same):
    // it lives until the task has fetched what to show and handed it on.
    .passes("""
      \(base)
      final class OnboardingLauncher: Coordinator {
        var childCoordinators: [Coordinator] = []
        let service: OnboardingService
        init(service: OnboardingService) { self.service = service }
        func start() {
          Task {
            let pages = try await service.fetchPages()
            await show(pages)
          }
        }
        @MainActor func show(_ pages: [String]) async {}
      }
      final class HomeCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let service = OnboardingService()
        func start() {
          let launcher = OnboardingLauncher(service: service)
          launcher.start()
        }
      }
      """),
    // The scene delegate keeps the root coordinator in a property.
    .passes("""
      \(base)
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        private var appCoordinator: AppCoordinator?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          let window = UIWindow(windowScene: scene as! UIWindowScene)
          let coordinator = AppCoordinator(window: window)
          appCoordinator = coordinator
          coordinator.start()
        }
      }
      """),
    // Added to the children, returned, or handed to a call that can keep it.
    .passes("""
      \(base)
      final class HubCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
        func showA(window: UIWindow) {
          let a = AppCoordinator(window: window)
          childCoordinators.append(a)
          a.start()
        }
        func makeB(window: UIWindow) -> AppCoordinator {
          let b = AppCoordinator(window: window)
          b.start()
          return b
        }
        func showC(window: UIWindow, router: Router) {
          let c = AppCoordinator(window: window)
          c.start()
          router.keep(c)
        }
      }
      """),
    // A factory whose one expression wraps the new coordinator returns it: the caller keeps it.
    .passes("""
      \(base)
      struct AnyFlow { init(_ coordinator: Coordinator) {} }
      extension Coordinator { func erased() -> AnyFlow { AnyFlow(self) } }
      struct Module {
        func makeApp(window: UIWindow) -> AnyFlow {
          AppCoordinator(window: window).erased()
        }
      }
      """),
    // The pushed screen's view model holds the coordinator strongly: the navigation stack keeps it while the screen
    // is shown (a cycle, which retain-cycle reports), so it is not gone when `showProfile` returns.
    .passes("""
      \(RuleExample.coordinatorProtocol)
      final class ProfileViewModel {
        let coordinator: ProfileCoordinator
        init(coordinator: ProfileCoordinator) { self.coordinator = coordinator }
      }
      final class ProfileViewController: UIViewController {
        let viewModel: ProfileViewModel
        init(viewModel: ProfileViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      final class ProfileCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let viewModel = ProfileViewModel(coordinator: self)
          navigationController.pushViewController(ProfileViewController(viewModel: viewModel), animated: true)
        }
      }
      final class HomeCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func showProfile() {
          let profile = ProfileCoordinator(navigationController: navigationController)
          profile.start()
        }
      }
      """),
    // The same screen on a navigation controller the coordinator holds only weakly: no cycle, but the parent's
    // navigation stack keeps the screen, its view model and so the coordinator.
    .passes("""
      \(RuleExample.coordinatorProtocol)
      final class OrdersViewModel {
        let coordinator: OrdersCoordinator
        init(coordinator: OrdersCoordinator) { self.coordinator = coordinator }
      }
      final class OrdersViewController: UIViewController {
        let viewModel: OrdersViewModel
        init(viewModel: OrdersViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      final class OrdersCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var navigationController: UINavigationController?
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          navigationController?.pushViewController(OrdersViewController(viewModel: OrdersViewModel(coordinator: self)),
                                                   animated: true)
        }
      }
      final class ShopCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func showOrders() {
          let orders = OrdersCoordinator(navigationController: navigationController)
          orders.start()
        }
      }
      """),
    // The screen's parts hold the coordinator through what the graph cannot type: a SwiftUI view's closures that
    // capture `self`, and a type eraser wrapping `self` in closures, handed to a router that pushes.
    .passes("""
      \(RuleExample.coordinatorProtocol)
      struct ReceiveView { let onShare: () -> Void }
      final class AnyFlow { init<C: Coordinator>(_ base: C) { start = { base.start() } }; let start: () -> Void }
      final class ScanModel { init(flow: AnyFlow) {} }
      final class Navigator {
        let navigationController = UINavigationController()
        func replace(_ screen: UIViewController) { show(screen) }
        func show(_ screen: UIViewController) { navigationController.setViewControllers([screen], animated: true) }
      }
      final class ReceiveCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {
          let view = ReceiveView(onShare: { self.share() })
          navigationController.pushViewController(UIHostingController(rootView: view), animated: true)
        }
        func share() {}
      }
      final class ScanCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigator = Navigator()
        func start() {
          let model = ScanModel(flow: asAnyFlow())
          navigator.replace(ScanViewController(model: model))
        }
        func asAnyFlow() -> AnyFlow { AnyFlow(self) }
      }
      final class ScanViewController: UIViewController {
        init(model: ScanModel) { super.init(nibName: nil, bundle: nil) }
      }
      final class WalletCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
        func showReceive() {
          let receive = ReceiveCoordinator()
          receive.start()
        }
        func showScan() {
          let scan = ScanCoordinator()
          scan.start()
        }
      }
      """),
    // An async function that awaits the flow's result: the local lives until the function returns.
    .passes("""
      \(RuleExample.coordinatorProtocol)
      final class CountryPickerCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
        func startPicking() -> Task<String?, Never> { Task { nil } }
      }
      final class SignUpCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
        func selectCountry() async -> String? {
          let picker = CountryPickerCoordinator()
          return await picker.startPicking().value
        }
      }
      """),
    // A coordinator that shows a screen and never lets `self` out (no delegate, callback or closure refers to it)
    // has nothing left to do once its start returns: its going changes nothing.
    .passes(errorScreen(dismissal: "{ [presenter] in presenter.dismiss(animated: true) }", marked: false)),
    // The same screen calling back into the coordinator, through a weak reference that is nil by then.
    .fails(errorScreen(dismissal: "{ [weak self] in self?.retry() }", marked: true), findings: [
      .finding("""
        'ErrorCoordinator' is started but nothing keeps it, so it is deallocated when 'showError(_:)' returns; \
        store it in a property or add it to the children
        """),
    ]),
    // A start that returns the SwiftUI view it built around the coordinator, which the caller keeps.
    .passes("""
      import SwiftUI
      \(RuleExample.coordinatorProtocol)
      final class SongViewModel: ObservableObject {
        let coordinator: SongCoordinator
        init(coordinator: SongCoordinator) { self.coordinator = coordinator }
      }
      struct SongView: View {
        @StateObject var viewModel: SongViewModel
        var body: some View { Text("song") }
      }
      final class SongCoordinator {
        func start() -> SongView { SongView(viewModel: SongViewModel(coordinator: self)) }
        func close() {}
      }
      final class AppRouter: ObservableObject {
        @Published var current: AnyView?
        func showSong() {
          let song = SongCoordinator()
          current = AnyView(song.start())
        }
      }
      """),
    // A screen whose view model holds the coordinator, put on the stack with `show(_:sender:)`.
    .passes("""
      import SwiftUI
      \(RuleExample.coordinatorProtocol)
      final class PINViewModel: ObservableObject {
        let coordinator: PINCoordinator
        init(coordinator: PINCoordinator) { self.coordinator = coordinator }
      }
      struct PINView: View {
        @StateObject var viewModel: PINViewModel
        var body: some View { Text("pin") }
      }
      final class PINCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let screen = UIHostingController(rootView: PINView(viewModel: PINViewModel(coordinator: self)))
          navigationController.show(screen, sender: nil)
        }
      }
      final class SignUpCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {
          let pin = PINCoordinator(navigationController: navigationController)
          pin.start()
        }
      }
      """),
    // Created but never started or wired: not this rule's business.
    .passes("""
      \(base)
      func preview(window: UIWindow) {
        let unused = AppCoordinator(window: window)
        print(type(of: unused))
      }
      """),
    // A shown menu keeps its coordinator, and that coordinator keeps one rewards flow in its children; that says
    // nothing of another rewards coordinator, made and started on its own and kept by no one.
    .fails("""
      import UIKit
      \(RuleExample.coordinatorProtocol)
      final class MenuViewController: UIViewController {
        var onRewards: (() -> Void)?
      }
      final class RewardsViewController: UIViewController {
        weak var coordinator: RewardsCoordinator?
      }
      final class RewardsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let screen = RewardsViewController()
          screen.coordinator = self
          navigationController.pushViewController(screen, animated: true)
        }
      }
      final class MenuCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {
          let menu = MenuViewController()
          menu.onRewards = { self.openRewards() }
          navigationController.pushViewController(menu, animated: false)
        }
        func openRewards() {
          let rewards = RewardsCoordinator(navigationController: navigationController)
          childCoordinators.append(rewards)
          rewards.start()
        }
        func showRewardsOnce() {
          let rewards = ↓RewardsCoordinator(navigationController: navigationController)
          rewards.start()
        }
      }
      """, findings: [
      .finding("""
        'RewardsCoordinator' is started but nothing keeps it, so it is deallocated when 'showRewardsOnce()' \
        returns; store it in a property or add it to the children
        """),
    ]),
    // The classic: the root coordinator is a local of `scene(_:willConnectTo:options:)`.
    .fails("""
      \(base)
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          let window = UIWindow(windowScene: scene as! UIWindowScene)
          self.window = window
          let coordinator = ↓AppCoordinator(window: window)
          coordinator.start()
        }
      }
      """, findings: [
      .finding("""
        'AppCoordinator' is started but nothing keeps it, so it is deallocated when \
        'scene(_:willConnectTo:options:)' returns; store it in a property or add it to the children
        """),
    ]),
    // The same, built with an implicit initializer whose type the binding states.
    .fails("""
      \(base)
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          let window = UIWindow(windowScene: scene as! UIWindowScene)
          self.window = window
          let coordinator: AppCoordinator = ↓.init(window: window)
          coordinator.start()
        }
      }
      """, findings: [
      .finding("""
        'AppCoordinator' is started but nothing keeps it, so it is deallocated when \
        'scene(_:willConnectTo:options:)' returns; store it in a property or add it to the children
        """),
    ]),
    // The view's closures hold the coordinator weakly: nothing keeps it once 'showReceive()' returns.
    .fails("""
      \(RuleExample.coordinatorProtocol)
      struct ReceiveView { let onShare: () -> Void }
      final class ReceiveCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {
          let view = ReceiveView(onShare: { [weak self] in self?.share() })
          navigationController.pushViewController(UIHostingController(rootView: view), animated: true)
        }
        func share() {}
      }
      final class WalletCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
        func showReceive() {
          let receive = ↓ReceiveCoordinator()
          receive.start()
        }
      }
      """, findings: [
      .finding("""
        'ReceiveCoordinator' is started but nothing keeps it, so it is deallocated when 'showReceive()' returns; \
        store it in a property or add it to the children
        """),
    ]),
    // Wired (a property set on it) and started, then dropped; and one created inline.
    .fails(files: [
      "Coordinators.swift": base,
      "ProfileCoordinator.swift": """
        final class ProfileCoordinator: Coordinator {
          var childCoordinators: [Coordinator] = []
          let window: UIWindow
          init(window: UIWindow) { self.window = window }
          func start() {}
          func showHistory() {
            let history = ↓AppCoordinator(window: window)
            history.childCoordinators = []
            history.start()
          }
          func showHelp() {
            ↓AppCoordinator(window: window).start()
          }
        }
        """,
    ], findings: [
      .finding("""
        'AppCoordinator' is started but nothing keeps it, so it is deallocated when 'showHistory()' returns; store \
        it in a property or add it to the children
        """),
      .finding("""
        'AppCoordinator' is started but nothing keeps it, so it is deallocated when 'showHelp()' returns; store it \
        in a property or add it to the children
        """),
    ]),
  ]
}
