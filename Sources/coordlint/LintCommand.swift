import ArgumentParser
import CoordLintCore
import CoordLintReporters
import CoordLintRules

extension OutputFormat: ExpressibleByArgument {}

/// `coordlint lint`: run every rule and report the findings.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint", abstract: "Check coordinator code against the rules.",
    discussion: "Exit status: 0 when no finding is an error, 1 when one is (with --strict, any finding), 2 for "
      + "usage or input errors.")

  @OptionGroup var input: InputOptions

  @Option(help: ArgumentHelp("Report format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).",
                             valueName: "format"))
  var reporter: OutputFormat = .xcode

  @Flag(help: "Exit with 1 when there is any finding, warnings included.")
  var strict = false

  func run() throws {
    let analysis = input.analyze()
    let findings = Linter().lint(analysis)
    print(reporter.reporter.report(findings), terminator: "")
    if analysis.hasInputErrors { throw ExitCode(2) }
    if findings.contains(where: { $0.severity == .error || strict }) { throw ExitCode(1) }
  }
}
