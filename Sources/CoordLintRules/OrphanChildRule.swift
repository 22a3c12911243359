import CoordLintCore

/// Flags a child coordinator that is added to its parent and never removed although its flow can end.
public struct OrphanChildRule: Rule {
  public static let description = RuleDescription(
    id: "orphan-child",
    summary: "child coordinator is added to its parent and never removed",
    rationale: """
      A parent keeps its children alive through its children store. A child whose flow ends (it signals that it \
      finished) or that is added again on every action (a button, a delegate callback) must be removed, or every \
      finished flow — its view controllers, view models and subscriptions — stays in memory as long as the \
      parent lives. Remove the child where the parent learns that it finished (`childDidFinish(_:)`, a finish \
      delegate, an `onFinish` closure), or use a base class whose `finish()` does it. A child has several exits: \
      a sheet the user swipes down and a pushed screen the user goes back from end its flow without its \
      callbacks, so they must remove it too unless something observes them; so does a start that waits for work \
      that fails before any screen shows (a sign-in whose failure only shows an alert). Children added once on \
      the start path that never finish (tab roots) are permanent and not reported, and so is a child added once \
      when another finishes (the main flow after onboarding, also in a chain of flows a handler picks by which \
      child finished), or by a once-added child's callback that replaces the \
      window's root (a tutorial's last button), unless it pushes a screen onto its parent's stack \
      that the user can leave unheard. An add in a method no code calls or names (in a type whose other code runs) \
      is dead code and not reported. A child removed when the result of its \
      `start()` completes (`coordinate(to:)` with `handleEvents(receiveCompletion:)`, RxSwift's `do(onNext:)`) is \
      never removed when that result rests on a subject nothing completes, on `Observable.never()`, or on the \
      deallocation of a screen it keeps itself. Children of library bases that manage them are reported where the \
      library cannot remove them: RxFlow's child flows on their parent's navigation controller that do not return \
      `.end` (at all, or when the user goes back), and XCoordinator's children whose view controller is their \
      parent's navigation controller, which never leaves the screen.
      """,
    defaultSeverity: .warning,
    traits: RuleTraits(graphMark: .orphanChild),
    examples: OrphanChildRuleExamples.all)

  public static var requires: [any AnalysisPass.Type] { [ChildLifecyclePass.self, CoordinatorCreationPass.self] }

  public init() {}

  public func check(_ context: RuleContext) -> [Finding] {
    let lifecycle = context.analysis.lifecycle
    let bodies = context.analysis.codebase.functionBodyIndex
    let createdLineage = lifecycle.createdLineage(context.analysis.creations.map(\.type))
    let adds = lifecycle.adds
    // Each add is judged on its own, so runs of adjacent adds (a type's, a file's) are judged on all cores, each
    // run with exit checks of its own, whose memos are only ever answers: the same findings for any thread count.
    // One run per thread: making exit checks indexes every type (70 ms each at 2M lines).
    var findings = ParallelWork.mapRuns(adds.count, jobs: context.analysis.results.jobs, runsPerJob: 1) { positions in
      let exits = ExitChecks(lifecycle: lifecycle, bodies: bodies)
      return positions.compactMap { position -> Finding? in
        let add = adds[position]
        guard !lifecycle.isInDeadCode(add, createdLineage: createdLineage) else { return nil }
        return finding(for: add, context, exits: exits, bodies: bodies)
      }
    }
    findings += neverEndingFlows(context)
    return findings
  }

