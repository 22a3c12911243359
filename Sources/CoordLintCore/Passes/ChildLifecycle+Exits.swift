extension ChildLifecycle {
  /// Calls that end what a child shows: its screen leaves, so its flow is over.
  static let endingCalls: Set<String> = [
    "dismiss", "dismissModule", "popViewController", "popModule", "popToRootViewController", "popToModule",
    "popToViewController",
  ]

  /// The parent's handlers of the child's callbacks that end the child's flow (they dismiss or pop its screen) but
  /// do not remove it: the exits on which `add`'s child stays in the children. The child reaches them by handing
  /// `self` to a back reference the parent can be (`delegate?.pickerDidCancel(self)`), whatever their names.
  /// `bodies` are the functions with bodies by reference (`Codebase.functionBodies`, indexed once by the caller).
  public func endingHandlersWithoutRemoval(of add: ChildMutation,
                                           bodies: FunctionBodyIndex) -> [FoundMember<FunctionDecl>] {
    guard add.kind == .add, let child = add.child, coordinators.isCoordinator(child),
          !coordinators.isLibraryManaged(add.parent) else { return [] }
    // A removal in a closure handed to the call that shows the child (`push(child) { remove(child) }`) runs on every
    // exit that takes the screen away, whichever handler triggers it.
    // The same inside the wrapper that adds it (`push(coordinator:)` adding, pushing and removing on pop).
    for function in [add.function] + (add.wrapper.map { [$0] } ?? [])
    where removesOnEveryExit(add, in: function, body: bodies[function]?.body ?? []) {
      return []
    }
    // Only the child's lineage's functions that hand `self` off matter: the index lists them, in summary order.
    var handoffs: [FunctionSummary.SelfHandoff] = []
    for position in index.handoffSummaries(in: codebase.lineage(of: child))
    where isReachable(summaries[position].function) {
      handoffs += summaries[position].selfHandoffs.filter { codebase.isSubtype(add.parent, of: $0.propertyType) }
    }
    var seen = Set<SourceLocation>()
    var result: [FoundMember<FunctionDecl>] = []
    for handoff in handoffs {
      guard let handler = handler(for: handoff, in: add.parent, child: child),
            seen.insert(handler.decl.location).inserted, let body = handler.decl.body, ChildLifecycle.endsFlow(body) else { continue }
      let reference = FunctionRef(handler)
      if !removes(from: add, in: reference, depth: 0) { result.append(handler) }
    }
    return result
  }

  /// Whether a removal covering `add` sits in a closure passed to a call in the function that adds it.
  private func removesOnEveryExit(_ add: ChildMutation, in function: FunctionRef, body: [Statement]) -> Bool {
    let removals = Set(index.mutations(in: function).map { mutations[$0] }.filter { $0.kind != .add }.map(\.location))
    guard !removals.isEmpty else { return false }
    var found = false
    IRWalk.visitStatements(in: body) { _, context in
      guard !found else { return .skipChildren }
      // Inside a closure: is it an argument of a call, and does it hold one of the removals?
      for case .expression(.closure(let closure)) in context.ancestors.reversed() {
        if context.callPassing(closure) != nil || ChildLifecycle.isArgumentClosure(closure, in: context) {
          if StatementSearch.calls(in: closure.body).contains(where: { removals.contains($0.location) }) { found = true }
        }
        break
      }
      return .visitChildren
    }
    return found
  }

  /// Whether `closure` is an argument of a call among `context`'s ancestors (a trailing closure included).
  static func isArgumentClosure(_ closure: Closure, in context: IRContext) -> Bool {
    context.ancestors.contains { node in
      guard case .expression(.call(let call)) = node else { return false }
      return call.arguments.contains { argument in
        if case .closure(let candidate) = argument.value { return candidate.location == closure.location }
        return false
      }
    }
  }

  /// Whether `function`, or a method of the parent it calls (two levels), takes the add's child out of its store.
  func removes(from add: ChildMutation, in function: FunctionRef, depth: Int) -> Bool {
    let removals = index.mutations(in: function).map { mutations[$0] }.filter {
      $0.kind != .add && $0.store == add.store
    }
    if removals.contains(where: { removal in
      guard removal.kind == .remove, let removed = removal.child, let child = add.child else { return true }
      return codebase.isSubtype(child, of: removed) || codebase.isSubtype(removed, of: child)
    }) { return true }
    guard depth < 2, let position = summaryPosition(of: function) else { return false }
    return summaries[position].calls.contains { call in
      call.targets.contains { removes(from: add, in: $0, depth: depth + 1) }
    }
  }

  /// Whether every call of a body that ends a screen pops it (`popToViewController`), none dismisses it.
  static func endsFlowOnlyByPopping(_ body: [Statement]) -> Bool {
    endingCallNames(in: body).allSatisfy { $0.hasPrefix("pop") }
  }

  /// Whether a body dismisses or pops a screen through a presenter or router, closure bodies included. A bare
  /// `dismiss()` is the parent ending its own flow, which takes its children with it.
  static func endsFlow(_ body: [Statement]) -> Bool {
    !endingCallNames(in: body).isEmpty
  }

  /// The names of a body's calls that end a screen through a presenter or router (not on `self`).
  private static func endingCallNames(in body: [Statement]) -> [String] {
    StatementSearch.calls(in: body).compactMap { call in
      guard let name = call.name, endingCalls.contains(name), let receiver = call.receiver, !receiver.isSelf else {
        return nil
      }
      return name
    }
  }

  /// The methods of `child`'s lineage that start it: those its parent sends it (`sent`), and its `start…` methods
  /// unless the parent starts it itself. A parent calling `child.start()` shows it that way, not through another
  /// start method the type also has (`startPresented(on:)`); one started elsewhere (a wrapper) may be started by any.
  func startingMethods(of child: String, sent: Set<String>) -> [(owner: TypeInfo, decl: FunctionDecl)] {
    let startsIt = sent.contains(where: CoordinatorNaming.isStart)
    return codebase.lineage(of: child).compactMap { codebase.type($0) }.flatMap { member in
      member.functions.filter { sent.contains($0.name) || !startsIt && CoordinatorNaming.isStart($0.name) }
        .map { (member, $0) }
    }
  }
}
