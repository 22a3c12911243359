extension FlowGraph {
  /// The nodes `name` matches: an exact id or name first, else a case-insensitive one.
  public func nodes(matching name: String) -> [Node] {
    let exact = nodes.filter { $0.id == name || $0.name == name }
    if !exact.isEmpty { return exact }
    return nodes.filter { $0.id.lowercased() == name.lowercased() || $0.name.lowercased() == name.lowercased() }
  }

  /// One flow: the nodes `start` leads to through children, screens and transitions, at most `depth` edges away
  /// (unlimited when nil), with `start`'s own parents for context; every edge among the kept nodes stays.
  public func focused(on start: String, depth: Int?) -> FlowGraph {
    var kept: Set<String> = [start]
    var frontier = [start]
    var level = 0
    while !frontier.isEmpty, depth.map({ level < $0 }) ?? true {
      var next: [String] = []
      for id in frontier {
        for edge in edges(from: id) where edge.kind != .backReference && kept.insert(edge.to).inserted {
          next.append(edge.to)
        }
      }
      frontier = next
      level += 1
    }
    for edge in edges(to: start) where edge.kind == .child { kept.insert(edge.from) }
    return FlowGraph(nodes: nodes.filter { kept.contains($0.id) },
                     edges: edges.filter { kept.contains($0.from) && kept.contains($0.to) })
  }
}
