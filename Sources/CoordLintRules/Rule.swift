import CoordLintCore

/// A check over the analyzed program. Rules read the model and the passes' results; they never rebuild them.
public protocol Rule: Sendable {
  static var description: RuleDescription { get }
  /// The passes whose results the rule reads; a run computes only what its rules require.
  static var requires: [any AnalysisPass.Type] { get }
  init()
  /// The findings, with the rule's default severity (configuration may change it later).
  func check(_ context: RuleContext) -> [Finding]
}

extension Rule {
  /// A finding of this rule at its default severity.
  func finding(_ message: String, at location: SourceLocation, notes: [Finding.Note] = [],
               symbols: [String] = []) -> Finding {
    Finding(rule: Self.description.id, severity: Self.description.defaultSeverity, message: message,
            location: location, notes: notes, symbols: symbols)
  }
}

/// What a rule reads.
public struct RuleContext: Sendable {
  public let analysis: Analysis

  public init(analysis: Analysis) {
    self.analysis = analysis
  }
}

/// A rule's identity, documentation and examples; the examples are also its tests.
public struct RuleDescription: Sendable {
  /// Stable: users write it in configuration and suppression comments.
  public let id: String
  public let summary: String
  public let rationale: String
  public let defaultSeverity: Severity
  /// How the graph and the reports present its findings.
  public var traits = RuleTraits()
  public let examples: [RuleExample]
}

/// Source that a rule must pass, or fail exactly at the `↓` markers. Several files when the idiom spans files.
public struct RuleExample: Sendable {
  /// The marker placed just before where a finding is expected.
  public static let marker: Character = "↓"

  public let expectsFindings: Bool
  /// File name → source, markers included.
  public let files: [(name: String, source: String)]

  public static func passes(_ source: String) -> RuleExample {
    RuleExample(expectsFindings: false, files: [("Example.swift", source)])
  }

  public static func fails(_ source: String) -> RuleExample {
    RuleExample(expectsFindings: true, files: [("Example.swift", source)])
  }

  public static func passes(files: KeyValuePairs<String, String>) -> RuleExample {
    RuleExample(expectsFindings: false, files: files.map { ($0.key, $0.value) })
  }

  public static func fails(files: KeyValuePairs<String, String>) -> RuleExample {
    RuleExample(expectsFindings: true, files: files.map { ($0.key, $0.value) })
  }
}
