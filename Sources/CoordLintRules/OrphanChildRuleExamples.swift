import CoordLintCore

/// Examples of `orphan-child`: each is documentation and a test.
enum OrphanChildRuleExamples {
  static let base = RuleExample.coordinatorProtocol

  /// A child whose screen its parent presents, and which reports its end through `completion`.
  static let pollEditor = """
    final class PollEditorCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      var completion: (() -> Void)?
      func reportEnd() { completion?() }
      let screen = UIViewController()
      func start() {}
    }
    """

  /// What a poll editor sheet that only its completion removes gets: its presentation is marked ②.
  static let sheetSwipeFinding: RuleExample.ExpectedFinding = .finding("""
    'PollEditorCoordinator' is removed from 'childCoordinators' when its flow finishes, but not when the user \
    swipes its sheet down; remove it in 'presentationControllerDidDismiss' too, or make the sheet modal with \
    'isModalInPresentation'
    """, notes: [.note("it is presented here as a sheet the user can swipe away", at: "②")])

  /// A child presenting the stack its lazy property makes (`madeFullScreen` is a line of that property's
  /// initializer), removed by its parent only on completion; the add is marked ↓, the presentation ②.
  static func progressSheet(madeFullScreen: String) -> String {
    """
    final class ProgressCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      var completion: (() -> Void)?
      func reportEnd() { completion?() }
      private let presenter: UIViewController
      private lazy var stack: UINavigationController = {
        let stack = UINavigationController(rootViewController: UIViewController())
        \(madeFullScreen)
        return stack
      }()
      init(presenter: UIViewController) { self.presenter = presenter }
      func start() { ②presenter.present(stack, animated: true) }
    }
    final class SendCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let navigationController = UINavigationController()
      func start() {}
      func send() {
        let progress = ProgressCoordinator(presenter: navigationController)
        progress.completion = { [weak self, weak progress] in
          self?.childCoordinators.removeAll { $0 === progress }
        }
        ↓childCoordinators.append(progress)
        progress.start()
      }
    }
    """
  }

  /// A child whose `start()` picks how it shows its page by calling `start(present:)` with `presents`, removed by
  /// its parent only on completion; the add is marked ↓, the sheet ②.
  static func webPage(presents: Bool) -> String {
    """
    final class WebCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      var completion: (() -> Void)?
      func reportEnd() { completion?() }
      private let navigationController: UINavigationController
      init(navigationController: UINavigationController) { self.navigationController = navigationController }
      func start() { start(present: \(presents)) }
      func start(present: Bool) {
        let page = UIViewController()
        if present {
          ②navigationController.present(UINavigationController(rootViewController: page), animated: true)
        } else {
          navigationController.pushViewController(page, animated: true)
        }
      }
    }
    final class SettingsCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let navigationController = UINavigationController()
      func start() {}
      func openWebsite() {
        let web = WebCoordinator(navigationController: navigationController)
        web.completion = { [weak self, weak web] in self?.childCoordinators.removeAll { $0 === web } }
        ↓childCoordinators.append(web)
        web.start()
      }
    }
    """
  }

  /// A tab's flow that pushes its first screen on the navigation controller it is given.
  static let catalog = """
    final class CatalogCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let navigationController: UINavigationController
      init(navigationController: UINavigationController) { self.navigationController = navigationController }
      func start() { navigationController.pushViewController(UIViewController(), animated: false) }
    }
    """

  /// A tab bar coordinator whose tab's selection closure runs `body` with the tab's `navigationController`; `marked`
  /// marks its store's declaration (①).
  static func tabs(onFirstSelection body: String, marked: Bool) -> String {
    """
    final class TabBar: UITabBarController {
      var onCatalogSelect: ((UINavigationController) -> Void)?
    }
    final class TabsCoordinator: Coordinator {
      var \(marked ? "①" : "")childCoordinators: [Coordinator] = []
      let tabBar = TabBar()
      func start() { tabBar.onCatalogSelect = runCatalog() }
      private func runCatalog() -> (UINavigationController) -> Void {
        return { navigationController in
    \(body.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
        }
      }
    }
    """
  }

  /// A passcode child with two callbacks; it calls `onCreate` only when `submits`.
  static func passcode(submits: Bool) -> String {
    """
    final class PasscodeCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      var onCreate: ((String) -> Void)?
      var onCancel: (() -> Void)?
      func start() {}
      \(submits ? "func submit(code: String) { onCreate?(code) }" : "")
      func cancel() { onCancel?() }
    }
    """
  }

