import CoordLintCore

/// Writes a flow graph diff as Markdown for a pull-request comment or a job summary: a one-line count, a Mermaid
/// diagram of what changed (added green, removed red and dashed, changed amber) with the nodes around it, and the
/// lists of coordinators, edges and findings added, removed, changed and fixed.
public struct FlowGraphDiffMarkdownEncoder: Sendable {
  /// The heading; what the old side was (`main`, a commit) belongs in it.
  public var title: String

  public init(title: String) {
    self.title = title
  }

  public func encode(_ diff: FlowGraphDiff) -> String {
    var lines = ["### \(Self.text(title))", ""]
    guard !diff.isEmpty else {
      return (lines + ["no changes to the flow graph", ""]).joined(separator: "\n")
    }
    lines += [Self.summary(diff), ""]
    let drawn = Self.changedPart(of: diff)
    if !drawn.nodes.isEmpty {
      var style = GraphStyle(legend: false)
      style.diff = diff
      lines += ["```mermaid", MermaidEncoder(style: style).encode(drawn).trimmingCharacters(in: .newlines), "```", ""]
    }
    lines += section("Coordinators", diff.nodes.map { change in
      let name = change.new?.name ?? change.old?.name ?? change.id
      return "\(change.change.rawValue): \(Self.code(name))" + Self.details(change.details)
    })
    let nameOf = Dictionary(diff.combined.nodes.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    lines += section("Edges", diff.edges.map { change in
      let key = change.key
      let names = [key.from, key.to].map { id in nameOf[id] ?? id }
      return "\(change.change.rawValue): \(Self.code(names[0])) → \(Self.code(names[1])), \(key.kind.rawValue) "
        + Self.code(key.label) + Self.details(change.details)
    })
    lines += section("Findings added", diff.addedFindings.map(Self.finding))
    lines += section("Findings fixed", diff.fixedFindings.map(Self.finding))
    return lines.joined(separator: "\n")
  }

  /// `2 coordinators added, 1 removed · 1 edge changed · 1 finding added, 1 fixed`.
  static func summary(_ diff: FlowGraphDiff) -> String {
    func counts(_ noun: String, _ changes: [FlowGraphDiff.Change]) -> String? {
      let parts = FlowGraphDiff.Change.allCases.compactMap { change -> String? in
        let count = changes.filter { $0 == change }.count
        return count == 0 ? nil : "\(count) \(change.rawValue)"
      }
      guard !parts.isEmpty else { return nil }
      let total = changes.count
      return "\(noun)\(total == 1 ? "" : "s"): " + parts.joined(separator: ", ")
    }
    let findings = [diff.addedFindings.isEmpty ? nil : "\(diff.addedFindings.count) added",
                    diff.fixedFindings.isEmpty ? nil : "\(diff.fixedFindings.count) fixed"].compactMap { $0 }
    let total = diff.addedFindings.count + diff.fixedFindings.count
    return [
      counts("node", diff.nodes.map(\.change)),
      counts("edge", diff.edges.map(\.change)),
      findings.isEmpty ? nil : "finding\(total == 1 ? "" : "s"): " + findings.joined(separator: ", "),
    ].compactMap { $0 }.joined(separator: " · ")
  }

  /// What the diagram shows: the changed nodes, both ends of every changed edge, and the unchanged edges between
  /// those nodes for context; a large app's whole graph would not fit a comment.
  static func changedPart(of diff: FlowGraphDiff) -> FlowGraph {
    let combined = diff.combined
    var ids = Set(diff.nodes.map(\.id))
    for change in diff.edges { ids.formUnion([change.key.from, change.key.to]) }
    return FlowGraph(nodes: combined.nodes.filter { ids.contains($0.id) },
                     edges: combined.edges.filter { ids.contains($0.from) && ids.contains($0.to) })
  }

  private func section(_ heading: String, _ items: [String]) -> [String] {
    guard !items.isEmpty else { return [] }
    return ["#### \(heading)", ""] + items.map { "- " + $0 } + [""]
  }

  private static func finding(_ finding: Finding) -> String {
    "\(finding.severity.rawValue) \(code(finding.rule)) at \(code("\(finding.location.file):\(finding.location.line)")): "
      + text(finding.message)
  }

  private static func details(_ details: [String]) -> String {
    details.isEmpty ? "" : " (" + text(details.joined(separator: "; ")) + ")"
  }

  // MARK: - Escaping

  /// A code span holding `text` literally: fenced with more backticks than it contains, and padded when it starts
  /// or ends with one. Line breaks become spaces, since a code span cannot hold them in a list item.
  static func code(_ text: String) -> String {
    let flat = text.map { $0.isNewline ? " " : String($0) }.joined()
    var longest = 0
    var run = 0
    for character in flat {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padded = flat.hasPrefix("`") || flat.hasSuffix("`") || flat.isEmpty ? " \(flat) " : flat
    return fence + padded + fence
  }

  /// Text outside code spans: Markdown's punctuation backslash-escaped and HTML's special characters as
  /// entities, so a type or message can neither format the comment nor inject markup.
  static func text(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "!": result += "\\" + String(character)
      case "\n", "\r", "\r\n": result += " "
      default: result.append(character)
      }
    }
    return result
  }
}
