import CoordLintCore

/// Turns findings into the text of one report format.
public protocol Reporter: Sendable {
  func report(_ findings: [Finding]) -> String
}

/// The report formats `coordlint lint --reporter` accepts.
public enum OutputFormat: String, CaseIterable, Sendable {
  case xcode, json

  /// The reporter for the format; an exhaustive switch, so a new format cannot be left without one.
  public var reporter: any Reporter {
    switch self {
    case .xcode: return XcodeReporter()
    case .json: return JSONReporter()
    }
  }
}
