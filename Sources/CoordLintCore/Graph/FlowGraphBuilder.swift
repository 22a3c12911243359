/// Builds the flow graph from an analysis and the findings reported on it: the passes' answers become nodes and
/// edges, the findings become marks, so the picture shows what the report says.
public struct FlowGraphBuilder {
  public let analysis: Analysis
  public let findings: [Finding]
  /// Also draw the view controllers and hosting controllers each coordinator shows.
  public let screens: Bool

  /// How each rule's findings are marked, by rule id; rules declare it (`RuleTraits.graphMark`), so the graph
  /// never names a rule.
  public let marks: [String: GraphMark]

  public init(analysis: Analysis, findings: [Finding], marks: [String: GraphMark] = [:], screens: Bool = false) {
    self.analysis = analysis
    self.findings = findings
    self.marks = marks
    self.screens = screens
  }

  private var coordinators: CoordinatorIndex { analysis.coordinators }

  /// The graph to draw: the flow graph pass's parts, screens only when asked, and the findings as marks.
  public func build() -> FlowGraph {
    let structure = analysis.flowStructure
    var nodes = structure.coordinators
    var edges = structure.children + structure.starts
      + structure.backReferences.filter { $0.holderIsCoordinator || screens }.map(\.edge)
    if screens {
      for shown in structure.screens { nodes[shown.node.id] = nodes[shown.node.id] ?? shown.node }
      edges += structure.screens.map(\.edge)
    }
    edges += structure.transitions
    // A child typed as a base class or protocol is still drawn, so the add is not lost.
    for edge in edges {
      for end in [edge.from, edge.to] where nodes[end] == nil {
        guard let entry = coordinators.entries[end] else { continue }
        nodes[end] = FlowGraph.Node(id: entry.name, name: entry.displayName, kind: .coordinator,
                                    location: entry.location)
      }
    }
    for root in structure.roots { nodes[root]?.marks.append(.root) }
    for (id, locations) in structure.objcCreations where nodes[id] != nil {
      nodes[id]?.marks.append(.objc)
      nodes[id]?.objcCreations = locations
    }
    applyFindings(to: &nodes, edges: &edges)
    // Ids are Codebase keys; a file-private type whose name recurs keeps its `Name@path` key, others their name.
    return FlowGraph(nodes: nodes.values.map { node in
      var node = node
      node.marks = Array(Set(node.marks)).sorted()
      return node
    }, edges: edges)
  }

  // MARK: - Findings

  /// Attaches each finding to the nodes it is about, and marks orphans, unretained coordinators and cycles.
  private func applyFindings(to nodes: inout [String: FlowGraph.Node], edges: inout [FlowGraph.Edge]) {
    let cycleChecks = Dictionary(analysis.ownership.checks.filter { $0.verdict == .cycle }.map { ($0.wiring.location, $0) },
                                 uniquingKeysWith: { first, _ in first })
    var unretainedAt = Set<SourceLocation>()
    for finding in findings.sorted(by: Finding.ordered) {
      let subjects = Set(finding.symbols.map { symbol in
        nodes[symbol] != nil ? symbol : String(symbol.split(separator: ".").dropLast().joined(separator: "."))
      }.filter { nodes[$0] != nil })
      for subject in subjects.sorted() { nodes[subject]?.findings.append(finding) }
      switch marks[finding.rule] {
      case .orphanChild?:
        guard finding.symbols.count == 2 else { break }
        nodes[finding.symbols[1]]?.marks.append(.orphan)
        for index in edges.indices where edges[index].kind == .child && edges[index].location == finding.location {
          edges[index].isOrphan = true
        }
      case .unretained?:
        if let type = finding.symbols.last { nodes[type]?.marks.append(.unretained) }
        unretainedAt.insert(finding.location)
      case .referenceCycle?:
        guard let check = cycleChecks[finding.location] else { break }
        markCycle(check, nodes: &nodes, edges: &edges)
      case nil:
        break
      }
    }
    // A start the rule found kept after all (a screen it hands itself to keeps it) is an ordinary child.
    for index in edges.indices where edges[index].kind == .starts && !unretainedAt.contains(edges[index].location) {
      edges[index].kind = .child
    }
  }

  /// Marks the back reference of a cycle and every drawn edge along the chain that closes it.
  private func markCycle(_ check: ReferenceCheck, nodes: inout [String: FlowGraph.Node],
                         edges: inout [FlowGraph.Edge]) {
    let graph = analysis.ownership.graph
    let wiring = check.wiring
    var pairs: Set<[String]> = [[wiring.holderType, wiring.targetType]]
    // Instance nodes (`MainTab.navigationController`) between coordinators collapse to the coordinators drawn.
    let drawn = ([wiring.target] + check.path.map(\.to)).map { graph.nodeTypes[$0] ?? $0 }
      .filter { nodes[$0] != nil }
    for (from, to) in zip(drawn, drawn.dropFirst()) where from != to { pairs.insert([from, to]) }
    for type in [wiring.holderType, wiring.targetType] + drawn { nodes[type]?.marks.append(.cycle) }
    for index in edges.indices {
      let edge = edges[index]
      if edge.kind == .backReference, edge.location == wiring.location {
        edges[index].inCycle = true
      } else if edge.kind == .child, pairs.contains([edge.from, edge.to]) {
        edges[index].inCycle = true
      }
    }
  }
}
