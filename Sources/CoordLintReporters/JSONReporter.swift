import CoordLintCore
import Foundation

/// `{"findings": [{"rule", "severity", "message", "file", "line", "column", "notes": [...]}]}`, pretty-printed
/// with sorted keys.
public struct JSONReporter: Reporter {
  public init() {}

  struct Document: Encodable {
    let findings: [Entry]
  }

  struct Entry: Encodable {
    let rule: String
    let severity: Severity
    let message: String
    let file: String
    let line: Int
    let column: Int
    let notes: [NoteEntry]
  }

  struct NoteEntry: Encodable {
    let message: String
    let file: String
    let line: Int
    let column: Int
  }

  public func report(_ findings: [Finding], context: ReportContext) -> String {
    let document = Document(findings: findings.map { finding in
      Entry(rule: finding.rule, severity: finding.severity, message: finding.message,
            file: finding.location.file, line: finding.location.line, column: finding.location.column,
            notes: finding.notes.map {
              NoteEntry(message: $0.message, file: $0.location.file, line: $0.location.line,
                        column: $0.location.column)
            })
    })
    let encoder = JSONOutput.encoder()
    // Strings and integers always encode.
    let data = (try? encoder.encode(document)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
