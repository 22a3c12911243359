import CoordLintCore

/// Every rule coordlint has, in id order.
public enum RuleRegistry {
  public static let all: [any Rule.Type] = [
    NonClassDelegateProtocolRule.self,
    OrphanChildRule.self,
    RetainCycleRule.self,
    TemporaryRetainCycleRule.self,
    StrongBackReferenceRule.self,
    StrongSelfCaptureRule.self,
    UnretainedCoordinatorRule.self,
    UnusedSuppressionRule.self,
  ].sorted { $0.description.id < $1.description.id }

  /// The rule with `id`, if there is one.
  public static func rule(id: String) -> (any Rule.Type)? {
    all.first { $0.description.id == id }
  }

  /// How the flow graph marks each of `rules`' findings, by rule id.
  public static func graphMarks(_ rules: [any Rule.Type]) -> [String: GraphMark] {
    var marks: [String: GraphMark] = [:]
    for rule in rules { marks[rule.description.id] = rule.description.traits.graphMark }
    return marks
  }
}
