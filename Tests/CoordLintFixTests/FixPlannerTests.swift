import CoordLintCore
import CoordLintFix
import CoordLintRules
import CoordLintTestSupport
import Testing

/// What `fix` must leave alone: each case a change that would break code or behaviour, and one that needs a
/// companion change.
@Suite struct FixPlannerTests {
  static let base = """
    import UIKit
    protocol Coordinator: AnyObject {
      var childCoordinators: [Coordinator] { get set }
      func start()
    }
    final class ParentCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      func start() {
        let child = ChildCoordinator(parent: self)
        childCoordinators.append(child)
        child.start()
      }
      func childDidFinish(_ child: ChildCoordinator) {
        childCoordinators.removeAll { $0 === child }
      }
    }
    """

  static func child(_ declaration: String, initializer: String = "self.parent = parent") -> String {
    """
    final class ChildCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      \(declaration)
      init(parent: ParentCoordinator) { \(initializer) }
      func start() {}
      func finish() { parent?.childDidFinish(self) }
    }
    """
  }

  func fix(_ files: [String: String], rules: [any Rule.Type] = RuleRegistry.all) -> FixEngine.Outcome {
    let ordered = files.sorted { $0.key < $1.key }.map { (name: $0.key, source: $0.value) }
    return FixEngine(rules: rules, options: AnalysisOptions()).run(InMemorySources.facts(ordered), sources: files)
  }

  @Test func aWeakParentIsProvenByItsOneInjection() {
    let outcome = fix(["App.swift": Self.base + "\n" + Self.child("var parent: ParentCoordinator?")])
    #expect(outcome.applied.map(\.summary) == ["declare 'ChildCoordinator.parent' as 'weak var'"])
    #expect(outcome.sources["App.swift"]?.contains("  weak var parent: ParentCoordinator?") == true)
  }