  /// The finding for one add, if it is never removed on some way its flow ends.
  private func finding(for add: ChildMutation, _ context: RuleContext, exits: ExitChecks,
                       bodies: FunctionBodyIndex) -> Finding? {
    let lifecycle = context.analysis.lifecycle
    // Computed once: the exit checks and the checks below all start from it.
    let lifetime = lifecycle.lifetime(of: add)
    if let skipped = exits.skippedExit(of: add, lifetime: lifetime), let child = add.child {
      return finding(skipped, of: add, child: child, lifecycle)
    }
    if lifetime == .managed, let child = add.child,
       let stuck = StuckLibraryChild.find(add, lifecycle: lifecycle, bodies: bodies) {
      return stuckFinding(stuck, of: add, child: child, lifecycle)
    }
    // Made once off the start path (when a once-added child finishes) and kept for good, unless its screen is
    // popped: then its flow is over and it stays.
    if lifetime == .permanent, let child = add.child, lifecycle.isMadeOnceOffStartPath(add),
       let push = exits.unheardPop(ofKept: add) {
      return finding(.pop(push), of: add, child: child, lifecycle, removed: false)
    }
    guard case .orphan(let repeatable, let signals) = lifetime, let child = add.child,
          !repeatsAnotherAdd(add, in: lifecycle, codebase: context.analysis.codebase, bodies: bodies) else {
      return nil
    }
    var notes: [Finding.Note] = []
    if let store = lifecycle.stores[add.parent]?.first(where: { $0.name == add.store }) {
      notes.append(Finding.Note("children store '\(store.name)' is declared here", at: store.location))
    }
    // A removal that would take the child out, in a method nothing calls: the likely mistake.
    for removal in lifecycle.deadRemovals(for: add) {
      let method = removal.function.selector
      let note = Finding.Note("'\(method)' would remove it, but nothing calls '\(method)'", at: removal.location)
      if !notes.contains(note) { notes.append(note) }
    }
    // A removal the child's code never reaches: a shared `finish()` only other children call, a parent's
    // `didFinish(_:)` nothing hands this child to.
    for removal in lifecycle.removalsNotRunFor(add) {
      let method = removal.function.selector, name = displayName(child, lifecycle)
      let note = Finding.Note("'\(method)' would remove it, but nothing runs it for '\(name)'", at: removal.location)
      if !notes.contains(note) { notes.append(note) }
    }
    for signal in signals {
      let note: Finding.Note
      if let handler = lifecycle.handler(for: signal, in: add.parent, child: child) {
        // A handler that does remove children, just not this one (a note above says why), is not the gap.
        if lifecycle.removesChildren(from: add.store, inFunctionAt: handler.decl.location) {
          continue
        }
        note = Finding.Note("'\(handler.decl.selector)' receives the child's callback but does not remove it",
                            at: handler.decl.location)
      } else {
        note = Finding.Note("the child hands itself to its parent here", at: signal.location)
      }
      if !notes.contains(note) { notes.append(note) }
    }
    for (property, removal) in lifecycle.uncalledCallbacks(for: add) {
      let note = Finding.Note("'\(property)' would remove it, but '\(displayName(child, lifecycle))' never calls it",
                              at: removal.location)
      if !notes.contains(note) { notes.append(note) }
    }
    let name = displayName(child, lifecycle)
    // An add in a closure the function registers (a subscription, a stored callback) runs per event, not per call.
    let when = !repeatable ? "once"
      : add.trigger == .handler ? "each time the closure made in '\(add.function.selector)' runs"
      : "each time '\(add.function.selector)' runs"
    // `addChild(self)` or `next.addChild(self)`: almost always meant the other way round.
    let parentName = displayName(add.parent, lifecycle)
    let message: String
    if add.childExpr?.isSelf == true && add.parent == add.function.owner {
      message = "'\(name)' adds itself to its own '\(add.store)' \(when) and never removes itself; add the child "
        + "it makes instead"
    } else if add.childExpr?.isSelf == true {
      // Meant the other way round, if the adder keeps children at all; else the new coordinator needs a keeper.
      let ownsChildren = !(lifecycle.stores[add.function.owner] ?? []).isEmpty
        || context.analysis.codebase.lineage(of: add.function.owner).contains { !(lifecycle.stores[$0] ?? []).isEmpty }
      message = "'\(name)' adds itself to the '\(add.store)' of '\(parentName)' \(when) and is never removed "
        + (ownsChildren ? "there; add '\(parentName)' to its own children instead"
            : "there; keep '\(parentName)' in a property instead, as '\(name)' has no children store")
    } else if let (removal, properties) = unwired(add, lifecycle) {
      // The removal is written; the child is just never given the property it reports through.
      let property = properties[0], method = removal.function.selector, setter = add.function.selector
      // Set as it is, a strong back reference would make a cycle of the child and its parent.
      let strong = context.analysis.codebase.property(named: property, in: child)?.decl.ownership == .strong
      let fix = "set '\(property)' where it is made" + (strong ? ", and declare it 'weak var'" : "")
      if removal.function.owner == child {
        notes.append(Finding.Note("'\(method)' reports here, but '\(setter)' never sets the child's '\(property)'",
                                  at: removal.location))
        message = "'\(name)' is added to '\(add.store)' \(when) but never removed: its '\(property)' is never set, "
          + "so what '\(method)' reports reaches no one; \(fix)"
      } else {
        notes.append(Finding.Note("'\(method)' would remove it, but '\(setter)' never sets the child's '\(property)'",
                                  at: removal.location))
        message = "'\(name)' is added to '\(add.store)' \(when) but never removed: its '\(property)' is never set, "
          + "so '\(method)' never hears it finish; \(fix)"
      }
    } else {
      message = "'\(name)' is added to '\(add.store)' \(when) but never removed; remove it when its flow finishes"
    }
    return finding(message, at: add.location, notes: notes, symbols: [add.parent, child])
  }

