import ArgumentParser
import CoordLintRules

/// `coordlint rules`: list the rules, or describe one with its examples.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules", abstract: "List the rules, or show one rule's rationale and examples.")

  @ArgumentParser.Argument(help: "A rule id, to show its summary, rationale and examples.")
  var id: String?

  func run() throws {
    guard let id else {
      let width = RuleRegistry.all.map { $0.description.id.count }.max() ?? 0
      for rule in RuleRegistry.all {
        let description = rule.description
        let padded = description.id.padding(toLength: width, withPad: " ", startingAt: 0)
        let severity = description.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
        print("\(padded)  \(severity)  \(description.summary)")
      }
      return
    }
    guard let rule = RuleRegistry.rule(id: id) else {
      throw ValidationError("no rule '\(id)'; 'coordlint rules' lists them")
    }
    let description = rule.description
    print("\(description.id) (\(description.defaultSeverity.rawValue)): \(description.summary)\n")
    print(description.rationale + "\n")
    for (index, example) in description.examples.enumerated() {
      print("Example \(index + 1): \(example.expectsFindings ? "fails (↓ marks each finding)" : "passes")")
      for file in example.files {
        if example.files.count > 1 { print("  // \(file.name)") }
        for line in file.source.split(separator: "\n", omittingEmptySubsequences: false) { print("  \(line)") }
      }
      print("")
    }
  }
}
