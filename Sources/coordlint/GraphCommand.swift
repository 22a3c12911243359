import ArgumentParser
import CoordLintCore
import CoordLintRendering
import CoordLintRules
import Foundation

extension GraphvizRenderer.Layout: ExpressibleByArgument {}
extension GraphStyle.Cluster: ExpressibleByArgument {}

/// `coordlint graph`: draw the coordinator flow graph.
struct GraphCommand: ParsableCommand {
  /// What `graph` writes.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    case dot, svg, png, pdf, mermaid, json, html
    /// A diff's summary and Mermaid diagram, for a pull-request comment; only with `--diff`.
    case markdown

    /// Formats that are not text and so need a file.
    var isBinary: Bool { self == .png || self == .pdf }

    /// The format a file name's extension names (`flow.svg`, `flow.mmd`, `flow.gv`).
    init?(fileExtension: String) {
      switch fileExtension.lowercased() {
      case "dot", "gv": self = .dot
      case "svg": self = .svg
      case "png": self = .png
      case "pdf": self = .pdf
      case "mmd", "mermaid": self = .mermaid
      case "json": self = .json
      case "html", "htm": self = .html
      case "md", "markdown": self = .markdown
      default: return nil
      }
    }
  }

  static let configuration = CommandConfiguration(
    commandName: "graph", abstract: "Draw the coordinator flow graph.",
    discussion: "Nodes are coordinators (and with --screens the screens they show); edges are children added, "
      + "screens shown, references back up the tree (solid strong, dashed weak, dotted unowned) and the next flow "
      + "a parent starts when a child finishes. Retain cycles are red; orphan and unretained coordinators are "
      + "highlighted; roots have a double border. Exit status: 0, or 2 for usage, input or rendering errors; "
      + "findings are drawn, not gated (use 'lint' for that). With --diff REV, what changed since a git revision: "
      + "added green, removed red and dashed, changed amber.")

  @OptionGroup var input: InputOptions

  @Option(help: ArgumentHelp("Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")) (default: "
                               + "from the --output extension, else markdown with --diff and dot without; markdown needs --diff).",
                             valueName: "format"))
  var format: Format?

  @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of stdout (needed for png and pdf).",
                                                  valueName: "file"))
  var output: String?

  @Option(help: ArgumentHelp("Graphviz layout engine for svg, png, pdf and html: "
                               + "\(GraphvizRenderer.Layout.allCases.map(\.rawValue).joined(separator: ", ")).",
                             valueName: "engine"))
  var layout: GraphvizRenderer.Layout = .dot

  @Option(help: ArgumentHelp("Group nodes in boxes by folder, by module, or not at all (none).", valueName: "mode"))
  var cluster: GraphStyle.Cluster = .none

  @Flag(help: "Also draw the view controllers and hosting controllers each coordinator shows.")
  var screens = false

  @Option(help: ArgumentHelp("Draw only the flow starting at this coordinator: what it leads to, and its parents.",
                             valueName: "name"))
  var focus: String?

  @Option(help: ArgumentHelp("With --focus, follow at most this many edges from it.", valueName: "n"))
  var depth: Int?

  @Flag(name: .customLong("no-legend"), help: "Leave the legend out.")
  var noLegend = false

  @Option(help: ArgumentHelp("A title drawn above the graph.", valueName: "text"))
  var title: String?

  @Option(help: ArgumentHelp("Compare the flow graph at this git revision with the work tree's: coordinators, edges "
                               + "and findings added, removed and changed (default format: markdown).",
                             valueName: "rev"))
  var diff: String?

  /// `--format`, else the output file's extension, else Markdown for a diff and DOT otherwise.
  var resolvedFormat: Format {
    get throws {
      if let format { return format }
      guard let output else { return diff == nil ? .dot : .markdown }
      let pathExtension = URL(fileURLWithPath: output).pathExtension
      guard let format = Format(fileExtension: pathExtension) else {
        throw ValidationError("cannot tell the format from '\(output)'; pass --format "
                                + Format.allCases.map(\.rawValue).joined(separator: "|"))
      }
      return format
    }
  }

  func validate() throws {
    let format = try resolvedFormat
    if format.isBinary && output == nil {
      throw ValidationError("--format \(format.rawValue) writes binary data; give a file with --output")
    }
    if format == .markdown && diff == nil {
      throw ValidationError("--format markdown draws a diff; give --diff REV")
    }
    // A diff's picture already shows only what changed and its neighbours.
    if diff != nil && focus != nil { throw ValidationError("--focus cannot be combined with --diff") }
    if let depth {
      guard focus != nil else { throw ValidationError("--depth needs --focus") }
      guard depth >= 0 else { throw ValidationError("--depth must be 0 or more") }
    }
  }

  func run() throws {
    if let diff { return try runDiff(since: diff) }
    let loaded = try input.analyze(goals: [FlowGraphPass.self], rules: true)
    let (whole, findings) = flowGraph(loaded)
    var graph = whole
    if let focus {
      let matches = graph.nodes(matching: focus)
      guard matches.count == 1, let start = matches.first else {
        throw CLIError.usage(focusProblem(focus, matches: matches, in: graph))
      }
      graph = graph.focused(on: start.id, depth: depth)
    }
    let style = GraphStyle(cluster: cluster, legend: !noLegend, title: title,
                           modules: Self.moduleNames(loaded.analyses.first?.modules ?? .empty))
    let data: Data
    do {
      data = try encode(graph, findings: findings, style: style)
    } catch let error as GraphvizRenderer.RenderError {
      throw CLIError.rendering("\(error)")
    }
    try write(data)
    try RunStatus.finish(loaded.diagnostics)
  }

  /// The flow graph of every analyzed unit, merged, and the findings drawn on it in report order.
  func flowGraph(_ loaded: InputOptions.Loaded) -> (FlowGraph, [Finding]) {
    var findings: [Finding] = []
    var graphs: [FlowGraph] = []
    for analysis in loaded.analyses {
      let unitFindings = loaded.findings(loaded.enabledRules, in: analysis)
      findings += unitFindings
      graphs.append(FlowGraphBuilder(analysis: analysis, findings: unitFindings,
                                     marks: RuleRegistry.graphMarks(loaded.enabledRules), screens: screens).build())
    }
    return (FlowGraph(merging: graphs), findings.sorted(by: Finding.ordered))
  }

  /// Writes to `--output`, atomically, or else to stdout.
  func write(_ data: Data) throws {
    if let output {
      try CLIError.write(data, to: output)
    } else {
      FileHandle.standardOutput.write(data)
    }
  }

  /// Each file's module as a cluster shows it: the module's name, or its id where two projects share the name.
  static func moduleNames(_ map: ModuleMap) -> [String: String] {
    let counts = Dictionary(grouping: map.modules, by: \.name).mapValues(\.count)
    let shown = Dictionary(uniqueKeysWithValues: map.modules.map { ($0.id, counts[$0.name] == 1 ? $0.name : $0.id) })
    return map.moduleOfFile.compactMapValues { shown[$0] }
  }

  private func encode(_ graph: FlowGraph, findings: [Finding], style: GraphStyle) throws -> Data {
    switch try resolvedFormat {
    case .dot: return Data(DOTEncoder(style: style).encode(graph).utf8)
    case .mermaid: return Data(MermaidEncoder(style: style).encode(graph).utf8)
    case .json: return Data(FlowGraphJSONEncoder().encode(graph).utf8)
    case .svg: return try render(graph, style: style, as: .svg)
    case .png: return try render(graph, style: style, as: .png)
    case .pdf: return try render(graph, style: style, as: .pdf)
    case .markdown:
      // `validate` lets markdown through only with --diff, which never comes here.
      throw CLIError.usage("--format markdown draws a diff; give --diff REV")
    case .html:
      let svg = String(decoding: try render(graph, style: style, as: .svg), as: UTF8.self)
      let shownFindings = Set(graph.nodes.flatMap(\.findings))
      let listed = focus == nil ? findings : findings.filter(shownFindings.contains)
      return Data(HTMLReportEncoder(title: title ?? "coordlint flow graph").encode(graph: graph, svg: svg,
                                                                                 findings: listed).utf8)
    }
  }

  func render(_ graph: FlowGraph, style: GraphStyle, as format: GraphvizRenderer.Format) throws -> Data {
    try GraphvizRenderer(layout: layout).render(dot: DOTEncoder(style: style).encode(graph), format: format)
  }

  private func focusProblem(_ name: String, matches: [FlowGraph.Node], in graph: FlowGraph) -> String {
    if matches.count > 1 {
      return "--focus '\(name)' matches several nodes: "
        + matches.map(\.id).joined(separator: ", ")
    }
    let near = graph.nodes.filter { $0.kind == .coordinator && $0.name.lowercased().contains(name.lowercased()) }
      .prefix(5).map(\.name)
    return "--focus '\(name)' is no coordinator in the graph"
      + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?")
  }
}
