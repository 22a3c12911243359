import CoordLintCore

/// Flags a coordinator that is created and started (or wired) in a scope and kept by nothing afterwards.
public struct UnretainedCoordinatorRule: Rule {
  public static let description = RuleDescription(
    id: "unretained-coordinator",
    summary: "coordinator is started but nothing keeps it",
    rationale: """
      A coordinator created into a local is deallocated when the scope ends unless something keeps it: a \
      property, the parent's children store, a return value, a closure that is kept, or a call that can store it. \
      Started and dropped, it vanishes at once: its screens stay on screen, but their `weak var coordinator` is \
      nil and every callback goes nowhere. This includes the app's root coordinator created in `SceneDelegate` or \
      `AppDelegate`. Keep it in a property or add it to the parent's children. A coordinator that its own screen \
      keeps (the pushed view controller's view model holds it strongly) is alive while the screen is shown: that \
      is a cycle of strong references, which `retain-cycle` judges, not this rule. Nor is a coordinator that \
      never lets `self` out (no delegate, callback, closure or method value refers to it) and keeps no children: \
      once it has shown its screen, nothing can reach it, so its going changes nothing; and one whose start returns \
      the screen or view it built around itself, which the caller keeps.
      """,
    defaultSeverity: .error,
    traits: RuleTraits(graphMark: .unretained),
    examples: UnretainedCoordinatorRuleExamples.all)

  public static var requires: [any AnalysisPass.Type] {
    [CoordinatorDetectionPass.self, CoordinatorCreationPass.self, OwnershipPass.self, ChildLifecyclePass.self]
  }

  public init() {}

  public func check(_ context: RuleContext) -> [Finding] {
    // What something it wires holds strongly back is on a cycle that keeps it past the scope (while its screen is
    // shown, when the cycle goes through one); what a shown screen reaches by strong references lives while the
    // screen is on the navigation stack, whoever holds that.
    let ownership = context.analysis.ownership
    var kept = Set(ownership.checks.filter { $0.verdict == .cycle }.map(\.wiring.targetType))
    kept.formUnion(ownership.graph.typesKeptByShownScreens(stoppingAt: context.analysis.coordinators.isCoordinator))
    // A factory's coordinator may be kept by what the factory wired it to; only initializers written here count.
    // A closure's coordinators are left out: when the closure runs, and how often, is not read here.
    var candidates = context.analysis.creations.filter {
      $0.isUsed && !$0.escapes && !$0.viaFactory && !$0.inClosure && !kept.contains($0.type)
    }
    if !candidates.isEmpty {
      // A coordinator that builds a screen's parts around itself and shows them lives while they are shown.
      let codebase = context.analysis.codebase
      let handing = ScreenHandOff(codebase: codebase, coordinators: context.analysis.coordinators)
        .typesHandingThemselvesToScreens(jobs: context.analysis.results.jobs)
      candidates.removeAll { codebase.lineage(of: $0.type).contains(where: handing.contains) }
      // A coordinator whose start runs a task that holds it (`Task { let data = try await …; self.show(data) }`)
      // lives until that work is done: what it does then is the task's business, not a dropped reference.
      candidates.removeAll { StartTask.holdsSelf(in: $0.type, codebase: codebase) }
      // One that never lets `self` out (no callback, delegate, closure or method value can reach it) and keeps no
      // children has nothing left to do once its start returns: its going is no loss.
      let escape = SelfEscape(codebase: codebase)
      let lifecycle = context.analysis.lifecycle
      var idle: [String: Bool] = [:]
      candidates.removeAll { creation in
        if let known = idle[creation.type] { return known }
        let found = escape.isIdle(creation.type, lifecycle: lifecycle)
        idle[creation.type] = found
        return found
      }
    }
    return candidates.map { creation in
      let name = context.analysis.coordinators.entries[creation.type]?.displayName ?? creation.type
      let scope = creation.function.selector
      return finding(
        "'\(name)' is started but nothing keeps it, so it is deallocated when '\(scope)' returns; "
          + "store it in a property or add it to the children",
        at: creation.location,
        symbols: [creation.function.owner.isEmpty ? creation.function.selector
                    : "\(creation.function.owner).\(creation.function.selector)", creation.type])
    }
  }
}
