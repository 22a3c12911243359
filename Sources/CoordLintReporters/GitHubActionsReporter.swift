import CoordLintCore
import Foundation

/// GitHub Actions workflow commands, `::warning file=…,line=…,col=…,title=…::message`, which a workflow step turns
/// into annotations on the pull request's diff. Notes follow the message on lines of their own.
public struct GitHubActionsReporter: Reporter {
  public init() {}

  public func report(_ findings: [Finding], context: ReportContext) -> String {
    findings.map { finding in
      let location = finding.location
      var message = finding.message
      for note in finding.notes { message += "\nnote: \(note.message) (\(note.location))" }
      let properties = [
        "file=\(GitHubActionsReporter.escapeProperty(location.file))",
        "line=\(location.line)",
        "col=\(location.column)",
        "title=\(GitHubActionsReporter.escapeProperty("\(context.toolName) \(finding.rule)"))",
      ]
      return "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::"
        + "\(GitHubActionsReporter.escapeData(message))\n"
    }.joined()
  }

  /// A command's message, escaped as `@actions/core` does: `%`, CR and LF as percent escapes.
  static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A command's property value: the message's escapes plus `:` and `,`, which end a property.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text)
      .replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
