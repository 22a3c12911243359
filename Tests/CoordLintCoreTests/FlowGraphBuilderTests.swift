import CoordLintCore
import CoordLintTestSupport
import Testing

/// The flow graph: children, references back up, screens, transitions between flows, roots, focus.
@Suite struct FlowGraphBuilderTests {
  static let base = """
    \(Snippet.coordinatorProtocolWithChildren)
    extension Coordinator {
      func addChild(_ child: Coordinator) { childCoordinators.append(child) }
      func removeChild(_ child: Coordinator) { childCoordinators.removeAll { $0 === child } }
    }
    protocol FinishDelegate: AnyObject { func coordinatorDidFinish(_ child: Coordinator) }
    final class LoginCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      weak var finishDelegate: FinishDelegate?
      func start() {}
      func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(self)
      }
    }
    final class TabsCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      weak var finishDelegate: FinishDelegate?
      func start() {}
      func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(self)
      }
    }
    """

  private func edges(_ graph: FlowGraph, _ kind: FlowGraph.Edge.Kind) -> [String] {
    graph.edges.filter { $0.kind == kind }.map { "\($0.from)->\($0.to):\($0.label)" }
  }

  private func graph(_ sources: String..., screens: Bool = false) -> FlowGraph {
    FlowGraphBuilder(analysis: analyze(sources), findings: [], screens: screens).build()
  }

  @Test func anArrayLiteralAssignedToTheStoreMakesEveryElementAChild() {
    let graph = graph("""
      \(Snippet.coordinatorProtocolWithChildren)
      final class HomeCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class SearchCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class TabCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {
          let home = HomeCoordinator()
          let search = SearchCoordinator()
          childCoordinators = [home, search]
          childCoordinators.forEach { $0.start() }
        }
      }
      """)
    #expect(edges(graph, .child) == ["TabCoordinator->HomeCoordinator:=", "TabCoordinator->SearchCoordinator:="])
  }

  @Test func aFactorysCoordinatorAssignedToAPropertyIsAChildWhateverItIsErasedTo() {
    let graph = graph("""
      \(Snippet.coordinatorProtocolWithChildren)
      final class AnyFlow { init(_ base: Coordinator) {} }
      extension Coordinator { func erased() -> AnyFlow { AnyFlow(self) } }
      protocol ListModule { func makeListCoordinator() -> AnyFlow }
      final class AppModule: ListModule {
        func makeListCoordinator() -> AnyFlow { ListCoordinator().erased() }
      }
      final class ListCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class TabCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let module: ListModule
        private var list: AnyFlow?
        init(module: ListModule) { self.module = module }
        func start() { list = module.makeListCoordinator() }
      }
      final class SearchCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let module: ListModule
        private var list: AnyFlow?
        init(module: ListModule) { self.module = module }
        func start() {
          var list: AnyFlow?
          list = module.makeListCoordinator()
          _ = list
        }
      }
      """)
    // A local of the property's name is no property.
    #expect(edges(graph, .child) == ["TabCoordinator->ListCoordinator:start"])
  }

