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
    let left = (lhs.location.file, lhs.location.line, lhs.location.column, lhs.rule, lhs.message)
    let right = (rhs.location.file, rhs.location.line, rhs.location.column, rhs.rule, rhs.message)
    if left != right { return left < right }
    // Two findings alike but for their notes (one cycle reached through two subscriptions) are ordered by their
    // notes, then the rest: a total order, so no set or thread order ever shows in a report.
    for (a, b) in zip(lhs.notes, rhs.notes) where a != b {
      return (a.location.file, a.location.line, a.location.column, a.message)
        < (b.location.file, b.location.line, b.location.column, b.message)
    }
    if lhs.notes.count != rhs.notes.count { return lhs.notes.count < rhs.notes.count }
    if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
    return lhs.symbols.lexicographicallyPrecedes(rhs.symbols)
  }
}
