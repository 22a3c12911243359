import CoordLintCore

/// `path:line:col: warning: message [rule-id]`, with notes as `path:line:col: note: …`, the lines Xcode and most
/// editors turn into inline annotations. A line break inside a message becomes a space, so every finding stays one
/// line.
public struct XcodeReporter: Reporter {
  public init() {}

  public func report(_ findings: [Finding], context: ReportContext) -> String {
    var lines: [String] = []
    for finding in findings {
      lines.append("\(finding.location): \(finding.severity.rawValue): \(oneLine(finding.message)) [\(finding.rule)]")
      for note in finding.notes {
        lines.append("\(note.location): note: \(oneLine(note.message))")
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
