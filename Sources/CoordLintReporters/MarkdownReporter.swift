import CoordLintCore

/// A GitHub-flavoured Markdown summary a bot can post on a pull request: totals, a table per rule, then one row per
/// finding (the first `maximumRows`, so a large report still fits in a comment).
public struct MarkdownReporter: Reporter {
  /// GitHub refuses comments over 65,536 characters; a row is rarely over 400.
  public static let maximumRows = 100

  public init() {}

  public func report(_ findings: [Finding], context: ReportContext) -> String {
    var text = "## \(MarkdownReporter.escape(context.toolName))\n\n"
    guard !findings.isEmpty else { return text + "No findings.\n" }
    let errors = findings.filter { $0.severity == .error }.count
    let warnings = findings.count - errors
    text += "\(count(findings.count, "finding")): \(count(errors, "error")), \(count(warnings, "warning"))\n\n"

    text += "| rule | errors | warnings | summary |\n| --- | ---: | ---: | --- |\n"
    let summaries = Dictionary(context.rules.map { ($0.id, $0.summary) }, uniquingKeysWith: { first, _ in first })
    for (rule, ruleFindings) in Dictionary(grouping: findings, by: \.rule).sorted(by: { $0.key < $1.key }) {
      let ruleErrors = ruleFindings.filter { $0.severity == .error }.count
      text += "| \(MarkdownReporter.code(rule)) | \(ruleErrors) | \(ruleFindings.count - ruleErrors) | "
        + "\(MarkdownReporter.escape(summaries[rule] ?? "")) |\n"
    }

    text += "\n| severity | location | rule | message |\n| --- | --- | --- | --- |\n"
    for finding in findings.prefix(MarkdownReporter.maximumRows) {
      var message = MarkdownReporter.escape(finding.message)
      for note in finding.notes {
        message += "<br>note: \(MarkdownReporter.escape(note.message)) "
          + "(\(MarkdownReporter.escape(note.location.description)))"
      }
      text += "| \(finding.severity.rawValue) | \(MarkdownReporter.escape(finding.location.description)) | "
        + "\(MarkdownReporter.code(finding.rule)) | \(message) |\n"
    }
    if findings.count > MarkdownReporter.maximumRows {
      text += "\n… and \(count(findings.count - MarkdownReporter.maximumRows, "more finding")) in the full report.\n"
    }
    return text
  }

  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// Text safe in a table cell: ASCII punctuation that Markdown or HTML would read is backslash-escaped (CommonMark
  /// renders `\<` as `<`), a pipe does not end the cell, and a line break becomes `<br>`.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "#", "!", "$":
        escaped.append("\\")
        escaped.append(character)
      case "\r\n", "\n", "\r":
        escaped += "<br>"
      default:
        escaped.append(character)
      }
    }
    return escaped
  }

  /// A rule id as inline code; ids are kebab-case, so nothing inside needs escaping.
  static func code(_ id: String) -> String {
    id.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } ? "`\(id)`" : escape(id)
  }
}
