import ArgumentParser
import CoordLintCore
import CoordLintFix
import CoordLintRules
import Foundation

/// `coordlint fix`: make the changes the model proves safe, and list the findings left alone.
struct FixCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fix", abstract: "Fix the findings whose fix the model proves safe.",
    discussion: "Declares back references 'weak' when every assignment stores an owner of the holder, makes delegate "
      + "protocols that only classes adopt class-bound, and captures '[weak self]' in stored closures that close a "
      + "retain cycle. Each change is checked by analyzing the changed files again: it must parse, remove its "
      + "findings and add none. Exit status: 0, or 2 for usage or input errors.")

  @OptionGroup var input: InputOptions

  @Flag(name: .customLong("dry-run"), help: "Print the changes as a unified diff instead of writing them.")
  var dryRun = false

  @Option(name: .customLong("rule"), help: ArgumentHelp("Fix only this rule's findings (repeatable).",
                                                          valueName: "id"))
  var onlyRules: [String] = []

  func validate() throws {
    let known = Set(RuleRegistry.all.map { $0.description.id })
    for rule in onlyRules where !known.contains(rule) {
      throw ValidationError("no rule is named '\(rule)'")
    }
  }

  func run() throws {
    let (configuration, loaded) = try input.read()
    let extracted = SourceLoader.extract(loaded.files, jobs: loaded.jobs, fileTimeout: loaded.fileTimeout)
    let diagnostics = loaded.diagnostics + loaded.moduleDiagnostics + extracted.diagnostics
    for diagnostic in diagnostics { printError("\(diagnostic)") }
    var sources: [String: String] = [:]
    for file in loaded.files {
      // Only text that decodes exactly is rewritten: a lossy decode would change bytes the fix never meant to.
      if let data = file.data, let text = String(data: data, encoding: .utf8) { sources[file.path] = text }
    }
    let engine = FixEngine(rules: InputOptions.enabledRules(configuration), severities: configuration?.severities ?? [:],
                           options: input.analysisOptions(configuration), modules: loaded.modules,
                           only: onlyRules.isEmpty ? nil : Set(onlyRules))
    let outcome = engine.run(extracted.facts, sources: sources)

    let changedPaths = outcome.sources.keys.sorted()
    if dryRun {
      for path in changedPaths {
        print(UnifiedDiff.make(old: sources[path] ?? "", new: outcome.sources[path] ?? "", path: path),
              terminator: "")
      }
    } else {
      for path in changedPaths {
        do {
          try AtomicFile.write(Data((outcome.sources[path] ?? "").utf8), to: path)
        } catch {
          throw CLIError.write(error)
        }
      }
    }
    // With --dry-run the diff alone goes to stdout, so that it can be piped to `git apply`.
    let report: (String) -> Void = dryRun ? { printError($0) } : { print($0) }
    let verb = dryRun ? "would fix" : "fixed"
    for proposal in outcome.applied {
      let rules = Set(proposal.findings.map(\.rule)).sorted()
      report("\(proposal.location): \(verb): \(proposal.summary)"
               + (rules.isEmpty ? "" : " (\(rules.joined(separator: ", ")))"))
    }
    for refusal in outcome.refusals {
      report("\(refusal.finding.location): not fixed: [\(refusal.finding.rule)] \(refusal.reason)")
    }
    let resolved = Set(outcome.applied.flatMap(\.findings)).count
    report("coordlint: \(dryRun ? "would make" : "made") \(outcome.applied.count) change"
             + "\(outcome.applied.count == 1 ? "" : "s") in \(changedPaths.count) file\(changedPaths.count == 1 ? "" : "s"), "
             + "resolving \(resolved) finding\(resolved == 1 ? "" : "s"); \(outcome.refusals.count) left alone")
    try RunStatus.finish(diagnostics)
  }
}
