import CoordLintCore
import CoordLintRendering
import Foundation

/// `coordlint graph --diff REV`: the flow graph at a git revision compared with the work tree's.
extension GraphCommand {
  /// Analyzes the work tree, then the revision exported to a temporary folder (removed afterwards; the work tree is
  /// only read), and writes what changed between the two graphs in the chosen format.
  func runDiff(since revision: String) throws {
    let tree: GitWorkTree
    do {
      tree = try GitWorkTree()
      _ = try tree.commit(revision)
    } catch {
      throw CLIError.git(error)
    }
    let loaded = try input.analyze(goals: [FlowGraphPass.self], rules: true)
    let (newGraph, newFindings) = flowGraph(loaded)
    let (oldGraph, oldFindings) = try analyze(revision, of: tree)
    let diff = FlowGraphDiff(old: oldGraph, new: newGraph, oldFindings: oldFindings, newFindings: newFindings)

    var style = GraphStyle(cluster: cluster, legend: !noLegend, title: title,
                           modules: Self.moduleNames(loaded.analyses.first?.modules ?? .empty))
    style.diff = diff
    let heading = title ?? "coordlint: flow graph changes since \(revision)"
    let data: Data
    do {
      switch try resolvedFormat {
      case .markdown: data = Data(FlowGraphDiffMarkdownEncoder(title: heading).encode(diff).utf8)
      case .json: data = Data(FlowGraphDiffJSONEncoder(revision: revision).encode(diff).utf8)
      case .mermaid: data = Data(MermaidEncoder(style: style).encode(diff.combined).utf8)
      case .dot: data = Data(DOTEncoder(style: style).encode(diff.combined).utf8)
      case .svg: data = try render(diff.combined, style: style, as: .svg)
      case .png: data = try render(diff.combined, style: style, as: .png)
      case .pdf: data = try render(diff.combined, style: style, as: .pdf)
      case .html:
        let svg = String(decoding: try render(diff.combined, style: style, as: .svg), as: UTF8.self)
        data = Data(HTMLReportEncoder(title: heading, diff: diff).encode(graph: diff.combined, svg: svg,
                                                                         findings: diff.addedFindings).utf8)
      }
    } catch let error as GraphvizRenderer.RenderError {
      throw CLIError.rendering("\(error)")
    }
    try write(data)
    try RunStatus.finish(loaded.diagnostics)
  }

  /// The flow graph and findings at `revision`, read with the same input options from a copy of its files, with
  /// paths mapped back onto the work tree's.
  private func analyze(_ revision: String, of tree: GitWorkTree) throws -> (FlowGraph, [Finding]) {
    let manager = FileManager.default
    let copy = manager.temporaryDirectory.appendingPathComponent("coordlint-diff-\(UUID().uuidString)").path
    do {
      try manager.createDirectory(atPath: copy, withIntermediateDirectories: true)
    } catch {
      throw CLIError.usage("cannot create a temporary folder for '\(revision)': \(error.localizedDescription)")
    }
    defer { try? manager.removeItem(atPath: copy) }
    do {
      try tree.export(revision, to: copy)
    } catch {
      throw CLIError.git(error)
    }
    let workingDirectory = manager.currentDirectoryPath
    // Relative paths keep their meaning when the run moves to the same folder in the copy, so ids and findings
    // (whose paths are shown relative to it) come out as the work tree's would.
    let folder = Self.inCopy(workingDirectory, tree: tree, copy: copy) ?? copy
    try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var old = input
    old.paths = input.paths.compactMap { Self.existing($0, tree: tree, copy: copy, from: folder) }
    old.defaultPaths = input.defaultPaths.compactMap { Self.existing($0, tree: tree, copy: copy, from: folder) }
    // The configuration as it was: the same file in the copy when the revision has it, else none given.
    old.config.path = input.config.path.flatMap { Self.existing($0, tree: tree, copy: copy, from: folder) }
    // Every path named was added since the revision: it had nothing of what is asked for.
    if !input.paths.isEmpty && old.paths.isEmpty { return (FlowGraph(nodes: [], edges: []), []) }

    guard manager.changeCurrentDirectoryPath(folder) else {
      throw CLIError.usage("cannot enter the copy of '\(revision)'")
    }
    defer { _ = manager.changeCurrentDirectoryPath(workingDirectory) }
    let loaded = try old.analyze(goals: [FlowGraphPass.self], rules: true, report: false)
    let errors = loaded.diagnostics.filter { $0.severity == .error }.count
    if errors > 0 {
      printError("coordlint: warning: the analysis of '\(revision)' had \(errors) input error\(errors == 1 ? "" : "s"); "
                   + "its graph may lack some files")
    }
    let (graph, findings) = flowGraph(loaded)
    // Paths outside the working directory are shown absolute: map the copy's onto the work tree's.
    let prefixes = Set([copy, GitWorkTree.resolved(copy)]).map { $0 + "/" }
    let back: (String) -> String = { path in
      guard let prefix = prefixes.first(where: path.hasPrefix) else { return path }
      return FileCollector(workingDirectory: workingDirectory).display(tree.root + "/" + path.dropFirst(prefix.count))
    }
    return (graph.relocated(back), findings.map { $0.relocated(back) })
  }

  /// Where `path` (absolute, or relative to the working directory) lies in the copy; nil outside the work tree.
  private static func inCopy(_ path: String, tree: GitWorkTree, copy: String) -> String? {
    guard let relative = tree.relative(path) else { return nil }
    return relative.isEmpty ? copy : copy + "/" + relative
  }

  /// `path` as the run in the copy's `folder` names it, when the copy has it: a relative path stays relative, an
  /// absolute one inside the work tree moves into the copy; nil when the revision lacks it.
  private static func existing(_ path: String, tree: GitWorkTree, copy: String, from folder: String) -> String? {
    let mapped = path.hasPrefix("/") ? (inCopy(path, tree: tree, copy: copy) ?? path) : path
    let absolute = mapped.hasPrefix("/") ? mapped : folder + "/" + mapped
    return FileManager.default.fileExists(atPath: absolute) ? mapped : nil
  }
}
