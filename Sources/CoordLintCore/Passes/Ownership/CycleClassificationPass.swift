/// Every cycle the ownership pass found, classified once: permanent (with a witness no break interrupts) or
/// temporary (with the places the flow breaks it). Both cycle rules read it.
public struct CycleClassifications: Sendable {
  private let byCheck: [ReferenceCheck: CycleBreaks.Classification]
  private let skippedExits: [SourceLocation: ExitChecks.Skipped]
  private let stackEnds: [SourceLocation: SourceLocation]

  init(_ byCheck: [ReferenceCheck: CycleBreaks.Classification], skippedExits: [SourceLocation: ExitChecks.Skipped],
       stackEnds: [SourceLocation: SourceLocation] = [:]) {
    self.byCheck = byCheck
    self.skippedExits = skippedExits
    self.stackEnds = stackEnds
  }

  /// The classification of a check whose verdict is `.cycle`; nil for any other.
  public subscript(_ check: ReferenceCheck) -> CycleBreaks.Classification? { byCheck[check] }

  /// For an add on a cycle's children edge, the exit of its child that skips its removal (the back button, a
  /// swipe), so that the cycle outlives the child's flow there; nil when every exit removes it.
  public func skippedExit(ofAddAt location: SourceLocation) -> ExitChecks.Skipped? { skippedExits[location] }

  /// For a push onto its coordinator's own stack on a cycle, where the flow can end with the screen still on the
  /// stack (a sign-up screen that ends onboarding), so that the cycle outlives it; nil when nothing found ends it.
  public func flowEnd(ofPushAt location: SourceLocation) -> SourceLocation? { stackEnds[location] }
}

/// Classifies the ownership pass's cycles as permanent or temporary.
public enum CycleClassificationPass: AnalysisPass {
  public static var name: String { "cycle classification" }
  public static var requires: [any AnalysisPass.Type] { [ChildLifecyclePass.self, OwnershipPass.self] }

  public static func run(_ context: PassContext) -> CycleClassifications {
    let ownership = context[OwnershipPass.self]
    let breaks = CycleBreaks(codebase: context.codebase, lifecycle: context[ChildLifecyclePass.self],
                             ownership: ownership, jobs: context.jobs)
    var result: [ReferenceCheck: CycleBreaks.Classification] = [:]
    for check in ownership.checks where check.verdict == .cycle { result[check] = breaks.classify(check) }
    return CycleClassifications(result, skippedExits: breaks.skippedExits, stackEnds: breaks.stackEnds.endsBySite)
  }
}
