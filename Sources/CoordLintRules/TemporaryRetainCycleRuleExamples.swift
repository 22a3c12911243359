import CoordLintCore

/// Examples of `temporary-retain-cycle`: each is documentation and a test.
enum TemporaryRetainCycleRuleExamples {
  static let base = "import UIKit\n" + RuleExample.coordinatorProtocol

  static let delegateLine =
    "protocol CheckoutCoordinatorDelegate: AnyObject { func checkoutDidFinish(_ child: CheckoutCoordinator) }"

  static func checkout(delegate: String) -> String {
    """
    final class CheckoutCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      \(delegate)
      func start() {}
      func close() { ③delegate?.checkoutDidFinish(self) }
    }
    """
  }

  static let profile = """
    final class ProfileViewModel {
      let ④coordinator: ProfileCoordinator
      init(coordinator: ProfileCoordinator) { self.coordinator = coordinator }
    }
    final class ProfileViewController: UIViewController {
      let viewModel: ProfileViewModel
      var onClose: (() -> Void)?
      init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
      }
    }
    final class ProfileCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let ①navigationController: UINavigationController
      init(navigationController: UINavigationController) { self.navigationController = navigationController }
      func start() {
        let viewModel = ↓ProfileViewModel(coordinator: self)
        let screen = ③ProfileViewController(viewModel: viewModel)
        screen.onClose = ↓⑤{ self.navigationController.popViewController(animated: true) }
        ②navigationController.pushViewController(screen, animated: true)
      }
    }
    """

  /// A parent that makes a profile coordinator in a local and only starts it.
  static let homeStartingProfile = """
    final class HomeCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let navigationController = UINavigationController()
      func start() {}
      func showProfile() {
        let profile = ProfileCoordinator(navigationController: navigationController)
        profile.start()
      }
    }
    """

  static func swiftUIProfile(coordinator: String) -> String {
    """
    \(base)
    import SwiftUI
    struct ProfileView: View {
      \(coordinator)
      var body: some View { Text("Profile") }
    }
    final class ProfileCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let ①navigationController: UINavigationController
      init(navigationController: UINavigationController) { self.navigationController = navigationController }
      func start() {
        let screen = ④UIHostingController(rootView: ↓ProfileView(coordinator: self))
        ②navigationController.pushViewController(screen, animated: true)
      }
    }
    """
  }

  /// The cycle a Composable Architecture store closes when its reducer holds the coordinator showing its view:
  /// `<name>Coordinator`, `<name>View`, `<name>Feature`, with the note markers where each edge is made.
  static func storeCycle(_ name: String, hosting: Character, view: Character, store: Character,
                         declared: Character) -> RuleExample.ExpectedFinding {
    .finding("""
      '\(name)Feature.coordinator' holds '\(name)Coordinator' strongly: retain cycle '\(name)Coordinator' → \
      '\(name)Coordinator.navigationController' → 'UIHostingController' → '\(name)View' → 'StoreOf' → \
      '\(name)Feature' → '\(name)Coordinator', which lasts until 'UIHostingController' is popped, dismissed or \
      replaced; declare 'coordinator' as 'weak var'
      """, notes: [
        .note("'\(name)Coordinator' holds 'navigationController' (a 'UINavigationController') strongly", at: "①"),
        .note("'\(name)Coordinator.navigationController' shows 'UIHostingController' and keeps it", at: "②"),
        .note("'UIHostingController' contains '\(name)View'", at: hosting),
        .note("'\(name)View.store' holds 'StoreOf' strongly", at: view),
        .note("'StoreOf' contains '\(name)Feature'", at: store),
        .note("'coordinator' is declared strong here", at: declared),
        .note("UIKit releases 'UIHostingController' when it leaves the screen, which breaks the cycle", at: "②"),
      ])
  }

  /// The notes of a cycle through the Ask screen that `ask(_:)` pushes.
  static let askNotes: [RuleExample.ExpectedNote] = [
    .note("'AskCoordinator' holds 'navigationController' (a 'UINavigationController') strongly", at: "①"),
    .note("'AskCoordinator.navigationController' shows 'AskViewController' and keeps it", at: "③"),
    .note("'coordinator' is declared strong here", at: "②"),
    .note("UIKit releases 'AskViewController' when it leaves the screen, which breaks the cycle", at: "③"),
  ]

  /// An ask screen holding its coordinator strongly (②), pushed (③) onto the stack the coordinator keeps (①), which
  /// `others` (more of the app's code) make and start; its close button pops it.
  static func ask(_ others: String) -> String {
    """
    \(base)
    final class AskViewController: UIViewController {
      let ②coordinator: AskCoordinator
      init(coordinator: AskCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
      }
      func close() { coordinator.close() }
    }
    final class AskCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let ①navigationController: UINavigationController
      init(navigationController: UINavigationController) { self.navigationController = navigationController }
      func start() {
        let screen = ↓AskViewController(coordinator: self)
        ③navigationController.pushViewController(screen, animated: true)
      }
      func close() { navigationController.popViewController(animated: true) }
    }
    \(others)
    """
  }

