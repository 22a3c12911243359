import CoordLintCore
import Foundation

/// Writes `coordlint graph --format html`: one self-contained page with the Graphviz SVG (pan, zoom, click a node
/// for its details), the findings table and the graph's data as JSON; no network, no external resources.
public struct HTMLReportEncoder: Sendable {
  /// The page's title and heading.
  public var title: String
  /// For a diff's page (`graph --diff --format html`): the changes, listed above the findings; the graph drawn is
  /// the diff's combined graph, its SVG coloured by `GraphStyle.diff`.
  public var diff: FlowGraphDiff?

  public init(title: String, diff: FlowGraphDiff? = nil) {
    self.title = title
    self.diff = diff
  }

  /// The page for `graph`, drawn by `svg` (Graphviz's SVG of the graph's DOT), listing `findings` in the order given.
  /// The same input always gives the same bytes.
  public func encode(graph: FlowGraph, svg: String, findings: [Finding]) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="coordlint">
      <title>\(Self.escape(title))</title>
      <style>
      \(HTMLReportAssets.css)</style>
      </head>
      <body>
      <header class="page-header">
      <h1>\(Self.escape(title))</h1>
      <p class="subtitle" id="cl-graph-summary">\(graphSummary(graph))</p>
      </header>
      <main class="layout">
      <section class="graph-pane" id="cl-graph-pane" aria-label="graph">
      <div class="toolbar">
      <button type="button" id="cl-zoom-in" title="zoom in" aria-label="zoom in">+</button>
      <button type="button" id="cl-zoom-out" title="zoom out" aria-label="zoom out">\u{2212}</button>
      <button type="button" id="cl-zoom-fit" title="fit the graph" aria-label="fit the graph">fit</button>
      </div>
      <div class="graph" id="cl-graph">

      """
    if let inline = Self.inlineSVG(svg) {
      html += inline + "\n"
    } else {
      html += "<p class=\"empty\">no graph to draw</p>\n"
    }
    html += """
      </div>
      <p class="hint">drag to pan, scroll to zoom, click a node for its details</p>
      </section>
      <aside class="details" id="cl-details" aria-live="polite">
      <p class="empty">select a node in the graph or in the node list</p>
      </aside>
      </main>

      """
    if let diff { html += changesSection(diff) }
    html += findingsSection(findings, graph: graph)
    html += nodesSection(graph)
    html += """
      <script type="application/json" id="coordlint-data">
      \(Self.scriptSafeJSON(payload(graph)))
      </script>
      <script>
      \(HTMLReportAssets.script)</script>
      </body>
      </html>

      """
    return html
  }

  // MARK: - Sections

  private func graphSummary(_ graph: FlowGraph) -> String {
    let coordinators = graph.nodes.filter { $0.kind == .coordinator }.count
    let screens = graph.nodes.count - coordinators
    return [Self.count(coordinators, "coordinator"), Self.count(screens, "screen"),
            Self.count(graph.edges.count, "edge")].joined(separator: ", ")
  }

  private func findingsSection(_ findings: [Finding], graph: FlowGraph) -> String {
    var html = "<section class=\"report\" id=\"cl-findings\">\n<h2>findings</h2>\n"
    guard !findings.isEmpty else {
      return html + "<p class=\"summary empty\" id=\"cl-findings-summary\">no findings</p>\n</section>\n"
    }
    // Errors first: the summary reads from the most to the least serious.
    let counts = Severity.allCases.sorted(by: >).map { severity in
      Self.count(findings.filter { $0.severity == severity }.count, severity.rawValue)
    }
    html += "<p class=\"summary\" id=\"cl-findings-summary\">\(Self.count(findings.count, "finding")): "
      + "\(counts.joined(separator: ", "))</p>\n"
    html += """
      <table class="findings" id="cl-findings-table">
      <thead><tr><th>severity</th><th>rule</th><th>location</th><th>message</th></tr></thead>
      <tbody>

