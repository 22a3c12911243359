import CoordLintCore

/// Turns findings into the text of one report format. Escaping for the format is the reporter's job.
public protocol Reporter: Sendable {
  func report(_ findings: [Finding], context: ReportContext) -> String
}

/// The report formats `coordlint lint --reporter` accepts.
public enum OutputFormat: String, CaseIterable, Sendable {
  case xcode, json, sarif
  case githubActions = "github-actions"
  case checkstyle, junit, markdown

  /// The reporter for the format; an exhaustive switch, so a new format cannot be left without one.
  public var reporter: any Reporter {
    switch self {
    case .xcode: return XcodeReporter()
    case .json: return JSONReporter()
    case .sarif: return SARIFReporter()
    case .githubActions: return GitHubActionsReporter()
    case .checkstyle: return CheckstyleReporter()
    case .junit: return JUnitReporter()
    case .markdown: return MarkdownReporter()
    }
  }
}
