import CoordLintCore
import Testing
@testable import CoordLintRendering

/// The legend stays narrow however many clusters the graph has: each box is labelled already.
@Suite struct LegendTests {
  /// One coordinator in each of `count` folders.
  func graph(folders count: Int) -> FlowGraph {
    FlowGraph(nodes: (0..<count).map { index in
      FlowGraph.Node(id: "Flow\(index)", name: "Flow\(index)", kind: .coordinator,
                     location: SourceLocation(file: "App/Folder\(index)/Flow\(index).swift", line: 1, column: 1))
    }, edges: [])
  }

  /// The legend node's line of the DOT text.
  func legend(_ graph: FlowGraph) -> String {
    let dot = DOTEncoder(style: GraphStyle(cluster: .folder, legend: true)).encode(graph)
    return dot.split(separator: "\n").first { $0.contains("coordlint-legend") }.map(String.init) ?? ""
  }

  @Test func aFewFoldersAreNamedManyAreCounted() {
    #expect(legend(graph(folders: 2)).contains("folder: App/Folder0, App/Folder1"))
    let many = legend(graph(folders: 40))
    #expect(many.contains("folder: 40, each box labelled"))
    #expect(!many.contains("App/Folder39"))
  }
}
