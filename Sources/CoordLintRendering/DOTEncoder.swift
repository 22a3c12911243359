import CoordLintCore

/// Writes a flow graph as Graphviz DOT text: pure Swift, deterministic, what `GraphvizRenderer` lays out.
public struct DOTEncoder: Sendable {
  public var style: GraphStyle

  public init(style: GraphStyle = GraphStyle()) {
    self.style = style
  }

  public func encode(_ graph: FlowGraph) -> String {
    var lines: [String] = ["digraph \"coordlint\" {"]
    var graphAttributes = [
      "rankdir=LR", "newrank=true", "nodesep=0.3", "ranksep=0.55", "pad=0.3", "fontname=\"Helvetica\"",
      "fontsize=12", "bgcolor=\"white\"",
    ]
    if let title = style.title {
      graphAttributes += ["label=\(Self.quoted(title))", "labelloc=t", "fontsize=16"]
    }
    lines.append("  graph [\(graphAttributes.joined(separator: ", "))];")
    // `margin` keeps long names off the border; Graphviz sizes each box to its label, so nothing is clipped.
    lines.append("  node [shape=box, style=\"rounded,filled\", fillcolor=\"\(Palette.coordinatorFill)\", "
      + "color=\"\(Palette.ink)\", fontcolor=\"\(Palette.ink)\", fontname=\"Helvetica\", fontsize=11, "
      + "margin=\"0.18,0.07\"];")
    lines.append("  edge [color=\"\(Palette.ink)\", fontcolor=\"\(Palette.muted)\", fontname=\"Helvetica\", "
      + "fontsize=9, arrowsize=0.7];")
    for (index, cluster) in style.clusters(of: graph).enumerated() {
      guard let name = cluster.name else {
        lines += cluster.nodes.map { "  " + node($0) }
        continue
      }
      lines.append("  subgraph \"cluster_\(index)\" {")
      lines.append("    graph [label=\(Self.quoted(name)), style=\"rounded,dashed\", color=\"\(Palette.cluster)\", "
        + "fontcolor=\"\(Palette.muted)\", fontsize=10, labeljust=l];")
      lines += cluster.nodes.map { "    " + node($0) }
      lines.append("  }")
    }
    lines += edges(graph).map { "  " + $0 }
    if style.legend { lines.append("  " + legend(for: graph, clusters: style.clusters(of: graph).compactMap(\.name))) }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - Nodes and edges

  private func node(_ node: FlowGraph.Node) -> String {
    var attributes = ["label=\(Self.quoted(node.name))", "id=\(Self.quoted("node-" + node.id))"]
    var tooltip = node.name
    if let location = node.location { tooltip += " — \(location.file):\(location.line)" }
    for finding in node.findings { tooltip += "\n\(finding.rule): \(finding.message)" }
    for place in node.objcCreations { tooltip += "\ncreated from Objective-C — \(place.file):\(place.line)" }
    if let change = style.diff?.change(ofNode: node.id) { tooltip = "\(change.rawValue): " + tooltip }
    attributes.append("tooltip=\(Self.quoted(tooltip))")
    var fill = node.kind == .screen ? Palette.screenFill : Palette.coordinatorFill
    var styles = ["rounded", "filled"]
    if node.kind == .screen {
      attributes += ["shape=note", "fontsize=10"]
      styles = ["filled"]
    }
    if node.has(.root) {
      fill = Palette.rootFill
      attributes.append("peripheries=2")
      styles.append("bold")
    }
    if node.has(.unretained) {
      fill = Palette.unretainedFill
      attributes.append("color=\"\(Palette.orphan)\"")
      styles.append("dashed")
    }
    if node.has(.orphan) {
      fill = Palette.orphanFill
      attributes.append("color=\"\(Palette.orphan)\"")
    }
    if node.has(.cycle) { attributes += ["color=\"\(Palette.cycle)\"", "penwidth=2"] }
    if let change = style.diff?.change(ofNode: node.id) {
      // The diff's colour wins over the marks' border: it is what a reviewer looks for first.
      attributes.removeAll { $0.hasPrefix("color=") || $0.hasPrefix("penwidth=") }
      attributes += ["color=\"\(Palette.color(change))\"", "penwidth=3"]
      if change == .removed { styles.append("dashed") }
    }
    attributes += ["fillcolor=\"\(fill)\"", "style=\"\(styles.joined(separator: ","))\""]
    return "\(Self.quoted(node.id)) [\(attributes.joined(separator: ", "))];"
  }

  /// Every edge, except that two transitions between the same flows in opposite directions with the same handler
  /// (auth → main, main → auth) become one two-headed edge, whose labels would otherwise be drawn on top of each
  /// other.
  private func edges(_ graph: FlowGraph) -> [String] {
    var result: [String] = []
    var merged = Set<Int>()
    let edges = graph.drawnEdges
    for (index, current) in edges.enumerated() where !merged.contains(index) {
      let reverse = current.kind == .transition ? edges.indices.first { other in
        other > index && !merged.contains(other) && edges[other].kind == .transition
          && edges[other].from == current.to && edges[other].to == current.from
          && edges[other].label == current.label && current.from != current.to
      } : nil
      if let reverse { merged.insert(reverse) }
      result.append(edge(current, bothWays: reverse != nil))
    }
    return result
  }

  private func edge(_ edge: FlowGraph.Edge, bothWays: Bool = false) -> String {
    var attributes: [String] = []
    var label = edge.label
    var color = Palette.ink
    switch edge.kind {
    case .child:
      break
    case .shows:
      color = Palette.muted
      attributes.append("arrowhead=vee")
    case .backReference:
      color = Palette.reference
      // Dashes and dots already say weak and unowned; only a strong reference up the tree, the suspect one, says
      // so in words, which keeps big graphs readable.
      if edge.strength == .strong || edge.strength == nil { label += " (strong)" }
      // A reference up the tree is laid out as the parent-to-child edge it mirrors and drawn pointing back, so it
      // never pulls a parent below its child. (`constraint=false` would too, but Graphviz 2.42's dot layout
      // corrupts its heap on some graphs with such edges, element-ios's among them.)
      attributes.append("dir=back")
    case .transition:
      color = Palette.transition
      label = "then, via \(label)"
      // Laid out like any edge: the flow that follows is drawn after the one that finished.
      attributes.append("arrowhead=empty")
      if bothWays { attributes += ["dir=both", "arrowtail=empty"] }
    case .starts:
      color = Palette.orphan
      label = "starts in \(label), keeps nothing"
      attributes.append("arrowhead=odot")
    }
    switch edge.strength {
    case .weak?: attributes.append("style=dashed")
    case .unowned?: attributes.append("style=dotted")
    case .strong?, nil: break
    }
    if edge.isOrphan {
      color = Palette.orphan
      label += " (never removed)"
    }
    if edge.inCycle {
      color = Palette.cycle
      attributes.append("penwidth=2")
      label += " — retain cycle"
    }
    if let change = style.diff?.change(of: edge) {
      color = Palette.color(change)
      label += " (\(change.rawValue))"
      attributes.removeAll { $0.hasPrefix("penwidth=") || (change == .removed && $0.hasPrefix("style=")) }
      attributes.append("penwidth=2.5")
      if change == .removed { attributes.append("style=dashed") }
    }
    attributes.insert(contentsOf: ["label=\(Self.quoted(label))", "color=\"\(color)\""], at: 0)
    if color != Palette.ink { attributes.append("fontcolor=\"\(color)\"") }
    attributes.append("tooltip=\(Self.quoted("\(edge.kind.rawValue): \(label) — \(edge.location.file):\(edge.location.line)"))")
    let (tail, head) = edge.kind == .backReference ? (edge.to, edge.from) : (edge.from, edge.to)
    return "\(Self.quoted(tail)) -> \(Self.quoted(head)) [\(attributes.joined(separator: ", "))];"
  }

  /// A table explaining the styles actually used in this graph, as one HTML-like label.
  private func legend(for graph: FlowGraph, clusters: [String]) -> String {
    var rows: [(String, String, String)] = []  // glyph, colour, text
    let kinds = Set(graph.edges.map(\.kind))
    let strengths = Set(graph.edges.compactMap(\.strength))
    if kinds.contains(.child) { rows.append(("━━▶", Palette.ink, "adds child (strong)")) }
    if kinds.contains(.shows) { rows.append(("━━&gt;", Palette.muted, "shows screen")) }
    if kinds.contains(.backReference) { rows.append(("━━▶", Palette.reference, "reference back up")) }
    if strengths.contains(.weak) { rows.append(("╺ ╺ ▶", Palette.ink, "weak")) }
    if strengths.contains(.unowned) { rows.append(("┈┈▶", Palette.ink, "unowned")) }
    if kinds.contains(.transition) { rows.append(("━━▷", Palette.transition, "next flow when one finishes")) }
    if kinds.contains(.starts) { rows.append(("━━○", Palette.orphan, "started, never kept")) }
    if graph.edges.contains(where: \.inCycle) { rows.append(("━━▶", Palette.cycle, "retain cycle")) }
    if graph.edges.contains(where: \.isOrphan) { rows.append(("━━▶", Palette.orphan, "child never removed")) }
    let marks = Set(graph.nodes.flatMap(\.marks))
    var swatches: [(String, String)] = []  // fill, text
    if marks.contains(.root) { swatches.append((Palette.rootFill, "root (double border)")) }
    if marks.contains(.orphan) { swatches.append((Palette.orphanFill, "orphan child")) }
    if marks.contains(.unretained) { swatches.append((Palette.unretainedFill, "unretained coordinator")) }
    if graph.nodes.contains(where: { $0.kind == .screen }) { swatches.append((Palette.screenFill, "screen")) }
    if let diff = style.diff {
      let changes = Set(diff.nodes.map(\.change) + diff.edges.map(\.change))
      for change in FlowGraphDiff.Change.allCases where changes.contains(change) {
        rows.append(("━━▶", Palette.color(change), change == .removed ? "removed (dashed)" : change.rawValue))
      }
    }
    var cells = ["<tr><td colspan=\"2\" align=\"left\"><b>legend</b></td></tr>"]
    for (glyph, color, text) in rows {
      cells.append("<tr><td align=\"left\"><font color=\"\(color)\">\(glyph)</font></td>"
        + "<td align=\"left\">\(text)</td></tr>")
    }
    for (fill, text) in swatches {
      cells.append("<tr><td bgcolor=\"\(fill)\" border=\"1\">    </td><td align=\"left\">\(text)</td></tr>")
    }
    if marks.contains(.objc) {
      cells.append("<tr><td>    </td><td align=\"left\">created from Objective-C (see tooltip)</td></tr>")
    }
    if marks.contains(.cycle) {
      cells.append("<tr><td border=\"1\" color=\"\(Palette.cycle)\">    </td><td align=\"left\">on a retain cycle</td></tr>")
    }
    if !clusters.isEmpty {
      let kind = style.cluster == .module ? "module" : "folder"
      // Each box carries its own label; a legend naming a large app's hundred folders would be wider than the graph.
      let names = clusters.count <= 3 ? clusters.map(Self.htmlEscaped).joined(separator: ", ")
        : "\(clusters.count), each box labelled"
      cells.append("<tr><td border=\"1\" style=\"dashed\" color=\"\(Palette.cluster)\">    </td>"
        + "<td align=\"left\">\(kind): \(names)</td></tr>")
    }
    return "\"coordlint-legend\" [shape=plain, id=\"legend\", fontsize=9, label=<<table border=\"0\" "
      + "cellborder=\"0\" cellspacing=\"2\" cellpadding=\"2\">\(cells.joined())</table>>];"
  }

  // MARK: - Escaping

  /// A DOT double-quoted string: `"` and `\` escaped, line breaks as DOT's `\n`.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n", "\r\n": result += "\\n"
      case "\r": break
      default: result.append(character)
      }
    }
    return result + "\""
  }
}

extension DOTEncoder {
  /// Text inside a DOT HTML-like label: `&`, `<`, `>` and `"` as entities.
  static func htmlEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
