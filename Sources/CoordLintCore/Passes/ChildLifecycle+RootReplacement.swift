/// Handlers that replace the window's root view controller: the screens of the child that called them leave with
/// the old root, so that child cannot call them again.
extension ChildLifecycle {
  /// Whether `handler`, a parent's method only its children's code calls (`lastButtonTapped()` from a tutorial's
  /// coordinator, through its delegate), runs a bounded number of times because it replaces the window's root view
  /// controller (itself, or through a method of its own it calls, two levels): the calling child's screens leave the
  /// window, so each child calls it once, and each is added by code that runs once. A main flow shown when a
  /// once-shown tutorial ends is then shown once, though the handler removes nothing.
  func runsOnceReplacingRoot(_ handler: FunctionRef, visiting: inout Set<FunctionRef>) -> Bool {
    guard let position = summaryPosition(handler), summaries[position].decl?.kind == .function,
          !handler.owner.isEmpty, !mayBeCalledUnresolved(handler),
          replacesWindowRoot(handler, depth: 0) else { return false }
    let callers = callsByName[handler.name] ?? []
    var callingTypes = Set<String>()
    for entry in callers {
      let call = summaries[entry.caller].calls[entry.call]
      // A call coordlint cannot resolve may be this handler's, from anywhere.
      if call.targets.isEmpty { return false }
      guard call.targets.contains(handler) else { continue }
      let owner = summaries[entry.caller].function.owner
      guard !call.isOnSelf, !owner.isEmpty, !related(owner, handler.owner) else { return false }
      callingTypes.insert(owner)
    }
    guard !callingTypes.isEmpty else { return false }
    let adds = ownAdds(ofParent: handler.owner)
    for type in callingTypes.sorted() {
      // Only a child's own code: a screen or a service calling the parent is not told apart by this.
      let addsOfType = adds.filter { add in add.child.map { related($0, type) } ?? false }
      guard !addsOfType.isEmpty else { return false }
      for add in addsOfType {
        guard add.trigger == .body, runsOnce(add.function, visiting: &visiting) else { return false }
      }
    }
    return true
  }

  /// Whether `function`, or a method of its own it calls (up to `depth` 2), assigns a window's
  /// `rootViewController`.
  private func replacesWindowRoot(_ function: FunctionRef, depth: Int) -> Bool {
    guard let position = summaryPosition(function), let decl = summaries[position].decl, let body = decl.body else {
      return false
    }
    var resolver: ExpressionTypeResolver?
    var found = false
    IRWalk.visitStatements(in: body) { statement, context in
      guard !found else { return .skipChildren }
      // Not inside closures: one kept for later (a subscription's) replaces nothing now.
      for case .expression(.closure) in context.ancestors { return .skipChildren }
      guard case .assignment(let assignment) = statement, assignment.op == "=",
            case .member(let base?, "rootViewController") = assignment.target else { return .visitChildren }
      let types = resolver ?? ExpressionTypeResolver(codebase: codebase, typeKey: function.owner, function: decl)
      resolver = types
      if types.type(of: base, at: assignment.location)?.unwrapped.nominalName == "UIWindow" { found = true }
      return .skipChildren
    }
    if found { return true }
    guard depth < 2 else { return false }
    return summaries[position].calls.contains { call in
      call.isOnSelf && call.trigger == .body && call.targets.contains { replacesWindowRoot($0, depth: depth + 1) }
    }
  }
}
