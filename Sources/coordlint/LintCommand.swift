import ArgumentParser
import CoordLintConfiguration
import CoordLintCore
import CoordLintReporters
import CoordLintRules
import Foundation

/// `coordlint lint`: run the enabled rules and write each requested report.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint", abstract: "Check coordinator code against the rules.",
    discussion: "Exit status: 0 when no finding is an error, 1 when one is (with --strict, any finding), 2 for "
      + "usage, input or configuration errors.")

  @OptionGroup var input: InputOptions

  @Option(name: .customLong("reporter"), help: ArgumentHelp(
    "A report: a format (\(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))), alone for stdout or "
      + "as format:file; repeatable, at most one to stdout (default: xcode).", valueName: "format[:file]"))
  var reporters: [ReporterSpec] = []

  @Flag(help: "Exit with 1 when there is any finding, warnings included.")
  var strict = false

  @Option(help: ArgumentHelp("Report only findings this baseline does not record (default: the configuration's "
                               + "'baseline').", valueName: "file"))
  var baseline: String?

  @Option(name: .customLong("write-baseline"),
          help: ArgumentHelp("Record the current findings in this baseline file.", valueName: "file"))
  var writeBaseline: String?

  @Option(name: .customLong("changed-since"),
          help: ArgumentHelp("Report only findings on lines changed since this git revision (or with a note on one), "
                               + "the work tree's uncommitted and untracked changes included.", valueName: "rev"))
  var changedSince: String?

  func validate() throws {
    let stdoutReporters = reporters.filter { $0.file == nil }
    if stdoutReporters.count > 1 {
      throw ValidationError("at most one --reporter can write to stdout; give the others a file (format:file)")
    }
    let files = reporters.compactMap(\.file)
    if Set(files).count != files.count {
      throw ValidationError("two --reporter options write to the same file")
    }
  }

  func run() throws {
    // Read before the analysis, so a bad revision fails at once rather than after a long run.
    let changed = try changedSince.map(Self.changedLines)
    let (configuration, sources) = try input.read()
    let rules = InputOptions.enabledRules(configuration)
    let result = CachedLint(cache: input.lintCache, configuration: configuration,
                            options: input.analysisOptions(configuration), rules: rules).result(sources)
    let clock = StageClock()
    for diagnostic in result.diagnostics { printError("\(diagnostic)") }
    let linted = result.findings
    let workingDirectory = FileManager.default.currentDirectoryPath

    var findings = linted
    if let baselinePath = try baselineToApply(configuration) {
      let recorded: Baseline
      do {
        recorded = try Baseline.read(from: baselinePath)
      } catch {
        throw CLIError.input(error)
      }
      findings = recorded.newFindings(linted, workingDirectory: workingDirectory,
                                      folder: folder(of: baselinePath))
    }
    if let changed { findings = findings.filter(changed.touches) }
    if let writeBaseline {
      let recorded = Baseline(findings: linted, workingDirectory: workingDirectory, folder: folder(of: writeBaseline))
      try CLIError.write(recorded.encoded(), to: writeBaseline)
      printError("coordlint: recorded \(linted.count) finding\(linted.count == 1 ? "" : "s") in \(writeBaseline)")
    }

    clock.lap("diagnostics and baseline")
    let context = ReportContext(
      toolVersion: CoordLintVersion.string, informationURI: CoordLintVersion.informationURI,
      rules: rules.map {
        let description = $0.description
        return ReportContext.RuleInfo(id: description.id, summary: description.summary,
                                      rationale: description.rationale, defaultSeverity: description.defaultSeverity,
                                      traits: description.traits)
      },
      sourceLine: { [lines = SourceLines()] in lines.line($0, $1) })
    for spec in reporters.isEmpty ? [ReporterSpec(format: .xcode)] : reporters {
      let text = spec.format.reporter.report(findings, context: context)
      if let file = spec.file {
        try CLIError.write(Data(text.utf8), to: file)
      } else {
        print(text, terminator: "")
      }
      clock.lap("report \(spec.format.rawValue)")
    }
    try RunStatus.finish(result.diagnostics,
                         failingFindings: findings.contains { $0.severity == .error || strict })
  }

  /// `--baseline`, or the configuration's baseline when that file exists (a missing one is a warning, since the
  /// first `--write-baseline` run has not made it yet).
  private func baselineToApply(_ configuration: Configuration?) throws -> String? {
    if let baseline { return baseline }
    guard let configured = configuration?.baselinePath else { return nil }
    let shown = FileCollector().display(configured)
    guard FileManager.default.fileExists(atPath: configured) else {
      if writeBaseline == nil {
        printError("\(configuration?.file ?? Configuration.fileName): warning: baseline '\(shown)' does not exist; "
                     + "every finding is reported")
      }
      return nil
    }
    return shown
  }

  /// The lines changed since `revision` in the work tree holding the current directory.
  private static func changedLines(_ revision: String) throws(CLIError) -> ChangedLines {
    do {
      return try GitWorkTree().changedLines(since: revision)
    } catch {
      throw .git(error)
    }
  }

  private func folder(of path: String) -> String {
    URL(fileURLWithPath: FileCollector().absolute(path)).deletingLastPathComponent().path
  }
}
