extension FlowGraph {
  /// The graphs of several units as one. A node id that two units both use (each app its own `AppCoordinator`)
  /// gets the unit's number appended in every unit but the first that has it, so their edges never cross.
  public init(merging graphs: [FlowGraph]) {
    guard graphs.count > 1 else {
      self = graphs.first ?? FlowGraph(nodes: [], edges: [])
      return
    }
    var taken = Set<String>()
    var nodes: [Node] = []
    var edges: [Edge] = []
    for (position, graph) in graphs.enumerated() {
      var renamed: [String: String] = [:]
      for node in graph.nodes where taken.contains(node.id) { renamed[node.id] = "\(node.id) #\(position + 1)" }
      for var node in graph.nodes {
        node.id = renamed[node.id] ?? node.id
        taken.insert(node.id)
        nodes.append(node)
      }
      for var edge in graph.edges {
        edge.from = renamed[edge.from] ?? edge.from
        edge.to = renamed[edge.to] ?? edge.to
        edges.append(edge)
      }
    }
    self.init(nodes: nodes, edges: edges)
  }
}