      """
    // A row links to the node the finding is about, when the graph attached it to one.
    var owners: [Finding: String] = [:]
    for node in graph.nodes {
      for finding in node.findings where owners[finding] == nil { owners[finding] = node.id }
    }
    for finding in findings {
      let severity = finding.severity.rawValue
      var row = "<tr class=\"finding sev-\(severity)\""
      if let owner = owners[finding] { row += " data-node=\"\(Self.escape(owner))\"" }
      row += "><td class=\"sev sev-\(severity)\">\(severity)</td>"
      row += "<td><code>\(Self.escape(finding.rule))</code></td>"
      row += "<td class=\"loc\" title=\"\(Self.escape(finding.location.description))\">"
        + "\(Self.escape(Self.fileLine(finding.location)))</td>"
      row += "<td>\(Self.escape(finding.message))"
      if !finding.notes.isEmpty {
        row += "<ul class=\"notes\">"
        for note in finding.notes {
          row += "<li>\(Self.escape(note.message)) <span class=\"loc\">"
            + "\(Self.escape(Self.fileLine(note.location)))</span></li>"
        }
        row += "</ul>"
      }
      html += row + "</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n</section>\n"
  }

  /// The diff's lists: nodes and edges added, removed and changed, and the findings fixed (the findings table
  /// lists those added).
  private func changesSection(_ diff: FlowGraphDiff) -> String {
    let html = "<section class=\"report\" id=\"cl-changes\">\n<h2>changes</h2>\n"
    guard !diff.isEmpty else { return html + "<p class=\"empty\">no changes to the flow graph</p>\n</section>\n" }
    var items: [String] = []
    for change in diff.nodes {
      let name = change.new?.name ?? change.old?.name ?? change.id
      items.append("<li class=\"change-\(change.change.rawValue)\" data-node=\"\(Self.escape(change.id))\">"
        + "\(change.change.rawValue) node <code>\(Self.escape(name))</code>\(Self.details(change.details))</li>")
    }
    for change in diff.edges {
      let key = change.key
      items.append("<li class=\"change-\(change.change.rawValue)\">\(change.change.rawValue) \(key.kind.rawValue) edge "
        + "<code>\(Self.escape(key.from))</code> \u{2192} <code>\(Self.escape(key.to))</code> "
        + "<code>\(Self.escape(key.label))</code>\(Self.details(change.details))</li>")
    }
    for finding in diff.fixedFindings {
      items.append("<li class=\"change-fixed\">fixed <code>\(Self.escape(finding.rule))</code> "
        + "\(Self.escape(Self.fileLine(finding.location))): \(Self.escape(finding.message))</li>")
    }
    return html + "<ul class=\"changes\" id=\"cl-changes-list\">\n" + items.joined(separator: "\n")
      + "\n</ul>\n</section>\n"
  }

  private static func details(_ details: [String]) -> String {
    details.isEmpty ? "" : " (" + escape(details.joined(separator: "; ")) + ")"
  }

  private func nodesSection(_ graph: FlowGraph) -> String {
    var html = "<section class=\"report\" id=\"cl-nodes\">\n<h2>nodes</h2>\n"
    guard !graph.nodes.isEmpty else { return html + "<p class=\"empty\">no nodes</p>\n</section>\n" }
    html += """
      <table class="nodes" id="cl-nodes-table">
      <thead><tr><th>node</th><th>kind</th><th>marks</th><th>declared</th><th>findings</th></tr></thead>
      <tbody>

