import CoordLintTestSupport
import Testing
@testable import CoordLintCore

@Suite struct CodebaseTests {
  @Test func conformanceDeclaredInAnExtensionInAnotherFileIsTransitive() {
    let analysis = analyze(
      Snippet.coordinatorProtocol + "\nprotocol TabCoordinator: Coordinator {}",
      "final class ProfileCoordinator { func start() {} }",
      "extension ProfileCoordinator: TabCoordinator {}")
    let codebase = analysis.codebase
    #expect(codebase.isSubtype("ProfileCoordinator", of: "Coordinator"))
    #expect(codebase.ancestors(of: "ProfileCoordinator") == ["TabCoordinator", "Coordinator", "AnyObject"])
    let chain = codebase.supertypeChain(from: "ProfileCoordinator") { $0 == "Coordinator" }
    #expect(chain?.map(\.target) == ["TabCoordinator", "Coordinator"])
    #expect(chain?.first?.location.file == "C.swift")
  }

  @Test func typealiasesExpandIncludingCompositionsAndGenericAliases() {
    let analysis = analyze("""
      \(Snippet.coordinatorProtocol)
      protocol Presentable {}
      typealias FlowCoordinator = Coordinator & Presentable
      typealias AppFlow = NavigationCoordinator<AppRoute>
      final class SettingsCoordinator: FlowCoordinator { func start() {} }
      final class AppCoordinator: AppFlow {}
      """)
    let codebase = analysis.codebase
    #expect(codebase.ancestors(of: "SettingsCoordinator").prefix(2) == ["Coordinator", "Presentable"])
    #expect(codebase.directSupertypes["AppCoordinator"]?.map(\.target) == ["NavigationCoordinator"])
    #expect(codebase.isSubtype("AppCoordinator", of: "BaseCoordinator"))
  }

  @Test func nestedTypesResolveFromTheirScopeOutwards() {
    let analysis = analyze("""
      \(Snippet.coordinatorProtocol)
      enum Checkout {
        protocol Step: Coordinator {}
        final class PaymentCoordinator: Step { func start() {} }
      }
      extension Checkout {
        final class ShippingCoordinator: Step { func start() {} }
      }
      final class Step {}
      """)
    let codebase = analysis.codebase
    #expect(codebase.directSupertypes["Checkout.PaymentCoordinator"]?.map(\.target) == ["Checkout.Step"])
    #expect(codebase.directSupertypes["Checkout.ShippingCoordinator"]?.map(\.target) == ["Checkout.Step"])
    #expect(codebase.isSubtype("Checkout.ShippingCoordinator", of: "Coordinator"))
  }

  @Test func protocolInheritanceAndWhereSelfConstraintsAreSupertypes() {
    let analysis = analyze("""
      \(Snippet.coordinatorProtocol)
      protocol Finishing where Self: Coordinator { func finish() }
      protocol Routing: AnyObject, Finishing {}
      final class OrdersCoordinator: Routing { func start() {}; func finish() {} }
      """)
    #expect(analysis.codebase.isSubtype("OrdersCoordinator", of: "Coordinator"))
    #expect(analysis.codebase.isSubtype("Routing", of: "Coordinator"))
  }

  @Test func aGenericBasesPropertyHasTheTypeItsSubclassGivesTheParameter() {
    let analysis = analyze("""
      import UIKit
      class Screen<View: UIView, Model>: UIViewController {
        lazy var model: Model = resolve()
        var plain: Int = 0
      }
      class ListScreen<Item>: Screen<UIView, Item> {}
      final class ListViewModel {}
      final class PeopleScreen: ListScreen<ListViewModel> {}
      """)
    let codebase = analysis.codebase
    guard let model = codebase.property(named: "model", in: "PeopleScreen"),
          let plain = codebase.property(named: "plain", in: "PeopleScreen") else {
      Issue.record("the inherited properties are not found")
      return
    }
    // Through two generic classes: `Model` is `ListScreen`'s `Item`, which `PeopleScreen` makes `ListViewModel`.
    #expect(codebase.resolvedType(of: model, seenFrom: "PeopleScreen")?.nominalName == "ListViewModel")
    // Seen from its own class the parameter stays a parameter; a property of no parameter's type is unchanged.
    #expect(codebase.resolvedType(of: model, seenFrom: "Screen")?.nominalName == "Model")
    #expect(codebase.resolvedType(of: plain, seenFrom: "PeopleScreen")?.nominalName == "Int")
  }

  @Test func genericBasesResolveWithoutTheirArguments() {
    let analysis = analyze("""
      protocol Dependency {}
      open class Container<DependencyType> { let dependency: DependencyType
        init(dependency: DependencyType) { self.dependency = dependency } }
      final class HomeContainer: Container<HomeDependency>, HomeContainable {}
      protocol HomeContainable: AnyObject {}
      protocol HomeDependency: Dependency {}
      """)
    let edges = analysis.codebase.directSupertypes["HomeContainer"] ?? []
    #expect(edges.map(\.target) == ["Container", "HomeContainable"])
    #expect(edges.first?.written.description == "Container<HomeDependency>")
  }

  @Test func moduleQualifiedSupertypesDropTheModule() {
    let analysis = analyze("""
      import XCoordinator
      final class AppCoordinator: XCoordinator.NavigationCoordinator<AppRoute> {}
      """)
    #expect(analysis.codebase.directSupertypes["AppCoordinator"]?.map(\.target) == ["NavigationCoordinator"])
  }

  @Test func memberLookupSearchesSuperclassesAndProtocolExtensions() throws {
    let analysis = analyze(
      Snippet.coordinatorProtocolWithChildren,
      "extension Coordinator { func finish() { childCoordinators.removeAll() } }",
      "class BaseCoordinator: Coordinator { var childCoordinators: [Coordinator] = [] }",
      "final class CartCoordinator: BaseCoordinator {}")
    let codebase = analysis.codebase
    let store = try #require(codebase.property(named: "childCoordinators", in: "CartCoordinator"))
    #expect(store.owner.name == "BaseCoordinator")
    #expect(codebase.resolvedType(of: store) == .array(.named("Coordinator")))
    let finish = codebase.functions(named: "finish", in: "CartCoordinator")
    #expect(finish.map(\.owner.name) == ["Coordinator"])
  }
}

@Suite struct FilePrivateTypeTests {
  @Test func filePrivateTypesWithTheSameNameInSeveralFilesStayApart() {
    let analysis = analyze(
      Snippet.coordinatorProtocol,
      "private final class SpyCoordinator: Coordinator { func start() {}; var started = false }",
      "private final class SpyCoordinator: Coordinator { func start() {}; var stopped = false }")
    let spies = analysis.coordinators.sorted.filter { $0.displayName == "SpyCoordinator" }
    #expect(spies.map(\.location.file) == ["B.swift", "C.swift"])
    #expect(analysis.codebase.type("SpyCoordinator@B.swift")?.properties.map(\.name) == ["started"])
  }
}
