import CoordLintCore
import Foundation
import Testing
@testable import CoordLintRendering

/// Names that would break each format if written raw: quotes, backslashes, angle brackets, ampersands, `#`.
@Suite struct GraphEscapingTests {
  static let awkward = #"`a <b> & "c"` \ #1"#

  static let graph: FlowGraph = {
    let location = SourceLocation(file: "App/A \"b\".swift", line: 3, column: 1)
    return FlowGraph(
      nodes: [
        FlowGraph.Node(id: awkward, name: awkward, kind: .coordinator, location: location, marks: [.root]),
        FlowGraph.Node(id: "UIHostingController<Settings>", name: "UIHostingController<Settings>", kind: .screen,
                       location: nil),
      ],
      edges: [
        FlowGraph.Edge(from: awkward, to: "UIHostingController<Settings>", kind: .shows, strength: .strong,
                       label: "present \"sheet\"", location: location),
        FlowGraph.Edge(from: "UIHostingController<Settings>", to: awkward, kind: .backReference,
                       strength: .unowned, label: "coordinator", location: location),
      ])
  }()

  @Test func dotQuotesEveryStringAndGraphvizReadsIt() throws {
    let dot = DOTEncoder(style: GraphStyle(cluster: .folder, title: Self.awkward)).encode(Self.graph)
    #expect(dot.contains(#""`a <b> & \"c\"` \\ #1" [label="`a <b> & \"c\"` \\ #1""#))
    #expect(dot.contains("style=dotted"))
    // Graphviz parses it: the SVG carries the name, XML-escaped.
    let svg = String(decoding: try GraphvizRenderer().render(dot: dot, format: .svg), as: UTF8.self)
    #expect(svg.contains("`a &lt;b&gt; &amp; &quot;c&quot;` \\ #1"))
  }

  @Test func mermaidUsesEntityCodesAndPlainIDs() {
    let mermaid = MermaidEncoder().encode(Self.graph)
    #expect(mermaid.contains(#"n1("`a #lt;b#gt; & #quot;c#quot;` \ #35;1")"#))
    #expect(mermaid.contains(#"n0[/"UIHostingController#lt;Settings#gt;"/]"#))
    #expect(mermaid.contains("n0 -.->|\"coordinator (unowned)\"| n1"))
  }

  /// The title sits in YAML front matter, where an unquoted ` #` starts a comment: `Root #lt;b…` was read as `Root`.
  @Test func mermaidTitleIsAYAMLQuotedString() {
    let title = "Root <b> & 'c' | #1 \\ \"q\"\r\nnext"
    let mermaid = MermaidEncoder(style: GraphStyle(title: title)).encode(Self.graph)
    let lines = mermaid.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(Array(lines.prefix(3)) == ["---", #"title: "Root <b> & 'c' | #1 \\ \"q\"  next""#, "---"])
  }

  @Test func windowsLineBreaksInNamesStayInsideTheirLabels() {
    let graph = FlowGraph(nodes: [FlowGraph.Node(id: "A", name: "two\r\nlines", kind: .coordinator, location: nil)],
                          edges: [])
    #expect(MermaidEncoder().encode(graph).contains(#"n0("two lines")"#))
    #expect(DOTEncoder().encode(graph).contains(#"label="two\nlines""#))
  }

  @Test func jsonRoundTrips() throws {
    let json = FlowGraphJSONEncoder().encode(Self.graph)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let nodes = try #require(object["nodes"] as? [[String: Any]])
    #expect(nodes.map { $0["id"] as? String } == ["UIHostingController<Settings>", Self.awkward])
    #expect(nodes[0]["file"] is NSNull)
    let edges = try #require(object["edges"] as? [[String: Any]])
    #expect(edges.map { $0["strength"] as? String } == ["unowned", "strong"])
    #expect(edges[1]["label"] as? String == "present \"sheet\"")
  }
}
