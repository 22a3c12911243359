import CoordLintTestSupport
import Testing
@testable import CoordLintCore

/// Type identity is module plus name: lookups search the file's module, then its imports, then its workspace.
@Suite struct ModuleResolutionTests {
  /// An analysis of `files` (`path: source`), each placed in the module named by the first folder of its path;
  /// `projects` gives each module's project folder (its own folder by default), whose first component is its
  /// workspace, and `tests` the test modules.
  func analyze(_ files: [String: String], projects: [String: String] = [:], tests: Set<String> = [],
               options: AnalysisOptions = AnalysisOptions()) -> Analysis {
    let sorted = files.sorted { $0.key < $1.key }
    var moduleOfFile: [String: String] = [:]
    for (path, _) in sorted { moduleOfFile[path] = String(path.split(separator: "/")[0]) }
    let modules = Set(moduleOfFile.values).sorted().map {
      SourceModule(id: $0, name: $0, project: projects[$0] ?? $0, origin: .swiftPackage, isTest: tests.contains($0),
                   dependencies: [], workspace: String((projects[$0] ?? $0).split(separator: "/")[0]))
    }
    return Analysis(facts: InMemorySources.facts(sorted.map { ($0.key, $0.value) }), options: options,
                    modules: ModuleMap(modules: modules, moduleOfFile: moduleOfFile))
  }

  static let app = """
    protocol Coordinator: AnyObject { func start() }
    final class MapCoordinator: Coordinator { func start() {} }
    """

  @Test func unrelatedAppsKeepTheirSameNamedTypesApart() {
    let analysis = analyze(["appA/Flow.swift": Self.app, "appB/Flow.swift": Self.app + "\nprotocol Extra {}"])
    let codebase = analysis.codebase
    #expect(codebase.types["MapCoordinator@appA"] != nil)
    #expect(codebase.types["MapCoordinator@appB"] != nil)
    #expect(codebase.types["MapCoordinator"] == nil)
    #expect(codebase.ancestors(of: "MapCoordinator@appA") == ["Coordinator@appA", "AnyObject"])
    #expect(codebase.ancestors(of: "MapCoordinator@appB") == ["Coordinator@appB", "AnyObject"])
    #expect(codebase.types["MapCoordinator@appA"]?.displayName == "MapCoordinator")
    #expect(coordinatorNames(analysis).count == 4)
    #expect(analysis.diagnostics.isEmpty)
  }

  @Test func aNameUnresolvedInOneAppNeverFindsAnotherAppsType() {
    // appA's `Coordinator` comes from a library outside the sources; appB declares one of its own.
    let analysis = analyze([
      "appA/Flow.swift": "import Library\nfinal class HomeCoordinator: Coordinator { func start() {} }",
      "appB/Flow.swift": Self.app,
    ])
    #expect(analysis.codebase.directSupertypes["HomeCoordinator@appA"]?.map(\.target) == ["Coordinator"])
    #expect(analysis.codebase.isSubtype("HomeCoordinator@appA", of: "Coordinator@appB") == false)
  }

  @Test func modulesOfOneWorkspaceSeeEachOthersTypes() {
    // A package nested in the app's folder: one workspace, so the app sees the package's types without an import
    // (an `@_exported import` elsewhere would do it), and a single module keeps plain keys.
    let analysis = analyze([
      "Core/Coordinator.swift": "protocol Coordinator: AnyObject { func start() }",
      "App/Home.swift": "final class HomeCoordinator: Coordinator { func start() {} }",
    ], projects: ["App": "app", "Core": "app/Packages/Core"])
    #expect(analysis.codebase.types["HomeCoordinator"] != nil)
    #expect(analysis.codebase.isSubtype("HomeCoordinator", of: "Coordinator"))
  }

