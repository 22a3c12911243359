import CoordLintCore

/// Flags the wiring that closes a cycle of strong references through a coordinator.
public struct RetainCycleRule: Rule {
  public static let description = RuleDescription(
    id: "retain-cycle",
    summary: "wiring closes a cycle of strong references that nothing breaks",
    rationale: """
      A coordinator owns its children, the navigation controller it pushes on, the screens it shows and their view \
      models. When one of those holds the coordinator strongly again — a strong `delegate` or `parentCoordinator`, a \
      view model's strong `coordinator`, a stored closure or a kept subscription that captures `self` — the objects \
      keep each other alive and none is ever freed: the whole flow leaks each time it runs. The finding is at the \
      wiring that closes the cycle; its notes follow the cycle edge by edge. Declare the back reference `weak var` \
      (its protocol must be class-bound) or capture `[weak self]`. A cycle that the flow breaks itself — a screen \
      UIKit releases when it is popped, a child its parent removes, a property set to nil — is \
      `temporary-retain-cycle`'s.
      """,
    defaultSeverity: .error,
    traits: RuleTraits(graphMark: .referenceCycle, notesFormPath: true),
    examples: RetainCycleRuleExamples.all + RetainCycleRuleExamples.replacingExamples)

  public static var requires: [any AnalysisPass.Type] {
    [OwnershipPass.self, CycleClassificationPass.self, CoordinatorCreationPass.self]
  }

  public init() {}

  public func check(_ context: RuleContext) -> [Finding] {
    CycleReport.reports(context, temporary: false).map {
      finding($0.message, at: $0.location, notes: $0.notes, symbols: $0.symbols)
    }
  }
}