  /// The finding for a child XCoordinator never finds removable.
  private func stuckFinding(_ stuck: StuckLibraryChild, of add: ChildMutation, child: String,
                            _ lifecycle: ChildLifecycle) -> Finding {
    let name = displayName(child, lifecycle), parent = displayName(add.parent, lifecycle)
    let when = lifecycle.runsOnce(add.function) ? "" : " (one more each time '\(add.function.selector)' runs)"
    return finding(
      "'\(name)' is added to '\(parent)''s children but never removed\(when): its view controller is "
        + "'\(parent)''s navigation controller, which stays in the view hierarchy, so XCoordinator never finds it "
        + "removable; override 'viewController' to return its own first screen, or remove it with 'removeChild'",
      at: add.location,
      notes: [Finding.Note("it takes the parent's navigation controller for its own here", at: stuck.sharedAt)],
      symbols: [add.parent, child])
  }

  /// The finding for an add removed when its child's flow finishes but not on the exit `skipped`.
  private func finding(_ skipped: ExitChecks.Skipped, of add: ChildMutation, child: String,
                       _ lifecycle: ChildLifecycle, removed: Bool = true) -> Finding {
    let name = displayName(child, lifecycle)
    switch skipped {
    case .swipe(let presented):
      // Removed when the flow finishes, but a sheet has another exit: the user swipes it down.
      return finding(
        "'\(name)' is removed from '\(add.store)' when its flow finishes, but not when the "
          + "user swipes its sheet down; remove it in 'presentationControllerDidDismiss' too, or make the sheet "
          + "modal with 'isModalInPresentation'",
        at: add.location,
        notes: [Finding.Note("it is presented here as a sheet the user can swipe away", at: presented)],
        symbols: [add.parent, child])
    case .pop(let push):
      // Removed when the flow finishes, but a pushed screen has another exit: the back button.
      let screen = lifecycle.codebase.type(push.screen)?.displayName ?? push.screen
      let kept = removed ? "is removed from '\(add.store)' when its flow finishes, but not"
        : "is added to '\(add.store)' once and never removed, not even"
      return finding(
        "'\(name)' \(kept) when the user goes back from '\(screen)'; remove it when that screen is popped"
          + (removed ? " too " : " ") + "('navigationController(_:didShow:animated:)', or 'isMovingFromParent' in "
          + "'viewDidDisappear')",
        at: add.location,
        notes: [Finding.Note("'\(screen)' is pushed here onto the navigation stack the child was given, where the "
                               + "back button pops it", at: push.location)],
        symbols: [add.parent, child])
    case .resultNeverEnds(let never):
      // Removed when its result ends (or sends a value), which never happens.
      let event = never.waitsForValue ? "sends a value" : "completes"
      let fix = never.waitsForValue
        ? "send its result when the flow ends" : "complete it when the flow ends ('send(completion: .finished)')"
      let made = never.isFixed
        ? "it returns '\(never.subject)' here, which never \(never.waitsForValue ? "sends a value" : "completes")"
        : "'\(never.subject)' is made here; nothing \(never.waitsForValue ? "sends to" : "completes") it"
      return finding(
        "'\(name)' is added to '\(add.store)' but never removed: it is removed when the result of its "
          + "'\(never.method)' \(event), and '\(never.subject)' never "
          + "\(never.waitsForValue ? "sends one" : "completes"); \(fix)",
        at: add.location,
        notes: [Finding.Note("it is removed here, when that result \(event)", at: never.removal),
                Finding.Note(made, at: never.declared)],
        symbols: [add.parent, child])
    case .keepingHandlers(let handlers):
      // The child ends through a callback whose handler closes its screen and keeps it.
      let notes = handlers.map {
        Finding.Note("'\($0.decl.selector)' closes the child's screen but does not remove it", at: $0.decl.location)
      }
      return finding(
        "'\(name)' stays in '\(add.store)' when its flow ends through "
          + "'\(handlers[0].decl.selector)'; remove it there too",
        at: add.location, notes: notes, symbols: [add.parent, child])
    case .failedStart(let deadEnd):
      // Removed on the exits of the screens it shows, but on this path it shows none.
      return finding(
        "'\(name)' is removed from '\(add.store)' when its flow finishes, but not when '\(deadEnd.call)' fails "
          + "as it starts: it then shows nothing and ends nothing, so it stays; end its flow on that failure too",
        at: add.location,
        notes: [Finding.Note("its start waits for '\(deadEnd.call)' here, before it shows a screen",
                             at: deadEnd.callLocation),
                Finding.Note("the failure is handled here without ending the flow", at: deadEnd.failure)],
        symbols: [add.parent, child])
    case .keepingCallbacks(let callbacks):
      // The child ends through either of two callbacks; the parent's closure for one removes it, for the other not.
      var notes = callbacks.map {
        Finding.Note("'\($0.property)' closes the child's screen but does not remove it", at: $0.location)
      }
      notes.append(Finding.Note("'\(callbacks[0].removingProperty)' removes it", at: callbacks[0].removingLocation))
      return finding(
        "'\(name)' is removed from '\(add.store)' when its flow ends through '\(callbacks[0].removingProperty)', "
          + "but not through '\(callbacks[0].property)'; remove it there too",
        at: add.location, notes: notes, symbols: [add.parent, child])
    }
  }

