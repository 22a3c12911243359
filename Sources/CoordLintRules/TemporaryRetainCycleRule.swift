import CoordLintCore

/// Flags the wiring that closes a cycle of strong references which the flow itself breaks later.
public struct TemporaryRetainCycleRule: Rule {
  public static let description = RuleDescription(
    id: "temporary-retain-cycle",
    summary: "wiring closes a cycle of strong references that lasts until the flow breaks it",
    rationale: """
      A cycle of strong references that the flow's own end breaks — UIKit releases a screen when it is popped, \
      dismissed or replaced; the parent removes the child from its children; a property is set to nil — frees \
      everything once that happens. Until then nothing on the cycle can go, even when it should: a flow that ends \
      another way (the user swipes back, an error path forgets the removal) keeps the whole cycle alive, and objects \
      on it see each other's state changes after they were meant to be gone. The finding is at the wiring that \
      closes the cycle; its notes follow the cycle edge by edge and point to where it is broken. Declare the back \
      reference `weak var` or capture `[weak self]`, and the cycle never forms. A cycle nothing breaks is \
      `retain-cycle`'s, and so is one through a pushed screen from which the flow itself ends (it, or a screen it \
      leads to, swaps the window's root, dismisses the stack, or finishes the coordinator whose own stack it is): \
      the stack then leaves with the screen still on it, and only going back would have popped it.
      """,
    defaultSeverity: .warning,
    traits: RuleTraits(graphMark: .referenceCycle, notesFormPath: true),
    examples: TemporaryRetainCycleRuleExamples.all)

  public static var requires: [any AnalysisPass.Type] {
    [OwnershipPass.self, CycleClassificationPass.self, CoordinatorCreationPass.self]
  }

  public init() {}

  public func check(_ context: RuleContext) -> [Finding] {
    CycleReport.reports(context, temporary: true).map {
      finding($0.message, at: $0.location, notes: $0.notes, symbols: $0.symbols)
    }
  }
}
