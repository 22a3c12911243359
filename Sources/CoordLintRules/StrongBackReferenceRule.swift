import CoordLintCore

/// Flags a stored property declared strong that is wired to an owner up the coordinator tree.
public struct StrongBackReferenceRule: Rule {
  public static let description = RuleDescription(
    id: "strong-back-reference",
    summary: "reference back to an owner up the tree is declared strong",
    rationale: """
      References up the coordinator tree — a child to its parent, a screen or view model to the coordinator that \
      shows it — must be `weak` or `unowned`, or the owner cannot be freed before what it owns. The rule decides \
      "up the tree" from the wiring, not from the property's name: the property must be set to an object that owns \
      the holder (adds it to its children, shows it, or holds what holds it). When the strong reference closes a \
      cycle it is reported once, as `retain-cycle`; this rule reports the rest, such as a screen shown on a \
      navigation controller the coordinator holds weakly. A strong reference to an object that does not own the \
      holder is not a finding, and nor is the reference that is all that keeps the owner alive (a coordinator made \
      as a temporary and held by its screen's view model): that is how it is owned.

      Opt-in (`opt_in_rules: [strong-back-reference]`): what it reports leaks nothing, since no strong path runs \
      from the owner back to the holder, and the strong reference only keeps the owner alive while the holder is \
      (a screen on a stack its coordinator holds weakly keeps that coordinator). It is the convention that such \
      references are weak, for teams that keep it; on apps nobody had read, reviewers judged its findings harmless.
      """,
    defaultSeverity: .warning,
    examples: StrongBackReferenceRuleExamples.all,
    isOptIn: true)

  public static var requires: [any AnalysisPass.Type] { [OwnershipPass.self] }

  public init() {}

  public func check(_ context: RuleContext) -> [Finding] {
    let wording = OwnershipWording(analysis: context.analysis)
    let checks = context.analysis.ownership.checks
    let cyclic = Set(checks.filter { $0.verdict == .cycle }.compactMap(\.wiring.property))
    let grouped = Dictionary(grouping: checks.filter { $0.verdict == .shouldBeWeak }) { $0.wiring.property! }
    return grouped.compactMap { property, checks -> Finding? in
      guard !cyclic.contains(property) else { return nil }
      let owners = Set(checks.map { wording.name($0.wiring.target) }).sorted().map { "'\($0)'" }
      let holder = wording.typeName(property.owner)
      var fix = "declare '\(property.name)' as 'weak var'"
      if let proto = wording.nonClassProtocol(of: property) {
        fix = "make '\(wording.typeName(proto))' class-bound and " + fix
      }
      let notes = checks.sorted { $0.wiring.location < $1.wiring.location }.flatMap { check in
        [Finding.Note("set to '\(wording.name(check.wiring.target))', which owns '\(wording.name(check.wiring.holder))', "
                        + "here", at: check.wiring.location)] + wording.notes(for: check.path)
      }
      return finding("'\(holder).\(property.name)' refers back to its owner \(owners.joined(separator: ", ")) "
                       + "strongly; \(fix)",
                     at: property.location, notes: notes, symbols: ["\(property.owner).\(property.name)"])
    }
  }
}
