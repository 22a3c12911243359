import CoordLintCore

/// Examples of `orphan-child` for children added through helpers and idioms that hide their type or their exit:
/// a generic helper that makes the child of the type it is handed, a parent typed as a protocol composition, the
/// system photo picker, and a sheet's root screen that hears its own disappearance.
extension OrphanChildRuleExamples {
  /// A base coordinator whose generic `open(_:)` makes, wires and adds a child of the type it is handed; the home
  /// coordinator opens a swap flow with it (`open` is the call, marked ↓ when `marked`).
  static func genericOpen(swapObservesPop: Bool, marked: Bool) -> String {
    let hook = swapObservesPop
      ? "override func viewDidDisappear(_ animated: Bool) { if isMovingFromParent { onBack?() } }"
      : ""
    let source = """
      class BaseCoordinator {
        var childCoordinators: [BaseCoordinator] = []
        let navigationController: UINavigationController
        weak var parentCoordinator: BaseCoordinator?
        required init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {}
        func open<C: BaseCoordinator>(_ type: C.Type) {
          let coordinator = C(navigationController: navigationController)
          coordinator.parentCoordinator = self
          childCoordinators.append(coordinator)
          coordinator.start()
        }
        func childDidFinish(_ child: BaseCoordinator) { childCoordinators.removeAll { $0 === child } }
      }
      final class SwapViewController: UIViewController {
        var onDone: (() -> Void)?
        var onBack: (() -> Void)?
        \(hook)
      }
      final class SwapCoordinator: BaseCoordinator {
        override func start() {
          let screen = SwapViewController()
          screen.onDone = { [weak self] in self?.finish() }
          screen.onBack = { [weak self] in self?.finish() }
          ②navigationController.pushViewController(screen, animated: true)
        }
        func finish() { parentCoordinator?.childDidFinish(self) }
      }
      final class HomeCoordinator: BaseCoordinator {
        override func start() { navigationController.setViewControllers([UIViewController()], animated: false) }
        func showSwap() { ↓open(SwapCoordinator.self) }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// A child whose parent property is a protocol composition, `(Refreshing & Coordinator)?`: its `finish()`, which
  /// the screen's disappearance calls, reaches the parent's removal through it.
  static let compositionParent = """
    \(base)
    protocol Refreshing: AnyObject { func refresh() }
    final class DetailViewController: UIViewController {
      var onLeave: (() -> Void)?
      override func viewDidDisappear(_ animated: Bool) { if isMovingFromParent { onLeave?() } }
    }
    final class DetailCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      weak var parent: (Refreshing & ListCoordinator)?
      let navigationController: UINavigationController
      init(navigationController: UINavigationController) { self.navigationController = navigationController }
      func start() {
        let screen = DetailViewController()
        screen.onLeave = { [weak self] in self?.finish() }
        navigationController.pushViewController(screen, animated: true)
      }
      func finish() { parent?.childDidFinish(self) }
    }
    final class ListCoordinator: Coordinator, Refreshing {
      var childCoordinators: [Coordinator] = []
      let navigationController = UINavigationController()
      func start() {}
      func refresh() {}
      func showDetail() {
        let detail = DetailCoordinator(navigationController: navigationController)
        detail.parent = self
        childCoordinators.append(detail)
        detail.start()
      }
      func childDidFinish(_ child: Coordinator) { childCoordinators.removeAll { $0 === child } }
    }
    """

  /// A photo child presenting the system picker, removed when a photo is picked.
  static func photoPicker(marked: Bool) -> String {
    let source = """
      \(base)
      final class PhotoCoordinator: NSObject, Coordinator, UIImagePickerControllerDelegate,
        UINavigationControllerDelegate {
        var childCoordinators: [Coordinator] = []
        weak var parent: EditorCoordinator?
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let picker = UIImagePickerController()
          picker.delegate = self
          ②navigationController.present(picker, animated: true)
        }
        func imagePickerController(_ picker: UIImagePickerController,
                                   didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
          picker.dismiss(animated: true)
          parent?.childDidFinish(self)
        }
      }
      final class EditorCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func pickPhoto() {
          let photo = PhotoCoordinator(navigationController: navigationController)
          photo.parent = self
          ↓childCoordinators.append(photo)
          photo.start()
        }
        func childDidFinish(_ child: Coordinator) { childCoordinators.removeAll { $0 === child } }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// A settings child built on a navigation controller its parent presents; its root screen tells the child as it
  /// disappears (`hearsDisappearance`), and the child then leaves its parent.
  static func settingsSheet(hearsDisappearance: Bool, marked: Bool) -> String {
    let hook = hearsDisappearance
      ? "override func viewWillDisappear(_ animated: Bool) { delegate?.settingsWillDisappear() }"
      : ""
    let source = """
      \(base)
      protocol SettingsScreenDelegate: AnyObject { func settingsWillDisappear() }
      final class SettingsViewController: UIViewController {
        weak var delegate: SettingsScreenDelegate?
        \(hook)
      }
      final class SettingsCoordinator: Coordinator, SettingsScreenDelegate {
        var childCoordinators: [Coordinator] = []
        weak var parent: FeedCoordinator?
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let screen = SettingsViewController()
          screen.delegate = self
          navigationController.pushViewController(screen, animated: false)
        }
        func settingsWillDisappear() { leave() }
        private func leave() {
          if navigationController.presentingViewController != nil { parent?.childDidFinish(self) }
        }
      }
      final class FeedCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func showSettings() {
          let stack = UINavigationController()
          let settings = SettingsCoordinator(navigationController: stack)
          settings.parent = self
          ↓childCoordinators.append(settings)
          settings.start()
          ②navigationController.present(stack, animated: true)
        }
        func childDidFinish(_ child: Coordinator) { childCoordinators.removeAll { $0 === child } }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// Tabs that a factory makes as `Coordinator`s, again when the language changes, and a photo choice child whose
  /// parent is typed `(PhotoPicking & Coordinator)?`: only the profile coordinator is both, so the choice leaving
  /// its parent takes no tab out of the tab coordinator.
  static let factoryTabs = """
    protocol Coordinator: AnyObject {
      var childCoordinators: [Coordinator] { get set }
      func start()
      func childDidFinish(_ child: Coordinator)
    }
    extension Coordinator {
      func childDidFinish(_ child: Coordinator) { childCoordinators.removeAll { $0 === child } }
    }
    protocol PhotoPicking: AnyObject { func pickPhoto() }
    enum Tab { case home, profile }
    final class HomeCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      var parentCoordinator: TabsCoordinator?
      func start() {}
    }
    final class PhotoChoiceCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      var parentCoordinator: (PhotoPicking & Coordinator)?
      func start() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Library", style: .default) { _ in self.choose() })
      }
      func choose() {
        parentCoordinator?.pickPhoto()
        parentCoordinator?.childDidFinish(self)
      }
    }
    final class ProfileCoordinator: Coordinator, PhotoPicking {
      var childCoordinators: [Coordinator] = []
      func start() {}
      func pickPhoto() {}
      func changePhoto() {
        let choice = PhotoChoiceCoordinator()
        choice.parentCoordinator = self
        childCoordinators.append(choice)
        choice.start()
      }
    }
    final class TabsCoordinator: Coordinator {
      var ①childCoordinators: [Coordinator] = []
      let tabBarController = UITabBarController()
      func start() { showTabs() }
      func languageDidChange() { showTabs() }
      private func showTabs() {
        tabBarController.setViewControllers([Tab.home, .profile].map { makeTab($0) }, animated: false)
      }
      private func makeTab(_ tab: Tab) -> UINavigationController {
        let child = makeChild(for: tab)
        child.start()
        ↓childCoordinators.append(child)
        return UINavigationController()
      }
      private func makeChild(for tab: Tab) -> Coordinator {
        switch tab {
        case .home:
          let home = HomeCoordinator()
          home.parentCoordinator = self
          return home
        case .profile:
          return ProfileCoordinator()
        }
      }
    }
    """

  /// A detail child on a navigation controller of the app's own class, which the parent presents through a helper
  /// (`present(detail.navigationController)`); `style` is what the controller's setup, which its initializer calls,
  /// does through a protocol extension.
  static func ownStackSheet(style: String, marked: Bool) -> String {
    let source = """
      protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        var parentCoordinator: Coordinator? { get set }
        func start()
        func didFinish(_ child: Coordinator)
      }
      protocol Transitioning: NSObject { func setupTransition() }
      extension Transitioning where Self: UIViewController {
        func setupTransition() { \(style) }
        func presentWithTransition(_ screen: UIViewController) { present(screen, animated: true) }
      }
      final class AppNavigationController: UINavigationController, Transitioning {
        init() {
          super.init(nibName: nil, bundle: nil)
          setUp()
        }
        required init?(coder: NSCoder) { fatalError() }
        private func setUp() {
          navigationBar.isHidden = true
          setupTransition()
        }
      }
      class BaseCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var parentCoordinator: Coordinator?
        let navigationController: AppNavigationController
        init(navigationController: AppNavigationController) { self.navigationController = navigationController }
        func start() {}
        func start(coordinator: Coordinator) {
          childCoordinators.append(coordinator)
          coordinator.parentCoordinator = self
          coordinator.start()
        }
        func didFinish(_ child: Coordinator) { childCoordinators.removeAll { $0 === child } }
        func present(_ screen: UIViewController) { navigationController.presentWithTransition(screen) }
        func finish() { parentCoordinator?.didFinish(self) }
      }
      final class DetailViewController: UIViewController { var onClose: (() -> Void)? }
      final class DetailCoordinator: BaseCoordinator {
        override func start() {
          let screen = DetailViewController()
          screen.onClose = { [weak self] in self?.finish() }
          navigationController.pushViewController(screen, animated: false)
        }
      }
      final class CalendarCoordinator: BaseCoordinator {
        func showDetail() {
          let detail = DetailCoordinator(navigationController: AppNavigationController())
          ↓start(coordinator: detail)
          ②present(detail.navigationController)
        }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// A search child made by whichever provider the home coordinator is given, handed `self` as the parent the
  /// child's initializer keeps: the child's `finish()` reaches the home coordinator's removal.
  static let providedChild = """
    protocol Coordinator: AnyObject {
      var childCoordinators: [Coordinator] { get set }
      func start()
    }
    protocol FlowParent: AnyObject { func childDidFinish(_ child: Coordinator) }
    protocol SearchFlow: Coordinator { var parent: FlowParent? { get set } }
    protocol CoordinatorProvider {
      func makeSearch(parent: FlowParent, navigationController: UINavigationController) -> SearchFlow
    }
    final class SearchViewController: UIViewController { var onDone: (() -> Void)? }
    final class SearchCoordinator: SearchFlow {
      var childCoordinators: [Coordinator] = []
      weak var parent: FlowParent?
      let navigationController: UINavigationController
      init(parent: FlowParent, navigationController: UINavigationController) {
        self.parent = parent
        self.navigationController = navigationController
      }
      func start() {
        let screen = SearchViewController()
        screen.navigationItem.hidesBackButton = true
        screen.onDone = { [weak self] in self?.finish() }
        navigationController.pushViewController(screen, animated: true)
      }
      func finish() { parent?.childDidFinish(self) }
    }
    final class DefaultProvider: CoordinatorProvider {
      func makeSearch(parent: FlowParent, navigationController: UINavigationController) -> SearchFlow {
        SearchCoordinator(parent: parent, navigationController: navigationController)
      }
    }
    final class PreviewSearch: SearchFlow {
      var childCoordinators: [Coordinator] = []
      weak var parent: FlowParent?
      func start() {}
    }
    final class PreviewProvider: CoordinatorProvider {
      func makeSearch(parent: FlowParent, navigationController: UINavigationController) -> SearchFlow {
        let search = PreviewSearch()
        search.parent = parent
        return search
      }
    }
    final class HomeCoordinator: Coordinator, FlowParent {
      var childCoordinators: [Coordinator] = []
      let navigationController = UINavigationController()
      let provider: CoordinatorProvider
      init(provider: CoordinatorProvider) { self.provider = provider }
      func start() {}
      func showSearch() {
        let search = provider.makeSearch(parent: self, navigationController: navigationController)
        childCoordinators.append(search)
        search.start()
      }
      func childDidFinish(_ child: Coordinator) { childCoordinators.removeAll { $0 === child } }
    }
    """

  /// An invite child whose screen replaces the back button with its own, which a base class sets up; `back` is
  /// what that button's action does.
  static func customBack(back: String, marked: Bool) -> String {
    let source = """
      \(base)
      class BaseViewController: UIViewController {
        func setBackButton() {
          let button = UIButton(type: .custom)
          button.addTarget(self, action: #selector(backTapped), for: .touchUpInside)
          navigationItem.leftBarButtonItem = UIBarButtonItem(customView: button)
        }
        @objc func backTapped() { \(back) }
      }
      final class InviteViewController: BaseViewController {
        var onDone: (() -> Void)?
        override func viewDidLoad() {
          super.viewDidLoad()
          setBackButton()
        }
      }
      final class InviteCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var parent: HomeCoordinator?
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let screen = InviteViewController()
          screen.onDone = { [weak self] in self?.finish() }
          ②navigationController.pushViewController(screen, animated: true)
        }
        func finish() { parent?.childDidFinish(self) }
      }
      final class HomeCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { navigationController.setViewControllers([UIViewController()], animated: false) }
        func showInvite() {
          let invite = InviteCoordinator(navigationController: navigationController)
          invite.parent = self
          ↓childCoordinators.append(invite)
          invite.start()
        }
        func childDidFinish(_ child: Coordinator) { childCoordinators.removeAll { $0 === child } }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// A settings child made on a navigation controller of the app's class, which the parent presents as the child's
  /// `UINavigationController`; `stackExtra` is more of that class.
  static func selfHandlingStack(stackExtra: String, marked: Bool) -> String {
    let source = """
      \(base)
      final class SettingsStack: UINavigationController, UIAdaptivePresentationControllerDelegate {
        weak var flow: SettingsCoordinator?\(stackExtra)
      }
      final class SettingsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var onFinish: (() -> Void)?
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          (navigationController as? SettingsStack)?.flow = self
          navigationController.setViewControllers([UIViewController()], animated: false)
        }
        func finish() { onFinish?() }
      }
      final class ChatCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func showSettings() {
          let settings = SettingsCoordinator(navigationController: SettingsStack())
          settings.onFinish = { [weak self, weak settings] in self?.childCoordinators.removeAll { $0 === settings } }
          ↓childCoordinators.append(settings)
          settings.start()
          ②navigationController.present(settings.navigationController, animated: true)
        }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// A help child typed by its own protocol, which one class adopts, made by a factory through a stored closure:
  /// the class's `onFinish` calls are the child's.
  static let soleAdopter = """
    \(base)
    protocol HelpFlow: Coordinator { var onFinish: (() -> Void)? { get set } }
    final class HelpViewController: UIViewController { var onClose: (() -> Void)? }
    final class HelpCoordinator: HelpFlow {
      var childCoordinators: [Coordinator] = []
      var onFinish: (() -> Void)?
      let navigationController: UINavigationController
      init(navigationController: UINavigationController) { self.navigationController = navigationController }
      func start() {
        let screen = HelpViewController()
        screen.onClose = { [weak self] in self?.onFinish?() }
        navigationController.present(screen, animated: true)
        screen.isModalInPresentation = true
      }
    }
    final class FlowFactory {
      let makeHelp: (UINavigationController) -> HelpFlow = { HelpCoordinator(navigationController: $0) }
    }
    final class SettingsCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let navigationController = UINavigationController()
      let factory = FlowFactory()
      func start() {}
      func showHelp() {
        let help = factory.makeHelp(navigationController)
        help.onFinish = { [weak self, weak help] in self?.childCoordinators.removeAll { $0 === help } }
        childCoordinators.append(help)
        help.start()
      }
    }
    """

  /// A promo child with two callbacks; the parent's `onLink` asks the child to dismiss itself, and the child's
  /// `dismiss()` does `dismissal`.
  static func promoLink(dismissal: String, marked: Bool) -> String {
    let source = """
      \(base)
      final class PromoViewController: UIViewController {
        var onClose: (() -> Void)?
        var onLink: ((String) -> Void)?
        override func viewDidLoad() { super.viewDidLoad(); isModalInPresentation = true }
      }
      final class PromoCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let presenter: UIViewController
        private var screen: PromoViewController?
        var onDismiss: (() -> Void)?
        var onLink: ((String) -> Void)?
        init(presenter: UIViewController) { self.presenter = presenter }
        func start() {
          let screen = PromoViewController()
          screen.onClose = { [weak self] in self?.close() }
          screen.onLink = { [weak self] url in self?.onLink?(url) }
          self.screen = screen
          presenter.present(screen, animated: true)
        }
        func dismiss() { \(dismissal) }
        private func close() { screen?.dismiss(animated: true) { [weak self] in self?.finish() } }
        private func finish() { screen = nil; onDismiss?() }
      }
      final class WalletCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let root = UIViewController()
        func start() {}
        func open(_ url: String) {}
        func showPromo() {
          let promo = PromoCoordinator(presenter: root)
          promo.onLink = ③{ [weak self, weak promo] url in
            promo?.dismiss()
            self?.open(url)
          }
          promo.onDismiss = ②{ [weak self, weak promo] in self?.childCoordinators.removeAll { $0 === promo } }
          ↓childCoordinators.append(promo)
          promo.start()
        }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  static let helperExamples: [RuleExample] = [
    // A child a generic helper makes of the type it is handed, pushed where the back button pops it unheard.
    .fails(genericOpen(swapObservesPop: false, marked: true), findings: [
      .finding("""
        'SwapCoordinator' is removed from 'childCoordinators' when its flow finishes, but not when the user goes \
        back from 'SwapViewController'; remove it when that screen is popped too \
        ('navigationController(_:didShow:animated:)', or 'isMovingFromParent' in 'viewDidDisappear')
        """, notes: [.note("""
          'SwapViewController' is pushed here onto the navigation stack the child was given, where the back \
          button pops it
          """, at: "②")]),
    ]),
    // The same screen telling its child when it is popped.
    .passes(genericOpen(swapObservesPop: true, marked: false)),
    // A parent reached through a protocol composition still removes the child.
    .passes(compositionParent),
    // The tabs, made again on each language change, are never removed: the choice child leaving its profile
    // parent says nothing of them.
    .fails(factoryTabs, findings: [neverRemoved("Coordinator", each: "makeTab(_:)")]),
    // The system photo picker is a sheet: a swipe down dismisses it without a word to its delegate.
    .fails(photoPicker(marked: true), findings: [
      .finding("""
        'PhotoCoordinator' is removed from 'childCoordinators' when its flow finishes, but not when the user \
        swipes its sheet down; remove it in 'presentationControllerDidDismiss' too, or make the sheet modal with \
        'isModalInPresentation'
        """, notes: [.note("it is presented here as a sheet the user can swipe away", at: "②")]),
    ]),
    // A callback that asks the child to dismiss itself, which ends in the removing callback: no second exit.
    .passes(promoLink(dismissal: "close()", marked: false)),
    // A child whose `dismiss()` only takes its screen away: the link leaves it in its parent.
    .fails(promoLink(dismissal: "screen?.dismiss(animated: true)", marked: true), findings: [
      .finding("""
        'PromoCoordinator' is removed from 'childCoordinators' when its flow ends through 'onDismiss', but not \
        through 'onLink'; remove it there too
        """, notes: [
          .note("'onLink' closes the child's screen but does not remove it", at: "③"),
          .note("'onDismiss' removes it", at: "②"),
        ]),
    ]),
    // A child typed by a protocol only one class adopts is that class, whose callback ends it.
    .passes(soleAdopter),
    // A child a factory makes with `self` as its parent is wired to its parent.
    .passes(providedChild),
    // A custom back button whose action only pops: the child stays when the user goes back.
    .fails(customBack(back: "navigationController?.popViewController(animated: true)", marked: true), findings: [
      .finding("""
        'InviteCoordinator' is removed from 'childCoordinators' when its flow finishes, but not when the user goes \
        back from 'InviteViewController'; remove it when that screen is popped too \
        ('navigationController(_:didShow:animated:)', or 'isMovingFromParent' in 'viewDidDisappear')
        """, notes: [.note("""
          'InviteViewController' is pushed here onto the navigation stack the child was given, where the back \
          button pops it
          """, at: "②")]),
    ]),
    // The same button telling the child as it pops.
    .passes(customBack(back: "onDone?(); navigationController?.popViewController(animated: true)", marked: false)),
    // A presented stack that is its own sheet's presentation delegate hears the swipe.
    .passes(selfHandlingStack(stackExtra: """

        override func viewDidLoad() {
          super.viewDidLoad()
          presentationController?.delegate = self
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { flow?.finish() }
      """, marked: false)),
    .fails(selfHandlingStack(stackExtra: "", marked: true), findings: [
      .finding("""
        'SettingsCoordinator' is removed from 'childCoordinators' when its flow finishes, but not when the user \
        swipes its sheet down; remove it in 'presentationControllerDidDismiss' too, or make the sheet modal with \
        'isModalInPresentation'
        """, notes: [.note("it is presented here as a sheet the user can swipe away", at: "②")]),
    ]),
    // A stack whose own setup, run by its initializer, makes it full screen: no sheet to swipe away.
    .passes(ownStackSheet(style: "modalPresentationStyle = .fullScreen", marked: false)),
    // A setup that leaves the style alone leaves a page sheet.
    .fails(ownStackSheet(style: "view.backgroundColor = .systemBackground", marked: true), findings: [
      .finding("""
        'DetailCoordinator' is removed from 'childCoordinators' when its flow finishes, but not when the user \
        swipes its sheet down; remove it in 'presentationControllerDidDismiss' too, or make the sheet modal with \
        'isModalInPresentation'
        """, notes: [.note("it is presented here as a sheet the user can swipe away", at: "②")]),
    ]),
    // A sheet whose root screen tells its child as it disappears, which a swipe down makes it do.
    .passes(settingsSheet(hearsDisappearance: true, marked: false)),
    // Without that, the swipe leaves the settings child behind.
    .fails(settingsSheet(hearsDisappearance: false, marked: true), findings: [
      .finding("""
        'SettingsCoordinator' is removed from 'childCoordinators' when its flow finishes, but not when the user \
        swipes its sheet down; remove it in 'presentationControllerDidDismiss' too, or make the sheet modal with \
        'isModalInPresentation'
        """, notes: [.note("it is presented here as a sheet the user can swipe away", at: "②")]),
    ]),
  ]
}
