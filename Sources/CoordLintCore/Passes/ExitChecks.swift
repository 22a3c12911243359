/// The exits of a child that skip the removal covering its add: a sheet swiped down, a screen popped with the back
/// button, a callback whose handler closes the child's screen and keeps it. The orphan rule reports them and cycle
/// classification reads them, both through this one place, so that they see the same exits.
///
/// One is made per run and asked per add; the pop check remembers what it learned of each type (not `Sendable`).
public final class ExitChecks {
  /// The first exit found that skips the removal, in the order the checks are asked.
  public enum Skipped: Sendable {
    /// The child's sheet, presented at this location, can be swiped down.
    case swipe(presentedAt: SourceLocation)
    /// The child's screen, pushed onto the stack it was given, can be popped with the back button.
    case pop(PopExit.Push)
    /// The parent's handlers of these callbacks close the child's screen without removing it.
    case keepingHandlers([FoundMember<FunctionDecl>])
    /// The parent's closures for these callbacks close the child's screen without removing it; a sibling removes it.
    case keepingCallbacks([ChildLifecycle.KeepingCallback])
    /// Every removal waits for the child's result to complete (or to send a value), and it never does.
    case resultNeverEnds(NeverEndingResult)
    /// The child's start waits for work whose failure shows nothing and ends nothing.
    case failedStart(FailedStart.DeadEnd)
  }

  private let lifecycle: ChildLifecycle
  private let bodies: FunctionBodyIndex
  private let sheets: SheetDismissal
  private let pops: PopExit
  private let results: ResultCompletion
  private let starts: FailedStart

  public init(lifecycle: ChildLifecycle, bodies: FunctionBodyIndex) {
    self.lifecycle = lifecycle
    self.bodies = bodies
    sheets = SheetDismissal(lifecycle: lifecycle, bodies: bodies)
    pops = PopExit(lifecycle: lifecycle)
    results = ResultCompletion(lifecycle: lifecycle, bodies: bodies)
    starts = FailedStart(lifecycle: lifecycle, bodies: bodies)
  }

  /// Where the child of an add that runs once and is never removed pushes a screen the user can go back from
  /// without anyone hearing: its flow ends there and it stays.
  public func unheardPop(ofKept add: ChildMutation) -> PopExit.Push? {
    pops.unobservedPop(of: add, lifetime: .removed, bodies: bodies)
  }

  /// The exit of `add`'s child that skips its removal; nil when the add is not removed anyway (`lifetime`, from
  /// `ChildLifecycle.lifetime(of:)`) or every exit removes it.
  public func skippedExit(of add: ChildMutation, lifetime: ChildLifecycle.Lifetime) -> Skipped? {
    guard lifetime == .removed, add.child != nil else { return nil }
    // A child whose result never ends stays for good: a loss only when more of them pile up, one per event that
    // adds it (a tab root that returns `.never()` is meant to live as long as its parent).
    // The cheap questions first: the covering removals of an add in a protocol's default are all of the app's.
    if lifecycle.runsOnEvents(add), lifecycle.isRepeatable(add),
       let never = results.neverCompletes(add, removals: lifecycle.coveringRemovals(for: add)) {
      return .resultNeverEnds(never)
    }
    if let presented = sheets.unhandledSwipe(of: add, lifetime: lifetime) { return .swipe(presentedAt: presented) }
    if let push = pops.unobservedPop(of: add, lifetime: lifetime, bodies: bodies) { return .pop(push) }
    var handlers = lifecycle.endingHandlersWithoutRemoval(of: add, bodies: bodies)
    // A handler that only pops the child's screen ends it as the back button does: when that pop is heard, what
    // hears it takes the child out.
    if !handlers.isEmpty && pops.popIsObserved(of: add) {
      handlers.removeAll { ChildLifecycle.endsFlowOnlyByPopping($0.decl.body ?? []) }
    }
    if !handlers.isEmpty { return .keepingHandlers(handlers) }
    var callbacks = lifecycle.endingCallbacksWithoutRemoval(of: add, bodies: bodies)
    if !callbacks.isEmpty && pops.popIsObserved(of: add) {
      callbacks.removeAll(where: \.onlyPops)
    }
    if !callbacks.isEmpty { return .keepingCallbacks(callbacks) }
    return starts.deadEnd(of: add, lifetime: lifetime).map(Skipped.failedStart)
  }
}
