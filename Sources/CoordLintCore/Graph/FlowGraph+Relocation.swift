extension FlowGraph {
  /// The same graph with every path passed through `path`: what maps a revision exported to a temporary folder
  /// back onto the work tree's paths. Ids are mapped too, since a file-private type's id ends with its file.
  public func relocated(_ path: (String) -> String) -> FlowGraph {
    FlowGraph(
      nodes: nodes.map { node in
        var node = node
        node.id = Self.relocatedID(node.id, path)
        node.location = node.location.map { $0.relocated(path) }
        node.findings = node.findings.map { $0.relocated(path) }
        node.objcCreations = node.objcCreations.map { $0.relocated(path) }
        return node
      },
      edges: edges.map { edge in
        var edge = edge
        edge.from = Self.relocatedID(edge.from, path)
        edge.to = Self.relocatedID(edge.to, path)
        edge.location = edge.location.relocated(path)
        return edge
      })
  }

  /// `Name@path` with its path mapped; other ids unchanged.
  private static func relocatedID(_ id: String, _ path: (String) -> String) -> String {
    guard let at = id.firstIndex(of: "@") else { return id }
    return String(id[..<at]) + "@" + path(String(id[id.index(after: at)...]))
  }
}

extension Finding {
  /// The same finding with its place's and its notes' paths passed through `path`.
  public func relocated(_ path: (String) -> String) -> Finding {
    var finding = self
    finding.location = location.relocated(path)
    finding.notes = notes.map { Note($0.message, at: $0.location.relocated(path)) }
    return finding
  }
}

extension SourceLocation {
  /// The same place with its file passed through `path`.
  public func relocated(_ path: (String) -> String) -> SourceLocation {
    SourceLocation(file: path(file), line: line, column: column)
  }
}