  /// RxFlow child flows on their parent's stack that never return `.end`, or not when the user goes back: the
  /// library keeps each one's flow coordinator as long as the parent's.
  private func neverEndingFlows(_ context: RuleContext) -> [Finding] {
    let lifecycle = context.analysis.lifecycle
    let flows = FlowEnds(codebase: context.analysis.codebase, coordinators: lifecycle.coordinators)
    return flows.neverEnding(pops: PopExit(lifecycle: lifecycle)).map {
      let child = displayName($0.child, lifecycle), parent = displayName($0.parent, lifecycle)
      let keeps = "it shows its screens on '\(parent)''s navigation controller, so RxFlow keeps it until it returns "
        + "'.end(forwardToParentFlowWithStep:)'"
      switch $0.gap {
      case .noEnd, .deadEnd:
        var notes: [Finding.Note] = []
        var which = "which it never does"
        if case .deadEnd(let site) = $0.gap {
          which = "which it does only for steps that nothing emits"
          notes.append(Finding.Note("'.end' is returned here, for steps no code emits", at: site))
        }
        return finding(
          "'\(child)' is contributed to '\(parent)' but never ends: \(keeps), \(which); return '.end' when its "
            + "flow is over",
          at: $0.location, notes: notes, symbols: [$0.parent, $0.child])
      case .pop(let push):
        let screen = lifecycle.codebase.type(push.screen)?.displayName ?? push.screen
        return finding(
          "'\(child)' is contributed to '\(parent)' but does not end when the user goes back from '\(screen)': "
            + "\(keeps); emit a step that ends it when that screen is popped ('isMovingFromParent' in "
            + "'viewDidDisappear')",
          at: $0.location,
          notes: [Finding.Note("'\(screen)' is pushed here onto '\(parent)''s navigation controller, where the back "
                                 + "button pops it", at: push.location)],
          symbols: [$0.parent, $0.child])
      }
    }
  }

