import CoordLintCore

/// Flags the wiring that closes a cycle of strong references through a coordinator.
public struct RetainCycleRule: Rule {
  public static let description = RuleDescription(
    id: "retain-cycle",
    summary: "wiring closes a cycle of strong references",
    rationale: """
      A coordinator owns its children, the navigation controller it pushes on, the screens it shows and their view \
      models. When one of those holds the coordinator strongly again — a strong `delegate` or `parentCoordinator`, a \
      view model's strong `coordinator`, a stored closure or a kept subscription that captures `self` — the objects \
      keep each other alive and none is ever freed: the whole flow leaks each time it runs. The finding is at the \
      wiring that closes the cycle; its notes follow the cycle edge by edge. Declare the back reference `weak var` \
      (its protocol must be class-bound) or capture `[weak self]`.
      """,
    defaultSeverity: .error,
    traits: RuleTraits(graphMark: .referenceCycle, notesFormPath: true),
    examples: RetainCycleRuleExamples.all)

  public static var requires: [any AnalysisPass.Type] { [OwnershipPass.self] }

  public init() {}

  public func check(_ context: RuleContext) -> [Finding] {
    let wording = OwnershipWording(analysis: context.analysis)
    return context.analysis.ownership.checks.filter { $0.verdict == .cycle }.map { check in
      let wiring = check.wiring
      let target = wording.name(wiring.target)
      let chain = wording.chain(check.path, closingAt: wiring.target)
      var notes = wording.notes(for: check.path)
      let message: String
      switch wiring.kind {
      case .assignment, .injection:
        let property = wiring.property.map(wording.propertyName) ?? wording.name(wiring.holder)
        let name = wiring.property?.name ?? "it"
        var fix = "declare '\(name)' as 'weak var'"
        if let property = wiring.property, let proto = wording.nonClassProtocol(of: property) {
          fix = "make '\(wording.typeName(proto))' class-bound and " + fix
        }
        message = "'\(property)' holds '\(target)' strongly: retain cycle \(chain); \(fix)"
        if let property = wiring.property {
          notes.append(Finding.Note("'\(property.name)' is declared strong here", at: property.location))
        }
      case .closure:
        let property = wiring.property.map(wording.propertyName) ?? wording.name(wiring.holder)
        message = "closure stored in '\(property)' captures 'self' strongly: retain cycle \(chain); capture "
          + "'[weak self]'"
        notes.append(Finding.Note("the closure captures '\(target)' strongly here", at: wiring.location))
      case .subscription:
        message = "subscription kept by '\(wording.name(wiring.holder))' captures 'self' strongly: retain cycle "
          + "\(chain); capture '[weak self]'"
        notes.append(contentsOf: wiring.via)
        notes.append(Finding.Note("the closure captures '\(target)' strongly here", at: wiring.location))
      }
      let symbol = wiring.property.map { "\($0.owner).\($0.name)" } ?? wiring.holderType
      return finding(message, at: wiring.location, notes: notes, symbols: [symbol, wiring.targetType])
    }
  }
}
