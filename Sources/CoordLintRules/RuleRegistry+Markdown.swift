import CoordLintCore

extension RuleRegistry {
  /// The README's rules table: every rule's id, default severity and summary, in id order, as Markdown.
  /// `scripts/update-readme-rules.sh` writes it into README.md, and a test checks that it is there.
  public static func markdownTable() -> String {
    var lines = ["| rule | default | finds |", "| --- | --- | --- |"]
    for rule in all {
      let description = rule.description
      // A pipe would end the cell.
      let summary = description.summary.replacing("|", with: "\\|")
      let severity = description.defaultSeverity.rawValue + (description.isOptIn ? " (opt-in)" : "")
      lines.append("| `\(description.id)` | \(severity) | \(summary) |")
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
