import ArgumentParser
import CoordLintConfiguration
import CoordLintCore
import CoordLintRules

/// `coordlint rules`: list the rules and whether the configuration enables them, or describe one with its examples.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules", abstract: "List the rules, or show one rule's rationale and examples.",
    discussion: "The list shows each rule's severity and whether it runs under the configuration file.")

  @ArgumentParser.Argument(help: "A rule id, to show its summary, rationale and examples.")
  var id: String?

  /// How the list is printed.
  enum Format: String, ExpressibleByArgument {
    case text, markdown
  }

  @Option(help: ArgumentHelp(
    "List format: text, or markdown for the README's table of every rule with its default severity.",
    valueName: "format"))
  var format: Format = .text

  @OptionGroup var config: ConfigOptions

  func run() throws {
    if format == .markdown {
      guard id == nil else { throw ValidationError("--format markdown lists every rule; it takes no rule id") }
      print(RuleRegistry.markdownTable(), terminator: "")
      return
    }
    let configuration = try config.load()
    func state(_ id: String) -> (severity: Severity, enabled: String) {
      let description = RuleRegistry.rule(id: id)?.description
      let severity = configuration?.severities[id] ?? description?.defaultSeverity ?? .warning
      guard let description else { return (severity, "disabled") }
      if InputOptions.isEnabled(description, by: configuration) { return (severity, "enabled") }
      return (severity, description.isOptIn ? "opt-in" : "disabled")
    }
    guard let id else {
      let width = RuleRegistry.all.map { $0.description.id.count }.max() ?? 0
      for rule in RuleRegistry.all {
        let description = rule.description
        let (severity, enabled) = state(description.id)
        print([description.id.padding(toLength: width, withPad: " ", startingAt: 0),
               severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0),
               enabled.padding(toLength: 8, withPad: " ", startingAt: 0),
               description.summary].joined(separator: "  "))
      }
      return
    }
    guard let rule = RuleRegistry.rule(id: id) else {
      throw ValidationError("no rule '\(id)'; 'coordlint rules' lists them")
    }
    let description = rule.description
    let (severity, enabled) = state(id)
    print("\(description.id) (\(severity.rawValue), \(enabled)): \(description.summary)\n")
    print(description.rationale + "\n")
    for (index, example) in description.examples.enumerated() {
      print("Example \(index + 1): \(example.expectsFindings ? "fails (↓ marks each finding)" : "passes")")
      let files = example.markedFiles
      for file in files {
        if files.count > 1 { print("  // \(file.name)") }
        for line in file.documented.split(separator: "\n", omittingEmptySubsequences: false) { print("  \(line)") }
      }
      // The findings as `lint` prints them, lines and columns counted without the markers.
      let findings = (try? example.expectedFindings(rule: id, severity: severity)) ?? []
      if !findings.isEmpty { print("  reported as:") }
      for finding in findings {
        print("    \(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]")
        for note in finding.notes { print("    \(note.location): note: \(note.message)") }
      }
      print("")
    }
  }
}
