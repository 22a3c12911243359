import CoordLintCore

/// Examples of `strong-back-reference`: each is documentation and a test.
enum StrongBackReferenceRuleExamples {
  static let base = "import UIKit\n" + RuleExample.coordinatorProtocol

  /// A parent that keeps the coordinator in its children, so the screen's reference is not what keeps it.
  static func keeping(_ child: String) -> String {
    """
    final class SettingsCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let navigationController = UINavigationController()
      func start() {}
      func show() {
        let child = \(child)(navigationController: navigationController)
        childCoordinators.append(child)
        child.start()
      }
    }
    """
  }

  /// The FAQ screen and its view model, which holds the coordinator strongly (marked where the rule reports).
  static let faqScreen = """
    final class FAQViewModel {
      private let ↓coordinator: FAQCoordinator
      init(coordinator: FAQCoordinator) { self.coordinator = coordinator }
    }
    final class FAQViewController: UIViewController {
      let viewModel: FAQViewModel
      init(viewModel: FAQViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
      }
    }
    """

  static func help(_ screen: String) -> String {
    """
    \(base)
    \(keeping("HelpCoordinator"))
    final class HelpCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      weak var ②navigationController: UINavigationController?
      init(navigationController: UINavigationController) { self.navigationController = navigationController }
      func start() {
        let screen = HelpViewController()
        ①screen.coordinator = self
        ③navigationController?.pushViewController(screen, animated: true)
      }
    }
    \(screen)
    """
  }

  static let all: [RuleExample] = [
    // A screen shown by the coordinator (on a navigation controller it holds weakly) refers back strongly.
    .fails(help("""
      final class HelpViewController: UIViewController {
        var ↓coordinator: HelpCoordinator?
      }
      """), findings: [
      .finding("""
        'HelpViewController.coordinator' refers back to its owner 'HelpCoordinator' strongly; declare \
        'coordinator' as 'weak var'
        """, notes: [
          .note("set to 'HelpCoordinator', which owns 'HelpViewController', here", at: "①"),
          .note("'HelpCoordinator' holds 'navigationController' (a 'UINavigationController') as 'weak'", at: "②"),
          .note("'HelpCoordinator.navigationController' shows 'HelpViewController' and keeps it", at: "③"),
        ]),
    ]),
    .passes(RuleExample.unmarked(help("""
      final class HelpViewController: UIViewController {
        weak var coordinator: HelpCoordinator?
      }
      """))),
    // A view model injected into the shown screen, holding the coordinator strongly.
    .fails("""
      \(base)
      \(keeping("FAQCoordinator"))
      final class FAQCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        unowned let ②navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let viewModel = ①FAQViewModel(coordinator: self)
          ③navigationController.pushViewController(④FAQViewController(viewModel: viewModel), animated: true)
        }
      }
      \(faqScreen)
      """, findings: [
      .finding("""
        'FAQViewModel.coordinator' refers back to its owner 'FAQCoordinator' strongly; declare 'coordinator' as \
        'weak var'
        """, notes: [
          .note("set to 'FAQCoordinator', which owns 'FAQViewModel', here", at: "①"),
          .note("'FAQCoordinator' holds 'navigationController' (a 'UINavigationController') as 'unowned'", at: "②"),
          .note("'FAQCoordinator.navigationController' shows 'FAQViewController' and keeps it", at: "③"),
          .note("'FAQViewController.viewModel' holds 'FAQViewModel' strongly", at: "④"),
        ]),
    ]),
    // Made and started as a temporary, the coordinator lives as long as its screen's view model holds it: that
    // reference is how it is owned, and a weak one would free it at once.
    .passes("""
      \(base)
      final class SettingsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {}
        func showFAQ() { FAQCoordinator(navigationController: navigationController).start() }
      }
      final class FAQCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var navigationController: UINavigationController?
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let viewModel = FAQViewModel(coordinator: self)
          navigationController?.pushViewController(FAQViewController(viewModel: viewModel), animated: true)
        }
      }
      \(RuleExample.unmarked(faqScreen))
      """),
    // A strong reference to a coordinator that does not own the holder: a shared deep-link handler.
    .passes("""
      \(base)
      final class DeepLinkHandler {
        static let shared = DeepLinkHandler()
        var coordinator: AppCoordinator?
      }
      final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() { DeepLinkHandler.shared.coordinator = self }
      }
      """),
    // A strong back reference that closes a cycle is reported once, as `retain-cycle`.
    .passes("""
      \(base)
      final class ParentCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {
          let child = ChildCoordinator()
          child.parentCoordinator = self
          childCoordinators.append(child)
        }
      }
      final class ChildCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var parentCoordinator: ParentCoordinator?
        func start() {}
      }
      """),
    // A local, and a property whose name says "delegate" but is never wired back: not findings.
    .passes("""
      \(base)
      final class ReportCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var delegate: ReportFormatter?
        func start() {
          let delegate = self
          self.delegate = ReportFormatter()
          _ = delegate
        }
      }
      final class ReportFormatter {}
      """),
  ]
}
