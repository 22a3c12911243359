import CoordLintCore
import CoordLintFix
import CoordLintReporters
import CoordLintRendering
import CoordLintRules
import Foundation

/// libFuzzer's entry point: one input, as files, through extraction, the model, every rule, every report format
/// and every graph encoder but Graphviz's; `OutputCheck` stops the run when an output does not parse.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzProfile.measureInput { FuzzTarget.run(FuzzInput(UnsafeBufferPointer(start: data, count: size))) }
  return 0
}

/// What one fuzzer input runs through, as `lint`, `graph`, `audit` and `dump` would run it.
enum FuzzTarget {
  static let rules = RuleRegistry.all

  static let context: ReportContext = ReportContext(
    toolVersion: "fuzz", informationURI: "https://example.org/coordlint",
    rules: rules.map {
      let description = $0.description
      return ReportContext.RuleInfo(id: description.id, summary: description.summary,
                                    rationale: description.rationale, defaultSeverity: description.defaultSeverity,
                                    traits: description.traits)
    })

  static func run(_ input: FuzzInput) {
    FuzzProfile.countInput()
    let facts = FuzzProfile.measure("extract") {
      input.files.map { FactExtractor.extract(source: $0.source, path: $0.name) }
    }
    // Each file is scanned as Objective-C too, so the scan and the roots it marks meet every input.
    let objc = FuzzProfile.measure("objc scan") {
      input.files.map { file in
        var scanned = FileFacts(path: file.name + ".m")
        scanned.objcCreations = ObjCCreationScanner.creations(in: Data(file.source.utf8), path: scanned.path)
        return scanned
      }
    }
    let analysis = FuzzProfile.measure("analysis") { Analysis(facts: facts + objc) }
    let findings = FuzzProfile.measure("lint") { Linter(rules: rules).lint(analysis).sorted(by: Finding.ordered) }
    // `fix` where a finding it serves was reported: what it changes must still parse and only grow.
    let fixable: Set<String> = ["strong-back-reference", "retain-cycle", "temporary-retain-cycle",
                                "non-class-delegate-protocol"]
    if findings.contains(where: { fixable.contains($0.rule) }) {
      FuzzProfile.measure("fix") {
        let sources = Dictionary(input.files.map { ($0.name, $0.source) }, uniquingKeysWith: { first, _ in first })
        let outcome = FixEngine(rules: rules, options: AnalysisOptions()).run(facts, sources: sources)
        for (path, text) in outcome.sources {
          if SourceEditor(source: text, path: path).hasSyntaxErrors || text.utf8.count <= (sources[path]?.utf8.count ?? 0) {
            OutputCheck.fail("fix made \(path) unparsable or shorter", text)
          }
        }
      }
    }
    let lines = Dictionary(
      input.files.map { ($0.name, $0.source.split(separator: "\n", omittingEmptySubsequences: false)) },
      uniquingKeysWith: { first, _ in first })
    var context = FuzzTarget.context
    context.sourceLine = { file, line in
      guard let fileLines = lines[file], line >= 1, line <= fileLines.count else { return nil }
      return String(fileLines[line - 1])
    }
    // SARIF's rules and their texts are the same for every input and were a tenth of an input's time: an input
    // without findings, which adds nothing to them, writes SARIF one time in sixteen (by its length, so that an
    // input always runs the same way).
    let formats = OutputFormat.allCases.filter { $0 != .sarif || !findings.isEmpty || input.byteCount % 16 == 0 }
    for format in formats {
      let report = FuzzProfile.measure("report \(format.rawValue)") {
        format.reporter.report(findings, context: context)
      }
      FuzzProfile.measure("check \(format.rawValue)") { OutputCheck.check(report, as: format, findings: findings) }
    }
    FuzzProfile.measure("audit") {
      for format in AuditReporter.Format.allCases {
        _ = AuditReporter(format: format).report(ReferenceAudit(analysis))
      }
    }
    FuzzProfile.measure("dump") { OutputCheck.checkJSON(DumpReport(analysis).json(), what: "dump") }

    // Screens or not, by the input's length, so that both graphs get built without building two per input.
    let graph = FuzzProfile.measure("graph") {
      FlowGraphBuilder(analysis: analysis, findings: findings, marks: RuleRegistry.graphMarks(rules),
                       screens: input.files.count % 2 == 1).build()
    }
    let style = GraphStyle(cluster: .folder, title: input.files.first?.name)
    let dot = FuzzProfile.measure("dot") { DOTEncoder(style: style).encode(graph) }
    FuzzProfile.measure("check dot") { OutputCheck.checkDOT(dot) }
    FuzzProfile.measure("mermaid") { OutputCheck.checkMermaid(MermaidEncoder(style: style).encode(graph)) }
    FuzzProfile.measure("graph json") {
      OutputCheck.checkJSON(FlowGraphJSONEncoder().encode(graph), what: "graph json")
    }
    let html = FuzzProfile.measure("html") {
      HTMLReportEncoder(title: "fuzz").encode(graph: graph, svg: "<svg></svg>", findings: findings)
    }
    FuzzProfile.measure("check html") { OutputCheck.checkHTML(html) }
    FuzzProfile.measure("focus") {
      if let first = graph.nodes.first {
        _ = DOTEncoder(style: style).encode(graph.focused(on: first.id, depth: 1))
      }
    }
  }
}
