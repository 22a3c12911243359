import CoordLintCore
import CoordLintRules
import CoordLintTestSupport
import Foundation
import Testing
@testable import CoordLintRendering

/// DOT, Mermaid and JSON for every fixture app, byte for byte. Run with `COORDLINT_UPDATE_GOLDEN=1` to rewrite the
/// golden files after a deliberate change, then review their diff.
@Suite struct FlowGraphGoldenTests {
  static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

  /// The fixture's graph with the default rules' findings, paths relative to the package root.
  static func graph(_ fixture: String, screens: Bool = false) -> FlowGraph {
    let analysis = Analysis.run(paths: [PackagePaths.fixtures.appendingPathComponent(fixture).path])
    let findings = Linter(rules: RuleRegistry.all).lint(analysis)
    return FlowGraphBuilder(analysis: analysis, findings: findings, marks: RuleRegistry.graphMarks(RuleRegistry.all),
                            screens: screens).build()
  }

  static func relative(_ text: String) -> String {
    text.replacingOccurrences(of: PackagePaths.root.path + "/", with: "")
  }

  private func check(_ output: String, against name: String) throws {
    let expected = try GoldenFile.expected(for: output, at: Self.goldenFolder.appendingPathComponent(name))
    #expect(output == expected, "\(name) differs from its golden file")
  }

  @Test func thereAreFixturesToDraw() {
    #expect(PackagePaths.fixtureApps.count >= 6)
  }

  /// `graph` draws every child the model knows: each add of a coordinator to a coordinator that `dump` lists (its
  /// own, not a wrapper's inside) is a child edge, with the same parent and child.
  @Test(arguments: PackagePaths.fixtureApps)
  func theGraphHasEveryChildTheModelHas(_ fixture: String) {
    let analysis = Analysis.run(paths: [PackagePaths.fixtures.appendingPathComponent(fixture).path])
    let graph = FlowGraphBuilder(analysis: analysis, findings: []).build()
    let drawn = Set(graph.edges.filter { $0.kind == .child }.map { "\($0.from)->\($0.to)" })
    let lifecycle = analysis.lifecycle
    let known = lifecycle.mutations.filter { add in
      add.kind == .add && (add.wrapper != nil || lifecycle.wrappers[add.function] == nil)
        && analysis.coordinators.entries[add.parent]?.kind == .coordinator
        && add.child.map { analysis.coordinators.entries[$0]?.kind == .coordinator } == true
    }.map { "\($0.parent)->\($0.child!)" }
    #expect(Set(known).subtracting(drawn).isEmpty, "\(fixture): the graph lacks \(Set(known).subtracting(drawn).sorted())")
  }

  @Test(arguments: PackagePaths.fixtureApps)
  func dotMermaidAndJSONMatchTheGoldenFiles(_ fixture: String) throws {
    let graph = Self.graph(fixture)
    try check(Self.relative(DOTEncoder().encode(graph)), against: "\(fixture).dot")
    try check(Self.relative(MermaidEncoder().encode(graph)), against: "\(fixture).mmd")
    try check(Self.relative(FlowGraphJSONEncoder().encode(graph)), against: "\(fixture).json")
  }

  @Test func screensAndModuleClustersMatchTheGoldenFile() throws {
    let graph = Self.graph("ShopApp", screens: true)
    let style = GraphStyle(cluster: .folder, legend: true, title: "ShopApp")
    try check(Self.relative(DOTEncoder(style: style).encode(graph)), against: "ShopApp-screens.dot")
    try check(Self.relative(MermaidEncoder(style: style).encode(graph)), against: "ShopApp-screens.mmd")
  }

  @Test func theShopAppGraphHasEveryKindOfEdgeAndMark() {
    let graph = Self.graph("ShopApp", screens: true)
    #expect(Set(graph.edges.map(\.kind)) == Set(FlowGraph.Edge.Kind.allCases))
    // ShopApp is all Swift; the Objective-C mark is ObjCBridge's (see `ObjCCreationTests`).
    #expect(Set(graph.nodes.flatMap(\.marks)) == Set(FlowGraph.Node.Mark.allCases).subtracting([.objc]))
    let cycle = graph.edges.filter(\.inCycle).map { "\($0.from)->\($0.to):\($0.kind.rawValue)" }
    #expect(cycle == ["CartCoordinator->MainTabCoordinator:back-reference",
                      "MainTabCoordinator->CartCoordinator:child"])
  }

  @Test func outputIsTheSameOnEveryRun() {
    let first = Self.graph("ShopApp", screens: true)
    let second = Self.graph("ShopApp", screens: true)
    #expect(DOTEncoder().encode(first) == DOTEncoder().encode(second))
    #expect(MermaidEncoder().encode(first) == MermaidEncoder().encode(second))
    #expect(FlowGraphJSONEncoder().encode(first) == FlowGraphJSONEncoder().encode(second))
  }
}
