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
  /// Whether the rule runs only when a configuration names it in `opt_in_rules` (or `only_rules`).
  public var isOptIn = false
}

/// Source that a rule must pass, or fail exactly at the `↓` markers with the findings listed for them in order.
/// Several files when the idiom spans files.
public struct RuleExample: Sendable {
  /// The marker placed just before where a finding is expected.
  public static let marker: Character = "↓"
  /// Markers placed just before where a note is expected, named by the notes; only the tests read them, so
  /// documentation leaves them out.
  public static let noteMarkers: Set<Character> = Set("①②③④⑤⑥⑦⑧⑨⑩")

  /// What a failing example expects at one `↓` marker.
  public struct ExpectedFinding: Sendable, Equatable {
    public let message: String
    public let notes: [ExpectedNote]

    public static func finding(_ message: String, notes: [ExpectedNote] = []) -> ExpectedFinding {
      ExpectedFinding(message: message, notes: notes)
    }
  }

  /// A note an expected finding carries, at the place of one of `noteMarkers`.
  public struct ExpectedNote: Sendable, Equatable {
    public let message: String
    public let marker: Character

    public static func note(_ message: String, at marker: Character) -> ExpectedNote {
      ExpectedNote(message: message, marker: marker)
    }
  }

  public let expectsFindings: Bool
  /// File name → source, markers included.
  public let files: [(name: String, source: String)]
  /// One per `↓` marker, in the order of the files, then of the markers in each file.
  public let findings: [ExpectedFinding]

  public static func passes(_ source: String) -> RuleExample {
    RuleExample(expectsFindings: false, files: [("Example.swift", source)], findings: [])
  }

  public static func fails(_ source: String, findings: [ExpectedFinding]) -> RuleExample {
    RuleExample(expectsFindings: true, files: [("Example.swift", source)], findings: findings)
  }

  public static func passes(files: KeyValuePairs<String, String>) -> RuleExample {
    RuleExample(expectsFindings: false, files: files.map { ($0.key, $0.value) }, findings: [])
  }

  public static func fails(files: KeyValuePairs<String, String>, findings: [ExpectedFinding]) -> RuleExample {
    RuleExample(expectsFindings: true, files: files.map { ($0.key, $0.value) }, findings: findings)
  }

  /// `source` without its markers: a passing example made from the template of a failing one.
  static func unmarked(_ source: String) -> String {
    source.filter { $0 != marker && !noteMarkers.contains($0) }
  }

  /// `source` as the compiler would read it: the markers taken out.
  public static func unmarkedSource(_ source: String) -> String { unmarked(source) }

  /// The coordinator root most examples start from.
  static let coordinatorProtocol = """
    protocol Coordinator: AnyObject {
      var childCoordinators: [Coordinator] { get set }
      func start()
    }
    """
}
