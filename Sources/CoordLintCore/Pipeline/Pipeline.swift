/// The analysis passes, in the one order they run. ARCHITECTURE.md lists the same order and says why (a test checks
/// that it does); a pass appears after every pass it requires.
public enum Pipeline {
  public static var passes: [any AnalysisPass.Type] {[
    // Every later pass asks which types are coordinators.
    CoordinatorDetectionPass.self,
    // Children stores are collections of coordinators, so this needs detection's answer.
    ChildLifecyclePass.self,
    // Reads which types are coordinators; independent of the children, kept after them for a stable order.
    CoordinatorCreationPass.self,
    // Reads the children adds the lifecycle pass resolved.
    OwnershipPass.self,
    // Reads the ownership pass's cycles and the lifecycle's removals; only the cycle rules need it.
    CycleClassificationPass.self,
    // Turns all of the above into the flow graph's nodes and edges; only `graph` needs it.
    FlowGraphPass.self,
  ]}

  /// The passes needed to produce `goals`, with everything they require, in pipeline order.
  public static func passes(for goals: [any AnalysisPass.Type]) -> [any AnalysisPass.Type] {
    var needed = Set<ObjectIdentifier>()
    var pending = goals
    while let pass = pending.popLast() {
      guard needed.insert(ObjectIdentifier(pass)).inserted else { continue }
      pending.append(contentsOf: pass.requires)
    }
    return passes.filter { needed.contains(ObjectIdentifier($0)) }
  }

  /// Runs `passes` in order on `codebase`, timing each on `clock`.
  static func run(_ passes: [any AnalysisPass.Type], codebase: Codebase, options: AnalysisOptions, jobs: Int = 1,
                  clock: StageClock) -> PassContext {
    var context = PassContext(codebase: codebase, options: options, jobs: jobs)
    for pass in passes {
      context.results[ObjectIdentifier(pass)] = runOne(pass, context)
      clock.lap(pass.name)
    }
    return context
  }

  private static func runOne<Pass: AnalysisPass>(_ pass: Pass.Type, _ context: PassContext) -> any Sendable {
    pass.run(context)
  }
}