  /// An add that puts back a child another add of the same store already put there: the same local again later
  /// in its function (a callback that calls a "remove" that appends), or a child handed back as a parameter or as
  /// `self`. The first add is the finding; these only repeat it.
  private func repeatsAnotherAdd(_ add: ChildMutation, in lifecycle: ChildLifecycle, codebase: Codebase,
                                 bodies: FunctionBodyIndex) -> Bool {
    guard let expr = add.childExpr else { return false }
    let parameters = Set(bodies[add.function]?.decl.parameters.map(\.name) ?? [])
    let handedBack = expr.isSelf || expr.rootName.map(parameters.contains) == true
    // Only adds to the same parent can repeat this one: the lifecycle indexes them by parent.
    return lifecycle.adds(ofParent: add.parent).contains { other in
      guard other.kind == .add, other.location != add.location, other.parent == add.parent,
            other.store == add.store, let otherExpr = other.childExpr, let child = add.child,
            let otherChild = other.child,
            codebase.isSubtype(child, of: otherChild) || codebase.isSubtype(otherChild, of: child) else { return false }
      if other.function == add.function && otherExpr == expr {
        // Two closures that each make their own `search` and add it add two children, not one twice.
        if let name = expr.rootName, let body = bodies[add.function]?.body,
           OrphanChildRule.bindingSite(of: name, before: add.location, in: body)
            != OrphanChildRule.bindingSite(of: name, before: other.location, in: body) {
          return false
        }
        // The add in the function's own body is the one to report, not the one in a callback it sets up.
        return other.trigger == add.trigger ? other.location < add.location : other.trigger == .body
      }
      let otherParameters = Set(bodies[other.function]?.decl.parameters.map(\.name) ?? [])
      return handedBack && !otherExpr.isSelf && !(otherExpr.rootName.map(otherParameters.contains) ?? false)
    }
  }

  /// A removal the child would reach through a property the add's method leaves unset: the parent's handler
  /// first, else the child's own report.
  private func unwired(_ add: ChildMutation, _ lifecycle: ChildLifecycle)
    -> (removal: ChildMutation, properties: [String])? {
    let unwired = lifecycle.unwiredRemovals(for: add)
    return unwired.first { $0.removal.function.owner != add.child } ?? unwired.first
  }

  /// Where the local `name` an add at `location` reads was last bound before it, in source order; nil for a
  /// parameter or a property.
  private static func bindingSite(of name: String, before location: SourceLocation,
                                  in body: [Statement]) -> SourceLocation? {
    var site: SourceLocation?
    IRWalk.forEachStatement(in: body) { statement, _ in
      guard case .binding(let binding) = statement, binding.names.contains(name), binding.location < location,
            site.map({ $0 < binding.location }) ?? true else { return }
      site = binding.location
    }
    return site
  }

  private func displayName(_ key: String, _ lifecycle: ChildLifecycle) -> String {
    lifecycle.coordinators.entries[key]?.displayName ?? key
  }
}
