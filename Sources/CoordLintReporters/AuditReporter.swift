import CoordLintCore
import Foundation

/// Formats the weak-reference audit: an aligned table for people, JSON for tools.
public struct AuditReporter: Sendable {
  /// The formats `coordlint audit --format` accepts.
  public enum Format: String, CaseIterable, Sendable {
    case text, json
  }

  public let format: Format

  public init(format: Format) {
    self.format = format
  }

  public func report(_ audit: ReferenceAudit) -> String {
    switch format {
    case .text: return table(audit)
    case .json: return json(audit)
    }
  }

  // MARK: - Text

  private func table(_ audit: ReferenceAudit) -> String {
    guard !audit.rows.isEmpty else { return "no references between coordinators, view controllers and view models\n" }
    let header = ["HOLDER", "PROPERTY", "TARGET", "OWNERSHIP", "VERDICT", "DECLARED", "WIRED AT"]
    let lines = audit.rows.map { row in
      [row.holder, row.property, row.target, row.ownership.rawValue, row.verdict.rawValue,
       "\(row.location.file):\(row.location.line)",
       row.wiring.isEmpty ? "-" : row.wiring.map { "\($0.location.file):\($0.location.line)" }.joined(separator: ", ")]
    }
    let widths = header.indices.map { column in
      ([header] + lines).map { $0[column].count }.max() ?? 0
    }
    func render(_ cells: [String]) -> String {
      cells.enumerated().map { index, cell in
        index == cells.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
      }.joined(separator: "  ")
    }
    let counts = Dictionary(grouping: audit.rows, by: \.verdict).mapValues(\.count)
    let summary = "\(audit.rows.count) references: \(counts[.cycle] ?? 0) cycle, "
      + "\(counts[.shouldBeWeak] ?? 0) should-be-weak, \(counts[.ok] ?? 0) ok"
    return ([render(header)] + lines.map(render) + ["", summary]).map { $0 + "\n" }.joined()
  }

  // MARK: - JSON

  struct Document: Encodable {
    let references: [Entry]
  }

  struct Entry: Encodable {
    let holder: String
    let property: String
    let target: String
    let ownership: Ownership
    let verdict: ReferenceCheck.Verdict
    let file: String
    let line: Int
    let wiring: [Site]
  }

  struct Site: Encodable {
    let kind: Wiring.Kind
    let target: String
    let verdict: ReferenceCheck.Verdict
    let file: String
    let line: Int
    let column: Int
  }

  private func json(_ audit: ReferenceAudit) -> String {
    let document = Document(references: audit.rows.map { row in
      Entry(holder: row.holder, property: row.property, target: row.target, ownership: row.ownership,
            verdict: row.verdict, file: row.location.file, line: row.location.line,
            wiring: row.wiring.map {
              Site(kind: $0.kind, target: $0.target, verdict: $0.verdict, file: $0.location.file,
                   line: $0.location.line, column: $0.location.column)
            })
    })
    let encoder = JSONOutput.encoder()
    // Strings, integers and enums with raw values always encode.
    let data = (try? encoder.encode(document)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