  /// A premium offer child whose `close()` calls its `onCompleted` callback, which its parent's closure removes it in,
  /// and then `onDidClose`, which only pops; `closesAlone` adds a `skip()` calling `onDidClose` by itself. `marked`
  /// puts the markers on the add (↓) and the two closures (① and ②).
  static func premiumOffer(closesAlone: Bool, marked: Bool) -> String {
    let source = """
      final class PremiumCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var onCompleted: (() -> Void)?
        var onDidClose: (() -> Void)?
        let screen = UIViewController()
        func start() {}
        func close() {
          screen.dismiss(animated: true)
          onCompleted?()
          onDidClose?()
        }\(closesAlone ? "\n  func skip() { onDidClose?() }" : "")
      }
      final class IntroCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func openPremium() {
          let premium = PremiumCoordinator()
          ↓childCoordinators.append(premium)
          premium.screen.modalPresentationStyle = .fullScreen
          navigationController.present(premium.screen, animated: true)
          premium.onDidClose = ①{ [weak self] in self?.navigationController.popToRootViewController(animated: true) }
          premium.onCompleted = ②{ [weak self, weak premium] in self?.childCoordinators.removeAll { $0 === premium } }
        }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// A parent presenting the passcode child full screen with `create` setting its `onCreate` and a cancel closure
  /// that removes it; `marked` puts the finding's markers on the add (↓) and the cancel closure (②).
  static func onboarding(create: String, marked: Bool) -> String {
    """
    final class OnboardingCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let navigationController = UINavigationController()
      func start() {}
      func showPasscode() {
        let sheet = UINavigationController()
        sheet.modalPresentationStyle = .fullScreen
        let passcode = PasscodeCoordinator()
    \(create.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        passcode.onCancel = \(marked ? "②" : ""){ [weak self, weak passcode] in
          sheet.dismiss(animated: true)
          self?.childCoordinators.removeAll { $0 === passcode }
        }
        \(marked ? "↓" : "")childCoordinators.append(passcode)
        passcode.start()
        navigationController.present(sheet, animated: true)
      }
    }
    """
  }

  /// A wallet that frees the receive child it makes when that child finishes, and a send flow that never does,
  /// both on `base`, whose `store` and `free` keep children; the send flow's add is marked.
  static func receiveFlows(base: String) -> String {
    """
    final class ReceiveCoordinator: \(base) {}
    final class WalletCoordinator: \(base) {
      func openReceive() {
        let receive = ReceiveCoordinator()
        receive.onFinish = { [weak self, weak receive] in receive.map { self?.free($0) } }
        store(receive)
        receive.start()
      }
    }
    final class SendCoordinator: \(base) {
      func openReceive() {
        let receive = ReceiveCoordinator()
        ↓store(receive)
        receive.start()
      }
    }
    """
  }

  /// What the send flow of `receiveFlows` gets, with its base's store marked ①.
  static let receiveFinding: RuleExample.ExpectedFinding = .finding("""
    'ReceiveCoordinator' is added to 'children' each time 'openReceive()' runs but never removed; remove it when \
    its flow finishes
    """, notes: [.note("children store 'children' is declared here", at: "①")])

  /// A plan screen whose next button makes a payment child that hands itself to 'childDidFinish', which removes
  /// it; markers go before the store, the parent-reference assignment and the add.
  static func planCoordinator(store: String = "", assignment: String = "", add: String = "") -> String {
    """
    final class PlanViewController: UIViewController {
      var onNext: (() -> Void)?
    }
    final class PlanCoordinator: Coordinator {
      var \(store)childCoordinators: [Coordinator] = []
      let navigationController = UINavigationController()
      func start() {
        let screen = PlanViewController()
        screen.onNext = { [weak self] in self?.showPayment() }
        navigationController.setViewControllers([screen], animated: false)
      }
      func showPayment() {
        let payment = PaymentCoordinator()
        \(assignment)payment.parentCoordinator = self
        \(add)childCoordinators.append(payment)
        payment.start()
      }
      func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
      }
    }
    """
  }

  /// A child that pushes its screen onto the navigation controller it is given and reports its end to a delegate.
  /// What the orphan rule says of the history child when its screen's back exit is not heard.
  static let historyPopFinding = RuleExample.ExpectedFinding.finding("""
    'HistoryCoordinator' is removed from 'childCoordinators' when its flow finishes, but not when the user goes \
    back from 'HistoryViewController'; remove it when that screen is popped too \
    ('navigationController(_:didShow:animated:)', or 'isMovingFromParent' in 'viewDidDisappear')
    """, notes: [.note("""
      'HistoryViewController' is pushed here onto the navigation stack the child was given, where the back \
      button pops it
      """, at: "②")])

  static func historyChild(screen: String) -> String {
    """
    \(screen)
    protocol HistoryCoordinatorDelegate: AnyObject {
      func historyDidFinish(_ history: HistoryCoordinator)
    }
    final class HistoryCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      weak var delegate: HistoryCoordinatorDelegate?
      private let navigationController: UINavigationController
      init(navigationController: UINavigationController) { self.navigationController = navigationController }
      func start() {
        ②navigationController.pushViewController(HistoryViewController(), animated: true)
      }
      func close() { delegate?.historyDidFinish(self) }
    }
    """
  }

  /// Its parent, which removes it when the delegate hears that it finished; the add is marked when `marked`.
  static func historyParent(marked: Bool) -> String {
    """
    final class HomeCoordinator: NSObject, Coordinator, HistoryCoordinatorDelegate, UINavigationControllerDelegate {
      var childCoordinators: [Coordinator] = []
      let navigationController = UINavigationController()
      func start() { navigationController.pushViewController(UIViewController(), animated: false) }
      func showHistory() {
        let history = HistoryCoordinator(navigationController: navigationController)
        history.delegate = self
        \(marked ? "↓" : "")childCoordinators.append(history)
        history.start()
      }
      func historyDidFinish(_ history: HistoryCoordinator) {
        childCoordinators.removeAll { $0 === history }
      }
    }
    """
  }

  /// An RxFlow parent contributing a child flow built on its own navigation controller, and that child, whose
  /// `.end` sits under the step `reminderDone`; `stepper` is more code of the app.
  static func reminderFlows(stepper: String, marked: Bool) -> String {
    let source = """
      import UIKit
      import RxFlow
      import RxRelay
      enum AppStep: Step { case home, reminder, reminderDone }
      final class HomeFlow: Flow {
        var root: Presentable { rootViewController }
        let rootViewController = UINavigationController()
        func navigate(to step: Step) -> FlowContributors {
          guard let step = step as? AppStep else { return .none }
          switch step {
          case .home:
            rootViewController.setViewControllers([UIViewController()], animated: false)
            return .none
          case .reminder:
            let reminder = ReminderFlow(rootViewController: rootViewController)
            return .one(flowContributor: ↓.contribute(withNextPresentable: reminder,
                                                       withNextStepper: OneStepper(withSingleStep: AppStep.reminder)))
          default:
            return .none
          }
        }
      }
      final class ReminderFlow: Flow {
        var root: Presentable { rootViewController }
        private let rootViewController: UINavigationController
        init(rootViewController: UINavigationController) { self.rootViewController = rootViewController }
        func navigate(to step: Step) -> FlowContributors {
          guard let step = step as? AppStep else { return .none }
          switch step {
          case .reminderDone:
            return ①.end(forwardToParentFlowWithStep: AppStep.home)
          default:
            return .none
          }
        }
      }
      \(stepper)
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// An RxFlow parent contributing a child flow on its own navigation controller for the step `settings`; the
  /// child pushes its screen for that step and returns `.end` for `settingsDone`, which its screen emits from
  /// `screenCode`.
  static func settingsFlows(screenCode: String, marked: Bool) -> String {
    let source = """
      import UIKit
      import RxFlow
      import RxRelay
      enum AppStep: Step { case home, settings, settingsDone }
      final class ProfileFlow: Flow {
        var root: Presentable { rootViewController }
        let rootViewController = UINavigationController()
        func navigate(to step: Step) -> FlowContributors {
          guard let step = step as? AppStep else { return .none }
          switch step {
          case .settings:
            let settings = SettingsFlow(rootViewController: rootViewController)
            return .one(flowContributor: ↓.contribute(withNextPresentable: settings,
                                                       withNextStepper: OneStepper(withSingleStep: AppStep.settings)))
          default:
            return .none
          }
        }
      }
      final class SettingsFlow: Flow {
        var root: Presentable { rootViewController }
        private let rootViewController: UINavigationController
        init(rootViewController: UINavigationController) { self.rootViewController = rootViewController }
        func navigate(to step: Step) -> FlowContributors {
          guard let step = step as? AppStep else { return .none }
          switch step {
          case .settings:
            let screen = SettingsViewController()
            ①rootViewController.pushViewController(screen, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screen))
          case .settingsDone:
            rootViewController.popViewController(animated: true)
            return .end(forwardToParentFlowWithStep: AppStep.home)
          default:
            return .none
          }
        }
      }
      final class SettingsViewController: UIViewController, Stepper {
        let steps = PublishRelay<Step>()
        @objc func close() { steps.accept(AppStep.settingsDone) }
      \(screenCode)
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// A parent on CoordinatorsFoundation's navigation base, whose `add(child:)` and `remove(child:)` the app calls:
  /// it removes the child when the child's `finish()` runs the handler given to `start`. `childCode` is more of the
  /// child's code.
  static func periodsCoordinators(childCode: String, marked: Bool) -> String {
    let source = """
      import UIKit
      import CoordinatorsFoundation
      typealias NavigationCoordinator = CoordinatorsFoundation.NavigationCoordinator<DeepLink, CoordinatorKind>
      enum DeepLink {}
      enum CoordinatorKind {}
      final class ProfileCoordinator: NavigationCoordinator {
        override func start(finishHandler: (() -> Void)?) {
          super.start(finishHandler: finishHandler)
          navigationController.setViewControllers([UIViewController()], animated: false)
        }
        func showPeriods() {
          let periods = PeriodsCoordinator(navigationController: navigationController)
          ↓add(child: periods)
          periods.start { [weak self, weak periods] in
            guard let periods else { return }
            self?.remove(child: periods)
          }
        }
      }
      final class PeriodsViewController: UIViewController {
        var onClose: (() -> Void)?
        @objc func close() { onClose?() }
      }
      final class PeriodsCoordinator: NavigationCoordinator {
        init(navigationController: UINavigationController) {
          super.init(window: nil, navigationController: navigationController)
        }
        override func start(finishHandler: (() -> Void)?) {
          super.start(finishHandler: finishHandler)
          let screen = PeriodsViewController()
          screen.onClose = { [weak self] in self?.finish() }
          ①navigationController.pushViewController(screen, animated: true)
        }
      \(childCode)
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// A parent that makes a navigation controller, builds a transfer child on a router around it, and presents it
  /// itself; the child is removed when it finishes. `presenting` is how the parent presents the stack.
  static func transferParent(presenting: String, marked: Bool) -> String {
    let source = """
      \(base)
      final class StackRouter {
        let rootViewController: UINavigationController
        init(rootViewController: UINavigationController) { self.rootViewController = rootViewController }
      }
      final class TransferCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var didFinish: (() -> Void)?
        func reportEnd() { didFinish?() }
        let router: StackRouter
        init(router: StackRouter) { self.router = router }
        func start() { router.rootViewController.setViewControllers([UIViewController()], animated: false) }
      }
      final class WalletCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let rootViewController = UINavigationController()
        func start() {}
        func openTransfer() {
          let stack = UINavigationController()
          let transfer = TransferCoordinator(router: StackRouter(rootViewController: stack))
          transfer.didFinish = { [weak self, weak transfer] in
            stack.dismiss(animated: true)
            self?.childCoordinators.removeAll { $0 === transfer }
          }
          ↓childCoordinators.append(transfer)
          transfer.start()
          \(presenting)
        }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// A Combine base coordinator that keeps a child until the publisher its `start()` returns completes
  /// (`coordinate(to:)`); the removal is marked ① when `markRemoval`.
  static func combineBase(markRemoval: Bool) -> String {
    """
    open class Coordinator<ResultType>: NSObject {
      var subscriptions = Set<AnyCancellable>()
      private let identifier = UUID()
      private var childCoordinators: [UUID: Any] = [:]
      private func store<T>(_ coordinator: Coordinator<T>) { childCoordinators[coordinator.identifier] = coordinator }
      private func release<T>(_ coordinator: Coordinator<T>) { childCoordinators[coordinator.identifier] = nil }
      func coordinate<T>(to coordinator: Coordinator<T>) -> AnyPublisher<T, Never> {
        store(coordinator)
        return coordinator.start()
          .handleEvents(receiveCompletion: { [weak self] _ in \(markRemoval ? "①" : "")self?.release(coordinator) })
          .eraseToAnyPublisher()
      }
      open func start() -> AnyPublisher<ResultType, Never> { fatalError("start() must be overridden") }
    }
    """
  }

  /// A base coordinator that keeps a child until the publisher its `start()` returns completes, a parent, and a
  /// terms child whose result is the subject `result`; `finish` is more of the terms child's code.
  static func termsCoordinators(finish: String, marked: Bool) -> String {
    let source = """
      import Combine
      import UIKit
      \(combineBase(markRemoval: true))
      final class TermsViewController: UIViewController {
        var onClose: (() -> Void)?
      }
      final class TermsCoordinator: Coordinator<Void> {
        private let navigationController: UINavigationController
        private let ②result = PassthroughSubject<Void, Never>()
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        override func start() -> AnyPublisher<Void, Never> {
          let screen = TermsViewController()
          \(finish)
          navigationController.pushViewController(screen, animated: true)
          return result.eraseToAnyPublisher()
        }
      }
      final class ProfileCoordinator: Coordinator<Void> {
        private let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func showTerms() {
          ↓coordinate(to: TermsCoordinator(navigationController: navigationController))
            .sink { _ in }
            .store(in: &subscriptions)
        }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// An XCoordinator parent whose `history` route adds a child made on the parent's own navigation controller;
  /// `childCode` is more of the child's code.
  static func historyRoutes(childCode: String, marked: Bool) -> String {
    let source = """
      import UIKit
      import XCoordinator
      enum HomeRoute: Route { case home, history }
      enum HistoryRoute: Route { case list }
      final class HistoryCoordinator: NavigationCoordinator<HistoryRoute> {
        init(rootVC: UINavigationController) {
          ①super.init(rootViewController: rootVC, initialRoute: nil)
          trigger(.list)
        }
        override func prepareTransition(for route: HistoryRoute) -> NavigationTransition {
          .push(UIViewController())
        }
      \(childCode)
      }
      final class HomeCoordinator: NavigationCoordinator<HomeRoute> {
        init() { super.init(initialRoute: .home) }
        override func prepareTransition(for route: HomeRoute) -> NavigationTransition {
          switch route {
          case .home:
            return .push(UIViewController())
          case .history:
            let coordinator = HistoryCoordinator(rootVC: rootViewController)
            ↓addChild(coordinator)
            return .none()
          }
        }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// RxSwift's base coordinator that keeps a child until the first value its `start()` emits, the removal marked ①.
  static let rxBase = """
    class BaseCoordinator<ResultType> {
      let disposeBag = DisposeBag()
      private let identifier = UUID()
      private var childCoordinators: [UUID: Any] = [:]
      private func store<T>(_ coordinator: BaseCoordinator<T>) {
        childCoordinators[coordinator.identifier] = coordinator
      }
      private func free<T>(_ coordinator: BaseCoordinator<T>) { childCoordinators[coordinator.identifier] = nil }
      func coordinate<T>(to coordinator: BaseCoordinator<T>) -> Observable<T> {
        store(coordinator)
        return coordinator.start().do(onNext: { [weak self] _ in ①self?.free(coordinator) })
      }
      func start() -> Observable<ResultType> { fatalError("start() must be overridden") }
    }
    """

  /// RxSwift's base coordinator that frees a child on the first value its `start()` emits, a chat child returning
  /// `result`, and a list parent that coordinates a chat on each selection.
  static func chatCoordinators(result: String, marked: Bool) -> String {
    let source = """
      import RxSwift
      import UIKit
      \(rxBase)
      final class ChatViewController: UIViewController {
        let closed = PublishSubject<Void>()
      }
      final class ChatCoordinator: BaseCoordinator<Void> {
        private let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        override func start() -> Observable<Void> {
          let screen = ChatViewController()
          navigationController.pushViewController(screen, animated: true)
          return \(result)
        }
      }
      final class ContactsCoordinator: BaseCoordinator<Void> {
        private let navigationController: UINavigationController
        private let selections = PublishSubject<String>()
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        override func start() -> Observable<Void> {
          selections
            .flatMap { [unowned self] _ in
              ↓coordinate(to: ChatCoordinator(navigationController: navigationController))
            }
            .subscribe()
            .disposed(by: disposeBag)
          return .never()
        }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// A Combine base coordinator that keeps a child until its result completes, and an info sheet child whose
  /// result is its screen's deallocation; `keeping` declares (or not) the screen as a property.
  static func infoSheetCoordinators(keeping: String, screen: String, marked: Bool) -> String {
    let source = """
      import Combine
      import UIKit
      extension NSObject {
        func deallocatedPublisher() -> AnyPublisher<Void, Never> { Empty().eraseToAnyPublisher() }
      }
      \(combineBase(markRemoval: true))
      final class InfoSheetCoordinator: Coordinator<Void> {
        private let parent: UIViewController
        \(keeping)
        init(parent: UIViewController) { self.parent = parent }
        override func start() -> AnyPublisher<Void, Never> {
          \(screen)
          parent.present(sheet, animated: true)
          return ②sheet.deallocatedPublisher()
        }
      }
      final class WalletCoordinator: Coordinator<Void> {
        let root = UIViewController()
        func showInfo() {
          ↓coordinate(to: InfoSheetCoordinator(parent: root))
            .sink { _ in }
            .store(in: &subscriptions)
        }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// A Combine base coordinator that keeps a child until its result completes, and a swap child that pushes a
  /// SwiftUI screen onto its parent's stack and completes its result when a swap is done; `viewCode` is more of
  /// the swap view.
  static func swapCoordinators(viewCode: String, marked: Bool) -> String {
    let source = """
      import Combine
      import SwiftUI
      import UIKit
      \(combineBase(markRemoval: false))
      final class SwapViewModel: ObservableObject {
        let swapped = PassthroughSubject<Void, Never>()
        var isVisible = false
        func leave() {}
      }
      struct SwapView: View {
        @ObservedObject var viewModel: SwapViewModel
        var body: some View {
          Text("Swap")
            \(viewCode)
        }
      }
      final class SwapCoordinator: Coordinator<Void> {
        private let navigationController: UINavigationController
        private let result = PassthroughSubject<Void, Never>()
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        override func start() -> AnyPublisher<Void, Never> {
          let viewModel = SwapViewModel()
          let controller = UIHostingController(rootView: SwapView(viewModel: viewModel))
          controller.title = "Swap"
          ①navigationController.pushViewController(controller, animated: true)
          viewModel.swapped
            .sink { [weak self] in self?.result.send(completion: .finished) }
            .store(in: &subscriptions)
          return result.eraseToAnyPublisher()
        }
      }
      final class WalletCoordinator: Coordinator<Void> {
        private let navigationController: UINavigationController
        private let taps = PassthroughSubject<Void, Never>()
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        override func start() -> AnyPublisher<Void, Never> {
          navigationController.setViewControllers([UIViewController()], animated: false)
          taps
            .sink { [weak self] in self?.openSwap() }
            .store(in: &subscriptions)
          return Empty(completeImmediately: false).eraseToAnyPublisher()
        }
        private func openSwap() {
          ↓coordinate(to: SwapCoordinator(navigationController: navigationController))
            .sink { _ in }
            .store(in: &subscriptions)
        }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// A calendar flow that adds a friends child once without setting the delegate it finishes through and once
  /// with it; `removal` is the handler's body and `remover` what it needs. ③ marks the handler's removal when
  /// `handlerMarked`, else ② the child's report.
  static func unwiredFriends(remover: String, removal: String, handlerMarked: Bool,
                             delegate: String = "weak var delegate") -> String {
    """
    \(base)
    \(remover)
    protocol FriendsCoordinatorDelegate: AnyObject { func friendsDidFinish(_ child: FriendsCoordinator) }
    final class FriendsCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      \(delegate): FriendsCoordinatorDelegate?
      func start() {}
      func close() { \(handlerMarked ? "" : "②")delegate?.friendsDidFinish(self) }
    }
    final class CalendarCoordinator: Coordinator, FriendsCoordinatorDelegate {
      var ①childCoordinators: [Coordinator] = []
      func start() {}
      func showFriends() {
        let friends = FriendsCoordinator()
        ↓childCoordinators.append(friends)
        friends.start()
      }
      func showFriendsAgain() {
        let friends = FriendsCoordinator()
        friends.delegate = self
        childCoordinators.append(friends)
        friends.start()
      }
      func friendsDidFinish(_ child: FriendsCoordinator) { \(handlerMarked ? "③" : "")\(removal) }
    }
    """
  }

  /// The finding for `unwiredFriends`: through the parent's handler (③) when `handler`, else the child's report (②).
  static func unwiredFriendsFinding(handler: Bool, strong: Bool = false) -> RuleExample.ExpectedFinding {
    let gap = handler ? "'friendsDidFinish(_:)' never hears it finish" : "what 'close()' reports reaches no one"
    let note: RuleExample.ExpectedNote = handler
      ? .note("'friendsDidFinish(_:)' would remove it, but 'showFriends()' never sets the child's 'delegate'",
              at: "③")
      : .note("'close()' reports here, but 'showFriends()' never sets the child's 'delegate'", at: "②")
    return .finding("""
      'FriendsCoordinator' is added to 'childCoordinators' each time 'showFriends()' runs but never removed: its \
      'delegate' is never set, so \(gap); set 'delegate' where it is made\(strong ? ", and declare it 'weak var'" : "")
      """, notes: [.note("children store 'childCoordinators' is declared here", at: "①"), note])
  }

  /// The finding for a child of `type` added to `childCoordinators` (declared at ①) by `function` and never removed.
  static func neverRemoved(_ type: String, each function: String) -> RuleExample.ExpectedFinding {
    .finding("""
      '\(type)' is added to 'childCoordinators' each time '\(function)' runs but never removed; remove it when its \
      flow finishes
      """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")])
  }

  /// A chat that presents a location sheet whose screen runs `report` when it disappears; `marked` marks the add
  /// (↓) and the presentation (②).
  static func locationSheet(report: String, marked: Bool) -> String {
    """
      \(base)
      final class LocationViewController: UIViewController {
        weak var coordinator: LocationCoordinator?
        override func viewDidDisappear(_ animated: Bool) {
          super.viewDidDisappear(animated)
          \(report)
        }
      }
      final class LocationCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var parentCoordinator: ChatCoordinator?
        let presenter: UIViewController
        init(presenter: UIViewController) { self.presenter = presenter }
        func start() {
          let screen = LocationViewController()
          screen.coordinator = self
          \(marked ? "②" : "")presenter.present(UINavigationController(rootViewController: screen), animated: true)
        }
        func didDisappear() { parentCoordinator?.childDidFinish(self) }
      }
      final class ChatCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func shareLocation() {
          let location = LocationCoordinator(presenter: navigationController)
          location.parentCoordinator = self
          \(marked ? "↓" : "")childCoordinators.append(location)
          location.start()
        }
        func childDidFinish(_ child: Coordinator) { childCoordinators.removeAll { $0 === child } }
      }
      """
  }

  /// A history child on the app's own navigation controller, which tells a listener the child registers in its
  /// initializer when its back button pops; `viewDidLoad` is that controller's setup (hiding the system bar, or
  /// not), `marked` marks the add (↓) and the push (②).
  static func listenedHistory(viewDidLoad: String, marked: Bool) -> String {
    let source = """
      \(base)
      protocol StackListener: AnyObject { func stackPopped() }
      final class AppNavigationController: UINavigationController {
        weak var listener: StackListener?
        override func viewDidLoad() {
          super.viewDidLoad()
          \(viewDidLoad)
        }
        func backButtonTapped() {
          popViewController(animated: true)
          listener?.stackPopped()
        }
      }
      final class HistoryViewController: UIViewController {}
      protocol HistoryCoordinatorDelegate: AnyObject { func historyDidFinish(_ history: HistoryCoordinator) }
      final class HistoryCoordinator: Coordinator, StackListener {
        var childCoordinators: [Coordinator] = []
        weak var delegate: HistoryCoordinatorDelegate?
        private let navigationController: AppNavigationController
        init(navigationController: AppNavigationController) {
          self.navigationController = navigationController
          navigationController.listener = self
        }
        func start() { ②navigationController.pushViewController(HistoryViewController(), animated: true) }
        func stackPopped() { delegate?.historyDidFinish(self) }
      }
      final class HomeCoordinator: Coordinator, HistoryCoordinatorDelegate {
        var childCoordinators: [Coordinator] = []
        let navigationController = AppNavigationController()
        func start() { navigationController.pushViewController(UIViewController(), animated: false) }
        func showHistory() {
          let history = HistoryCoordinator(navigationController: navigationController)
          history.delegate = self
          ↓childCoordinators.append(history)
          history.start()
        }
        func historyDidFinish(_ history: HistoryCoordinator) { childCoordinators.removeAll { $0 === history } }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// A parent keeping its camera child in a `lazy var`, added on each event; with `replacing`, a new one each time.
  static func lazyCamera(replacing: Bool) -> String {
    let replace = replacing ? "\n    camera = CameraCoordinator()" : ""
    return """
      final class CameraCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
      }
      final class HomeCoordinator: Coordinator {
        var ①childCoordinators: [Coordinator] = []
        lazy var camera: CameraCoordinator = { CameraCoordinator() }()
        func start() {}
        func cameraSelected() {\(replace)
          camera.start()
          ↓childCoordinators.append(camera)
        }
      }
      """
  }

  static let all: [RuleExample] = [
    // Removed in `childDidFinish`, found through `enumerated()` and `===`.
    .passes(files: [
      "Coordinator.swift": base,
      "ShopCoordinator.swift": """
        final class ShopCoordinator: Coordinator {
          var childCoordinators: [Coordinator] = []
          func start() {}
          func showProduct() {
            let product = ProductCoordinator(parent: self)
            childCoordinators.append(product)
            product.start()
          }
          func childDidFinish(_ child: Coordinator) {
            for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
              childCoordinators.remove(at: index)
            }
          }
        }
        """,
      "ProductCoordinator.swift": """
        final class ProductCoordinator: Coordinator {
          var childCoordinators: [Coordinator] = []
          weak var parent: ShopCoordinator?
          init(parent: ShopCoordinator) { self.parent = parent }
          func start() {}
          func close() { parent?.childDidFinish(self) }
        }
        """,
    ]),
    // Tab roots: added once on the start path and never finished, so they are permanent.
    .passes("""
      \(base)
      final class TabsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {
          let feed = FeedCoordinator()
          let profile = ProfileCoordinator()
          childCoordinators += [feed, profile]
          childCoordinators.forEach { $0.start() }
        }
      }
      final class FeedCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class ProfileCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      """),
    // A finish delegate whose handler filters the child out.
    .passes(files: [
      "Coordinator.swift": """
        protocol Coordinator: AnyObject {
          var childCoordinators: [Coordinator] { get set }
          var finishDelegate: CoordinatorFinishDelegate? { get set }
          func start()
        }
        protocol CoordinatorFinishDelegate: AnyObject {
          func coordinatorDidFinish(childCoordinator: Coordinator)
        }
        extension Coordinator {
          func finish() {
            childCoordinators.removeAll()
            finishDelegate?.coordinatorDidFinish(childCoordinator: self)
          }
        }
        """,
      "AppCoordinator.swift": """
        final class AppCoordinator: Coordinator, CoordinatorFinishDelegate {
          var childCoordinators: [Coordinator] = []
          weak var finishDelegate: CoordinatorFinishDelegate?
          func start() { showLogin() }
          func showLogin() {
            let login = LoginCoordinator()
            login.finishDelegate = self
            childCoordinators.append(login)
            login.start()
          }
          func coordinatorDidFinish(childCoordinator: Coordinator) {
            childCoordinators = childCoordinators.filter { $0 !== childCoordinator }
          }
        }
        """,
      "LoginCoordinator.swift": """
        final class LoginCoordinator: Coordinator {
          var childCoordinators: [Coordinator] = []
          weak var finishDelegate: CoordinatorFinishDelegate?
          func start() {}
          func didSignIn() { finish() }
        }
        """,
    ]),
    // An open base class with `addChild`/`removeChild`; the listener callback detaches the child.
    .passes(files: [
      "Coordinating.swift": """
        protocol Coordinating: AnyObject { var children: [Coordinating] { get } }
        open class BaseCoordinator: Coordinating {
          public final var children: [Coordinating] = []
          open func start() {}
          public final func addChild(_ child: Coordinating) { children.append(child) }
          public final func removeChild(_ child: Coordinating) {
            guard let index = children.firstIndex(where: { $0 === child }) else { return }
            children.remove(at: index)
          }
        }
        """,
      "HomeCoordinator.swift": """
        final class HomeCoordinator: BaseCoordinator, PostListener {
          private var post: PostCoordinator?
          func openPost() {
            let post = PostCoordinator()
            post.listener = self
            addChild(post)
            self.post = post
          }
          func postDidClose() {
            guard let post else { return }
            removeChild(post)
            self.post = nil
          }
        }
        protocol PostListener: AnyObject { func postDidClose() }
        final class PostCoordinator: BaseCoordinator { weak var listener: PostListener? }
        """,
    ]),
    // A remover that compares identities (`ObjectIdentifier($0) == ObjectIdentifier(child)`) takes out only the
    // child it is handed: the quotes flow hands it its filters, so the booking flow's quotes stay.
    .fails("""
      \(base)
      extension Coordinator {
        func removeChild(_ child: Coordinator) {
          childCoordinators.removeAll { ObjectIdentifier($0) == ObjectIdentifier(child) }
        }
      }
      final class FiltersCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var onFinish: (() -> Void)?
        func reportEnd() { onFinish?() }
        func start() {}
      }
      final class QuotesCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
        func showFilters() {
          let filters = FiltersCoordinator()
          filters.onFinish = { [weak self, weak filters] in
            guard let filters else { return }
            self?.removeChild(filters)
          }
          childCoordinators.append(filters)
          filters.start()
        }
      }
      final class BookingCoordinator: Coordinator {
        var ①childCoordinators: [Coordinator] = []
        func start() {}
        func showQuotes() {
          let quotes = QuotesCoordinator()
          ↓childCoordinators.append(quotes)
          quotes.start()
        }
      }
      """, findings: [neverRemoved("QuotesCoordinator", each: "showQuotes()")]),
    // The app's one login flow, added once from `start()`: a call of another `login` on a receiver coordlint cannot
    // type (`base.login(token:)` in a reactive extension) has labels `login()` does not take, so it cannot repeat it.
    .passes("""
      \(base)
      import RxSwift
      import RxCocoa
      final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() { login() }
        private func login() {
          let child = LoginCoordinator()
          child.start()
          childCoordinators.append(child)
        }
      }
      final class LoginCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
        func login(token: String) {}
      }
      extension Reactive where Base: LoginCoordinator {
        var login: Binder<String> { Binder(base) { base, token in base.login(token: token) } }
      }
      """),
    // Replacing the whole flow: the store is cleared before the new child is added.
    .passes("""
      \(base)
      final class RootCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
        func showOnboarding() {
          childCoordinators.removeAll()
          let onboarding = OnboardingCoordinator()
          childCoordinators.append(onboarding)
        }
      }
      final class OnboardingCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      """),
    // The removal is the default of a finish-delegate protocol's extension, which the parent adopts through its own
    // protocol; the child tells its delegate when its screen is done.
    .passes("""
      import UIKit
      enum FlowKind { case list, detail }
      protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        var kind: FlowKind { get }
        func start()
      }
      protocol FinishDelegate: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func finish(child: Coordinator)
      }
      extension FinishDelegate {
        func finish(child: Coordinator) { childCoordinators = childCoordinators.filter { $0.kind != child.kind } }
      }
      protocol ListCoordinating: Coordinator, FinishDelegate {}
      final class DetailViewController: UIViewController {
        var onDone: (() -> Void)?
      }
      final class ListCoordinator: ListCoordinating {
        var childCoordinators: [Coordinator] = []
        let kind = FlowKind.list
        let navigationController = UINavigationController()
        func start() {}
        func showDetail() {
          let detail = DetailCoordinator(navigationController: navigationController, delegate: self)
          childCoordinators.append(detail)
          detail.start()
        }
      }
      final class DetailCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let kind = FlowKind.detail
        private weak var delegate: FinishDelegate?
        private let navigationController: UINavigationController
        init(navigationController: UINavigationController, delegate: FinishDelegate) {
          self.navigationController = navigationController
          self.delegate = delegate
        }
        func start() {
          let screen = DetailViewController()
          screen.onDone = { [weak self] in self?.done() }
          navigationController.setViewControllers([screen], animated: true)
        }
        private func done() { delegate?.finish(child: self) }
      }
      """),
    // A keyed store: the child is removed by its key.
    .passes("""
      \(base)
      final class MapCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private var flows: [String: Coordinator] = [:]
        func start() {}
        func openPlace(id: String) {
          let place = PlaceCoordinator()
          flows[id] = place
        }
        func closePlace(id: String) { flows[id] = nil }
      }
      final class PlaceCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      """),
    // The child's type is not stated anywhere: nothing is claimed.
    .passes("""
      \(base)
      final class LooseCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
        func add(from factory: Factory) { childCoordinators.append(factory.make()) }
      }
      """),
    // A root screen flow that calls back with `self`, Cocoa style, but never finishes: permanent.
    .passes("""
      \(base)
      protocol MenuDelegate: AnyObject { func menu(_ menu: MenuCoordinator, didSelect item: Int) }
      final class RootCoordinator: Coordinator, MenuDelegate {
        var childCoordinators: [Coordinator] = []
        func start() {
          let menu = MenuCoordinator()
          menu.delegate = self
          childCoordinators.append(menu)
        }
        func menu(_ menu: MenuCoordinator, didSelect item: Int) {}
      }
      final class MenuCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var delegate: MenuDelegate?
        func start() {}
        func select(_ item: Int) { delegate?.menu(self, didSelect: item) }
      }
      """),
    // Made on demand but only when absent: the property is checked against nil first, so the add runs once.
    .passes("""
      \(base)
      final class SideCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private var spaces: SpacesCoordinator?
        func start() {}
        @objc func sessionDidChange() { addSpacesIfNeeded() }
        private func addSpacesIfNeeded() {
          guard spaces == nil else { return }
          let spaces = SpacesCoordinator()
          childCoordinators.append(spaces)
          self.spaces = spaces
        }
      }
      final class SpacesCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      """),
    // Added on every tap of a button and never removed.
    .fails("""
      \(base)
      final class CatalogCoordinator: Coordinator {
        var ①childCoordinators: [Coordinator] = []
        func start() {}
        func showFilters() {
          let filters = FiltersCoordinator()
          ↓childCoordinators.append(filters)
          filters.start()
        }
      }
      final class FiltersCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      """, findings: [
      .finding("""
        'FiltersCoordinator' is added to 'childCoordinators' each time 'showFilters()' runs but never removed; \
        remove it when its flow finishes
        """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")]),
    ]),
    // An initializer that empties the store, reached through a convenience initializer, runs before the child is
    // added: it removes nothing.
    .fails("""
      \(base)
      final class DetailCoordinator: Coordinator {
        var ①childCoordinators: [Coordinator]
        init() { childCoordinators = [] }
        convenience init(itemID: String) { self.init() }
        func start() {}
        func showChat() {
          let chat = ChatCoordinator()
          chat.start()
          ↓childCoordinators.append(chat)
        }
      }
      final class ChatCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      """, findings: [
      .finding("""
        'ChatCoordinator' is added to 'childCoordinators' each time 'showChat()' runs but never removed; remove it \
        when its flow finishes
        """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")]),
    ]),
    // A `start…` method handed to the screen as its button's action runs on every tap, not once as the parent's
    // `start()` of a child does: each tap adds another child. (The method reference also makes a cycle, which the
    // cycle rules report.)
    .fails("""
      \(base)
      struct ListActions {
        let startAdd: () -> Void
      }
      final class ListViewController: UIViewController {
        let actions: ListActions
        init(actions: ListActions) {
          self.actions = actions
          super.init(nibName: nil, bundle: nil)
        }
        @objc func addTapped() { actions.startAdd() }
      }
      final class AddCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
      }
      final class ListCoordinator: Coordinator {
        var ①childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {
          let actions = ListActions(startAdd: startAdd)
          navigationController.pushViewController(ListViewController(actions: actions), animated: false)
        }
        func startAdd() {
          let add = AddCoordinator()
          add.start()
          ↓childCoordinators.append(add)
        }
      }
      """, findings: [
      .finding("""
        'AddCoordinator' is added to 'childCoordinators' each time 'startAdd()' runs but never removed; remove it \
        when its flow finishes
        """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")]),
    ]),
    // A base class whose `removeChild` unwraps its optional parameter (`guard let child`) is still a remover of
    // that parameter: it removes only what it is given, so the child nobody hands it stays.
    .fails("""
      open class FlowCoordinator {
        public private(set) var ①children = [FlowCoordinator]()
        public func addChild(_ child: FlowCoordinator) { children.append(child) }
        public func removeChild(_ child: FlowCoordinator?) {
          guard let child else { return }
          children.removeAll(where: { $0 === child })
        }
        open func start() {}
      }
      final class BuyCoordinator: FlowCoordinator { var didFinish: (() -> Void)?; func reportEnd() { didFinish?() } }
      final class DappCoordinator: FlowCoordinator {}
      final class MainCoordinator: FlowCoordinator {
        func openBuy() {
          let buy = BuyCoordinator()
          buy.didFinish = { [weak self, weak buy] in self?.removeChild(buy) }
          addChild(buy)
          buy.start()
        }
        func openDapp() {
          let dapp = DappCoordinator()
          ↓addChild(dapp)
          dapp.start()
        }
      }
      """, findings: [
      .finding("""
        'DappCoordinator' is added to 'children' each time 'openDapp()' runs but never removed; remove it when its \
        flow finishes
        """, notes: [.note("children store 'children' is declared here", at: "①")]),
    ]),
    // A view controller keeps the flows it starts: its collection of coordinators is a children store too. Its
    // "remove" appends, so the child is never removed; the callback's add only repeats the first and is not reported.
    .fails("""
      \(base)
      \(pollEditor)
      final class ChatsViewController: UIViewController {
        private var ①childCoordinators: [Coordinator] = []
        func editPoll() {
          let editor = PollEditorCoordinator()
          editor.completion = { [weak self] in self?.remove(childCoordinator: editor) }
          ↓add(childCoordinator: editor)
          editor.start()
        }
        private func add(childCoordinator: Coordinator) { childCoordinators.append(childCoordinator) }
        private func remove(childCoordinator: Coordinator) { childCoordinators.append(childCoordinator) }
      }
      final class ArchiveViewController: UIViewController {
        private var childCoordinators: [Coordinator] = []
        func editPoll() {
          let editor = PollEditorCoordinator()
          editor.completion = { [weak self] in self?.childCoordinators.removeAll { $0 === editor } }
          childCoordinators.append(editor)
          editor.start()
        }
      }
      """, findings: [
      .finding("""
        'PollEditorCoordinator' is added to 'childCoordinators' each time 'editPoll()' runs but never removed; \
        remove it when its flow finishes
        """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")]),
    ]),
    // Children kept in an untyped dictionary: what the base puts there (values of its own type) makes it the
    // children store and the base a coordinator root.
    .fails("""
      import Foundation
      open class FlowCoordinator: NSObject {
        let id = UUID()
        var onFinish: (() -> Void)?
        func reportEnd() { onFinish?() }
        private var ①children = [UUID: Any]()
        func store(_ child: FlowCoordinator) { children[child.id] = child }
        func free(_ child: FlowCoordinator) { children[child.id] = nil }
        open func start() {}
      }
      \(receiveFlows(base: "FlowCoordinator"))
      """, findings: [receiveFinding]),
    // Children kept by key as a protocol that only asks for a screen, put and freed through generic parameters
    // constrained to the coordinator protocol: what flows in makes it the children store.
    .fails("""
      import UIKit
      protocol Presentable: AnyObject {
        var rootViewController: UIViewController? { get }
      }
      protocol Coordinator: Presentable {
        var identifier: UUID { get }
        func start()
      }
      open class BaseCoordinator: Coordinator {
        let identifier = UUID()
        var rootViewController: UIViewController?
        var onFinish: (() -> Void)?
        func reportEnd() { onFinish?() }
        private var ①children = [UUID: Presentable]()
        func store<C: Coordinator>(_ child: C) { children[child.identifier] = child }
        func free<C>(_ child: C) where C: Coordinator { children.removeValue(forKey: child.identifier) }
        open func start() {}
      }
      \(receiveFlows(base: "BaseCoordinator"))
      """, findings: [receiveFinding]),
    // One method gives the child it makes a callback that removes that very child; another adds the same kind of
    // child without one: that removal can never take the second out.
    .fails("""
      \(base)
      final class EditWalletCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var onCompleted: (() -> Void)?
        func reportEnd() { onCompleted?() }
        func start() {}
      }
      final class WalletsCoordinator: Coordinator {
        var ①childCoordinators: [Coordinator] = []
        func start() {}
        func edit() {
          let editor = EditWalletCoordinator()
          editor.onCompleted = { [weak self, weak editor] in
            guard let editor else { return }
            self?.childCoordinators.removeAll { $0 === editor }
          }
          childCoordinators.append(editor)
          editor.start()
        }
        func rename() {
          let editor = EditWalletCoordinator()
          ↓childCoordinators.append(editor)
          editor.start()
        }
      }
      """, findings: [
      .finding("""
        'EditWalletCoordinator' is added to 'childCoordinators' each time 'rename()' runs but never removed; remove \
        it when its flow finishes
        """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")]),
    ]),
    // The removal helper is overridden and calls `super`: the override removes too.
    .passes("""
      import UIKit
      class BaseCoordinator: NSObject {
        private(set) var children: [BaseCoordinator] = []
        func start() {}
        func addChild(_ child: BaseCoordinator) { children.append(child) }
        func removeChild(_ child: BaseCoordinator) { children.removeAll { $0 === child } }
      }
      protocol UploadCoordinatorDelegate: AnyObject { func uploadDidFinish(_ child: UploadCoordinator) }
      final class UploadCoordinator: BaseCoordinator {
        weak var delegate: UploadCoordinatorDelegate?
        func done() { delegate?.uploadDidFinish(self) }
      }
      final class TasksCoordinator: BaseCoordinator, UploadCoordinatorDelegate {
        override func removeChild(_ child: BaseCoordinator) {
          super.removeChild(child)
          refresh()
        }
        func refresh() {}
        func upload() {
          let upload = UploadCoordinator()
          upload.delegate = self
          addChild(upload)
          upload.start()
        }
        func uploadDidFinish(_ child: UploadCoordinator) { removeChild(child) }
      }
      """),
    // A helper that unwraps the child under a new name before adding it is still an adder.
    .fails("""
      \(base)
      extension Coordinator {
        func addChild(_ child: Coordinator?) {
          if let newChild = child { childCoordinators.append(newChild) }
        }
      }
      final class TripCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class HomeCoordinator: Coordinator {
        var ①childCoordinators: [Coordinator] = []
        func start() {}
        func openTrip() {
          let trip = TripCoordinator()
          ↓addChild(trip)
          trip.start()
        }
      }
      """, findings: [
      .finding("""
        'TripCoordinator' is added to 'childCoordinators' each time 'openTrip()' runs but never removed; remove it \
        when its flow finishes
        """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")]),
    ]),
    // The removal filters the children into a local copy first, then stores the copy back.
    .passes("""
      \(base)
      protocol GameCoordinatorDelegate: AnyObject { func gameDidFinish(_ child: GameCoordinator) }
      final class GameCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var delegate: GameCoordinatorDelegate?
        func start() {}
        func finish() { delegate?.gameDidFinish(self) }
      }
      final class MenuCoordinator: Coordinator, GameCoordinatorDelegate {
        var childCoordinators: [Coordinator] = []
        func start() {}
        func play() {
          let game = GameCoordinator()
          game.delegate = self
          childCoordinators.append(game)
          game.start()
        }
        func gameDidFinish(_ child: GameCoordinator) {
          let remaining = childCoordinators.filter { $0 !== child }
          childCoordinators = remaining
        }
      }
      """),
    // Two subscriptions made in `start()`, each adding a search child it makes on every event: two adds of two
    // children, not one child added twice, and each runs per event rather than per `start()`.
    .fails("""
      \(base)
      import Combine
      final class SearchCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
      }
      final class ListViewModel {
        let searchTapped = PassthroughSubject<Void, Never>()
        let seeAllTapped = PassthroughSubject<Void, Never>()
      }
      final class ListCoordinator: Coordinator {
        var ①childCoordinators: [Coordinator] = []
        let viewModel = ListViewModel()
        var cancellables = Set<AnyCancellable>()
        func start() {
          viewModel.searchTapped
            .sink { [weak self] in
              guard let self else { return }
              let search = SearchCoordinator()
              search.start()
              ↓self.childCoordinators.append(search)
            }
            .store(in: &cancellables)
          viewModel.seeAllTapped
            .sink { [weak self] in
              guard let self else { return }
              let search = SearchCoordinator()
              search.start()
              ↓self.childCoordinators.append(search)
            }
            .store(in: &cancellables)
        }
      }
      """, findings: Array(repeating: .finding("""
        'SearchCoordinator' is added to 'childCoordinators' each time the closure made in 'start()' runs but never \
        removed; remove it when its flow finishes
        """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")]), count: 2)),
    // A child presented through a router read from an enum's payload (`case .modal(let router)`): every `present`
    // the sources declare turns a page sheet into a full-screen modal, so there is no sheet to swipe away.
    .passes("""
      \(base)
      protocol Router { var root: UIViewController { get } }
      extension Router {
        func present(_ controller: UIViewController, animated: Bool = true) {
          if controller.modalPresentationStyle == .pageSheet { controller.modalPresentationStyle = .fullScreen }
          root.present(controller, animated: animated)
        }
      }
      enum Presentation { case modal(Router), push }
      final class BackupCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var completion: (() -> Void)?
        func reportEnd() { completion?() }
        let presentation: Presentation
        let stack = UINavigationController()
        init(presentation: Presentation) { self.presentation = presentation }
        func start() {
          switch presentation {
          case .modal(let router): router.present(stack)
          case .push: break
          }
        }
      }
      final class ProfileCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let router: Router
        init(router: Router) { self.router = router }
        func start() {}
        func showBackup() {
          let backup = BackupCoordinator(presentation: .modal(router))
          backup.completion = { [weak self, weak backup] in
            self?.childCoordinators.removeAll { $0 === backup }
          }
          childCoordinators.append(backup)
          backup.start()
        }
      }
      """),
    // A new child on every change a library's listener reports (`addStateDidChangeListener`), never removed.
    .fails("""
      \(base)
      final class LoginCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class AppCoordinator: Coordinator {
        var ①childCoordinators: [Coordinator] = []
        func start() {
          Auth.auth().addStateDidChangeListener { [weak self] _, user in
            guard let self, user == nil else { return }
            let login = LoginCoordinator()
            ↓self.childCoordinators.append(login)
            login.start()
          }
        }
      }
      """, findings: [
      .finding("""
        'LoginCoordinator' is added to 'childCoordinators' each time the closure made in 'start()' runs but never \
        removed; remove it when its flow finishes
        """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")]),
    ]),
    // A coordinator without children adding itself to the new coordinator's: it cannot add that one to its own.
    .fails("""
      protocol Coordinator: AnyObject { func start() }
      protocol ParentCoordinator: Coordinator { var childCoordinators: [Coordinator] { get set } }
      final class SignInCoordinator: ParentCoordinator {
        var ①childCoordinators: [Coordinator] = []
        func start() {}
      }
      final class SettingsCoordinator: Coordinator {
        func start() {}
        func signOut() {
          let signIn = SignInCoordinator()
          ↓signIn.childCoordinators.append(self)
          signIn.start()
        }
      }
      """, findings: [
      .finding("""
        'SettingsCoordinator' adds itself to the 'childCoordinators' of 'SignInCoordinator' each time 'signOut()' \
        runs and is never removed there; keep 'SignInCoordinator' in a property instead, as 'SettingsCoordinator' \
        has no children store
        """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")]),
    ]),
    // The parent hands the child a closure that would remove it (`finishFlow`), but the child never calls it.
    .fails("""
      \(base)
      final class DetailCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var finishFlow: (() -> Void)?
        func start() {}
      }
      final class ListCoordinator: Coordinator {
        var ①childCoordinators: [Coordinator] = []
        func start() {}
        func showDetail() {
          let detail = DetailCoordinator()
          detail.finishFlow = { [weak self, weak detail] in
            ②self?.childCoordinators.removeAll { $0 === detail }
          }
          ↓childCoordinators.append(detail)
          detail.start()
        }
      }
      """, findings: [
      .finding("""
        'DetailCoordinator' is added to 'childCoordinators' each time 'showDetail()' runs but never removed; remove \
        it when its flow finishes
        """, notes: [
          .note("children store 'childCoordinators' is declared here", at: "①"),
          .note("'finishFlow' would remove it, but 'DetailCoordinator' never calls it", at: "②"),
        ]),
    ]),
    // The app clears the stamp flow's children when that flow finishes: a mission added on every tap stays until
    // then, one more each time.
    .fails("""
      \(base)
      final class MissionCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class StampViewController: UIViewController { var onMission: (() -> Void)? }
      final class StampCoordinator: Coordinator {
        var ①childCoordinators: [Coordinator] = []
        var finishFlow: (() -> Void)?
        let screen = StampViewController()
        func start() { screen.onMission = { [weak self] in self?.showMission() } }
        func close() { finishFlow?() }
        func showMission() {
          let mission = MissionCoordinator()
          ↓childCoordinators.append(mission)
          mission.start()
        }
      }
      final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {
          let stamp = StampCoordinator()
          stamp.finishFlow = { [weak self, weak stamp] in
            stamp?.childCoordinators = []
            self?.childCoordinators.removeAll { $0 === stamp }
          }
          childCoordinators.append(stamp)
          stamp.start()
        }
      }
      """, findings: [
      .finding("""
        'MissionCoordinator' is added to 'childCoordinators' each time 'showMission()' runs but never removed; \
        remove it when its flow finishes
        """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")]),
    ]),
    // A sheet whose screen reports its own disappearance (`viewDidDisappear` → its coordinator → the parent's
    // `childDidFinish`): a swipe down makes it disappear too, so that exit removes the child.
    .passes(locationSheet(report: "coordinator?.didDisappear()", marked: false)),
    // The same report only `if isMovingFromParent`, which a dismissed sheet's screen is not: the swipe goes unheard.
    .fails(locationSheet(report: "if isMovingFromParent { coordinator?.didDisappear() }", marked: true), findings: [
      .finding("""
        'LocationCoordinator' is removed from 'childCoordinators' when its flow finishes, but not when the user \
        swipes its sheet down; remove it in 'presentationControllerDidDismiss' too, or make the sheet modal with \
        'isModalInPresentation'
        """, notes: [.note("it is presented here as a sheet the user can swipe away", at: "②")]),
    ]),
    // Tab roots the app sets up on each new tab bar coordinator it makes on login (`tabs = TabsCoordinator(…)`, then
    // `tabs.setupHome(…)`): each runs once per tab bar, which keeps its tabs for as long as it lives.
    .passes("""
      \(base)
      final class HomeTabCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {}
      }
      final class TabsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let tabBarController = UITabBarController()
        func start() {}
        func setupHome(navigationController: UINavigationController) {
          let home = HomeTabCoordinator(navigationController: navigationController)
          childCoordinators.append(home)
          home.start()
        }
      }
      final class MainCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var tabs: TabsCoordinator?
        func start() {}
        func didLogIn() {
          tabs = TabsCoordinator()
          setupHomeTab()
          tabs?.start()
        }
        private func setupHomeTab() {
          tabs?.setupHome(navigationController: UINavigationController())
        }
      }
      final class LoginViewController: UIViewController {
        weak var coordinator: MainCoordinator?
        func loggedIn() { coordinator?.didLogIn() }
      }
      """),
    // The app's navigation controller hides the system bar and tells the listener the child registered (itself)
    // when its own back button pops: the child hears its screen go.
    .passes(listenedHistory(viewDidLoad: "setNavigationBarHidden(true, animated: false)", marked: false)),
    // With the system bar shown, its back button pops without telling the listener.
    .fails(listenedHistory(viewDidLoad: "title = nil", marked: true), findings: [historyPopFinding]),
    // The child tells its parent through its delegate, but this method never sets it: its end reaches no one.
    .fails(unwiredFriends(remover: "", removal: "childCoordinators.removeAll { $0 === child }",
                          handlerMarked: false),
           findings: [unwiredFriendsFinding(handler: false)]),
    // The same with a strong `delegate`: set as it is, it would close a cycle, so the fix declares it weak too.
    .fails(unwiredFriends(remover: "", removal: "childCoordinators.removeAll { $0 === child }",
                          handlerMarked: false, delegate: "var delegate"),
           findings: [unwiredFriendsFinding(handler: false, strong: true)]),
    // The same with a handler that hands the child to a remover (`childCompleted(child)`).
    .fails(unwiredFriends(remover: """
      extension Coordinator {
        func childCompleted(_ child: Coordinator) { childCoordinators.removeAll { $0 === child } }
      }
      """, removal: "childCompleted(child)", handlerMarked: true),
           findings: [unwiredFriendsFinding(handler: true)]),
    // The coordinator adds itself where it meant the child it made.
    .fails("""
      \(base)
      final class ProfileCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class HomeCoordinator: Coordinator {
        var ①childCoordinators: [Coordinator] = []
        func start() {}
        func openProfile() {
          let profile = ProfileCoordinator()
          ↓childCoordinators.append(self)
          profile.start()
        }
      }
      """, findings: [
      .finding("""
        'HomeCoordinator' adds itself to its own 'childCoordinators' each time 'openProfile()' runs and never \
        removes itself; add the child it makes instead
        """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")]),
    ]),
    // The main flow is made only while no child of its kind is kept: one stays at most.
    .passes("""
      \(base)
      final class ConversationsCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
        func showMain() {
          if isMainShown() { return }
          let main = ConversationsCoordinator()
          childCoordinators.append(main)
          main.start()
        }
        private func isMainShown() -> Bool {
          childCoordinators.contains { $0 is ConversationsCoordinator }
        }
      }
      """),
    // Removed when its flow finishes, but presented as a sheet: a swipe down ends the flow without that callback.
    .fails("""
      \(base)
      \(pollEditor)
      final class RoomCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func editPoll() {
          let editor = PollEditorCoordinator()
          editor.completion = { [weak self, weak editor] in
            self?.navigationController.dismiss(animated: true)
            self?.childCoordinators.removeAll { $0 === editor }
          }
          ↓childCoordinators.append(editor)
          editor.start()
          ②navigationController.present(editor.screen, animated: true)
        }
      }
      """, findings: [
      sheetSwipeFinding,
    ]),
    // A sheet whose navigation controller, made where the child is, tells the child when it disappears: its
    // `viewDidDisappear` runs on every dismissal, a swipe down included.
    .passes("""
      \(base)
      final class SettingsNavigationController: UINavigationController {
        weak var coordinator: SettingsCoordinator?
        override func viewDidDisappear(_ animated: Bool) {
          super.viewDidDisappear(animated)
          coordinator?.close()
        }
      }
      final class SettingsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var parent: TimerCoordinator?
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { navigationController.setViewControllers([UIViewController()], animated: false) }
        func close() { parent?.childDidFinish(self) }
      }
      final class TimerCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func showSettings() {
          let stack = SettingsNavigationController()
          let settings = SettingsCoordinator(navigationController: stack)
          stack.coordinator = settings
          settings.parent = self
          childCoordinators.append(settings)
          settings.start()
          navigationController.present(settings.navigationController, animated: true)
        }
        func childDidFinish(_ child: Coordinator) { childCoordinators.removeAll { $0 === child } }
      }
      """),
    // A child presenting a stack one of its lazy properties makes: left a page sheet, a swipe down skips the
    // completion that removes the child.
    .fails(base + "\n" + progressSheet(madeFullScreen: ""), findings: [
      .finding("""
        'ProgressCoordinator' is removed from 'childCoordinators' when its flow finishes, but not when the user \
        swipes its sheet down; remove it in 'presentationControllerDidDismiss' too, or make the sheet modal with \
        'isModalInPresentation'
        """, notes: [.note("it is presented here as a sheet the user can swipe away", at: "②")]),
    ]),
    // A child whose `start()` calls `start(present: true)`: the sheet branch runs, and a swipe skips the removal.
    .fails(base + "\n" + webPage(presents: true), findings: [
      .finding("""
        'WebCoordinator' is removed from 'childCoordinators' when its flow finishes, but not when the user swipes \
        its sheet down; remove it in 'presentationControllerDidDismiss' too, or make the sheet modal with \
        'isModalInPresentation'
        """, notes: [.note("it is presented here as a sheet the user can swipe away", at: "②")]),
    ]),
    // With `start(present: false)` only the push runs: no sheet, whatever the other branch presents.
    .passes(base + "\n" + RuleExample.unmarked(webPage(presents: false))),
    // The same stack made full screen in the property's initializer, through the app's own helper: no sheet.
    .passes("""
      \(base)
      extension UIViewController {
        func makeFullScreen() { modalPresentationStyle = .fullScreen }
      }
      \(RuleExample.unmarked(progressSheet(madeFullScreen: "stack.makeFullScreen()")))
      """),
    // The same sheet made full screen through the app's own helper where it is presented, and a library's panel
    // (`FloatingPanelController`), which presents itself its own way: neither is a page sheet to swipe down.
    .passes("""
      \(base)
      import FloatingPanel
      \(pollEditor)
      extension UIViewController {
        func makeFullScreen() { modalPresentationStyle = .fullScreen }
      }
      final class RoomCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func editPoll() {
          let editor = PollEditorCoordinator()
          editor.completion = { [weak self, weak editor] in
            self?.navigationController.dismiss(animated: true)
            self?.childCoordinators.removeAll { $0 === editor }
          }
          childCoordinators.append(editor)
          editor.start()
          editor.screen.makeFullScreen()
          navigationController.present(editor.screen, animated: true)
        }
      }
      final class FilterCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var completion: (() -> Void)?
        func reportEnd() { completion?() }
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let panel = FloatingPanelController()
          panel.set(contentViewController: UIViewController())
          navigationController.present(panel, animated: true)
        }
      }
      final class SearchCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func filter() {
          let filter = FilterCoordinator(navigationController: navigationController)
          filter.completion = { [weak self, weak filter] in self?.childCoordinators.removeAll { $0 === filter } }
          childCoordinators.append(filter)
          filter.start()
        }
      }
      """),
    // Two callbacks of one name: the screen's rename callback pops a screen of the parent's own; the child's,
    // taking the child, removes it. The child's end is handled by its own overload.
    .passes(files: [
      "Coordinator.swift": base + """

        protocol BackupCoordinatorDelegate: AnyObject { func didFinish(in coordinator: BackupCoordinator) }
        protocol RenameViewControllerDelegate: AnyObject { func didFinish(in controller: RenameViewController) }
        final class RenameViewController: UIViewController {
          weak var delegate: RenameViewControllerDelegate?
          func save() { delegate?.didFinish(in: self) }
        }
        """,
      "BackupCoordinator.swift": """
        final class BackupCoordinator: Coordinator {
          var childCoordinators: [Coordinator] = []
          weak var delegate: BackupCoordinatorDelegate?
          func start() {}
          func done() { delegate?.didFinish(in: self) }
        }
        """,
      "AccountsCoordinator.swift": """
        final class AccountsCoordinator: Coordinator, BackupCoordinatorDelegate, RenameViewControllerDelegate {
          var childCoordinators: [Coordinator] = []
          let navigationController = UINavigationController()
          func start() {}
          func rename() {
            let screen = RenameViewController()
            screen.delegate = self
            navigationController.pushViewController(screen, animated: true)
          }
          func backUp() {
            let backup = BackupCoordinator()
            backup.delegate = self
            childCoordinators.append(backup)
            backup.start()
          }
          func didFinish(in controller: RenameViewController) {
            navigationController.popViewController(animated: true)
          }
          func didFinish(in coordinator: BackupCoordinator) {
            childCoordinators.removeAll { $0 === coordinator }
          }
        }
        """,
    ]),
    // The same `deinit` tell from a screen made with `.init(…)`, its type written on the binding.
    .passes("""
      \(base)
      final class DeclareViewController: UIViewController {
        private let deinitBlock: () -> Void
        init(deinitBlock: @escaping () -> Void) {
          self.deinitBlock = deinitBlock
          super.init(nibName: nil, bundle: nil)
        }
        deinit { deinitBlock() }
      }
      final class DeclareCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var onEnd: (() -> Void)?
        func reportEnd() { onEnd?() }
        private weak var presenter: UIViewController?
        init(presenter: UIViewController) { self.presenter = presenter }
        func start() {
          let screen: DeclareViewController = .init(deinitBlock: { [weak self] in self?.onEnd?() })
          presenter?.present(UINavigationController(rootViewController: screen), animated: true)
        }
      }
      final class HomeCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let screen = UIViewController()
        func start() {}
        func showDeclare() {
          let declare = DeclareCoordinator(presenter: screen)
          declare.onEnd = { [weak self, weak declare] in self?.childCoordinators.removeAll { $0 === declare } }
          childCoordinators.append(declare)
          declare.start()
        }
      }
      """),
    // Sheets whose every dismissal is heard: the screen the child makes (and does not keep) tells it from its
    // `deinit`, which any dismissal runs, a swipe included; or the screen makes itself modal when it loads.
    .passes("""
      \(base)
      final class AboutViewController: UIViewController {
        var deinitBlock: (() -> Void)?
        deinit { deinitBlock?() }
      }
      final class TermsViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          isModalInPresentation = true
        }
      }
      final class AboutCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var onEnd: (() -> Void)?
        func reportEnd() { onEnd?() }
        private weak var presenter: UIViewController?
        init(presenter: UIViewController) { self.presenter = presenter }
        func start() {
          let screen = AboutViewController()
          screen.deinitBlock = { [weak self] in self?.onEnd?() }
          presenter?.present(UINavigationController(rootViewController: screen), animated: true)
        }
      }
      final class TermsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var onEnd: (() -> Void)?
        func reportEnd() { onEnd?() }
        private weak var presenter: UIViewController?
        init(presenter: UIViewController) { self.presenter = presenter }
        func start() { presenter?.present(TermsViewController(), animated: true) }
      }
      final class HomeCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let screen = UIViewController()
        func start() {}
        func showAbout() {
          let about = AboutCoordinator(presenter: screen)
          about.onEnd = { [weak self, weak about] in self?.childCoordinators.removeAll { $0 === about } }
          childCoordinators.append(about)
          about.start()
        }
        func showTerms() {
          let terms = TermsCoordinator(presenter: screen)
          terms.onEnd = { [weak self, weak terms] in self?.childCoordinators.removeAll { $0 === terms } }
          childCoordinators.append(terms)
          terms.start()
        }
      }
      """),
    // A keyed store written at a key that is not the child's own holds one child per section, however often the
    // tab changes: the same key replaces, it does not pile up.
    .passes("""
      \(base)
      enum Section: Hashable { case feed, profile }
      final class SectionCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let section: Section
        var onClose: (() -> Void)?
        init(section: Section) { self.section = section }
        func start() {}
        func close() { onClose?() }
      }
      final class TabsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var sections: [Section: SectionCoordinator] = [:]
        func start() {}
        func select(_ section: Section) {
          if let existing = sections[section] {
            existing.start()
          } else {
            let child = SectionCoordinator(section: section)
            sections[section] = child
            child.start()
          }
        }
      }
      """),
    // The parent's handler would remove the child, but the child's 'finish()' is dead code: no screen, view model
    // or callback calls or names it, while the parent's add runs from a live screen callback. The child never
    // leaves, and each tap on next adds another.
    .fails("""
      \(base)
      final class PaymentCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var parentCoordinator: PlanCoordinator?
        func start() {}
        func finish() { ②parentCoordinator?.childDidFinish(self) }
      }
      \(planCoordinator(store: "①", add: "↓"))
      """, findings: [
      .finding("""
        'PaymentCoordinator' is added to 'childCoordinators' each time 'showPayment()' runs but never removed; \
        remove it when its flow finishes
        """, notes: [
          .note("children store 'childCoordinators' is declared here", at: "①"),
          .note("'finish()' would remove it, but nothing calls 'finish()'", at: "②"),
        ]),
    ]),
    // The same once the payment screen's done button calls 'finish()': the removal is live.
    .passes("""
      \(base)
      final class PaymentViewController: UIViewController {
        var onDone: (() -> Void)?
      }
      final class PaymentCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var parentCoordinator: PlanCoordinator?
        let navigationController = UINavigationController()
        func start() {
          let screen = PaymentViewController()
          screen.onDone = { [weak self] in self?.finish() }
          navigationController.setViewControllers([screen], animated: false)
        }
        func finish() { parentCoordinator?.childDidFinish(self) }
      }
      \(planCoordinator())
      """),
    // The child presents its sheet itself, from the method its parent sends it after adding it, not from
    // 'start()': a swipe down still skips its 'finish()'.
    .fails("""
      \(base)
      final class ReviewEditorCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var parent: ReviewsCoordinator?
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {}
        func openEditor(for id: Int) {
          let sheet = UINavigationController(rootViewController: UIViewController())
          ②navigationController.present(sheet, animated: true)
        }
        func finish() {
          parent?.editorDidFinish(self)
          navigationController.dismiss(animated: true)
        }
      }
      final class ReviewsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func addReview(for id: Int) {
          let editor = ReviewEditorCoordinator(navigationController: navigationController)
          editor.parent = self
          ↓childCoordinators.append(editor)
          editor.openEditor(for: id)
        }
        func editorDidFinish(_ editor: ReviewEditorCoordinator) {
          childCoordinators.removeAll { $0 === editor }
        }
      }
      """, findings: [
      .finding("""
        'ReviewEditorCoordinator' is removed from 'childCoordinators' when its flow finishes, but not when the \
        user swipes its sheet down; remove it in 'presentationControllerDidDismiss' too, or make the sheet modal \
        with 'isModalInPresentation'
        """, notes: [.note("it is presented here as a sheet the user can swipe away", at: "②")]),
    ]),
    // A type that can be started two ways, pushed (`start()`) or presented (`startPresented(on:)`), started with
    // `start()` by this parent: its screen is pushed, and there is no sheet to swipe away.
    .passes("""
      \(base)
      final class QuotesCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var parent: BookingCoordinator?
        let navigationController: UINavigationController
        let screen = UIViewController()
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { navigationController.pushViewController(screen, animated: true) }
        func startPresented(on presenter: UIViewController) { presenter.present(screen, animated: true) }
        func finish() { parent?.quotesDidFinish(self) }
      }
      final class BookingCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func showQuotes() {
          guard childCoordinators.isEmpty else { return }
          let quotes = QuotesCoordinator(navigationController: navigationController)
          quotes.parent = self
          childCoordinators.append(quotes)
          quotes.start()
        }
        func quotesDidFinish(_ quotes: QuotesCoordinator) {
          childCoordinators.removeAll { $0 === quotes }
        }
      }
      """),
    // A presented child whose result is its controller's deallocation: any dismissal, a swipe included, frees the
    // controller and so sends the result that removes the child.
    .passes("""
      import RxSwift
      import RxCocoa
      import UIKit
      \(RuleExample.unmarked(rxBase))
      final class RawTransactionCoordinator: BaseCoordinator<Void> {
        private let presenter: UIViewController
        init(presenter: UIViewController) { self.presenter = presenter }
        override func start() -> Observable<Void> {
          guard let controller = RawTransactionRouter.makeController() as? UINavigationController else {
            return Observable.empty()
          }
          presenter.present(controller, animated: true, completion: nil)
          return controller.rx.deallocated
        }
      }
      final class BalanceCoordinator: BaseCoordinator<Void> {
        private let root = UIViewController()
        func openRawTransaction() {
          let raw = RawTransactionCoordinator(presenter: root)
          coordinate(to: raw).subscribe().disposed(by: disposeBag)
        }
      }
      enum RawTransactionRouter {
        static func makeController() -> UIViewController {
          UINavigationController(rootViewController: UIViewController())
        }
      }
      """),
    // Safari's view is shown full screen and reports every dismissal to its delegate, and a method named like a
    // start that hands an activity indicator to its presenter shows no sheet.
    .passes("""
      import SafariServices
      \(base)
      final class BrowserCoordinator: NSObject, Coordinator, SFSafariViewControllerDelegate {
        var childCoordinators: [Coordinator] = []
        weak var parent: LessonsCoordinator?
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {}
        func open(_ url: URL) {
          let safari = SFSafariViewController(url: url)
          safari.delegate = self
          navigationController.present(safari, animated: true)
        }
        func safariViewControllerDidFinish(_ controller: SFSafariViewController) { parent?.browserDidFinish(self) }
      }
      final class ActivityPresenter {
        func present(_ activity: String) {}
      }
      final class ServerPickerCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var completion: (() -> Void)?
        func reportEnd() { completion?() }
        let indicators = ActivityPresenter()
        func start() {}
        func startLoading() { indicators.present("loading") }
      }
      final class LessonsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func openLink(_ url: URL) {
          let browser = BrowserCoordinator(navigationController: navigationController)
          browser.parent = self
          childCoordinators.append(browser)
          browser.open(url)
        }
        func browserDidFinish(_ browser: BrowserCoordinator) { childCoordinators.removeAll { $0 === browser } }
        func pickServer() {
          let picker = ServerPickerCoordinator()
          picker.completion = { [weak self, weak picker] in self?.childCoordinators.removeAll { $0 === picker } }
          childCoordinators.append(picker)
          picker.startLoading()
        }
      }
      """),
    // The same sheet made modal where it is presented, presented by a router told what to do on any dismissal,
    // and one whose parent removes children when a sheet is swiped away.
    .passes("""
      \(base)
      \(pollEditor)
      final class RoomCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func editPoll() {
          let editor = PollEditorCoordinator()
          editor.completion = { [weak self, weak editor] in self?.childCoordinators.removeAll { $0 === editor } }
          childCoordinators.append(editor)
          editor.screen.isModalInPresentation = true
          navigationController.present(editor.screen, animated: true)
        }
      }
      final class SheetRouter {
        func present(_ screen: UIViewController, onDismiss: @escaping () -> Void) {}
      }
      final class BackupCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let router = SheetRouter()
        func start() {}
        func editPoll() {
          let editor = PollEditorCoordinator()
          editor.completion = { [weak self, weak editor] in self?.childCoordinators.removeAll { $0 === editor } }
          childCoordinators.append(editor)
          router.present(editor.screen, onDismiss: { [weak self, weak editor] in
            self?.childCoordinators.removeAll { $0 === editor }
          })
        }
      }
      final class SpaceCoordinator: NSObject, Coordinator, UIAdaptivePresentationControllerDelegate {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func editPoll() {
          let editor = PollEditorCoordinator()
          editor.completion = { [weak self, weak editor] in self?.childCoordinators.removeAll { $0 === editor } }
          childCoordinators.append(editor)
          editor.screen.presentationController?.delegate = self
          navigationController.present(editor.screen, animated: true)
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
          childCoordinators.removeLast()
        }
      }
      """),
    // The parent's dismissal callback serves only the sheet it is the presentation delegate of; a sheet shown
    // elsewhere without that delegate still loses its child on a swipe down.
    .fails("""
      \(base)
      \(pollEditor)
      final class SpaceCoordinator: NSObject, Coordinator, UIAdaptivePresentationControllerDelegate {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func share() {
          let sharing = PollEditorCoordinator()
          childCoordinators.append(sharing)
          sharing.screen.presentationController?.delegate = self
          navigationController.present(sharing.screen, animated: true)
        }
        func editPoll() {
          let editor = PollEditorCoordinator()
          editor.completion = { [weak self, weak editor] in self?.childCoordinators.removeAll { $0 === editor } }
          ↓childCoordinators.append(editor)
          ②navigationController.present(editor.screen, animated: true)
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
          childCoordinators.removeLast()
        }
      }
      """, findings: [
      sheetSwipeFinding,
    ]),
    // A child built on the presenter's own router pushes its screens onto the parent's stack: presenting it shows
    // no sheet of its own, so there is no swipe down to handle.
    .passes("""
      \(base)
      final class StackRouter {
        let navigationController = UINavigationController()
        func present(_ coordinator: InviteCoordinator, animated: Bool) {}
        func push(_ screen: UIViewController) { navigationController.pushViewController(screen, animated: true) }
      }
      final class InviteCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var completion: (() -> Void)?
        func reportEnd() { completion?() }
        let router: StackRouter
        init(router: StackRouter) { self.router = router }
        func start() { router.push(UIViewController()) }
      }
      final class ExploreCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private let router = StackRouter()
        func start() {}
        func invite() {
          let invite = InviteCoordinator(router: router)
          invite.completion = { [weak self, weak invite] in self?.childCoordinators.removeAll { $0 === invite } }
          invite.start()
          childCoordinators.append(invite)
          self.router.present(invite, animated: true)
        }
      }
      """),
    // Removed when it reports that it finished, but its screen is pushed onto the stack it was given: the back
    // button pops the screen and ends the flow without that report.
    .fails("""
      \(base)
      \(historyChild(screen: "final class HistoryViewController: UIViewController {}"))
      \(historyParent(marked: true))
      """, findings: [historyPopFinding]),
    // An app's root coordinator whose start shows its first child on the empty stack it was given: that child's
    // screen is the stack's root, with no back button, even though the root pushes screens of its own later.
    .passes("""
      \(base)
      \(RuleExample.unmarked(historyChild(screen: "final class HistoryViewController: UIViewController {}")))
      final class AppCoordinator: Coordinator, HistoryCoordinatorDelegate {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { showHistory() }
        private func showHistory() {
          let history = HistoryCoordinator(navigationController: navigationController)
          history.delegate = self
          childCoordinators.append(history)
          history.start()
        }
        func showAbout() { navigationController.pushViewController(UIViewController(), animated: true) }
        func historyDidFinish(_ history: HistoryCoordinator) {
          childCoordinators.removeAll { $0 === history }
        }
      }
      """),
    // A screen whose own back button sends an action named after a disappearance hook: the swipe back, which
    // that button does not see, still pops it unheard.
    .fails("""
      \(base)
      enum HistoryAction { case viewWillDisappear }
      \(historyChild(screen: """
        final class HistoryViewController: UIViewController {
          var send: ((HistoryAction) -> Void)?
          @objc func backTapped() { send?(HistoryAction.viewWillDisappear) }
        }
        """))
      \(historyParent(marked: true))
      """, findings: [historyPopFinding]),
    // A screen whose disappearance hook only looks after itself tells no one that it left: its own view stops a
    // download (a generic base screen's `LayoutView: UIView`), a framework's player pauses.
    .fails("""
      \(base)
      class BaseViewController<LayoutView: UIView>: UIViewController {
        var layoutView = LayoutView()
      }
      final class HistoryView: UIView { func cancelDownloads() {} }
      \(historyChild(screen: """
        final class HistoryViewController: BaseViewController<HistoryView> {
          private let player = ApplicationMusicPlayer.shared
          override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            layoutView.cancelDownloads()
            player.pause()
          }
        }
        """))
      \(historyParent(marked: true))
      """, findings: [historyPopFinding]),
    // The same child whose screen reports its own pop, one whose screen has no back button, and a parent that is
    // its stack's delegate and hears every pop.
    .passes("""
      \(base)
      \(RuleExample.unmarked(historyChild(screen: """
        final class HistoryViewController: UIViewController {
          var onBack: (() -> Void)?
          override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            if isMovingFromParent { onBack?() }
          }
        }
        """)))
      \(RuleExample.unmarked(historyParent(marked: false)))
      """),
    // The app's navigation controller tells a screen it pops (the back button and the swipe both go through
    // `popViewController(animated:)`), and the history screen passes that on to its child.
    .passes("""
      \(base)
      protocol PopNotifiable: AnyObject { func didPopViewController(animated: Bool) }
      final class AppNavigationController: UINavigationController {
        override func popViewController(animated: Bool) -> UIViewController? {
          let popped = super.popViewController(animated: animated)
          (popped as? PopNotifiable)?.didPopViewController(animated: animated)
          return popped
        }
      }
      \(RuleExample.unmarked(historyChild(screen: """
        final class HistoryViewController: UIViewController, PopNotifiable {
          var onPop: (() -> Void)?
          func didPopViewController(animated: Bool) { onPop?() }
        }
        """)))
      \(RuleExample.unmarked(historyParent(marked: false)))
      """),
    // An app coordinator that shows nothing itself and is no one's child hands on the window's new, empty stack:
    // the child's first screen is its root, with no back button.
    .passes("""
      \(base)
      \(RuleExample.unmarked(historyChild(screen: "final class HistoryViewController: UIViewController {}")))
      \(RuleExample.unmarked(historyParent(marked: false).replacingOccurrences(
        of: "func start() { navigationController.pushViewController(UIViewController(), animated: false) }",
        with: "func start() { showHistory() }")))
      """),
    // A child given a new navigation controller pushes the root of that stack: there is nothing to go back to.
    .passes("""
      \(base)
      \(RuleExample.unmarked(historyChild(screen: "final class HistoryViewController: UIViewController {}")))
      \(RuleExample.unmarked(historyParent(marked: false).replacingOccurrences(
        of: "HistoryCoordinator(navigationController: navigationController)",
        with: "HistoryCoordinator(navigationController: UINavigationController())")))
      """),
    .passes("""
      \(base)
      \(RuleExample.unmarked(historyChild(screen: """
        final class HistoryViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.hidesBackButton = true
          }
        }
        """)))
      \(RuleExample.unmarked(historyParent(marked: false)))
      """),
    .passes("""
      \(base)
      \(RuleExample.unmarked(historyChild(screen: "final class HistoryViewController: UIViewController {}")))
      \(RuleExample.unmarked(historyParent(marked: false).replacingOccurrences(of: """
        func historyDidFinish(_ history: HistoryCoordinator) {
        """, with: """
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                  animated: Bool) {
          childCoordinators.removeAll { _ in navigationController.viewControllers.isEmpty }
        }
        func historyDidFinish(_ history: HistoryCoordinator) {
        """)))
      """),
    // The screen's disappearance hook only logs, and it is pushed through the app's own helper on the navigation
    // controller: the back button still ends the flow unheard.
    .fails("""
      \(base)
      extension UINavigationController {
        func pushStyled(_ screen: UIViewController, animated: Bool) {
          navigationBar.tintColor = .black
          self.pushViewController(screen, animated: animated)
        }
      }
      final class HistoryViewController: UIViewController {
        private var subscriptions = Set<AnyCancellable>()
        override func viewDidDisappear(_ animated: Bool) {
          super.viewDidDisappear(animated)
          Analytics.shared.log("history")
        }
        deinit { subscriptions.removeAll() }
      }
      \(historyChild(screen: "").replacingOccurrences(of: "navigationController.pushViewController(",
                                                     with: "navigationController.pushStyled("))
      \(historyParent(marked: true))
      """, findings: [historyPopFinding]),
    // A custom back item takes the back button away, but the app's navigation controllers turn the swipe back on
    // again: the swipe pops the screen unheard.
    .fails("""
      \(base)
      extension UINavigationController: UIGestureRecognizerDelegate {
        open override func viewDidLoad() {
          super.viewDidLoad()
          interactivePopGestureRecognizer?.delegate = self
        }
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
          viewControllers.count > 1
        }
      }
      \(historyChild(screen: """
        final class HistoryViewController: UIViewController {
          var onClose: (() -> Void)?
          override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
          }
        }
        """))
      \(historyParent(marked: true))
      """, findings: [historyPopFinding]),
    // A screen that hides the bar while it is on top, and shows it again for the screen below as it leaves, has no
    // back button and no swipe back.
    .passes("""
      \(base)
      \(RuleExample.unmarked(historyChild(screen: """
        final class HistoryViewController: UIViewController {
          override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.setNavigationBarHidden(true, animated: true)
          }
          override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            navigationController?.setNavigationBarHidden(false, animated: true)
          }
        }
        """)))
      \(RuleExample.unmarked(historyParent(marked: false)))
      """),
    // An RxFlow child flow on its parent's navigation controller ends only by returning `.end`, and nothing emits
    // the step it returns it for: RxFlow keeps it, and one more each time the parent contributes it.
    .fails(reminderFlows(stepper: "final class ReminderStepper: Stepper { let steps = PublishRelay<Step>() }",
                         marked: true), findings: [
      .finding("""
        'ReminderFlow' is contributed to 'HomeFlow' but never ends: it shows its screens on 'HomeFlow''s navigation \
        controller, so RxFlow keeps it until it returns '.end(forwardToParentFlowWithStep:)', which it does only for \
        steps that nothing emits; return '.end' when its flow is over
        """, notes: [.note("'.end' is returned here, for steps no code emits", at: "①")]),
    ]),
    // The app's own flow handing its new, empty navigation controller to a child that never ends: the child's
    // first screen is the stack's root, with no way back, and nothing piles up.
    .passes("""
      import UIKit
      import RxFlow
      enum AppStep: Step { case start, signIn }
      final class AppFlow: Flow {
        var root: Presentable { rootViewController }
        private let rootViewController = UINavigationController()
        func navigate(to step: Step) -> FlowContributors {
          guard case AppStep.start = step else { return .none }
          let onboarding = OnboardingFlow(rootViewController: rootViewController)
          return .one(flowContributor: .contribute(withNextPresentable: onboarding,
                                                   withNextStepper: OneStepper(withSingleStep: AppStep.signIn)))
        }
      }
      final class OnboardingFlow: Flow {
        var root: Presentable { rootViewController }
        private let rootViewController: UINavigationController
        init(rootViewController: UINavigationController) { self.rootViewController = rootViewController }
        func navigate(to step: Step) -> FlowContributors {
          rootViewController.pushViewController(UIViewController(), animated: false)
          return .none
        }
      }
      """),
    // A tab flow given its parent's navigation controller only as a side reference: its root is its own
    // controller, which lives as long as the tab bar.
    .passes("""
      import UIKit
      import RxFlow
      enum AppStep: Step { case tabs, home }
      final class SplashFlow: Flow {
        var root: Presentable { rootViewController }
        private let rootViewController = UINavigationController()
        func navigate(to step: Step) -> FlowContributors {
          rootViewController.setViewControllers([UIViewController()], animated: false)
          let home = HomeTabFlow(windowNavigationController: rootViewController)
          return .one(flowContributor: .contribute(withNextPresentable: home,
                                                   withNextStepper: OneStepper(withSingleStep: AppStep.home)))
        }
      }
      final class HomeTabFlow: Flow {
        var root: Presentable { rootViewController }
        private let rootViewController = UINavigationController()
        private weak var windowNavigationController: UINavigationController?
        init(windowNavigationController: UINavigationController) {
          self.windowNavigationController = windowNavigationController
        }
        func navigate(to step: Step) -> FlowContributors {
          rootViewController.pushViewController(UIViewController(), animated: false)
          return .none
        }
      }
      """),
    // The same child once its screen emits the step.
    .passes(reminderFlows(stepper: """
      final class ReminderStepper: Stepper {
        let steps = PublishRelay<Step>()
        func done() { steps.accept(AppStep.reminderDone) }
      }
      """, marked: false)),
    // An RxFlow child flow on its parent's navigation controller that ends on its screen's close button, but not
    // when the user goes back: RxFlow ends it only on `.end`, and the parent's stack, its root, stays.
    .fails(settingsFlows(screenCode: "", marked: true), findings: [
      .finding("""
        'SettingsFlow' is contributed to 'ProfileFlow' but does not end when the user goes back from \
        'SettingsViewController': it shows its screens on 'ProfileFlow''s navigation controller, so RxFlow keeps it \
        until it returns '.end(forwardToParentFlowWithStep:)'; emit a step that ends it when that screen is popped \
        ('isMovingFromParent' in 'viewDidDisappear')
        """, notes: [.note("""
          'SettingsViewController' is pushed here onto 'ProfileFlow''s navigation controller, where the back button \
          pops it
          """, at: "①")]),
    ]),
    // The same child once its screen emits the ending step when it is popped.
    .passes(settingsFlows(screenCode: """
        override func viewDidDisappear(_ animated: Bool) {
          super.viewDidDisappear(animated)
          if isMovingFromParent { steps.accept(AppStep.settingsDone) }
        }
      """, marked: false)),
    // CoordinatorsFoundation leaves children to the app: a child removed only when it finishes stays when the user
    // goes back from its screen.
    .fails(periodsCoordinators(childCode: "", marked: true), findings: [
      .finding("""
        'PeriodsCoordinator' is removed from 'children' when its flow finishes, but not when the user goes back from \
        'PeriodsViewController'; remove it when that screen is popped too \
        ('navigationController(_:didShow:animated:)', or 'isMovingFromParent' in 'viewDidDisappear')
        """, notes: [.note("""
          'PeriodsViewController' is pushed here onto the navigation stack the child was given, where the back \
          button pops it
          """, at: "①")]),
    ]),
    // The parent presents the navigation controller it built the child on: a page sheet the user can swipe down,
    // and only the child's finish removes it.
    .fails(transferParent(presenting: "②rootViewController.present(stack, animated: true)", marked: true), findings: [
      .finding("""
        'TransferCoordinator' is removed from 'childCoordinators' when its flow finishes, but not when the user \
        swipes its sheet down; remove it in 'presentationControllerDidDismiss' too, or make the sheet modal with \
        'isModalInPresentation'
        """, notes: [.note("it is presented here as a sheet the user can swipe away", at: "②")]),
    ]),
    // The same sheet made modal where it is presented.
    .passes(transferParent(presenting: """
      stack.isModalInPresentation = true
          rootViewController.present(stack, animated: true)
      """, marked: false)),
    // `coordinate(to:)` removes a child when its result completes; this child's subject is only ever sent
    // values, so it never completes and the child stays.
    .fails(termsCoordinators(finish: "screen.onClose = { [result] in result.send(()) }", marked: true), findings: [
      .finding("""
        'TermsCoordinator' is added to 'childCoordinators' but never removed: it is removed when the result of its \
        'start()' completes, and 'result' never completes; complete it when the flow ends \
        ('send(completion: .finished)')
        """, notes: [
          .note("it is removed here, when that result completes", at: "①"),
          .note("'result' is made here; nothing completes it", at: "②"),
        ]),
    ]),
    // The same child once closing its screen completes the subject.
    .passes(termsCoordinators(finish: """
      screen.onClose = { [weak self] in self?.result.send(completion: .finished) }
      """, marked: false)),
    // XCoordinator removes a child once its view controller leaves the screen; this one's is its parent's
    // navigation controller, which never does.
    .fails(historyRoutes(childCode: "", marked: true), findings: [
      .finding("""
        'HistoryCoordinator' is added to 'HomeCoordinator''s children but never removed (one more each time \
        'prepareTransition(for:)' runs): its view controller is 'HomeCoordinator''s navigation controller, which \
        stays in the view hierarchy, so XCoordinator never finds it removable; override 'viewController' to \
        return its own first screen, or remove it with 'removeChild'
        """, notes: [.note("it takes the parent's navigation controller for its own here", at: "①")]),
    ]),
    // The same child once its view controller is its own first screen.
    .passes(historyRoutes(childCode: """
        override var viewController: UIViewController! { rootViewController.viewControllers.first }
      """, marked: false)),
    // RxSwift's `coordinate(to:)` frees a child on the first value of its result; a chat that returns
    // `Observable.never()` is never freed, and each selection adds one more.
    .fails(chatCoordinators(result: "②Observable.never()", marked: true), findings: [
      .finding("""
        'ChatCoordinator' is added to 'childCoordinators' but never removed: it is removed when the result of its \
        'start()' sends a value, and 'Observable.never()' never sends one; send its result when the flow ends
        """, notes: [
          .note("it is removed here, when that result sends a value", at: "①"),
          .note("it returns 'Observable.never()' here, which never sends a value", at: "②"),
        ]),
    ]),
    // The same chat once its screen's close event is its result (the contacts tab itself returning `.never()`
    // is added once and meant to stay).
    .passes(chatCoordinators(result: "screen.closed.take(1)", marked: false)),
    // A child removed when its sheet is deallocated, while it keeps that sheet itself: the sheet outlives its
    // dismissal as long as the child does, so neither ever goes.
    .fails(infoSheetCoordinators(keeping: "private let sheet = UIViewController()", screen: "", marked: true),
           findings: [
      .finding("""
        'InfoSheetCoordinator' is added to 'childCoordinators' but never removed: it is removed when the result \
        of its 'start()' completes, and 'sheet.deallocatedPublisher()' never completes; complete it when the flow \
        ends ('send(completion: .finished)')
        """, notes: [
          .note("it is removed here, when that result completes", at: "①"),
          .note("it returns 'sheet.deallocatedPublisher()' here, which never completes", at: "②"),
        ]),
    ]),
    // The same child making its sheet in `start()`: the dismissal frees the sheet, and with it the child.
    .passes(infoSheetCoordinators(keeping: "", screen: "let sheet = UIViewController()", marked: false)),
    // A child whose result completes only when a swap is done: its SwiftUI screen, pushed onto the parent's
    // stack, is left with the back button and nothing completes the result then.
    .fails(swapCoordinators(viewCode: ".onDisappear { viewModel.isVisible = false }", marked: true), findings: [
      .finding("""
        'SwapCoordinator' is removed from 'childCoordinators' when its flow finishes, but not when the user goes \
        back from 'SwapView'; remove it when that screen is popped too \
        ('navigationController(_:didShow:animated:)', or 'isMovingFromParent' in 'viewDidDisappear')
        """, notes: [.note("""
          'SwapView' is pushed here onto the navigation stack the child was given, where the back button pops it
          """, at: "①")]),
    ]),
    // The same screen telling its view model when it disappears.
    .passes(swapCoordinators(viewCode: ".onDisappear { viewModel.leave() }", marked: false)),
    // A child whose `toPresentable()` makes its screen full screen, through a helper: there is no swipe down.
    .passes("""
      \(base)
      extension UIViewController {
        func fullScreenModal() -> UIViewController {
          modalPresentationStyle = .fullScreen
          return self
        }
      }
      final class MapViewerCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var completion: (() -> Void)?
        func reportEnd() { completion?() }
        let screen = UIViewController()
        func start() {}
        func toPresentable() -> UIViewController { screen.fullScreenModal() }
      }
      final class RoomCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func showMap() {
          let viewer = MapViewerCoordinator()
          viewer.completion = { [weak self, weak viewer] in self?.childCoordinators.removeAll { $0 === viewer } }
          childCoordinators.append(viewer)
          navigationController.present(viewer.toPresentable(), animated: true)
        }
      }
      """),
    // Removed when the child reports it finished, but the cancel callback only pops its screen: on that exit the
    // child stays.
    .fails(files: [
      "Coordinator.swift": base + """

        protocol LoginCoordinatorDelegate: AnyObject {
          func loginDidFinish(_ login: LoginCoordinator)
          func loginDidCancel(_ login: LoginCoordinator)
        }
        """,
      "LoginCoordinator.swift": """
        final class LoginCoordinator: Coordinator {
          var childCoordinators: [Coordinator] = []
          weak var delegate: LoginCoordinatorDelegate?
          func start() {}
          func submit() { delegate?.loginDidFinish(self) }
          func cancel() { delegate?.loginDidCancel(self) }
        }
        """,
      "AccountCoordinator.swift": """
        final class AccountCoordinator: Coordinator, LoginCoordinatorDelegate {
          var childCoordinators: [Coordinator] = []
          let navigationController = UINavigationController()
          func start() {}
          func showLogin() {
            let login = LoginCoordinator()
            login.delegate = self
            ↓childCoordinators.append(login)
            login.start()
          }
          func loginDidFinish(_ login: LoginCoordinator) {
            navigationController.popViewController(animated: true)
            childCoordinators.removeAll { $0 === login }
          }
          func ①loginDidCancel(_ login: LoginCoordinator) {
            navigationController.popViewController(animated: true)
          }
        }
        """,
    ], findings: [
      .finding("""
        'LoginCoordinator' stays in 'childCoordinators' when its flow ends through 'loginDidCancel(_:)'; remove it \
        there too
        """, notes: [.note("'loginDidCancel(_:)' closes the child's screen but does not remove it", at: "①")]),
    ]),
    // A tab's flow made on the tab's first selection, only while the navigation controller it is given is empty:
    // the child pushes its first screen there, so later selections add nothing.
    .passes(files: [
      "Coordinator.swift": base,
      "CatalogCoordinator.swift": catalog,
      "TabsCoordinator.swift": tabs(onFirstSelection: """
        if navigationController.viewControllers.isEmpty == true {
          let catalog = CatalogCoordinator(navigationController: navigationController)
          catalog.start()
          self.childCoordinators.append(catalog)
        }
        """, marked: false),
    ]),
    // The same with the add on the other branch of that test: it runs on every later selection.
    .fails(files: [
      "Coordinator.swift": base,
      "CatalogCoordinator.swift": catalog,
      "TabsCoordinator.swift": tabs(onFirstSelection: """
        if navigationController.viewControllers.isEmpty {
          return
        } else {
          let catalog = CatalogCoordinator(navigationController: navigationController)
          catalog.start()
          ↓self.childCoordinators.append(catalog)
        }
        """, marked: true),
    ], findings: [
      .finding("""
        'CatalogCoordinator' is added to 'childCoordinators' each time the closure made in 'runCatalog()' runs but \
        never removed; remove it when its flow finishes
        """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")]),
    ]),
    // A child kept in a constant of the parent, added again on each event: the same object every time, which the
    // constant keeps alive anyway.
    .passes(files: [
      "Coordinator.swift": base,
      "HomeCoordinator.swift": """
        final class IssuesCoordinator: Coordinator {
          var childCoordinators: [Coordinator] = []
          func start() {}
        }
        final class HomeCoordinator: Coordinator {
          var childCoordinators: [Coordinator] = []
          private let issues = IssuesCoordinator()
          var onTabsReady: (() -> Void)?
          func start() { onTabsReady = { [weak self] in self?.showTabs() } }
          func showTabs() {
            childCoordinators.append(issues)
            issues.start()
          }
        }
        """,
    ]),
    // The same with a `lazy var` the parent never assigns: made once, on first use.
    .passes(files: [
      "Coordinator.swift": base, "HomeCoordinator.swift": RuleExample.unmarked(lazyCamera(replacing: false)),
    ]),
    // A `lazy var` the parent replaces on each event holds a new child each time.
    .fails(files: ["Coordinator.swift": base, "HomeCoordinator.swift": lazyCamera(replacing: true)], findings: [
      .finding("""
        'CameraCoordinator' is added to 'childCoordinators' each time 'cameraSelected()' runs but never removed; \
        remove it when its flow finishes
        """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")]),
    ]),
    // The same with a new child made on each event under that name: each one stays.
    .fails(files: [
      "Coordinator.swift": base,
      "HomeCoordinator.swift": """
        final class IssuesCoordinator: Coordinator {
          var childCoordinators: [Coordinator] = []
          func start() {}
        }
        final class HomeCoordinator: Coordinator {
          var ①childCoordinators: [Coordinator] = []
          private let issues = IssuesCoordinator()
          var onTabsReady: (() -> Void)?
          func start() { onTabsReady = { [weak self] in self?.showTabs() } }
          func showTabs() {
            let issues = IssuesCoordinator()
            ↓childCoordinators.append(issues)
            issues.start()
          }
        }
        """,
    ], findings: [
      .finding("""
        'IssuesCoordinator' is added to 'childCoordinators' each time 'showTabs()' runs but never removed; remove \
        it when its flow finishes
        """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")]),
    ]),
    // Two callbacks the child calls, both closing its sheet: the closure for one removes it, for the other not.
    .fails(files: [
      "Coordinator.swift": base,
      "PasscodeCoordinator.swift": passcode(submits: true),
      "OnboardingCoordinator.swift": onboarding(create: """
        passcode.onCreate = ①{ code in
          sheet.dismiss(animated: true)
        }
        """, marked: true),
    ], findings: [
      .finding("""
        'PasscodeCoordinator' is removed from 'childCoordinators' when its flow ends through 'onCancel', but not \
        through 'onCreate'; remove it there too
        """, notes: [.note("'onCreate' closes the child's screen but does not remove it", at: "①"),
                     .note("'onCancel' removes it", at: "②")]),
    ]),
    // The same when both closures remove it.
    .passes(files: [
      "Coordinator.swift": base,
      "PasscodeCoordinator.swift": passcode(submits: true),
      "OnboardingCoordinator.swift": onboarding(create: """
        passcode.onCreate = { [weak self, weak passcode] code in
          sheet.dismiss(animated: true)
          self?.childCoordinators.removeAll { $0 === passcode }
        }
        """, marked: false),
    ]),
    // A child that always calls the callback that removes it (`onCompleted`) with the one that does not
    // (`onDidClose`), in one `close()`: it never ends through the second alone.
    .passes(files: ["Coordinator.swift": base, "PremiumCoordinator.swift": premiumOffer(closesAlone: false, marked: false)]),
    // The same child with a `skip()` that calls only `onDidClose`.
    .fails(files: ["Coordinator.swift": base, "PremiumCoordinator.swift": premiumOffer(closesAlone: true, marked: true)],
           findings: [
      .finding("""
        'PremiumCoordinator' is removed from 'childCoordinators' when its flow ends through 'onCompleted', but not \
        through 'onDidClose'; remove it there too
        """, notes: [.note("'onDidClose' closes the child's screen but does not remove it", at: "①"),
                     .note("'onCompleted' removes it", at: "②")]),
    ]),
    // The same when the child never calls the callback that keeps it: that is no exit.
    .passes(files: [
      "Coordinator.swift": base,
      "PasscodeCoordinator.swift": passcode(submits: false),
      "OnboardingCoordinator.swift": onboarding(create: """
        passcode.onCreate = { code in
          sheet.dismiss(animated: true)
        }
        """, marked: false),
    ]),
    // The same cancel callback when the child is pushed with a completion that removes it on any pop.
    .passes(files: [
      "Coordinator.swift": base + """

        protocol LoginCoordinatorDelegate: AnyObject { func loginDidCancel(_ login: LoginCoordinator) }
        final class Router {
          func push(_ screen: UIViewController, popCompletion: @escaping () -> Void) {}
          func popModule(animated: Bool) {}
        }
        """,
      "LoginCoordinator.swift": """
        final class LoginCoordinator: Coordinator {
          var childCoordinators: [Coordinator] = []
          weak var delegate: LoginCoordinatorDelegate?
          let screen = UIViewController()
          func start() {}
          func cancel() { delegate?.loginDidCancel(self) }
        }
        """,
      "AccountCoordinator.swift": """
        final class AccountCoordinator: Coordinator, LoginCoordinatorDelegate {
          var childCoordinators: [Coordinator] = []
          let router = Router()
          func start() {}
          func showLogin() {
            let login = LoginCoordinator()
            login.delegate = self
            childCoordinators.append(login)
            router.push(login.screen) { [weak self] in self?.childCoordinators.removeAll { $0 === login } }
          }
          func loginDidCancel(_ login: LoginCoordinator) {
            router.popModule(animated: true)
          }
        }
        """,
    ]),
    // The same cancel callback when the child's screen hears that it leaves its stack and tells the child, whose
    // finish removes it: popping the screen is that exit.
    .passes(files: [
      "Coordinator.swift": base + """

        protocol LoginCoordinatorDelegate: AnyObject {
          func loginDidFinish(_ login: LoginCoordinator)
          func loginDidCancel(_ login: LoginCoordinator)
        }
        """,
      "LoginViewController.swift": """
        final class LoginViewController: UIViewController {
          var onLeave: (() -> Void)?
          override func willMove(toParent parent: UIViewController?) {
            super.willMove(toParent: parent)
            if parent == nil { onLeave?() }
          }
        }
        """,
      "LoginCoordinator.swift": """
        final class LoginCoordinator: Coordinator {
          var childCoordinators: [Coordinator] = []
          weak var delegate: LoginCoordinatorDelegate?
          let navigationController: UINavigationController
          init(navigationController: UINavigationController) { self.navigationController = navigationController }
          func start() {}
          func showForm() {
            let screen = LoginViewController()
            screen.onLeave = { [weak self] in self?.finish() }
            navigationController.pushViewController(screen, animated: true)
          }
          func finish() { delegate?.loginDidFinish(self) }
          func cancel() { delegate?.loginDidCancel(self) }
        }
        """,
      "AccountCoordinator.swift": """
        final class AccountCoordinator: Coordinator, LoginCoordinatorDelegate {
          var childCoordinators: [Coordinator] = []
          let navigationController = UINavigationController()
          let home = UIViewController()
          func start() {}
          func showLogin() {
            let login = LoginCoordinator(navigationController: navigationController)
            login.delegate = self
            childCoordinators.append(login)
            login.showForm()
          }
          func loginDidFinish(_ login: LoginCoordinator) {
            childCoordinators.removeAll { $0 === login }
          }
          func loginDidCancel(_ login: LoginCoordinator) {
            navigationController.popToViewController(home, animated: false)
          }
        }
        """,
    ]),
    // Added once, but the child finishes and the parent's handler forgets to remove it.
    .fails(files: [
      "Coordinator.swift": base + "\nprotocol FlowDelegate: AnyObject { func flowDidFinish(_ flow: Coordinator) }",
      "AppCoordinator.swift": """
        final class AppCoordinator: Coordinator, FlowDelegate {
          var ①childCoordinators: [Coordinator] = []
          func start() {
            let auth = AuthCoordinator()
            auth.delegate = self
            ↓self.childCoordinators.append(auth)
            auth.start()
          }
          func ②flowDidFinish(_ flow: Coordinator) { print("finished") }
        }
        """,
      "AuthCoordinator.swift": """
        final class AuthCoordinator: Coordinator {
          var childCoordinators: [Coordinator] = []
          weak var delegate: FlowDelegate?
          func start() {}
          func didSignIn() { finish() }
          private func finish() {
            childCoordinators.removeAll()
            delegate?.flowDidFinish(self)
          }
        }
        """,
    ], findings: [
      .finding("""
        'AuthCoordinator' is added to 'childCoordinators' once but never removed; remove it when its flow finishes
        """, notes: [
          .note("children store 'childCoordinators' is declared here", at: "①"),
          .note("'flowDidFinish(_:)' receives the child's callback but does not remove it", at: "②"),
        ]),
    ]),
    // Added through a base-class wrapper from a subscription; the base has no way to remove children.
    .fails(files: [
      "BaseCoordinator.swift": """
        protocol Coordinator: AnyObject { func start() }
        class BaseCoordinator: Coordinator {
          private(set) var ①children: [Coordinator] = []
          func start() {}
          final func store(_ child: Coordinator) { children.append(child) }
        }
        """,
      "ProfileCoordinator.swift": """
        final class ProfileCoordinator: BaseCoordinator {
          override func start() {
            viewModel.editTapped.subscribe(onNext: { [weak self] in
              guard let self else { return }
              let editor = EditorCoordinator()
              ↓self.store(editor)
              editor.start()
            })
          }
        }
        final class EditorCoordinator: BaseCoordinator {}
        """,
    ], findings: [
      .finding("""
        'EditorCoordinator' is added to 'children' each time the closure made in 'start()' runs but never removed; \
        remove it when its flow finishes
        """, notes: [.note("children store 'children' is declared here", at: "①")]),
    ]),
    // A finish handler that closes the child's screen and drops every child of the finishing child's kind
    // (`$0.flow != child.flow`): the child itself goes with them.
    .passes(files: [
      "Coordinator.swift": finishingProtocol,
      "HomeCoordinator.swift": """
        final class HomeCoordinator: Coordinator, CoordinatorFinishDelegate {
          var childCoordinators: [Coordinator] = []
          weak var finishDelegate: CoordinatorFinishDelegate?
          let flow = Flow.home
          let navigationController = UINavigationController()
          func start() {}
          func showRun() {
            let run = RunCoordinator()
            run.finishDelegate = self
            childCoordinators.append(run)
            run.start()
          }
          func coordinatorDidFinish(childCoordinator: Coordinator) {
            childCoordinators = childCoordinators.filter { $0.flow != childCoordinator.flow }
            navigationController.popToRootViewController(animated: true)
          }
        }
        """,
      "RunCoordinator.swift": finishingChild("RunCoordinator", flow: "run"),
    ]),
    // A parent that ends with its child: the handler of the child's finish clears the children and hands the
    // parent up, so the clear takes the child out.
    .passes(files: [
      "Coordinator.swift": finishingProtocol,
      "LoginCoordinator.swift": """
        final class LoginCoordinator: Coordinator, CoordinatorFinishDelegate {
          var childCoordinators: [Coordinator] = []
          weak var finishDelegate: CoordinatorFinishDelegate?
          let flow = Flow.login
          func start() {}
          func showSignUp() {
            let signUp = SignUpCoordinator()
            signUp.finishDelegate = self
            childCoordinators.append(signUp)
            signUp.start()
          }
          func coordinatorDidFinish(childCoordinator: Coordinator) {
            childCoordinators.removeAll()
            finishDelegate?.coordinatorDidFinish(childCoordinator: self)
          }
        }
        """,
      "SignUpCoordinator.swift": finishingChild("SignUpCoordinator", flow: "signUp"),
    ]),
    // A tab's child that adopts the screen its parent built: a post it pushes when the screen sends an event is
    // a screen inside its flow, and going back from it does not end the child.
    .passes(feedTab(entry: """
      screen.selected.sink { [weak self] _ in self?.showPost() }.store(in: &bag)
      """, marked: false)),
    // The same child pushing the post as it starts: going back from the post leaves the child behind.
    .fails(feedTab(entry: "showPost()", marked: true), findings: [
      .finding("""
        'FeedCoordinator' is removed from 'childCoordinators' when its flow finishes, but not when the user goes \
        back from 'PostViewController'; remove it when that screen is popped too \
        ('navigationController(_:didShow:animated:)', or 'isMovingFromParent' in 'viewDidDisappear')
        """, notes: [.note("""
          'PostViewController' is pushed here onto the navigation stack the child was given, where the back \
          button pops it
          """, at: "②")]),
    ]),
    // A child that presents a navigation controller of its own and pushes its first screen there: that screen is
    // its stack's root, with no back button; only the parent's stack, given to the child, has one.
    .passes("""
      \(base)
      final class DraftViewController: UIViewController {}
      protocol ComposeCoordinatorDelegate: AnyObject { func composeDidFinish(_ compose: ComposeCoordinator) }
      final class ComposeCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var delegate: ComposeCoordinatorDelegate?
        private let navigationController: UINavigationController
        private var container: UINavigationController?
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let stack = UINavigationController()
          stack.modalPresentationStyle = .fullScreen
          container = stack
          navigationController.present(stack, animated: true)
          container?.pushViewController(DraftViewController(), animated: false)
        }
        func close() { delegate?.composeDidFinish(self) }
      }
      final class InboxCoordinator: Coordinator, ComposeCoordinatorDelegate {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() { navigationController.pushViewController(UIViewController(), animated: false) }
        func showCompose() {
          let compose = ComposeCoordinator(navigationController: navigationController)
          compose.delegate = self
          childCoordinators.append(compose)
          compose.start()
        }
        func composeDidFinish(_ compose: ComposeCoordinator) { childCoordinators.removeAll { $0 === compose } }
      }
      """),
    // A protocol extension's `finish()` that removes whatever child it runs on: the sign-up screen's view model
    // calls it on the sign-up child, nothing calls it on the friend child, so that one is never removed.
    .fails("""
      protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        var finishDelegate: CoordinatorFinishDelegate? { get set }
        func start()
      }
      protocol CoordinatorFinishDelegate: AnyObject { func coordinatorDidFinish(childCoordinator: Coordinator) }
      extension Coordinator {
        func finish() {
          childCoordinators.removeAll()
          ②finishDelegate?.coordinatorDidFinish(childCoordinator: self)
        }
      }
      protocol SignUpCoordinator: Coordinator {}
      final class SignUpViewController: UIViewController {
        override func viewDidLoad() { navigationItem.hidesBackButton = true }
      }
      final class SignUpViewModel {
        weak var coordinator: SignUpCoordinator?
        func didSignUp() { coordinator?.finish() }
      }
      final class DefaultSignUpCoordinator: SignUpCoordinator {
        var childCoordinators: [Coordinator] = []
        weak var finishDelegate: CoordinatorFinishDelegate?
        let navigationController: UINavigationController
        init(_ navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { navigationController.pushViewController(SignUpViewController(), animated: true) }
      }
      final class AddFriendCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var finishDelegate: CoordinatorFinishDelegate?
        let navigationController: UINavigationController
        init(_ navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { navigationController.pushViewController(UIViewController(), animated: true) }
      }
      final class FriendsCoordinator: Coordinator, CoordinatorFinishDelegate {
        var ①childCoordinators: [Coordinator] = []
        weak var finishDelegate: CoordinatorFinishDelegate?
        let navigationController = UINavigationController()
        func start() { navigationController.pushViewController(UIViewController(), animated: false) }
        func showSignUp() {
          let signUp = DefaultSignUpCoordinator(navigationController)
          signUp.finishDelegate = self
          childCoordinators.append(signUp)
          signUp.start()
        }
        func showAddFriend() {
          let addFriend = AddFriendCoordinator(navigationController)
          addFriend.finishDelegate = self
          ↓childCoordinators.append(addFriend)
          addFriend.start()
        }
        func coordinatorDidFinish(childCoordinator: Coordinator) {
          childCoordinators = childCoordinators.filter { $0 !== childCoordinator }
        }
      }
      """, findings: [
      .finding("""
        'AddFriendCoordinator' is added to 'childCoordinators' each time 'showAddFriend()' runs but never removed; \
        remove it when its flow finishes
        """, notes: [
          .note("children store 'childCoordinators' is declared here", at: "①"),
          .note("'finish()' would remove it, but nothing runs it for 'AddFriendCoordinator'", at: "②"),
        ]),
    ]),
    // A base class removes the child its children hand to `didFinish(_:)`; an override passing its argument on to
    // `super` hears the same children, not others. The confirmation child's own finish only pops, so it stays.
    .fails("""
      import UIKit
      class FlowCoordinator {
        private(set) var ①children: [FlowCoordinator] = []
        weak var parent: FlowCoordinator?
        func start() {}
        func finish() {}
        func addChild(_ child: FlowCoordinator) {
          child.parent = self
          children.append(child)
        }
        func didFinish(_ child: FlowCoordinator) { children.removeAll { $0 === child } }
      }
      final class ConfirmationViewModel {
        weak var coordinator: ConfirmationCoordinator?
        func close() { coordinator?.finish() }
      }
      final class ConfirmationCoordinator: FlowCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        override func start() { navigationController.pushViewController(UIViewController(), animated: true) }
        override func finish() { navigationController.popViewController(animated: true) }
      }
      final class FormViewModel {
        weak var coordinator: FormCoordinator?
        func next() { coordinator?.showConfirmation() }
        func close() { coordinator?.finish() }
      }
      final class FormCoordinator: FlowCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        override func start() { navigationController.pushViewController(UIViewController(), animated: true) }
        override func finish() { parent?.didFinish(self) }
        func showConfirmation() {
          let confirmation = ConfirmationCoordinator(navigationController: navigationController)
          ↓addChild(confirmation)
          confirmation.start()
        }
      }
      final class MainCoordinator: FlowCoordinator {
        let navigationController = UINavigationController()
        override func start() {
          let form = FormCoordinator(navigationController: navigationController)
          addChild(form)
          form.start()
        }
        override func didFinish(_ child: FlowCoordinator) {
          ②super.didFinish(child)
          navigationController.popToRootViewController(animated: true)
        }
      }
      """, findings: [
      .finding("""
        'ConfirmationCoordinator' is added to 'children' each time 'showConfirmation()' runs but never removed; \
        remove it when its flow finishes
        """, notes: [
          .note("children store 'children' is declared here", at: "①"),
          .note("'didFinish(_:)' would remove it, but nothing runs it for 'ConfirmationCoordinator'", at: "②"),
        ]),
    ]),
    // A removal by type (`removeAll { $0 is SearchCoordinator }`) takes out the children of that type only: the
    // filters child stays.
    .fails("""
      \(base)
      final class FiltersCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class SearchCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class CatalogCoordinator: Coordinator {
        var ①childCoordinators: [Coordinator] = []
        func start() {}
        func showFilters() {
          let filters = FiltersCoordinator()
          ↓childCoordinators.append(filters)
          filters.start()
        }
        func showSearch() {
          let search = SearchCoordinator()
          childCoordinators.append(search)
          search.start()
        }
        func searchDidFinish() { childCoordinators.removeAll { $0 is SearchCoordinator } }
      }
      """, findings: [
      .finding("""
        'FiltersCoordinator' is added to 'childCoordinators' each time 'showFilters()' runs but never removed; \
        remove it when its flow finishes
        """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")]),
    ]),
    // The main flow, entered once when start's setup completes: a protocol requirement called only from a
    // closure that runs once (`notify`), on the start path.
    .passes(mainFlow(retry: "")),
    // The same flow entered again from a screen's retry callback: added each time.
    .fails(mainFlow(retry: "\n    screen.onRetry = { [weak self] in self?.showMain() }", marked: true), findings: [
      .finding("""
        'MainCoordinator' is added to 'childCoordinators' each time 'showMain()' runs but never removed; remove it \
        when its flow finishes
        """, notes: [.note("children store 'childCoordinators' is declared here", at: "①")]),
    ]),
  ] + exitExamples + helperExamples

  /// A tab's child that adopts the screen its parent built and reports its end to a delegate; `entry` is the body
  /// of its `start(with:)`, and `marked` puts the markers in.
  static func feedTab(entry: String, marked: Bool) -> String {
    let source = """
      \(base)
      final class FeedViewController: UIViewController { let selected = PassthroughSubject<Int, Never>() }
      final class PostViewController: UIViewController {}
      protocol FeedCoordinatorDelegate: AnyObject { func feedDidFinish(_ feed: FeedCoordinator) }
      final class FeedCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var delegate: FeedCoordinatorDelegate?
        private var bag = Set<AnyCancellable>()
        private let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {}
        func start(with screen: FeedViewController) {
          \(entry)
        }
        func showPost() { ②navigationController.pushViewController(PostViewController(), animated: true) }
        func signOut() { delegate?.feedDidFinish(self) }
      }
      final class TabsCoordinator: Coordinator, FeedCoordinatorDelegate {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() { navigationController.pushViewController(UIViewController(), animated: false) }
        func makeFeedTab() -> UIViewController {
          let screen = FeedViewController()
          let feed = FeedCoordinator(navigationController: navigationController)
          feed.delegate = self
          feed.start(with: screen)
          ↓childCoordinators.append(feed)
          return screen
        }
        func feedDidFinish(_ feed: FeedCoordinator) { childCoordinators.removeAll { $0 === feed } }
      }
      """
    return marked ? source : RuleExample.unmarked(source)
  }

  /// A coordinator protocol with a kind (`flow`) and a protocol-extension `finish()` that tells the delegate.
  static let finishingProtocol = """
    protocol Coordinator: AnyObject {
      var childCoordinators: [Coordinator] { get set }
      var finishDelegate: CoordinatorFinishDelegate? { get set }
      var flow: Flow { get }
      func start()
    }
    enum Flow { case home, login, run, signUp }
    protocol CoordinatorFinishDelegate: AnyObject {
      func coordinatorDidFinish(childCoordinator: Coordinator)
    }
    extension Coordinator {
      func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
      }
    }
    """

  /// A child of `finishingProtocol` that finishes when its screen is done.
  static func finishingChild(_ name: String, flow: String) -> String {
    """
    final class \(name): Coordinator {
      var childCoordinators: [Coordinator] = []
      weak var finishDelegate: CoordinatorFinishDelegate?
      let flow = Flow.\(flow)
      func start() {}
      func screenDidComplete() { finish() }
    }
    """
  }

  /// An app coordinator that shows its main flow once its settings load; `retry` is more of `start()`, and
  /// `marked` puts the markers in.
  static func mainFlow(retry: String, marked: Bool = false) -> String {
    let source = """
      \(base)
      protocol AppFlow: AnyObject { func showMain() }
      final class LaunchViewController: UIViewController { var onRetry: (() -> Void)? }
      final class AppCoordinator: Coordinator, AppFlow {
        var ①childCoordinators: [Coordinator] = []
        let window = UIWindow()
        let group = DispatchGroup()
        func start() {
          let screen = LaunchViewController()
          window.rootViewController = screen\(retry)
          loadSettings()
        }
        private func loadSettings() {
          group.notify(queue: .main) { [weak self] in self?.showMain() }
        }
        func showMain() {
          let main = MainCoordinator()
          ↓childCoordinators.append(main)
          main.start()
        }
      }
      final class MainCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      """
    return marked ? source : RuleExample.unmarked(source)
  }
}