  static let all: [RuleExample] = [
    // The shared `finish()` of a protocol extension, called by the tab child's own screen: its hand-off reaches the
    // parent's handler, which ends the parent's flow and clears its children.
    RuleExample(expectsFindings: true, files: RetainCycleRuleExamples.sharedFinish(feedExtra: """
        func close() { finish() }
      }
      final class FeedViewController: UIViewController {
        weak var coordinator: FeedCoordinator?
        @objc func done() { coordinator?.close() }
      """, others: RetainCycleRuleExamples.postFinishing).map { file in
        (file.name, file.source.replacingOccurrences(of: "    delegate?.didFinish", with: "    ③delegate?.didFinish"))
      }, findings: [
      .finding("""
        'FeedCoordinator.delegate' holds 'TabsCoordinator' strongly: retain cycle 'TabsCoordinator' → \
        'FeedCoordinator' → 'TabsCoordinator', which lasts until 'TabsCoordinator' removes 'FeedCoordinator'; \
        declare 'delegate' as 'weak var'
        """, notes: [
          .note("'TabsCoordinator' keeps 'FeedCoordinator' in its children", at: "①"),
          .note("'delegate' is declared strong here", at: "②"),
          .note("'FeedCoordinator' leaves the children here, which breaks the cycle", at: "③"),
        ]),
    ]),
    // Kept in the children where the tab bar makes it, but made and only started where a shortcut opens it: there
    // its screen's reference, the one its start makes, is all that keeps it.
    .fails(ask("""
      final class TabsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {
          let ask = AskCoordinator(navigationController: navigationController)
          childCoordinators.append(ask)
          ask.start()
        }
        func openShortcut() {
          let ask = AskCoordinator(navigationController: navigationController)
          ask.start()
        }
      }
      """), findings: [
      .finding("""
        'AskViewController.coordinator' holds 'AskCoordinator' strongly: retain cycle 'AskCoordinator' → \
        'AskCoordinator.navigationController' → 'AskViewController' → 'AskCoordinator', which lasts until \
        'AskViewController' is popped, dismissed or replaced; keep 'AskCoordinator' where 'openShortcut()' makes it \
        (in its children or a property), then declare 'coordinator' as 'weak var'; there this reference is all \
        that keeps it alive
        """, notes: askNotes),
    ]),
    // A login modal whose stack the coordinator keeps and empties when the login is done (`viewControllers = []`):
    // its screen goes then, and the cycle through its view model with it.
    .fails("""
      \(base)
      final class LoginViewModel { var ②coordinator: LoginCoordinator? }
      final class LoginViewController: UIViewController { var viewModel: LoginViewModel? }
      final class LoginCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let presenter: UIViewController
        var ①modal: UINavigationController?
        init(presenter: UIViewController) { self.presenter = presenter }
        func start() {
          let viewModel = LoginViewModel()
          ↓viewModel.coordinator = self
          let screen = LoginViewController()
          ③screen.viewModel = viewModel
          modal = UINavigationController()
          ④modal?.viewControllers = [screen]
          if let modal { presenter.present(modal, animated: true) }
        }
        func didFinishLogin() {
          modal?.dismiss(animated: false)
          ⑤modal?.viewControllers = []
        }
      }
      """, findings: [
      .finding("""
        'LoginViewModel.coordinator' holds 'LoginCoordinator' strongly: retain cycle 'LoginCoordinator' → \
        'LoginCoordinator.modal' → 'LoginViewController' → 'LoginViewModel' → 'LoginCoordinator', which lasts \
        until 'LoginViewController' is popped, dismissed or replaced; declare 'coordinator' as 'weak var'
        """, notes: [
          .note("'LoginCoordinator' holds 'modal' (a 'UINavigationController') strongly", at: "①"),
          .note("'LoginCoordinator.modal' shows 'LoginViewController' and keeps it", at: "④"),
          .note("'LoginViewController.viewModel' holds 'LoginViewModel' strongly", at: "③"),
          .note("'coordinator' is declared strong here", at: "②"),
          .note("UIKit releases 'LoginViewController' when it leaves the screen, which breaks the cycle", at: "⑤"),
        ]),
    ]),
    // The wizard's summary only goes back (`back()` pops it), and the flow ends from the first step: popping the
    // summary is how it leaves, which breaks the cycle through it.
    .fails(base + "\n" + RetainCycleRuleExamples.wizard(summaryExit: "back", marked: true)
      .replacingOccurrences(of: "[↓StepViewController", with: "[StepViewController")
      .replacingOccurrences(of: "⑤", with: "")
      .replacingOccurrences(of: "③", with: "")
      .replacingOccurrences(of: "②", with: ""), findings: [
      .finding("""
        'SummaryViewController.coordinator' holds 'WizardCoordinator' strongly: retain cycle 'WizardCoordinator' → \
        'WizardCoordinator.navigationController' → 'SummaryViewController' → 'WizardCoordinator', which lasts until \
        'SummaryViewController' is popped, dismissed or replaced; declare 'coordinator' as 'weak var'
        """, notes: [
          .note("'WizardCoordinator' holds 'navigationController' (a 'UINavigationController') strongly", at: "①"),
          .note("'WizardCoordinator.navigationController' shows 'SummaryViewController' and keeps it", at: "⑥"),
          .note("'coordinator' is declared strong here", at: "④"),
          .note("UIKit releases 'SummaryViewController' when it leaves the screen, which breaks the cycle", at: "⑥"),
        ]),
    ]),
    // Made and started in a local (`AskCoordinator(…).start()`): the screen's strong reference is all that keeps
    // it, so the fix keeps it somewhere first. The screen's property, typed by the coordinator's own class, is the
    // reference of the screen made on the cycle, not another holder.
    .fails(ask("""
      final class FeedViewController: UIViewController {
        func didTapAsk() { AskCoordinator(navigationController: navigationController!).start() }
      }
      """), findings: [
      .finding("""
        'AskViewController.coordinator' holds 'AskCoordinator' strongly: retain cycle 'AskCoordinator' → \
        'AskCoordinator.navigationController' → 'AskViewController' → 'AskCoordinator', which lasts until \
        'AskViewController' is popped, dismissed or replaced; keep 'AskCoordinator' in its parent (its children or \
        a property), then declare 'coordinator' as 'weak var'; now this reference is all that keeps \
        'AskCoordinator' alive
        """, notes: askNotes),
    ]),
    // A screen declared as a `let` and made in either branch of an `if`: both objects hold the coordinator.
    .fails("""
      \(base)
      final class ProfileViewController: UIViewController {
        var ③coordinator: ProfileCoordinator?
        init(name: String) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
      }
      final class ProfileCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let ①navigationController: UINavigationController
        let name: String?
        init(navigationController: UINavigationController, name: String?) {
          self.navigationController = navigationController
          self.name = name
        }
        func start() {
          let screen: ProfileViewController
          if let name {
            screen = ProfileViewController(name: name)
          } else {
            screen = ProfileViewController(name: "me")
          }
          ↓screen.coordinator = self
          ②navigationController.pushViewController(screen, animated: true)
        }
      }
      """, findings: [
      .finding("""
        'ProfileViewController.coordinator' holds 'ProfileCoordinator' strongly: retain cycle 'ProfileCoordinator' \
        → 'ProfileCoordinator.navigationController' → 'ProfileViewController' → 'ProfileCoordinator', which lasts \
        until 'ProfileViewController' is popped, dismissed or replaced; declare 'coordinator' as 'weak var'
        """, notes: [
          .note("'ProfileCoordinator' holds 'navigationController' (a 'UINavigationController') strongly", at: "①"),
          .note("'ProfileCoordinator.navigationController' shows 'ProfileViewController' and keeps it", at: "②"),
          .note("'coordinator' is declared strong here", at: "③"),
          .note("UIKit releases 'ProfileViewController' when it leaves the screen, which breaks the cycle", at: "②"),
        ]),
    ]),
    // The child's strong delegate closes parent → child → parent, and the parent removes the child when it
    // finishes: the cycle lasts as long as the flow.
    .fails("""
      \(base)
      \(delegateLine)
      \(checkout(delegate: "var ②delegate: CheckoutCoordinatorDelegate?"))
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
      """, findings: [
      .finding("""
        'CheckoutCoordinator.delegate' holds 'CartCoordinator' strongly: retain cycle 'CartCoordinator' → \
        'CheckoutCoordinator' → 'CartCoordinator', which lasts until 'CartCoordinator' removes \
        'CheckoutCoordinator'; declare 'delegate' as 'weak var'
        """, notes: [
          .note("'CartCoordinator' keeps 'CheckoutCoordinator' in its children", at: "①"),
          .note("'delegate' is declared strong here", at: "②"),
          .note("'CheckoutCoordinator' leaves the children here, which breaks the cycle", at: "③"),
        ]),
    ]),
    // The parent's handler keeps the child, but the parent's own finish, which its view model runs
    // (`withUnretained(self)` hands the closure the view model), clears its children: the cycle lasts as long as
    // the parent's flow.
    .fails("""
      \(base)
      import RxSwift
      protocol HelpCoordinatorDelegate: AnyObject { func helpDidFinish(_ child: HelpCoordinator) }
      protocol OrderCoordinatorDelegate: AnyObject { func orderDidFinish(_ child: OrderCoordinator) }
      final class HelpCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var ②delegate: HelpCoordinatorDelegate?
        func start() {}
        func close() { delegate?.helpDidFinish(self) }
      }
      final class OrderViewModel {
        weak var coordinator: OrderCoordinator?
        let closeTaps = PublishRelay<Void>()
        let disposeBag = DisposeBag()
        init() {
          closeTaps.withUnretained(self).bind { owner, _ in ③owner.coordinator?.finish() }.disposed(by: disposeBag)
        }
      }
      final class OrderCoordinator: Coordinator, HelpCoordinatorDelegate {
        var childCoordinators: [Coordinator] = []
        weak var delegate: OrderCoordinatorDelegate?
        let viewModel = OrderViewModel()
        func start() { viewModel.coordinator = self }
        func showHelp() {
          let help = HelpCoordinator()
          ↓help.delegate = self
          ①childCoordinators.append(help)
          help.start()
        }
        func helpDidFinish(_ child: HelpCoordinator) {}
        func finish() {
          childCoordinators.removeAll()
          delegate?.orderDidFinish(self)
        }
      }
      """, findings: [
      .finding("""
        'HelpCoordinator.delegate' holds 'OrderCoordinator' strongly: retain cycle 'OrderCoordinator' → \
        'HelpCoordinator' → 'OrderCoordinator', which lasts until 'OrderCoordinator' removes 'HelpCoordinator'; \
        declare 'delegate' as 'weak var'
        """, notes: [
          .note("'OrderCoordinator' keeps 'HelpCoordinator' in its children", at: "①"),
          .note("'delegate' is declared strong here", at: "②"),
          .note("'HelpCoordinator' leaves the children here, which breaks the cycle", at: "③"),
        ]),
    ]),
    // The parent link set by a protocol-extension helper that adds the child (`child.parent = self`), held
    // strongly by the child: the cycle lasts until the child takes itself out.
    .fails("""
      protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        var parent: Coordinator? { get set }
        func start()
      }
      extension Coordinator {
        func addChildCoordinator(_ child: Coordinator) {
          childCoordinators.append(child)
          child.parent = self
        }
        func removeFromParentCoordinator() {
          ③parent?.childCoordinators.removeAll { $0 === self }
          parent = nil
        }
      }
      final class MailCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var ②parent: Coordinator?
        func start() {}
        func close() { removeFromParentCoordinator() }
      }
      final class ProfileCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var parent: Coordinator?
        func start() {}
        func showMail() {
          let mail = MailCoordinator()
          ↓①addChildCoordinator(mail)
          mail.start()
        }
      }
      """, findings: [
      .finding("""
        'MailCoordinator.parent' holds 'ProfileCoordinator' strongly: retain cycle 'ProfileCoordinator' → \
        'MailCoordinator' → 'ProfileCoordinator', which lasts until 'ProfileCoordinator' removes \
        'MailCoordinator'; declare 'parent' as 'weak var'
        """, notes: [
          .note("'ProfileCoordinator' keeps 'MailCoordinator' in its children", at: "①"),
          .note("'parent' is declared strong here", at: "②"),
          .note("'MailCoordinator' leaves the children here, which breaks the cycle", at: "③"),
        ]),
    ]),
    // A pushed screen's view model holding its coordinator, and a callback stored on the screen capturing it:
    // both last until the screen is popped.
    .fails(base + "\n" + profile, findings: [
      .finding("""
        'ProfileViewModel.coordinator' holds 'ProfileCoordinator' strongly: retain cycle 'ProfileCoordinator' → \
        'ProfileCoordinator.navigationController' → 'ProfileViewController' → 'ProfileViewModel' → \
        'ProfileCoordinator', which lasts until 'ProfileViewController' is popped, dismissed or replaced; declare \
        'coordinator' as 'weak var'
        """, notes: [
          .note("'ProfileCoordinator' holds 'navigationController' (a 'UINavigationController') strongly", at: "①"),
          .note("'ProfileCoordinator.navigationController' shows 'ProfileViewController' and keeps it", at: "②"),
          .note("'ProfileViewController.viewModel' holds 'ProfileViewModel' strongly", at: "③"),
          .note("'coordinator' is declared strong here", at: "④"),
          .note("UIKit releases 'ProfileViewController' when it leaves the screen, which breaks the cycle", at: "②"),
        ]),
      .finding("""
        closure stored in 'ProfileViewController.onClose' captures 'self' strongly: retain cycle \
        'ProfileCoordinator' → 'ProfileCoordinator.navigationController' → 'ProfileViewController' → \
        'ProfileCoordinator', which lasts until 'ProfileViewController' is popped, dismissed or replaced; capture \
        '[weak self]'
        """, notes: [
          .note("'ProfileCoordinator' holds 'navigationController' (a 'UINavigationController') strongly", at: "①"),
          .note("'ProfileCoordinator.navigationController' shows 'ProfileViewController' and keeps it", at: "②"),
          .note("the closure captures 'ProfileCoordinator' strongly here", at: "⑤"),
          .note("UIKit releases 'ProfileViewController' when it leaves the screen, which breaks the cycle", at: "②"),
        ]),
    ]),
    // The same profile made by its parent in a local and only started: the view model's reference is all that
    // keeps it, so the fix keeps it in the parent first.
    .fails(base + "\n" + profile.replacingOccurrences(
      of: "    screen.onClose = ↓⑤{ self.navigationController.popViewController(animated: true) }\n", with: "")
      + "\n" + homeStartingProfile, findings: [
      .finding("""
        'ProfileViewModel.coordinator' holds 'ProfileCoordinator' strongly: retain cycle 'ProfileCoordinator' → \
        'ProfileCoordinator.navigationController' → 'ProfileViewController' → 'ProfileViewModel' → \
        'ProfileCoordinator', which lasts until 'ProfileViewController' is popped, dismissed or replaced; keep \
        'ProfileCoordinator' in its parent (its children or a property), then declare 'coordinator' as 'weak var'; \
        now this reference is all that keeps 'ProfileCoordinator' alive
        """, notes: [
          .note("'ProfileCoordinator' holds 'navigationController' (a 'UINavigationController') strongly", at: "①"),
          .note("'ProfileCoordinator.navigationController' shows 'ProfileViewController' and keeps it", at: "②"),
          .note("'ProfileViewController.viewModel' holds 'ProfileViewModel' strongly", at: "③"),
          .note("'coordinator' is declared strong here", at: "④"),
          .note("UIKit releases 'ProfileViewController' when it leaves the screen, which breaks the cycle", at: "②"),
        ]),
    ]),
    // The same again with a weak view model: now the screen's closure is all that keeps the coordinator, so
    // capturing weakly alone would free it as `showProfile()` returns.
    .fails(base + "\n" + profile
      .replacingOccurrences(of: "let ④coordinator: ProfileCoordinator",
                            with: "weak var coordinator: ProfileCoordinator?")
      .replacingOccurrences(of: "init(coordinator: ProfileCoordinator)", with: "init(coordinator: ProfileCoordinator?)")
      .replacingOccurrences(of: "↓ProfileViewModel(coordinator: self)", with: "ProfileViewModel(coordinator: self)")
      .replacingOccurrences(of: "③ProfileViewController(viewModel:", with: "ProfileViewController(viewModel:")
      + "\n" + homeStartingProfile, findings: [
      .finding("""
        closure stored in 'ProfileViewController.onClose' captures 'self' strongly: retain cycle \
        'ProfileCoordinator' → 'ProfileCoordinator.navigationController' → 'ProfileViewController' → \
        'ProfileCoordinator', which lasts until 'ProfileViewController' is popped, dismissed or replaced; keep \
        'ProfileCoordinator' in its parent (its children or a property), then capture '[weak self]'; now this \
        reference is all that keeps 'ProfileCoordinator' alive
        """, notes: [
          .note("'ProfileCoordinator' holds 'navigationController' (a 'UINavigationController') strongly", at: "①"),
          .note("'ProfileCoordinator.navigationController' shows 'ProfileViewController' and keeps it", at: "②"),
          .note("the closure captures 'ProfileCoordinator' strongly here", at: "⑤"),
          .note("UIKit releases 'ProfileViewController' when it leaves the screen, which breaks the cycle", at: "②"),
        ]),
    ]),
    // A window's root screen holding its coordinator: the cycle lasts until another root replaces it.
    .fails("""
      \(base)
      final class OnboardingViewController: UIViewController {
        var onDone: (() -> Void)?
      }
      final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let ①window: UIWindow
        init(window: UIWindow) { self.window = window }
        func start() {
          let onboarding = OnboardingViewController()
          ②window.rootViewController = onboarding
          onboarding.onDone = ↓③{ self.showMain() }
        }
        func showMain() {
          window.rootViewController = UITabBarController()
        }
      }
      """, findings: [
      .finding("""
        closure stored in 'OnboardingViewController.onDone' captures 'self' strongly: retain cycle 'AppCoordinator' \
        → 'AppCoordinator.window' → 'OnboardingViewController' → 'AppCoordinator', which lasts until \
        'OnboardingViewController' is popped, dismissed or replaced; capture '[weak self]'
        """, notes: [
          .note("'AppCoordinator' holds 'window' (a 'UIWindow') strongly", at: "①"),
          .note("'AppCoordinator.window' shows 'OnboardingViewController' and keeps it", at: "②"),
          .note("the closure captures 'AppCoordinator' strongly here", at: "③"),
          .note("UIKit releases 'OnboardingViewController' when it leaves the screen, which breaks the cycle", at: "②"),
        ]),
    ]),
    // A subscription kept in the coordinator's bag on a sequence that completes by itself — a request returning a
    // `Single`, a stream cut by `take(1)` — lets go of its closure when it completes: the cycle ends with it. The
    // same subscription on a subject that never completes is retain-cycle's finding.
    .fails("""
      \(base)
      import RxSwift
      final class IssueService {
        func sendCallback() -> Single<Bool> { .just(true) }
        let events = PublishSubject<Bool>()
      }
      final class MenuCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private let ①disposeBag = DisposeBag()
        let service: IssueService
        init(service: IssueService) { self.service = service }
        func start() {
          ②service.sendCallback()
            .asDriver(onErrorJustReturn: false)
            .drive(onNext: ↓③{ sent in self.confirm(sent) })
            .disposed(by: disposeBag)
          ④service.events
            .take(1)
            .subscribe(onNext: ↓⑤{ sent in self.confirm(sent) })
            .disposed(by: disposeBag)
        }
        func confirm(_ sent: Bool) {}
      }
      """, findings: [
      .finding("""
        subscription kept by 'MenuCoordinator.disposeBag' captures 'self' strongly: retain cycle 'MenuCoordinator' \
        → 'MenuCoordinator.disposeBag' → 'MenuCoordinator', which lasts until the subscription's sequence \
        completes; capture '[weak self]'
        """, notes: [
          .note("'MenuCoordinator' holds 'disposeBag' (a 'DisposeBag') strongly", at: "①"),
          .note("the subscription is kept here", at: "②"),
          .note("the closure captures 'MenuCoordinator' strongly here", at: "③"),
          .note("""
            'sendCallback()' is a 'Single', which completes by itself; the subscription then lets go of the \
            closure, which breaks the cycle
            """, at: "②"),
        ]),
      .finding("""
        subscription kept by 'MenuCoordinator.disposeBag' captures 'self' strongly: retain cycle 'MenuCoordinator' \
        → 'MenuCoordinator.disposeBag' → 'MenuCoordinator', which lasts until the subscription's sequence \
        completes; capture '[weak self]'
        """, notes: [
          .note("'MenuCoordinator' holds 'disposeBag' (a 'DisposeBag') strongly", at: "①"),
          .note("the subscription is kept here", at: "④"),
          .note("the closure captures 'MenuCoordinator' strongly here", at: "⑤"),
          .note("""
            'take' ends the sequence after a fixed number of elements; the subscription then lets go of the \
            closure, which breaks the cycle
            """, at: "④"),
        ]),
    ]),
    // A request method of the app's own, called through its protocol: every implementation returns a `Future`
    // (inside `Deferred`), so the sink lets go of its closure once the request completes.
    .fails("""
      \(base)
      import Combine
      protocol WalletStore { func createWallet() -> AnyPublisher<String, Error> }
      final class KeychainWalletStore: WalletStore {
        func createWallet() -> AnyPublisher<String, Error> {
          let request = Deferred { Future<String, Error> { promise in promise(.success("wallet")) } }
          return request.receive(on: DispatchQueue.main).eraseToAnyPublisher()
        }
      }
      final class WalletCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private var ①cancellables = Set<AnyCancellable>()
        let store: WalletStore
        init(store: WalletStore) { self.store = store }
        func start() {
          ②store.createWallet()
            .sink(receiveCompletion: { _ in }, receiveValue: ↓③{ wallet in self.show(wallet) })
            .store(in: &cancellables)
        }
        func show(_ wallet: String) {}
      }
      """, findings: [
      .finding("""
        subscription kept by 'WalletCoordinator.cancellables' captures 'self' strongly: retain cycle \
        'WalletCoordinator' → 'WalletCoordinator.cancellables' → 'WalletCoordinator', which lasts until the \
        subscription's sequence completes; capture '[weak self]'
        """, notes: [
          .note("'WalletCoordinator' holds 'cancellables' (a 'Set') strongly", at: "①"),
          .note("the subscription is kept here", at: "②"),
          .note("the closure captures 'WalletCoordinator' strongly here", at: "③"),
          .note("""
            'createWallet()' returns a sequence that completes by itself; the subscription then lets go of the \
            closure, which breaks the cycle
            """, at: "②"),
        ]),
    ]),
    // An RxSwift request of the app's own whose every return is a fixed sequence (`Observable.just`, `.error`,
    // `.just(nil)`): the subscription ends with its one event.
    .fails("""
      \(base)
      import RxSwift
      protocol KeeperRepository { func request(_ url: URL) -> Observable<String?> }
      final class LinkKeeperRepository: KeeperRepository {
        func request(_ url: URL) -> Observable<String?> {
          guard let host = url.host else { return .just(nil) }
          if host.isEmpty { return Observable.error(URLError(.badURL)) }
          return Observable.just(host)
        }
      }
      final class LinkCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private let ①disposeBag = DisposeBag()
        let repository: KeeperRepository
        init(repository: KeeperRepository) { self.repository = repository }
        func start() {}
        func open(_ url: URL) {
          ②repository.request(url)
            .subscribe(onNext: ↓③{ host in self.show(host) })
            .disposed(by: disposeBag)
        }
        func show(_ host: String?) {}
      }
      """, findings: [
      .finding("""
        subscription kept by 'LinkCoordinator.disposeBag' captures 'self' strongly: retain cycle \
        'LinkCoordinator' → 'LinkCoordinator.disposeBag' → 'LinkCoordinator', which lasts until the \
        subscription's sequence completes; capture '[weak self]'
        """, notes: [
          .note("'LinkCoordinator' holds 'disposeBag' (a 'DisposeBag') strongly", at: "①"),
          .note("the subscription is kept here", at: "②"),
          .note("the closure captures 'LinkCoordinator' strongly here", at: "③"),
          .note("""
            'request()' returns a sequence that completes by itself; the subscription then lets go of the \
            closure, which breaks the cycle
            """, at: "②"),
        ]),
    ]),
    // The same store handed to a view's own initializer, written `.init(…)` with a trailing builder: the
    // parameter's declared type says what it makes.
    .fails("""
      \(base)
      import SwiftUI
      import ComposableArchitecture
      final class SearchFeature: Reducer {
        var ⑤coordinator: SearchCoordinator?
        init(coordinator: SearchCoordinator?) { self.coordinator = coordinator }
      }
      struct SearchView: View {
        let store: StoreOf<SearchFeature>
        init(store: StoreOf<SearchFeature>) { self.store = store }
        var body: some View { Text("Search") }
      }
      final class SearchCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let ①navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let view = ③SearchView(store: ④.init(initialState: .init()) { ↓SearchFeature(coordinator: self) })
          ②navigationController.pushViewController(⑥UIHostingController(rootView: view), animated: true)
        }
      }
      """, findings: [
      storeCycle("Search", hosting: "⑥", view: "③", store: "④", declared: "⑤"),
    ]),
    // A navigation controller extension that pushes with a bare `pushViewController`: the stack keeps the screen
    // until it is popped.
    .fails("""
      \(base)
      extension UINavigationController {
        func show(_ screen: UIViewController) { pushViewController(screen, animated: true) }
      }
      final class TipViewController: UIViewController {
        var onClose: (() -> Void)?
      }
      final class TipsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let ①navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let screen = TipViewController()
          screen.onClose = ↓③{ self.navigationController.popViewController(animated: true) }
          ②navigationController.show(screen)
        }
      }
      """, findings: [
      .finding("""
        closure stored in 'TipViewController.onClose' captures 'self' strongly: retain cycle 'TipsCoordinator' → \
        'TipsCoordinator.navigationController' → 'TipViewController' → 'TipsCoordinator', which lasts until \
        'TipViewController' is popped, dismissed or replaced; capture '[weak self]'
        """, notes: [
          .note("'TipsCoordinator' holds 'navigationController' (a 'UINavigationController') strongly", at: "①"),
          .note("'TipsCoordinator.navigationController' shows 'TipViewController' and keeps it", at: "②"),
          .note("the closure captures 'TipsCoordinator' strongly here", at: "③"),
          .note("UIKit releases 'TipViewController' when it leaves the screen, which breaks the cycle", at: "②"),
        ]),
    ]),
    // A view wrapped by a `View` extension's helper: what the helper does to `self` happens to this view, and an
    // extension's convenience initializer with other labels does not stand for `UIHostingController(rootView:)`.
    .fails("""
      \(base)
      import SwiftUI
      extension View {
        func asController() -> UIViewController { UIHostingController(rootView: self) }
      }
      extension UIHostingController {
        convenience init(rootView: Content, title: String) {
          self.init(rootView: rootView)
          self.title = title
        }
      }
      struct EmptyWalletView: View {
        let onBuy: () -> Void
        var body: some View { Text("Empty") }
      }
      final class WalletCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let ①navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let view = EmptyWalletView(onBuy: ↓③{ self.buy() })
          ②navigationController.pushViewController(④view.asController(), animated: true)
        }
        func buy() {}
      }
      """, findings: [
      .finding("""
        closure stored in 'EmptyWalletView.onBuy' captures 'self' strongly: retain cycle 'WalletCoordinator' → \
        'WalletCoordinator.navigationController' → 'UIHostingController' → 'EmptyWalletView' → 'WalletCoordinator', \
        which lasts until 'UIHostingController' is popped, dismissed or replaced; capture '[weak self]'
        """, notes: [
          .note("'WalletCoordinator' holds 'navigationController' (a 'UINavigationController') strongly", at: "①"),
          .note("'WalletCoordinator.navigationController' shows 'UIHostingController' and keeps it", at: "②"),
          .note("'UIHostingController' contains 'EmptyWalletView'", at: "④"),
          .note("the closure captures 'WalletCoordinator' strongly here", at: "③"),
          .note("UIKit releases 'UIHostingController' when it leaves the screen, which breaks the cycle", at: "②"),
        ]),
    ]),
    // A SwiftUI view is a struct, and a copy of it holds what its properties hold: the hosting controller on the
    // coordinator's stack keeps the view, and the view its coordinator, until the screen goes.
    .fails(swiftUIProfile(coordinator: "let ③coordinator: ProfileCoordinator"), findings: [
      .finding("""
        'ProfileView.coordinator' holds 'ProfileCoordinator' strongly: retain cycle 'ProfileCoordinator' → \
        'ProfileCoordinator.navigationController' → 'UIHostingController' → 'ProfileView' → 'ProfileCoordinator', \
        which lasts until 'UIHostingController' is popped, dismissed or replaced; declare 'coordinator' as 'weak var'
        """, notes: [
          .note("'ProfileCoordinator' holds 'navigationController' (a 'UINavigationController') strongly", at: "①"),
          .note("'ProfileCoordinator.navigationController' shows 'UIHostingController' and keeps it", at: "②"),
          .note("'UIHostingController' contains 'ProfileView'", at: "④"),
          .note("'coordinator' is declared strong here", at: "③"),
          .note("UIKit releases 'UIHostingController' when it leaves the screen, which breaks the cycle", at: "②"),
        ]),
    ]),
    // The same view holding its coordinator weakly.
    .passes(RuleExample.unmarked(swiftUIProfile(coordinator: "weak var coordinator: ProfileCoordinator?"))),
    // A Composable Architecture store keeps the reducer its builder returns, and this reducer keeps the
    // coordinator that shows the store's view.
    .fails("""
      \(base)
      import SwiftUI
      import ComposableArchitecture
      final class WelcomeFeature: Reducer {
        var ⑥coordinator: WelcomeCoordinator?
        init(coordinator: WelcomeCoordinator?) { self.coordinator = coordinator }
      }
      struct WelcomeView: View {
        let store: StoreOf<WelcomeFeature>
        var body: some View { Text("Welcome") }
      }
      final class WelcomeCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let ①navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let screen = ③UIHostingController(rootView: ④WelcomeView(store: ⑤.init(initialState: .init(), reducer: {
            ↓WelcomeFeature(coordinator: self)
          })))
          ②navigationController.setViewControllers([screen], animated: false)
        }
      }
      """, findings: [
      storeCycle("Welcome", hosting: "③", view: "④", store: "⑤", declared: "⑥"),
    ]),
    // The weak delegate forms no cycle; and a parent that never removes the child makes the cycle permanent,
    // which is retain-cycle's finding, not this rule's.
    .passes("""
      \(base)
      \(delegateLine)
      \(RuleExample.unmarked(checkout(delegate: "weak var delegate: CheckoutCoordinatorDelegate?")))
      final class CartCoordinator: Coordinator, CheckoutCoordinatorDelegate {
        var childCoordinators: [Coordinator] = []
        func start() {}
        func showCheckout() {
          let checkout = CheckoutCoordinator()
          checkout.delegate = self
          childCoordinators.append(checkout)
        }
        func checkoutDidFinish(_ child: CheckoutCoordinator) {
          childCoordinators.removeAll { $0 === child }
        }
      }
      final class LedgerCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var keeper: KeeperCoordinator?
        func start() {
          let keeper = KeeperCoordinator()
          keeper.owner = self
          self.keeper = keeper
        }
      }
      final class KeeperCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var owner: LedgerCoordinator?
        func start() {}
      }
      """),
    // A view that keeps the closure it is handed only while the call runs (stored, called, set back to nil before
    // it returns) holds nothing once the call is over: no cycle, however its animation ends later.
    .passes("""
      \(base)
      final class Spinner {
        var completion: (() -> Void)?
        func stop(completion: @escaping () -> Void) {
          self.completion = completion
          completion()
          self.completion = nil
        }
        func animationDidEnd() {
          completion?()
          completion = nil
        }
      }
      final class PaymentCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let spinner = Spinner()
        func start() {}
        func pay() {
          spinner.stop { self.finish() }
        }
        func finish() {}
      }
      """),
  ]
}
