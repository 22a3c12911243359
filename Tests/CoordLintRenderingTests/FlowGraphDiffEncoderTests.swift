import CoordLintCore
import Foundation
import Testing
@testable import CoordLintRendering

/// The diff encoders: hostile names stay inert in Markdown and Mermaid, output is sorted and repeatable.
@Suite struct FlowGraphDiffEncoderTests {
  static let awkward = GraphEscapingTests.awkward
  static let location = SourceLocation(file: "App/A.swift", line: 3, column: 1)

  static func node(_ id: String) -> FlowGraph.Node {
    FlowGraph.Node(id: id, name: id, kind: .coordinator, location: location)
  }

  static let diff: FlowGraphDiff = {
    let old = FlowGraph(
      nodes: [node("Root"), node("Gone"), node("Café")],
      edges: [FlowGraph.Edge(from: "Root", to: "Gone", kind: .child, strength: .strong, label: "append",
                             location: location),
              FlowGraph.Edge(from: "Café", to: "Root", kind: .backReference, strength: .strong, label: "parent",
                             location: location)])
    let new = FlowGraph(
      nodes: [node("Root"), node(awkward), node("Café")],
      edges: [FlowGraph.Edge(from: "Root", to: awkward, kind: .child, strength: .strong, label: "append <x>",
                             location: location),
              FlowGraph.Edge(from: "Café", to: "Root", kind: .backReference, strength: .weak, label: "parent",
                             location: SourceLocation(file: "App/A.swift", line: 9, column: 1))])
    let fixed = Finding(rule: "retain-cycle", severity: .error, message: "cycle <b>*x*</b>",
                        location: location, symbols: ["Café.parent"])
    let moved = Finding(rule: "orphan-child", severity: .warning, message: "m", location: location, symbols: ["Root"])
    var movedLater = moved
    movedLater.location.line = 40
    return FlowGraphDiff(old: old, new: new, oldFindings: [fixed, moved], newFindings: [movedLater])
  }()

  @Test func theModelMatchesNodesEdgesAndFindingsByIdentity() {
    let diff = Self.diff
    #expect(diff.nodes.map { "\($0.change.rawValue) \($0.id)" } == ["removed Gone", "added \(Self.awkward)"])
    #expect(diff.edges.map { "\($0.change.rawValue) \($0.key.to) \($0.details)" }
              == ["changed Root [\"strong → weak\"]", "removed Gone []", "added \(Self.awkward) []"])
    // The orphan finding moved lines but keeps its rule and symbols: neither added nor fixed.
    #expect(diff.addedFindings.isEmpty)
    #expect(diff.fixedFindings.map(\.rule) == ["retain-cycle"])
  }

  @Test func markdownEscapesNamesAndMessagesAndIsRepeatable() {
    let markdown = FlowGraphDiffMarkdownEncoder(title: "changes since <main>").encode(Self.diff)
    #expect(markdown == FlowGraphDiffMarkdownEncoder(title: "changes since <main>").encode(Self.diff))
    #expect(markdown.hasPrefix("### changes since &lt;main&gt;\n"))
    // A name with a backtick gets a longer fence; the Mermaid label uses entity codes.
    #expect(markdown.contains("- added: ``" + " `a <b> & \"c\"` \\ #1 " + "``"))
    #expect(markdown.contains(#"("`a #lt;b#gt; & #quot;c#quot;` \ #35;1")"#))
    #expect(markdown.contains(#"-->|"append #lt;x#gt; (added)"|"#))
    #expect(markdown.contains("- added: `Root` → ``" + " `a <b> & \"c\"` \\ #1 " + "``, child `append <x>`"))
    #expect(markdown.contains(": cycle &lt;b&gt;\\*x\\*&lt;/b&gt;"))
    #expect(markdown.contains("- changed: `Café` → `Root`, back-reference `parent` (strong → weak)"))
    // Drawn: the changed nodes and both ends of each changed edge, sorted by id; only changed ones get a class.
    #expect(markdown.contains("  class n0 coordinator\n  class n1 coordinator,removed\n  class n2 coordinator\n"
                                + "  class n3 coordinator,added\n"))
  }

  @Test func anEmptyDiffIsOneLine() {
    let graph = FlowGraph(nodes: [Self.node("Root")], edges: [])
    let diff = FlowGraphDiff(old: graph, new: graph, oldFindings: [], newFindings: [])
    #expect(diff.isEmpty)
    #expect(FlowGraphDiffMarkdownEncoder(title: "t").encode(diff) == "### t\n\nno changes to the flow graph\n")
  }

  @Test func jsonIsSortedAndReadable() throws {
    let json = FlowGraphDiffJSONEncoder(revision: "main").encode(Self.diff)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["revision"] as? String == "main")
    let edges = try #require(object["edges"] as? [[String: Any]])
    #expect(edges.map { $0["change"] as? String } == ["changed", "removed", "added"])
    let fixed = try #require((object["findings"] as? [String: Any])?["fixed"] as? [[String: Any]])
    #expect(fixed.first?["symbols"] as? [String] == ["Café.parent"])
  }
}
