import ArgumentParser
import CoordLintCore
import CoordLintReporters

extension AuditReporter.Format: ExpressibleByArgument {}

/// `coordlint audit`: list every reference between coordinators, view controllers and view models.
struct AuditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "audit", abstract: "List every reference between coordinators, view controllers and view models.",
    discussion: "Verdicts: 'cycle' (the reference closes a cycle of strong references), 'should-be-weak' (a strong "
      + "reference back to an owner up the tree), 'ok'. Exit status: 0, or 2 for usage or input errors.")

  @OptionGroup var input: InputOptions

  @Option(help: ArgumentHelp("Output format: text or json.", valueName: "format"))
  var format: AuditReporter.Format = .text

  func run() throws {
    let loaded = try input.analyze(goals: [OwnershipPass.self])
    let audit = ReferenceAudit(merging: loaded.analyses.map(ReferenceAudit.init))
    print(AuditReporter(format: format).report(audit), terminator: "")
    try RunStatus.finish(loaded.diagnostics)
  }
}
