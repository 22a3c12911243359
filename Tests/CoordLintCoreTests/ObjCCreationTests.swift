import CoordLintTestSupport
import Foundation
import Testing
@testable import CoordLintCore

/// Swift classes Objective-C creates: the names Objective-C knows them by, and the flow graph's roots they become.
@Suite struct ObjCCreationTests {
  @Test func theObjCAttributesNameIsExtracted() {
    let facts = FactExtractor.extract(source: """
      @objc(PinPresenter) final class PinCoordinatorBridgePresenter: NSObject {}
      @objc final class Plain: NSObject {}
      @objc(setPin:) func setPin(_ pin: String) {}
      """, path: "A.swift")
    #expect(facts.types.map(\.objcName) == ["PinPresenter", nil])
  }

  @Test func aClassIsCreatedUnderTheNameObjectiveCKnowsItBy() throws {
    let analysis = analyze([
      "A.swift": """
        import UIKit
        @objc(PinPresenter) final class PinCoordinatorBridgePresenter: NSObject {}
        final class HomeCoordinator: NSObject {}
        @objc class Tagged {}
        final class Pure {}
        final class Generic<T>: NSObject {}
        enum Outer { final class Inner: NSObject {} }
        struct Value {}
        """,
      "B.m": """
        a = [PinPresenter new]; b = [PinCoordinatorBridgePresenter new]; c = [[HomeCoordinator alloc] init];
        d = Tagged.new; e = [Pure new]; f = [Generic new]; g = [Inner new]; h = [Value new]; i = [NSObject new];
        """,
    ])
    let sites = analysis.codebase.objcCreationSites.map { "\($0.creation.className)→\($0.type ?? "-")" }
    #expect(sites == [
      "PinPresenter→PinCoordinatorBridgePresenter", "PinCoordinatorBridgePresenter→-",
      "HomeCoordinator→HomeCoordinator", "Tagged→Tagged", "Pure→-", "Generic→-", "Inner→-", "Value→-",
      "NSObject→-",
    ])
    #expect(analysis.codebase.objcCreatedTypes["HomeCoordinator"] == [SourceLocation(file: "B.m", line: 1, column: 72)])
  }

  @Test func theFixtureAppsObjectiveCCreationsAreRootsWithTheirPlaces() throws {
    let folder = PackagePaths.fixtures.appendingPathComponent("ObjCBridge").path
    let analysis = Analysis.run(paths: [folder])
    #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics)")
    let graph = FlowGraphBuilder(analysis: analysis, findings: []).build()
    func marks(_ id: String) -> [FlowGraph.Node.Mark]? { graph.node(id)?.marks }
    #expect(marks("HomeCoordinator") == [.root, .objc])
    #expect(marks("ReportCoordinator") == [.root, .objc])
    #expect(marks("PinCoordinatorBridgePresenter") == [.root, .objc])
    #expect(marks("PinCoordinator") == [])
    #expect(marks("ProfileCoordinator") == [])
    #expect(graph.node("GhostCoordinator") == nil)
    let home = try #require(graph.node("HomeCoordinator"))
    #expect(home.objcCreations.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column)" }
      == ["LegacyAppDelegate.m:15:30"])
    let presenter = try #require(graph.node("PinCoordinatorBridgePresenter"))
    #expect(presenter.kind == .coordinator)
    #expect(presenter.objcCreations.map(\.line) == [11])
    #expect(graph.edges(from: "PinCoordinatorBridgePresenter").map { "\($0.kind.rawValue) \($0.to) \($0.label)" }
      == ["child PinCoordinator present"])
    // Every node has a parent or is a root: nothing floats.
    let parented = Set(graph.edges.filter { $0.kind == .child }.map(\.to))
    #expect(graph.nodes.filter { !$0.has(.root) && !parented.contains($0.id) }.map(\.id) == [])
  }

  @Test func withoutTheObjectiveCFilesTheSameCoordinatorsFloat() throws {
    let folder = PackagePaths.fixtures.appendingPathComponent("ObjCBridge").path
    let analysis = Analysis.run(paths: [folder], excludes: ["**/*.m"])
    let graph = FlowGraphBuilder(analysis: analysis, findings: []).build()
    #expect(graph.node("HomeCoordinator")?.marks == [])
    #expect(graph.node("PinCoordinatorBridgePresenter") == nil)
    #expect(graph.node("PinCoordinator")?.marks == [.root])
    #expect(graph.nodes.filter { !$0.objcCreations.isEmpty }.isEmpty)
  }

  @Test func aSwiftCreatedOwnerIsNotDrawnOnlyItsCoordinatorIsARoot() throws {
    let analysis = analyze([
      "A.swift": """
        \(Snippet.coordinatorProtocolWithChildren)
        final class PinCoordinator: Coordinator {
          var childCoordinators: [Coordinator] = []
          func start() {}
        }
        final class PinPresenter: NSObject {
          var coordinator: PinCoordinator?
          func present() { let coordinator = PinCoordinator(); coordinator.start(); self.coordinator = coordinator }
        }
        final class Other: NSObject {
          var coordinator: PinCoordinator?
          func present() { let coordinator = PinCoordinator(); coordinator.start(); self.coordinator = coordinator }
        }
        """,
      "B.m": "presenter = [[PinPresenter alloc] init];",
    ])
    let graph = FlowGraphBuilder(analysis: analysis, findings: []).build()
    #expect(graph.node("PinPresenter")?.marks == [.root, .objc])
    #expect(graph.node("Other") == nil)
    // Objective-C's presenter is its parent now; the one Swift builds is not drawn.
    #expect(graph.node("PinCoordinator")?.marks == [])
    #expect(graph.edges(to: "PinCoordinator").map(\.from) == ["PinPresenter"])
  }

  @Test func objectiveCInATestModuleIsLeftOut() throws {
    let folder = try TemporaryFolder("coordlint-objc", files: [
      "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\n"
        + "let package = Package(name: \"App\", targets: [.target(name: \"App\"), .testTarget(name: \"AppTests\")])",
      "Sources/App/Home.swift": "import UIKit\nfinal class HomeCoordinator: NSObject { func start() {} }",
      "Sources/App/Legacy.m": "x = [HomeCoordinator new];",
      "Tests/AppTests/HomeTests.m": "x = [HomeCoordinator new];",
    ])
    defer { folder.remove() }
    let analysis = Analysis.run(paths: [folder.path])
    #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics)")
    #expect(analysis.testFiles.map { URL(fileURLWithPath: $0).lastPathComponent } == ["HomeTests.m"])
    #expect(analysis.codebase.objcCreatedTypes.mapValues { $0.map { URL(fileURLWithPath: $0.file).lastPathComponent } }
      == ["HomeCoordinator": ["Legacy.m"]])
  }
}
