import CoordLintCore

/// Runs rules over an analysis, applies the suppression comments of the analyzed files, reports the comments that
/// suppressed nothing, and gives findings the severity configuration chose.
public struct Linter: Sendable {
  public let rules: [any Rule.Type]
  /// Severities set by configuration, by rule id; other rules report at their default severity.
  public let severities: [String: Severity]

  public init(rules: [any Rule.Type] = RuleRegistry.all, severities: [String: Severity] = [:]) {
    self.rules = rules
    self.severities = severities
  }

  /// The findings of every rule, suppressions applied, sorted by file, line, column and rule.
  public func lint(_ analysis: Analysis) -> [Finding] {
    let clock = StageClock()
    let context = RuleContext(analysis: analysis)
    var suppressions = SuppressionIndex(files: analysis.codebase.files)
    clock.lap("suppression index")
    var findings: [Finding] = []
    for rule in rules where rule != UnusedSuppressionRule.self {
      findings.append(contentsOf: rule.init().check(context).filter { !suppressions.suppress($0) })
      clock.lap("rule \(rule.description.id)")
    }
    // Last, since whether a comment suppressed something is known only once every other rule has run.
    if rules.contains(where: { $0 == UnusedSuppressionRule.self }) {
      let ran = Set(rules.map { $0.description.id })
      findings.append(contentsOf: UnusedSuppressionRule.findings(&suppressions, ran: ran))
      clock.lap("rule \(UnusedSuppressionRule.description.id)")
    }
    for index in findings.indices {
      if let severity = severities[findings[index].rule] { findings[index].severity = severity }
    }
    let ordered = Array(Set(findings)).sorted(by: Finding.ordered)
    clock.lap("severities and order")
    return ordered
  }
}
