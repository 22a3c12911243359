import CoordLintCore

/// Flags a `// coordlint:disable…` comment that turned off no finding, so stale comments do not pile up.
///
/// The `Linter` computes it after every other rule, from which comments suppressed something; `check` finds
/// nothing on its own.
public struct UnusedSuppressionRule: Rule {
  public static let description = RuleDescription(
    id: "unused-suppression",
    summary: "suppression comment suppresses no finding",
    rationale: """
      A `// coordlint:disable…` comment is a promise that the code below it is right although a rule says \
      otherwise. Once the code changes or the rule gets smarter, the comment goes on hiding whatever that rule \
      finds there next, and nobody remembers why it is there. A comment that suppresses no finding of a rule it \
      names — or nothing at all, for `all` — is reported so it can be removed, and so is a rule id that coordlint \
      does not have (a typo suppresses nothing). Only rules that ran are judged: a comment naming a rule the \
      configuration disables is left alone. A comment that names `unused-suppression` itself is never reported \
      for it.
      """,
    defaultSeverity: .warning,
    examples: UnusedSuppressionRuleExamples.all)

  public static var requires: [any AnalysisPass.Type] { [] }

  public init() {}

  public func check(_ context: RuleContext) -> [Finding] { [] }

  /// One finding for each id of each comment that suppressed nothing of a rule that `ran`, and for each id that
  /// names no rule; those findings can themselves be suppressed by other comments.
  static func findings(_ index: inout SuppressionIndex, ran: Set<String>) -> [Finding] {
    let known = Set(RuleRegistry.all.map { $0.description.id })
    var candidates: [(reference: SuppressionIndex.Reference, id: String, finding: Finding)] = []
    for (file, suppressions) in index.byFile {
      for (position, suppression) in suppressions.enumerated() where suppression.kind != .enable {
        let reference = SuppressionIndex.Reference(file: file, index: position)
        let used = index.used[reference] ?? []
        for id in suppression.rules where id != description.id {
          let message: String
          if id == "all" {
            guard used.isEmpty else { continue }
            message = "'\(suppression.command)' suppresses no finding; remove it"
          } else if !known.contains(id) {
            message = "'\(id)' is not a coordlint rule, so '\(suppression.command)' suppresses nothing for it; "
              + "'coordlint rules' lists the rules"
          } else {
            guard ran.contains(id), !used.contains(id) else { continue }
            message = suppression.rules.count == 1
              ? "'\(suppression.command)' suppresses no finding; remove it"
              : "'\(id)' in '\(suppression.command)' suppresses no finding; remove it from the comment"
          }
          let finding = Finding(rule: description.id, severity: description.defaultSeverity, message: message,
                                location: suppression.location)
          candidates.append((reference, id, finding))
        }
      }
    }
    // A comment never suppresses the report about itself, or `// coordlint:disable all` would hide that it is
    // unused.
    let kept = candidates.filter { !index.suppress($0.finding, exempt: $0.reference) }
    // An `all` comment that turned out to suppress another comment's report did something after all.
    return kept.filter { $0.id != "all" || (index.used[$0.reference] ?? []).isEmpty }.map(\.finding)
  }
}

extension Suppression {
  /// The command as a user would write it: `coordlint:disable:next orphan-child,unretained-coordinator`.
  var command: String {
    let verb: String
    switch kind {
    case .next: verb = "disable:next"
    case .this: verb = "disable:this"
    case .disable: verb = "disable"
    case .enable: verb = "enable"
    }
    return "coordlint:\(verb) \(rules.joined(separator: ","))"
  }
}