  /// A coordinator its parent makes and only starts lives through its screen's view model alone: weak, it would go.
  @Test func aReferenceThatIsAllThatKeepsItsCoordinatorIsLeftAlone() {
    let app = """
      import UIKit
      protocol Coordinator: AnyObject { func start() }
      final class ProfileViewModel { var coordinator: ProfileCoordinator? }
      final class ProfileViewController: UIViewController {
        let viewModel: ProfileViewModel
        init(viewModel: ProfileViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      final class ProfileCoordinator: Coordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let viewModel = ProfileViewModel()
          viewModel.coordinator = self
          navigationController.setViewControllers([ProfileViewController(viewModel: viewModel)], animated: false)
        }
      }
      final class HomeCoordinator: Coordinator {
        let navigationController = UINavigationController()
        func start() {}
        func showProfile() {
          let profile = ProfileCoordinator(navigationController: navigationController)
          profile.start()
        }
      }
      """
    let outcome = fix(["App.swift": app])
    #expect(outcome.applied.isEmpty)
    #expect(outcome.refusals.map(\.reason)
      == ["'ProfileCoordinator' is kept alive only through 'coordinator'; keep it in its parent first"])
  }

  /// The same for a closure's capture: weak, it would free the coordinator its parent only starts.
  @Test func aCaptureThatIsAllThatKeepsItsCoordinatorIsLeftAlone() {
    let app = """
      import UIKit
      protocol Coordinator: AnyObject { func start() }
      final class ProfileViewController: UIViewController {
        var onClose: (() -> Void)?
      }
      final class ProfileCoordinator: Coordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let screen = ProfileViewController()
          screen.onClose = { self.navigationController.popViewController(animated: true) }
          navigationController.pushViewController(screen, animated: true)
        }
      }
      final class HomeCoordinator: Coordinator {
        let navigationController = UINavigationController()
        func start() {}
        func showProfile() {
          let profile = ProfileCoordinator(navigationController: navigationController)
          profile.start()
        }
      }
      """
    let outcome = fix(["App.swift": app])
    #expect(outcome.applied.isEmpty)
    #expect(outcome.refusals.map(\.reason)
      == ["'ProfileCoordinator' is kept alive only through this capture; keep it in its parent first"])
  }

  @Test func aTestStoringAnotherObjectDefeatsTheProof() {
    let test = """
      import XCTest
      final class ChildCoordinatorTests: XCTestCase {
        func testFinish() {
          let child = ChildCoordinator(parent: ParentCoordinator())
          child.parent = ParentCoordinator()
          child.finish()
        }
      }
      """
    let outcome = fix(["App.swift": Self.base + "\n" + Self.child("var parent: ParentCoordinator?"),
                       "ChildCoordinatorTests.swift": test])
    #expect(outcome.applied.isEmpty)
    #expect(outcome.refusals.map(\.reason).contains { $0.contains("ChildCoordinatorTests.swift") })
  }

  @Test func aPropertyThatIsNotOptionalOrALetIsLeftAlone() {
    for declaration in ["var parent: ParentCoordinator", "let parent: ParentCoordinator?"] {
      let outcome = fix(["App.swift": Self.base + "\n" + Self.child(declaration)])
      #expect(outcome.applied.isEmpty, "\(declaration)")
      #expect(!outcome.refusals.isEmpty, "\(declaration)")
    }
  }

  @Test func aDelegateProtocolAdoptedByAStructIsNotMadeClassBound() {
    let app = """
      protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
      }
      protocol LoginDelegate { func loginDidFinish() }
      final class AppCoordinator: Coordinator, LoginDelegate {
        var childCoordinators: [Coordinator] = []
        func start() {
          let login = LoginCoordinator()
          login.delegate = self
          childCoordinators.append(login)
        }
        func loginDidFinish() { childCoordinators.removeAll() }
      }
      final class LoginCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var delegate: LoginDelegate?
        func start() {}
      }
      """
    let made = fix(["App.swift": app])
    #expect(made.applied.map(\.summary).sorted()
              == ["declare 'LoginCoordinator.delegate' as 'weak var'", "declare 'protocol LoginDelegate: AnyObject'"])
    let spy = "import XCTest\nstruct LoginDelegateSpy: LoginDelegate { func loginDidFinish() {} }\n"
    let refused = fix(["App.swift": app, "LoginTests.swift": spy])
    #expect(refused.applied.isEmpty)
    #expect(refused.refusals.map(\.reason).contains { $0.contains("'LoginDelegateSpy' adopts 'LoginDelegate'") })
    let published = fix(["App.swift": app.replacingOccurrences(of: "protocol LoginDelegate", with: "public protocol LoginDelegate")])
    #expect(published.applied.isEmpty)
  }

  @Test func anotherCallerPassingSomethingElseDefeatsTheProof() {
    let other = """
      final class DeepLinkHandler {
        func open() { _ = ChildCoordinator(parent: ParentCoordinator()) }
      }
      """
    let outcome = fix(["App.swift": Self.base + "\n" + Self.child("var parent: ParentCoordinator?"),
                       "DeepLink.swift": other])
    #expect(outcome.applied.isEmpty)
    #expect(outcome.refusals.map(\.reason).contains { $0.contains("DeepLink.swift") })
  }

  @Test func aClosureReturningAValueIsNotGivenAnEarlyReturn() {
    let app = """
      protocol Coordinator: AnyObject { func start() }
      final class ListViewController { var title: (() -> String)? }
      final class ListCoordinator: Coordinator {
        let screen = ListViewController()
        var name = "List"
        func start() { screen.title = { self.name } }
      }
      """
    let outcome = fix(["App.swift": app])
    #expect(outcome.applied.isEmpty)
    #expect(outcome.refusals.map(\.reason) == ["closures in 'title' return 'String', so they cannot return early"])
  }

  @Test func anExplicitStrongSelfCaptureBecomesWeak() {
    let app = """
      protocol Coordinator: AnyObject { func start() }
      final class ListViewController { var onClose: (() -> Void)? }
      final class ListCoordinator: Coordinator {
        let screen = ListViewController()
        func start() {
          screen.onClose = { [self] in
            close()
          }
        }
        func close() {}
      }
      """
    let outcome = fix(["App.swift": app])
    #expect(outcome.applied.count == 1)
    #expect(outcome.sources["App.swift"]?.contains("""
          screen.onClose = { [weak self] in
            guard let self else { return }
            close()
      """) == true)
  }

  @Test func aChangeThatWouldLeaveACoordinatorUnretainedIsUndone() {
    // Where the home screen makes it, the flow is kept alive by nothing but its screen's closure: breaking the
    // cycle would free it at once, and analyzed again the change adds an unretained-coordinator finding. (The app
    // flow keeping its own promo is why the planner cannot tell this before it tries.)
    let app = """
      import UIKit
      protocol Coordinator: AnyObject { func start() }
      final class PromoViewController: UIViewController { var onClose: (() -> Void)? }
      final class PromoCoordinator: Coordinator {
        let navigationController: UINavigationController
        let screen = PromoViewController()
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          screen.onClose = { self.close() }
          navigationController.present(screen, animated: true)
        }
        func close() { screen.dismiss(animated: true) }
      }
      final class HomeViewController: UIViewController {
        func showPromo() {
          let promo = PromoCoordinator(navigationController: navigationController!)
          promo.start()
        }
      }
      final class AppFlow {
        var promo: PromoCoordinator?
        func showPromo(on navigationController: UINavigationController) {
          promo = PromoCoordinator(navigationController: navigationController)
          promo?.start()
        }
      }
      """
    let before = Linter().lint(analyze(["App.swift": app]))
    let outcome = fix(["App.swift": app])
    #expect(before.contains { $0.rule.hasSuffix("retain-cycle") })
    #expect(!before.contains { $0.rule == "unretained-coordinator" })
    #expect(outcome.applied.isEmpty)
    #expect(outcome.refusals.contains { $0.reason.contains("adds 'unretained-coordinator'") })
  }
}