  @Test func theOwnModuleWinsThenImportsAndSeveralImportsAreAmbiguous() {
    let analysis = analyze([
      "Kit/Router.swift": "public protocol Router: AnyObject {}",
      "Nav/Router.swift": "public protocol Router: AnyObject {}",
      "App/Own.swift": "protocol Router: AnyObject {}\nfinal class OwnRouter: Router {}",
      "Feature/One.swift": "import Kit\nfinal class KitRouter: Router {}",
      "Other/Two.swift": "import Kit\nimport Nav\nfinal class BothRouter: Router {}",
    ], projects: ["App": "w", "Kit": "w/Kit", "Nav": "w/Nav", "Feature": "w/Feature", "Other": "w/Other"])
    let codebase = analysis.codebase
    #expect(codebase.directSupertypes["OwnRouter"]?.map(\.target) == ["Router@App"])
    #expect(codebase.directSupertypes["KitRouter"]?.map(\.target) == ["Router@Kit"])
    #expect(codebase.directSupertypes["BothRouter"]?.map(\.target) == ["Router"])
    #expect(analysis.diagnostics.map(\.description) == [
      "Other/Two.swift:3:13: warning: type 'Router' is declared in several modules this file sees ('Kit', 'Nav'); "
        + "it is left unresolved",
    ])
  }

  @Test func anotherModulesInternalTypeDoesNotCompeteWithAPublicOne() {
    // The example app's own internal `CancelBag` is invisible from the feature module; the library's is public.
    let analysis = analyze([
      "Core/Bag.swift": "public final class CancelBag {}",
      "Example/Bag.swift": "final class CancelBag {}",
      "Feature/Use.swift": "final class FeatureViewModel { let bag: CancelBag\n  init(bag: CancelBag) { self.bag = bag } }",
    ], projects: ["Core": "w", "Example": "w/Example", "Feature": "w/Feature"])
    #expect(analysis.diagnostics.isEmpty)
    let property = analysis.codebase.property(named: "bag", in: "FeatureViewModel")
    #expect(property.flatMap(analysis.codebase.resolvedType(of:)) == .named("CancelBag@Core"))
  }

  @Test func eachFileSeesTheModulesItImports() {
    let analysis = analyze([
      "Kit/Router.swift": "public protocol Router: AnyObject {}",
      "Nav/Router.swift": "public protocol Router: AnyObject {}",
      "App/One.swift": "import Kit\nfinal class KitRouter: Router {}",
      "App/Two.swift": "import Nav\nfinal class NavRouter: Router {}",
    ], projects: ["App": "w", "Kit": "w/Kit", "Nav": "w/Nav"])
    #expect(analysis.codebase.directSupertypes["KitRouter"]?.map(\.target) == ["Router@Kit"])
    #expect(analysis.codebase.directSupertypes["NavRouter"]?.map(\.target) == ["Router@Nav"])
    #expect(analysis.diagnostics.isEmpty)
  }

  @Test func genericParametersAndAssociatedTypesShadowTypesOfTheSameName() {
    let analysis = analyze([
      "Kit/State.swift": "public struct State {}",
      "Nav/State.swift": "public struct State {}",
      "App/Machine.swift": """
        import Kit
        import Nav
        protocol StateMachine { associatedtype State; func accept() -> State }
        struct Box<State> { let value: State }
        """,
    ], projects: ["App": "w", "Kit": "w/Kit", "Nav": "w/Nav"])
    #expect(analysis.diagnostics.isEmpty)
    let property = analysis.codebase.property(named: "value", in: "Box")
    #expect(property.flatMap(analysis.codebase.resolvedType(of:)) == .named("State"))
  }

  @Test func aModuleQualifiedNameChoosesThatModule() {
    let analysis = analyze([
      "Kit/Router.swift": "public protocol Router: AnyObject {}",
      "Nav/Router.swift": "public protocol Router: AnyObject {}",
      "App/Use.swift": "import Kit\nimport Nav\nfinal class NavRouter: Nav.Router {}",
    ], projects: ["App": "w", "Kit": "w/Kit", "Nav": "w/Nav"])
    #expect(analysis.codebase.directSupertypes["NavRouter"]?.map(\.target) == ["Router@Nav"])
  }

  @Test func testCodeIsLeftOutUnlessAsked() {
    let files = [
      "App/Flow.swift": Self.app,
      "AppTests/FlowTests.swift": "final class FakeCoordinator: Coordinator { func start() {} }",
    ]
    let skipped = analyze(files, projects: ["AppTests": "App"], tests: ["AppTests"])
    #expect(coordinatorNames(skipped) == ["Coordinator", "MapCoordinator"])
    #expect(skipped.testFiles == ["AppTests/FlowTests.swift"])
    let analyzed = analyze(files, projects: ["AppTests": "App"], tests: ["AppTests"],
                           options: AnalysisOptions(testCode: .analyze))
    #expect(coordinatorNames(analyzed) == ["Coordinator", "FakeCoordinator", "MapCoordinator"])
  }

  @Test func withoutADescriptionFilesThatImportXCTestAreTestCode() {
    let facts = InMemorySources.facts([
      ("App/Flow.swift", Self.app),
      ("App/FlowTests.swift", "import XCTest\n@testable import App\nfinal class FlowTests: XCTestCase {}"),
      ("App/Spec.swift", "final class FlowSpec: QuickSpec {}"),
    ])
    let map = ModuleMap(modules: [SourceModule(id: "App", name: "App", project: "App", origin: .folder, isTest: false,
                                               dependencies: [])],
                        moduleOfFile: Dictionary(uniqueKeysWithValues: facts.map { ($0.path, "App") }))
    #expect(facts.map { TestCode.isTestCode($0, in: map) } == [false, true, true])
  }
}
