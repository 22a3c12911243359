/// How serious a finding is.
public enum Severity: String, Codable, Comparable, Sendable, CaseIterable {
  case warning, error

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// A problem a rule found, at one place, with related places as notes.
public struct Finding: Codable, Hashable, Sendable {
  /// A related place: "declared here", one edge of a cycle.
  public struct Note: Codable, Hashable, Sendable {
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
      self.message = message
      self.location = location
    }
  }

  public var rule: String
  public var severity: Severity
  public var message: String
  public var location: SourceLocation
  public var notes: [Note]
  /// The declarations the finding is about, qualified (`ParentCoordinator`, `CartCoordinator.delegate`): what a
  /// baseline keys on, since they survive lines moving.
  public var symbols: [String]

  public init(rule: String, severity: Severity, message: String, location: SourceLocation, notes: [Note] = [],
              symbols: [String] = []) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.location = location
    self.notes = notes
    self.symbols = symbols
  }

  /// The order every report uses: file, line, column, rule.
  public static func ordered(_ lhs: Finding, _ rhs: Finding) -> Bool {
    (lhs.location.file, lhs.location.line, lhs.location.column, lhs.rule, lhs.message)
      < (rhs.location.file, rhs.location.line, rhs.location.column, rhs.rule, rhs.message)
  }
}
