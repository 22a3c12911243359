import CoordLintCore

/// Writes a flow graph as a Mermaid `flowchart`, for Markdown that GitHub and GitLab render in place.
public struct MermaidEncoder: Sendable {
  public var style: GraphStyle

  public init(style: GraphStyle = GraphStyle()) {
    self.style = style
  }

  public func encode(_ graph: FlowGraph) -> String {
    // Mermaid ids must be plain words; type names may hold dots, `@` and generics, so nodes are numbered.
    var ids: [String: String] = [:]
    for (index, node) in graph.nodes.enumerated() { ids[node.id] = "n\(index)" }
    var lines: [String] = []
    if let title = style.title { lines += ["---", "title: \(Self.yamlQuoted(title))", "---"] }
    lines.append("flowchart LR")
    for (index, cluster) in style.clusters(of: graph).enumerated() {
      guard let name = cluster.name else {
        lines += cluster.nodes.map { "  " + node($0, id: ids[$0.id]!) }
        continue
      }
      lines.append("  subgraph c\(index) [\"\(Self.text(name))\"]")
      lines += cluster.nodes.map { "    " + node($0, id: ids[$0.id]!) }
      lines.append("  end")
    }
    var linkStyles: [String] = []
    for (index, edge) in graph.drawnEdges.enumerated() {
      var (line, color) = link(edge)
      var text = label(edge)
      var extra = ""
      if let change = style.diff?.change(of: edge) {
        color = Palette.color(change)
        text += " (\(change.rawValue))"
        extra = change == .removed ? ",stroke-width:2px,stroke-dasharray:5 5" : ",stroke-width:3px"
      }
      lines.append("  \(ids[edge.from]!) \(line)|\"\(Self.text(text))\"| \(ids[edge.to]!)")
      if let color { linkStyles.append("  linkStyle \(index) stroke:\(color),color:\(color)\(extra)") }
    }
    lines += linkStyles
    lines += [
      "  classDef coordinator fill:\(Palette.coordinatorFill),stroke:\(Palette.ink)",
      "  classDef screen fill:\(Palette.screenFill),stroke:\(Palette.muted)",
      "  classDef root fill:\(Palette.rootFill),stroke:\(Palette.ink),stroke-width:3px",
      "  classDef orphan fill:\(Palette.orphanFill),stroke:\(Palette.orphan)",
      "  classDef unretained fill:\(Palette.unretainedFill),stroke:\(Palette.orphan),stroke-dasharray:4",
      "  classDef cycle stroke:\(Palette.cycle),stroke-width:2px",
    ]
    // Said only when used, so graphs without Objective-C keep their text.
    if graph.nodes.contains(where: { $0.has(.objc) }) {
      lines.append("  classDef objc stroke:\(Palette.ink),stroke-width:3px,stroke-dasharray:6 2")
    }
    // Said only when drawing a diff, after the marks' classes so that its border wins.
    if style.diff != nil {
      lines += [
        "  classDef added stroke:\(Palette.added),stroke-width:3px",
        "  classDef removed stroke:\(Palette.removed),stroke-width:3px,stroke-dasharray:5 5",
        "  classDef changed stroke:\(Palette.changed),stroke-width:3px",
      ]
    }
    for node in graph.nodes {
      let change = style.diff?.change(ofNode: node.id)
      let classes = [node.kind.rawValue] + node.marks.map(\.rawValue) + (change.map { [$0.rawValue] } ?? [])
      lines.append("  class \(ids[node.id]!) \(classes.joined(separator: ","))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func node(_ node: FlowGraph.Node, id: String) -> String {
    let text = Self.text(node.name)
    // Screens get the document shape Mermaid has, coordinators a rounded box.
    return node.kind == .screen ? "\(id)[/\"\(text)\"/]" : "\(id)(\"\(text)\")"
  }

  /// The arrow for an edge's strength, and its colour when it is not the default ink.
  private func link(_ edge: FlowGraph.Edge) -> (String, String?) {
    let arrow: String
    switch edge.strength {
    case .weak?, .unowned?: arrow = "-.->"
    case .strong?, nil: arrow = edge.kind == .transition ? "==>" : (edge.kind == .starts ? "--o" : "-->")
    }
    var color: String?
    switch edge.kind {
    case .child: color = nil
    case .shows: color = Palette.muted
    case .backReference: color = Palette.reference
    case .transition: color = Palette.transition
    case .starts: color = Palette.orphan
    }
    if edge.isOrphan { color = Palette.orphan }
    if edge.inCycle { color = Palette.cycle }
    return (arrow, color)
  }

  private func label(_ edge: FlowGraph.Edge) -> String {
    var label = edge.label
    switch edge.kind {
    case .backReference: label += " (\(edge.strength?.rawValue ?? "strong"))"
    case .transition: label = "then, via \(label)"
    case .starts: label = "starts in \(label), keeps nothing"
    case .child, .shows: break
    }
    if edge.isOrphan { label += " (never removed)" }
    if edge.inCycle { label += " — retain cycle" }
    return label
  }

  /// Text inside a quoted Mermaid label: Mermaid reads entity codes, so quotes and angle brackets become them.
  static func text(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\"": result += "#quot;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "#": result += "#35;"
      case "\n", "\r", "\r\n": result += " "
      default: result.append(character)
      }
    }
    return result
  }

  /// The title as a YAML double-quoted scalar, for the front matter: unquoted, ` #` would start a comment and a
  /// leading `&`, `*` or `[` mean something else. Mermaid draws the title as plain text, so no entity codes.
  static func yamlQuoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default:
        // Line breaks and other controls would need escapes Mermaid's YAML reader may not know; a space will do.
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += " "
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