  @Test func childrenInEnumPayloadsAndFactoryTuplesAreChildren() {
    let graph = graph("""
      \(Snippet.coordinatorProtocolWithChildren)
      import UIKit
      extension Coordinator {
        func addChild(_ child: Coordinator) { childCoordinators.append(child); child.start() }
      }
      final class ProfileCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class SettingsCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class HelpCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class AboutCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class NewsCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      enum Route {
        case push(Coordinator)
        case present(Coordinator, animated: Bool)
        case pop
      }
      enum Made { case flow(Coordinator), screen(UIViewController) }
      final class FlowFactory {
        func makeHelp() -> (coordinator: HelpCoordinator, screen: UIViewController) {
          let help = HelpCoordinator()
          return (help, UIViewController())
        }
        func makeAbout() -> (coordinator: Coordinator, screen: UIViewController) {
          (AboutCoordinator(), UIViewController())
        }
        func makeNext() -> Made { .flow(NewsCoordinator()) }
      }
      final class HomeCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {
          perform(.push(ProfileCoordinator()))
          perform(.present(SettingsCoordinator(), animated: true))
          perform(.pop)
        }
        func perform(_ route: Route) {
          switch route {
          case .push(let child): addChild(child)
          case let .present(child, _): addChild(child)
          case .pop: break
          }
        }
      }
      final class MenuCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let factory = FlowFactory()
        func start() {
          let (coordinator, _) = factory.makeHelp()
          addChild(coordinator)
          let about = factory.makeAbout()
          addChild(about.coordinator)
          if case .flow(let next) = factory.makeNext() { addChild(next) }
        }
      }
      """)
    #expect(edges(graph, .child) == [
      "HomeCoordinator->ProfileCoordinator:addChild", "HomeCoordinator->SettingsCoordinator:addChild",
      "MenuCoordinator->AboutCoordinator:addChild", "MenuCoordinator->HelpCoordinator:addChild",
      "MenuCoordinator->NewsCoordinator:addChild",
    ])
  }

  @Test func libraryChildMethodsAddChildrenWithoutTheLibrarysSources() {
    let graph = graph("""
      import CoordinatorsFoundation
      typealias Coordinator = CoordinatorsFoundation.Coordinator<Link, Kind>
      final class ProfileCoordinator: Coordinator {}
      final class AppCoordinator: Coordinator {
        func showProfile() {
          let profile = ProfileCoordinator()
          add(child: profile)
          profile.start { [weak self, weak profile] in self?.remove(child: profile) }
        }
      }
      """)
    #expect(edges(graph, .child) == ["AppCoordinator->ProfileCoordinator:add"])
    let xcoordinator = self.graph("""
      import XCoordinator
      final class HelpCoordinator: NavigationCoordinator<HelpRoute> {}
      final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
        func showHelp() { self.addChild(HelpCoordinator()) }
      }
      """)
    #expect(edges(xcoordinator, .child) == ["SettingsCoordinator->HelpCoordinator:addChild"])
  }

  @Test func addsInProtocolExtensionsAndHelpersBelongToTheCoordinatorsThatCallThem() {
    let graph = graph("""
      \(Snippet.coordinatorProtocolWithChildren)
      extension Coordinator {
        func addChild(_ child: Coordinator) { childCoordinators.append(child) }
        func showHelp() { let help = HelpCoordinator(); addChild(help); help.start() }
        func offerHelp() { showHelp() }
      }
      enum Flows {
        static func start(_ child: Coordinator, from parent: Coordinator) { parent.addChild(child); child.start() }
        static func present(_ flow: Coordinator, over owner: Coordinator) { start(flow, from: owner) }
      }
      final class ProfileCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() { Flows.present(PayCoordinator(), over: self) }
      }
      final class HelpCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class PayCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class SettingsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() { offerHelp() }
        func pay() { Flows.start(PayCoordinator(), from: self) }
      }
      """)
    #expect(edges(graph, .child) == ["ProfileCoordinator->PayCoordinator:addChild",
                                     "SettingsCoordinator->HelpCoordinator:addChild",
                                     "SettingsCoordinator->PayCoordinator:addChild"])
  }

  @Test func childrenMadeByFactoriesAndProvidersAreChildren() {
    let graph = graph("""
      \(Snippet.coordinatorProtocolWithChildren)
      extension Coordinator { func asAny() -> AnyCoordinator { AnyCoordinator(self) } }
      class AnyCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private let doStart: () -> Void
        init(_ wrapped: Coordinator) { doStart = { wrapped.start() } }
        func start() { doStart() }
      }
      final class Module { func makeAuth() -> AnyCoordinator { AuthCoordinator().asAny() } }
      final class AuthCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class ImportCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let module = Module()
        let importProvider: () -> ImportCoordinator
        init(importProvider: @escaping () -> ImportCoordinator) { self.importProvider = importProvider }
        func start() {
          let auth = module.makeAuth()
          auth.start()
        }
        func openImport() {
          let child = importProvider()
          childCoordinators.append(child)
          child.start()
        }
      }
      """)
    #expect(edges(graph, .child) == ["AppCoordinator->AuthCoordinator:start",
                                     "AppCoordinator->ImportCoordinator:append"])
    #expect(edges(graph, .starts).isEmpty)
  }

  @Test func aSubclassedBaseBuiltAsItIsAndADefaultArgumentAreChildren() {
    let graph = graph("""
      \(Snippet.coordinatorProtocolWithChildren)
      class ListCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class FavoritesCoordinator: ListCoordinator {}
      final class LoginCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class HomeCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        init(login: LoginCoordinator = LoginCoordinator()) { childCoordinators.append(login) }
        func start() {
          let list = ListCoordinator()
          childCoordinators.append(list)
          list.start()
        }
      }
      """)
    #expect(edges(graph, .child) == ["HomeCoordinator->ListCoordinator:append", "HomeCoordinator->LoginCoordinator:append"])
  }

  @Test func aRootHoldingOnlyItsWindowAndItsCurrentChildIsACoordinator() {
    let graph = graph("""
      import UIKit
      \(Snippet.coordinatorProtocolWithChildren)
      final class TabCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class AppCoordinator {
        let window: UIWindow
        var tabs: TabCoordinator?
        init(window: UIWindow) { self.window = window }
        func start() {
          let tabs = TabCoordinator()
          self.tabs = tabs
          tabs.start()
        }
      }
      final class SceneDelegate { var app: AppCoordinator?; func connect() { app = AppCoordinator(window: UIWindow()); app?.start() } }
      """)
    #expect(edges(graph, .child) == ["AppCoordinator->TabCoordinator:tabs"])
    #expect(graph.nodes.first { $0.id == "AppCoordinator" }?.marks.contains(.root) == true)
  }

  @Test func ownersThatAreNotCoordinatorsAreDrawnWithTheirChildren() {
    let graph = graph("""
      import UIKit
      \(Snippet.coordinatorProtocolWithChildren)
      final class HomeCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class OnboardingCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class MainTabBarController: UITabBarController {
        var childCoordinators: [Coordinator] = []
        override func viewDidLoad() { let home = HomeCoordinator(); childCoordinators.append(home); home.start() }
      }
      final class AppDelegate {
        var flows: [Coordinator] = []
        func launch() { let onboarding = OnboardingCoordinator(); flows.append(onboarding); onboarding.start() }
      }
      """)
    #expect(edges(graph, .child) == ["AppDelegate->OnboardingCoordinator:append",
                                     "MainTabBarController->HomeCoordinator:append"])
    #expect(graph.nodes.first { $0.id == "MainTabBarController" }?.kind == .screen)
    #expect(graph.nodes.first { $0.id == "AppDelegate" }?.marks.contains(.root) == true)
  }

  @Test func rxFlowContributionsOfFlowsAreChildren() {
    let graph = graph("""
      import RxFlow
      import UIKit
      final class SettingsFlow: Flow {
        var root: Presentable { UINavigationController() }
        func navigate(to step: Step) -> FlowContributors { .none }
      }
      final class AppFlow: Flow {
        var root: Presentable { UINavigationController() }
        func navigate(to step: Step) -> FlowContributors { navigateToSettings() }
        private func navigateToSettings() -> FlowContributors {
          let settings = SettingsFlow()
          Flows.use(settings, when: .created) { root in print(root) }
          return .one(flowContributor: .contribute(withNextPresentable: settings, withNextStepper: OneStepper(withSingleStep: AppStep.settings)))
        }
      }
      """)
    #expect(edges(graph, .child) == ["AppFlow->SettingsFlow:contribute"])
  }

  @Test func aCustomOperatorThatAddsIsReadLikeAHelper() {
    let graph = graph("""
      \(Snippet.coordinatorProtocolWithChildren)
      infix operator &>: AdditionPrecedence
      extension Coordinator {
        func addChild(_ child: Coordinator) { childCoordinators.append(child) }
        static func &> (parent: Coordinator, child: Coordinator) { parent.addChild(child); child.start() }
      }
      final class CartCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class ShopCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() { self &> CartCoordinator() }
      }
      """)
    #expect(edges(graph, .child) == ["ShopCoordinator->CartCoordinator:addChild"])
  }

  @Test func aChildBuiltByAPropertysInitializerIsAChild() {
    let graph = graph("""
      \(Snippet.coordinatorProtocolWithChildren)
      final class InboxCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private lazy var inbox = InboxCoordinator()
        func start() { inbox.start() }
      }
      """)
    #expect(edges(graph, .child) == ["AppCoordinator->InboxCoordinator:inbox"])
  }

  @Test func switchOnTheFinishedChildsTypeSelectsTheNextFlow() {
    let graph = graph(Self.base, """
      final class AppCoordinator: Coordinator, FinishDelegate {
        var childCoordinators: [Coordinator] = []
        func start() { showLogin() }
        private func showLogin() {
          let login = LoginCoordinator()
          login.finishDelegate = self
          addChild(login)
          login.start()
        }
        private func showTabs() {
          let tabs = TabsCoordinator()
          tabs.finishDelegate = self
          addChild(tabs)
          tabs.start()
        }
        func coordinatorDidFinish(_ child: Coordinator) {
          removeChild(child)
          switch child {
          case is LoginCoordinator: showTabs()
          case let tabs as TabsCoordinator:
            _ = tabs
            showLogin()
          default: break
          }
        }
      }
      """)
    #expect(edges(graph, .child) == ["AppCoordinator->LoginCoordinator:addChild",
                                     "AppCoordinator->TabsCoordinator:addChild"])
    #expect(edges(graph, .transition) == ["LoginCoordinator->TabsCoordinator:coordinatorDidFinish",
                                          "TabsCoordinator->LoginCoordinator:coordinatorDidFinish"])
    #expect(edges(graph, .backReference) == ["LoginCoordinator->AppCoordinator:finishDelegate",
                                             "TabsCoordinator->AppCoordinator:finishDelegate"])
    #expect(graph.edges.filter { $0.kind == .backReference }.allSatisfy { $0.strength == .weak })
  }

  @Test func ifLetCastInTheHandlerSelectsTheFinishedChild() {
    let graph = graph(Self.base, """
      final class AppCoordinator: Coordinator, FinishDelegate {
        var childCoordinators: [Coordinator] = []
        func start() {
          let login = LoginCoordinator()
          login.finishDelegate = self
          addChild(login)
        }
        func runTabs() {
          let tabs = TabsCoordinator()
          tabs.finishDelegate = self
          addChild(tabs)
        }
        func coordinatorDidFinish(_ child: Coordinator) {
          removeChild(child)
          if let _ = child as? LoginCoordinator { runTabs() }
        }
      }
      """)
    #expect(edges(graph, .transition) == ["LoginCoordinator->TabsCoordinator:coordinatorDidFinish"])
  }

  @Test func closuresHandedToAChildAreTransitions() {
    let graph = graph("""
      \(Snippet.coordinatorProtocol)
      final class OnboardingCoordinator: Coordinator {
        var onFinish: (() -> Void)?
        func start() {}
      }
      final class PaywallCoordinator: Coordinator {
        func start(completion: @escaping () -> Void) {}
        func start() {}
      }
      final class HomeCoordinator: Coordinator { func start() {} }
      final class RootCoordinator: Coordinator {
        var children: [Coordinator] = []
        func start() {
          let onboarding = OnboardingCoordinator()
          onboarding.onFinish = { [weak self] in self?.showPaywall() }
          children.append(onboarding)
        }
        func showPaywall() {
          let paywall = PaywallCoordinator()
          children.append(paywall)
          paywall.start(completion: { [weak self] in self?.showHome() })
        }
        func showHome() {
          children.append(HomeCoordinator())
        }
      }
      """)
    #expect(edges(graph, .transition) == ["OnboardingCoordinator->PaywallCoordinator:onFinish",
                                          "PaywallCoordinator->HomeCoordinator:completion"])
  }

  @Test func aHandlerWithoutTypeChecksFollowsEveryChildThatSignalsIt() {
    let graph = graph(Self.base, """
      final class AppCoordinator: Coordinator, FinishDelegate {
        var childCoordinators: [Coordinator] = []
        func start() {
          let login = LoginCoordinator()
          login.finishDelegate = self
          addChild(login)
        }
        func coordinatorDidFinish(_ child: Coordinator) {
          removeChild(child)
          let tabs = TabsCoordinator()
          addChild(tabs)
        }
      }
      """)
    // Whichever child finishes, the handler starts the tab bar: the tab bar finishing starts a new one.
    #expect(edges(graph, .transition) == ["LoginCoordinator->TabsCoordinator:coordinatorDidFinish",
                                          "TabsCoordinator->TabsCoordinator:coordinatorDidFinish"])
  }

  @Test func rootsAreCoordinatorsBuiltOutsideCoordinators() {
    let graph = graph(Self.base, """
      final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() { addChild(LoginCoordinator()) }
      }
      final class SceneDelegate {
        var coordinator: AppCoordinator?
        func scene() {
          coordinator = AppCoordinator()
          coordinator?.start()
        }
      }
      """)
    #expect(graph.nodes.filter { $0.has(.root) }.map(\.id) == ["AppCoordinator"])
    #expect(graph.node("LoginCoordinator")?.has(.root) == false)
  }

  @Test func screensAreWhatCoordinatorsPushPresentOrSetAsRoot() {
    let graph = graph("""
      import UIKit
      import SwiftUI
      \(Snippet.coordinatorProtocol)
      final class ListViewController: UIViewController {}
      struct SettingsView: View { var body: some View { Text("") } }
      final class Router {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func push(_ controller: UIViewController) { navigationController.pushViewController(controller, animated: true) }
      }
      final class ListCoordinator: Coordinator {
        let router: Router
        let navigationController: UINavigationController
        init(router: Router, navigationController: UINavigationController) {
          self.router = router
          self.navigationController = navigationController
        }
        func start() { router.push(ListViewController()) }
        func showSettings() {
          navigationController.present(UIHostingController(rootView: SettingsView()), animated: true)
        }
      }
      """, screens: true)
    #expect(edges(graph, .shows) == ["ListCoordinator->ListViewController:push",
                                     "ListCoordinator->UIHostingController<SettingsView>:present"])
    #expect(graph.node("ListViewController")?.kind == .screen)
  }

  @Test func focusKeepsOneFlowAndItsParents() {
    let graph = graph(Self.base, """
      final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {
          addChild(LoginCoordinator())
          addChild(TabsCoordinator())
        }
      }
      final class TabsExtraCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
      }
      """)
    let focused = graph.focused(on: "LoginCoordinator", depth: 1)
    #expect(focused.nodes.map(\.id) == ["AppCoordinator", "LoginCoordinator"])
    #expect(graph.focused(on: "AppCoordinator", depth: 0).nodes.map(\.id) == ["AppCoordinator"])
    #expect(graph.focused(on: "AppCoordinator", depth: nil).nodes.map(\.id)
              == ["AppCoordinator", "LoginCoordinator", "TabsCoordinator"])
    #expect(graph.nodes(matching: "logincoordinator").map(\.id) == ["LoginCoordinator"])
  }
}