      """
    for node in graph.nodes {
      let id = Self.escape(node.id)
      var row = "<tr class=\"node-row\" data-node=\"\(id)\"><td>"
        + "<button type=\"button\" class=\"node-link\" data-node=\"\(id)\">\(Self.escape(node.name))</button>"
      if node.id != node.name { row += " <code class=\"node-id\">\(id)</code>" }
      row += "</td><td>\(node.kind.rawValue)</td><td>"
      row += node.marks.map { mark in
        // The Objective-C mark says where, as the graph's tooltip does.
        let title = mark == .objc ? " title=\"" + Self.escape("created from Objective-C — "
          + node.objcCreations.map(Self.fileLine).joined(separator: ", ")) + "\"" : ""
        return "<span class=\"badge mark-\(mark.rawValue)\"\(title)>\(mark.rawValue)</span>"
      }.joined(separator: " ")
      row += "</td><td class=\"loc\">\(node.location.map { Self.escape(Self.fileLine($0)) } ?? "")</td>"
      html += row + "<td>\(node.findings.count)</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n</section>\n"
  }

  // MARK: - Data

  /// The graph as the page's script reads it; `Finding` and `SourceLocation` encode themselves.
  private struct Payload: Encodable {
    struct Node: Encodable {
      var id: String
      var name: String
      var kind: FlowGraph.Node.Kind
      var location: SourceLocation?
      var marks: [FlowGraph.Node.Mark]
      var findings: [Finding]
      /// Left out when empty, so pages without Objective-C keep their bytes.
      var objcCreations: [SourceLocation]?
    }

    struct Edge: Encodable {
      var from: String
      var to: String
      var kind: FlowGraph.Edge.Kind
      var strength: Ownership?
      var label: String
      var location: SourceLocation
      var inCycle: Bool
      var isOrphan: Bool
    }

    var nodes: [Node]
    var edges: [Edge]
  }

  private func payload(_ graph: FlowGraph) -> String {
    let payload = Payload(
      nodes: graph.nodes.map {
        .init(id: $0.id, name: $0.name, kind: $0.kind, location: $0.location, marks: $0.marks, findings: $0.findings,
              objcCreations: $0.objcCreations.isEmpty ? nil : $0.objcCreations)
      },
      edges: graph.edges.map {
        .init(from: $0.from, to: $0.to, kind: $0.kind, strength: $0.strength, label: $0.label,
              location: $0.location, inCycle: $0.inCycle, isOrphan: $0.isOrphan)
      })
    // Slashes stay readable in paths; `</` is handled by `scriptSafeJSON`.
    let encoder = JSONOutput.compactEncoder()
    // JSONEncoder only throws on non-finite floats, and the payload has no floats.
    guard let data = try? encoder.encode(payload) else { return "{\"edges\":[],\"nodes\":[]}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// JSON that cannot end or confuse the `<script>` element holding it: `</` could close it and `<!--` could start
  /// the HTML parser's escaped state, so both are rewritten with JSON string escapes that decode to the same text.
  static func scriptSafeJSON(_ json: String) -> String {
    json.replacingOccurrences(of: "<!--", with: "\\u003c!--").replacingOccurrences(of: "</", with: "<\\/")
  }

  // MARK: - SVG

  /// Graphviz's SVG without what cannot or need not sit inside HTML: the XML declaration, the DOCTYPE and comments
  /// (which repeat node names); nil when there is no `<svg` element.
  static func inlineSVG(_ svg: String) -> String? {
    guard let start = svg.range(of: "<svg")?.lowerBound else { return nil }
    var body = Substring(svg[start...])
    var result = ""
    // In XML a literal `<!--` can only open a comment: `<` is always escaped in text and attribute values.
    while let open = body.range(of: "<!--") {
      result += body[..<open.lowerBound]
      guard let close = body.range(of: "-->", range: open.upperBound..<body.endIndex) else {
        body = body[body.endIndex...]
        break
      }
      body = body[close.upperBound...]
    }
    result += body
    // Comments leave blank lines behind.
    return result.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.allSatisfy(\.isWhitespace) }
      .joined(separator: "\n")
  }

  // MARK: - Text

  /// Text safe in an element or a quoted attribute value.
  static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  private static func fileLine(_ location: SourceLocation) -> String {
    "\(location.file):\(location.line)"
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
