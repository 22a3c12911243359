import CoordLintTestSupport
import Testing
@testable import CoordLintCore

@Suite struct CoordinatorDetectionTests {
  @Test func protocolRootAndConformers() {
    let analysis = analyze("""
      \(Snippet.coordinatorProtocolWithChildren)
      \(Snippet.coordinatorWithChildren("AppCoordinator"))
      protocol CoordinatorFinishDelegate: AnyObject { func coordinatorDidFinish(childCoordinator: Coordinator) }
      final class Helper: CoordinatorFinishDelegate { func coordinatorDidFinish(childCoordinator: Coordinator) {} }
      """)
    #expect(coordinatorNames(analysis) == ["AppCoordinator", "Coordinator"])
    #expect(analysis.coordinators.entries["Coordinator"]?.kind == .protocol)
    #expect(analysis.coordinators.entries["Coordinator"]?.reason == .root)
    #expect(analysis.coordinators.entries["AppCoordinator"]?.reason == .conformance)
  }

  @Test func openClassBaseConformingToAProtocolRoot() {
    let analysis = analyze("""
      public protocol Coordinating: AnyObject { var children: [Coordinating] { get } }
      open class Coordinator: Coordinating {
        public final var children: [Coordinating] = []
        open func start(at navigationController: UINavigationController?) {}
      }
      final class HomeCoordinator: Coordinator {}
      """)
    let entries = analysis.coordinators.entries
    #expect(coordinatorNames(analysis) == ["Coordinating", "Coordinator", "HomeCoordinator"])
    #expect(entries["Coordinator"]?.kind == .base)
    #expect(entries["Coordinator"]?.reason == .conformance)
    #expect(entries["HomeCoordinator"]?.chain.map(\.target) == ["Coordinator", "Coordinating"])
    #expect(entries["HomeCoordinator"]?.root == "Coordinating")
  }

  @Test func viewControllerFacingProtocolsAreNotRoots() {
    let analysis = analyze("""
      \(Snippet.coordinatorProtocol)
      protocol XCoordinatorProtocol: AnyObject { func showNextScreen(); func goBack() }
      final class XCoordinator: Coordinator, XCoordinatorProtocol {
        func start() {}; func showNextScreen() {}; func goBack() {}
      }
      final class AViewController { weak var coordinator: XCoordinatorProtocol? }
      """)
    #expect(coordinatorNames(analysis) == ["Coordinator", "XCoordinator"])
  }

  @Test func libraryBasesNeedNoSources() {
    let analysis = analyze(
      "import XCoordinator\nenum AppRoute: Route { case home }\nfinal class AppCoordinator: NavigationCoordinator<AppRoute> {}",
      "import XCoordinator\ntypealias ProfileFlow = ViewCoordinator<ProfileRoute>\nfinal class ProfileCoordinator: ProfileFlow {}",
      "import RxFlow\nfinal class OnboardingFlow: Flow {}")
    #expect(coordinatorNames(analysis) == ["AppCoordinator", "OnboardingFlow", "ProfileCoordinator"])
    #expect(analysis.coordinators.entries["AppCoordinator"]?.reason == .library)
    #expect(analysis.coordinators.entries["AppCoordinator"]?.library == "XCoordinator")
    #expect(analysis.coordinators.entries["OnboardingFlow"]?.library == "RxFlow")
  }

  @Test func aTypealiasNamingTheLibrarysOwnTypeOfTheSameNameReachesTheLibrary() {
    // The app's `Coordinator` is CoordinatorsFoundation's generic class, and its `NavigationCoordinator` is that
    // library's, not XCoordinator's of the same name.
    let analysis = analyze("""
      import CoordinatorsFoundation
      enum Link: DeepLinkOptionable {}
      typealias Coordinator = CoordinatorsFoundation.Coordinator<Link, Kind>
      typealias NavigationCoordinator = CoordinatorsFoundation.NavigationCoordinator<Link, Kind>
      """,
      "import UIKit\nclass AppCoordinator: Coordinator {}",
      "import UIKit\nclass ProfileCoordinator: NavigationCoordinator {}")
    #expect(coordinatorNames(analysis) == ["AppCoordinator", "ProfileCoordinator"])
    #expect(analysis.coordinators.entries["AppCoordinator"]?.library == "CoordinatorsFoundation")
    #expect(analysis.coordinators.entries["ProfileCoordinator"]?.library == "CoordinatorsFoundation")
  }

  @Test func aFlowWithoutRxFlowIsNotACoordinator() {
    let analysis = analyze("protocol Flow {}\nstruct CheckoutFlow: Flow {}", "struct Other: Flow {}")
    #expect(coordinatorNames(analysis).isEmpty)
  }

  @Test func nameFallbackNeedsCoordinatorMembers() {
    let analysis = analyze("""
      import CoordinatorKit
      final class CartCoordinator: NSObject {
        private let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {}
      }
      class FlowCoordinator {
        var router: AppRouter?
        func start() {}
      }
      final class ReceiptCoordinator: FlowCoordinator {}
      final class SyncCoordinator: FlowCoordinatorBase { func start() {} }
      final class FadeTransitionCoordinator: NSObject { func animate(alongside: () -> Void) {} }
      final class LayoutCoordinator { var navigationController = UINavigationController() }
      """)
    #expect(coordinatorNames(analysis) == ["CartCoordinator", "FlowCoordinator", "ReceiptCoordinator"])
    #expect(analysis.coordinators.entries["CartCoordinator"]?.reason == .name)
    #expect(analysis.coordinators.entries["CartCoordinator"]?.kind == .coordinator)
    #expect(analysis.coordinators.entries["FlowCoordinator"]?.reason == .root)
    #expect(analysis.coordinators.entries["FlowCoordinator"]?.kind == .base)
    #expect(analysis.coordinators.entries["ReceiptCoordinator"]?.reason == .conformance)
  }

  @Test func intermediateNamedBasesDoNotEndTheChain() {
    let analysis = analyze("""
      \(Snippet.coordinatorProtocol)
      class BaseCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class HomeCoordinator: BaseCoordinator {}
      """)
    #expect(analysis.coordinators.entries["HomeCoordinator"]?.root == "Coordinator")
    #expect(analysis.coordinators.entries["BaseCoordinator"]?.kind == .base)
  }

  @Test func nestedCoordinatorsAreQualified() {
    let analysis = analyze(
      Snippet.coordinatorProtocol + "\nenum Checkout { final class PaymentCoordinator: Coordinator { func start() {} } }",
      "extension Checkout { final class ShippingCoordinator: Coordinator { func start() {} } }")
    #expect(coordinatorNames(analysis) == ["Checkout.PaymentCoordinator", "Checkout.ShippingCoordinator", "Coordinator"])
  }
}
