/// What changed between two flow graphs (a revision's and the work tree's): nodes, edges and findings added,
/// removed or changed, each list sorted, so that every rendering of it is deterministic.
public struct FlowGraphDiff: Hashable, Sendable {
  /// How an element differs.
  public enum Change: String, Codable, Hashable, Sendable, CaseIterable {
    case added, removed, changed
  }

  /// What makes two edges the same relation, whatever their strength, marks or place in the code.
  public struct EdgeKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var from: String
    public var to: String
    public var kind: FlowGraph.Edge.Kind
    public var label: String

    public init(_ edge: FlowGraph.Edge) {
      from = edge.from
      to = edge.to
      kind = edge.kind
      label = edge.label
    }

    public static func < (lhs: EdgeKey, rhs: EdgeKey) -> Bool {
      (lhs.from, lhs.to, lhs.kind.rawValue, lhs.label) < (rhs.from, rhs.to, rhs.kind.rawValue, rhs.label)
    }

    public var description: String { "\(from) → \(to) (\(kind.rawValue) '\(label)')" }
  }

  /// A node added, removed or changed: `old` is nil when added, `new` when removed; `details` say what changed.
  public struct NodeChange: Hashable, Sendable {
    public var id: String
    public var change: Change
    public var old: FlowGraph.Node?
    public var new: FlowGraph.Node?
    public var details: [String]
  }

  /// An edge added, removed or changed (strength, cycle or orphan state).
  public struct EdgeChange: Hashable, Sendable {
    public var key: EdgeKey
    public var change: Change
    public var old: FlowGraph.Edge?
    public var new: FlowGraph.Edge?
    public var details: [String]
  }

  public let old: FlowGraph
  public let new: FlowGraph
  /// Sorted by id.
  public private(set) var nodes: [NodeChange] = []
  /// Sorted by key.
  public private(set) var edges: [EdgeChange] = []
  /// Findings the work tree has and the revision had not, in report order.
  public private(set) var addedFindings: [Finding] = []
  /// Findings the revision had and the work tree has not, in report order.
  public private(set) var fixedFindings: [Finding] = []
  // Encoders ask about every node and edge they draw.
  private var nodeChanges: [String: Change] = [:]
  private var edgeChanges: [EdgeKey: Change] = [:]

  /// Compares `old` (with its findings) to `new`. Nodes are matched by id, edges by `EdgeKey`, findings by rule and
  /// symbols (and message when a finding names no symbol), so a finding whose lines merely moved is unchanged.
  public init(old: FlowGraph, new: FlowGraph, oldFindings: [Finding], newFindings: [Finding]) {
    self.old = old
    self.new = new
    let oldNodes = Dictionary(old.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let newNodes = Dictionary(new.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for id in Set(oldNodes.keys).union(newNodes.keys).sorted() {
      switch (oldNodes[id], newNodes[id]) {
      case (nil, let node?): nodes.append(NodeChange(id: id, change: .added, old: nil, new: node, details: []))
      case (let node?, nil): nodes.append(NodeChange(id: id, change: .removed, old: node, new: nil, details: []))
      case (let before?, let after?):
        let details = Self.differences(before, after)
        if !details.isEmpty {
          nodes.append(NodeChange(id: id, change: .changed, old: before, new: after, details: details))
        }
      case (nil, nil): break
      }
    }
    let oldEdges = Self.relations(old)
    let newEdges = Self.relations(new)
    for key in Set(oldEdges.keys).union(newEdges.keys).sorted() {
      switch (oldEdges[key], newEdges[key]) {
      case (nil, let edge?): edges.append(EdgeChange(key: key, change: .added, old: nil, new: edge, details: []))
      case (let edge?, nil): edges.append(EdgeChange(key: key, change: .removed, old: edge, new: nil, details: []))
      case (let before?, let after?):
        let details = Self.differences(before, after)
        if !details.isEmpty {
          edges.append(EdgeChange(key: key, change: .changed, old: before, new: after, details: details))
        }
      case (nil, nil): break
      }
    }
    nodeChanges = Dictionary(nodes.map { ($0.id, $0.change) }, uniquingKeysWith: { first, _ in first })
    edgeChanges = Dictionary(edges.map { ($0.key, $0.change) }, uniquingKeysWith: { first, _ in first })
    addedFindings = Self.subtracting(oldFindings, from: newFindings)
    fixedFindings = Self.subtracting(newFindings, from: oldFindings)
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { nodes.isEmpty && edges.isEmpty && addedFindings.isEmpty && fixedFindings.isEmpty }

  /// How the node `id` changed; nil when it did not.
  public func change(ofNode id: String) -> Change? {
    nodeChanges[id]
  }

  /// How the relation `edge` stands for changed; nil when it did not.
  public func change(of edge: FlowGraph.Edge) -> Change? {
    edgeChanges[EdgeKey(edge)]
  }

  /// The graph a picture of the diff draws: the new graph plus what the old one had and the new one lost.
  public var combined: FlowGraph {
    let removedNodes = nodes.filter { $0.change == .removed }.compactMap(\.old)
    let removedKeys = Set(edges.filter { $0.change == .removed }.map(\.key))
    let removedEdges = old.edges.filter { removedKeys.contains(EdgeKey($0)) }
    return FlowGraph(nodes: new.nodes + removedNodes, edges: new.edges + removedEdges)
  }

  /// The identity of a finding across revisions: not its line, which moves with every edit above it.
  public static func identity(_ finding: Finding) -> [String] {
    [finding.rule] + (finding.symbols.isEmpty ? ["", finding.message] : finding.symbols)
  }

  // MARK: - Comparing

  /// One representative edge per relation (the first in the graph's order), with the cycle and orphan states of
  /// all its sites combined: a relation made in two places is in a cycle when either is.
  private static func relations(_ graph: FlowGraph) -> [EdgeKey: FlowGraph.Edge] {
    var result: [EdgeKey: FlowGraph.Edge] = [:]
    for edge in graph.edges {
      let key = EdgeKey(edge)
      guard var kept = result[key] else {
        result[key] = edge
        continue
      }
      kept.inCycle = kept.inCycle || edge.inCycle
      kept.isOrphan = kept.isOrphan || edge.isOrphan
      result[key] = kept
    }
    return result
  }

  private static func differences(_ old: FlowGraph.Node, _ new: FlowGraph.Node) -> [String] {
    var details: [String] = []
    if old.kind != new.kind { details.append("\(old.kind.rawValue) → \(new.kind.rawValue)") }
    if old.name != new.name { details.append("named '\(new.name)', was '\(old.name)'") }
    let gained = Set(new.marks).subtracting(old.marks).sorted()
    let lost = Set(old.marks).subtracting(new.marks).sorted()
    if !gained.isEmpty { details.append("now " + gained.map(\.rawValue).joined(separator: ", ")) }
    if !lost.isEmpty { details.append("no longer " + lost.map(\.rawValue).joined(separator: ", ")) }
    return details
  }

  private static func differences(_ old: FlowGraph.Edge, _ new: FlowGraph.Edge) -> [String] {
    var details: [String] = []
    if old.strength != new.strength {
      details.append("\(old.strength?.rawValue ?? "no ownership") → \(new.strength?.rawValue ?? "no ownership")")
    }
    if old.inCycle != new.inCycle { details.append(new.inCycle ? "now on a retain cycle" : "no longer on a retain cycle") }
    if old.isOrphan != new.isOrphan { details.append(new.isOrphan ? "now never removed" : "now removed") }
    return details
  }

  /// The findings of `findings` that `other` does not match, one match consumed per finding, in report order.
  private static func subtracting(_ other: [Finding], from findings: [Finding]) -> [Finding] {
    var remaining: [[String]: Int] = [:]
    for finding in other { remaining[identity(finding), default: 0] += 1 }
    var result: [Finding] = []
    for finding in findings.sorted(by: Finding.ordered) {
      let key = identity(finding)
      if let count = remaining[key], count > 0 {
        remaining[key] = count - 1
      } else {
        result.append(finding)
      }
    }
    return result
  }
}
