extension ChildLifecycle {
  /// A callback the parent sets on a child it adds whose closure closes the child's screen but keeps the child,
  /// while a sibling callback set on the same child removes it.
  public struct KeepingCallback: Sendable, Equatable {
    /// The child's callback property, `didCreatePasscode`.
    public let property: String
    /// The closure the parent assigns to it.
    public let location: SourceLocation
    /// The sibling callback whose closure removes the child, `didCancel`.
    public let removingProperty: String
    public let removingLocation: SourceLocation
    /// Whether the closure only pops the child's screen, as the back button does.
    public let onlyPops: Bool
  }

  /// The callbacks set on `add`'s child where it is added (`child.didCancel = { … }`) whose closures end its flow
  /// (they dismiss or pop its screen) without removing it, when another callback set there does remove it: the
  /// child ends through either, and on these it stays. Only callbacks the child's own code calls are exits. The
  /// closure form of `endingHandlersWithoutRemoval(of:bodies:)`.
  public func endingCallbacksWithoutRemoval(of add: ChildMutation, bodies: FunctionBodyIndex) -> [KeepingCallback] {
    guard add.kind == .add, let child = add.child, coordinators.isCoordinator(child),
          !coordinators.isLibraryManaged(add.parent), case .name(let local)? = add.childExpr,
          let body = bodies[add.function]?.body else { return [] }
    var callbacks: [(property: String, closure: Closure)] = []
    IRWalk.visitStatements(in: body) { statement, _ in
      if case .assignment(let assignment) = statement, assignment.op == "=",
         case .member(.name(local)?, let property) = assignment.target,
         case .closure(let closure) = assignment.value {
        callbacks.append((property, closure))
      }
      return .visitChildren
    }
    guard callbacks.count > 1 else { return [] }
    let called = callbacksCalled(Set(callbacks.map(\.property)), by: child)
    callbacks.removeAll { !called.contains($0.property) }
    let removalSites = Set(coveringRemovals(for: add).map(\.location))
    func removes(_ closure: Closure) -> Bool {
      StatementSearch.calls(in: closure.body).contains { call in
        if removalSites.contains(call.location) { return true }
        // A method of the parent that removes it: `self?.childDidFinish()`.
        guard let name = call.name, call.receiver?.isSelf ?? true else { return false }
        return codebase.functions(named: name, in: add.parent).contains { found in
          found.decl.body != nil && self.removes(from: add, in: FunctionRef(found), depth: 0)
        }
      }
    }
    guard let removing = callbacks.first(where: { removes($0.closure) }) else { return [] }
    return callbacks.filter { callback in
      callback.property != removing.property && ChildLifecycle.endsFlow(callback.closure.body)
        && !removes(callback.closure)
        && !isAlwaysCalledWith(removing.property, callback.property, by: child)
        && !handsOver(callback.closure, local: local, child: child, to: removing.property)
    }.map {
      KeepingCallback(property: $0.property, location: $0.closure.location, removingProperty: removing.property,
                      removingLocation: removing.closure.location,
                      onlyPops: ChildLifecycle.endsFlowOnlyByPopping($0.closure.body))
    }
  }

  /// Whether `closure` calls a method of the child (`promo?.dismiss()`) that runs the callback `property` itself,
  /// through the child's own methods three calls deep (`dismiss()` → `close()` → `finish()` → `onDismiss?()`):
  /// that callback's removal follows.
  private func handsOver(_ closure: Closure, local: String, child: String, to property: String) -> Bool {
    StatementSearch.calls(in: closure.body).contains { call in
      guard let name = call.name, call.receiver?.rootName == local else { return false }
      return runsCallback(property, from: name, in: child, depth: 0)
    }
  }

  private func runsCallback(_ property: String, from name: String, in child: String, depth: Int) -> Bool {
    codebase.functions(named: name, in: child).contains { found in
      guard let body = found.decl.body else { return false }
      return StatementSearch.calls(in: body).contains { call in
        guard let called = call.name, call.receiver == nil || call.receiver?.isSelf == true else { return false }
        return called == property || (depth < 3 && runsCallback(property, from: called, in: child, depth: depth + 1))
      }
    }
  }

  /// The callback property of `add`'s child whose closure, set where the child is added (`child.finishFlow = {
  /// self?.removeDependency(child) }`), holds `removal`, when nothing may call it: the child's code never names it
  /// (neither `finishFlow?()` nor handing it on as a value), no code calls it on another object
  /// (`coordinator.finishFlow?()`), and the adding method does not call it. That removal never runs.
  func uncalledCallback(holding removal: ChildMutation, for add: ChildMutation) -> String? {
    guard removal.trigger == .handler, removal.function == add.function, let child = add.child,
          case .name(let local)? = add.childExpr, let body = body(of: add.function) else { return nil }
    var holder: String?
    IRWalk.visitStatements(in: body) { statement, _ in
      guard holder == nil else { return .skipChildren }
      if case .assignment(let assignment) = statement, assignment.op == "=",
         case .member(.name(local)?, let property) = assignment.target, case .closure(let closure) = assignment.value,
         StatementSearch.calls(in: closure.body).contains(where: { $0.location == removal.location }) {
        holder = property
      }
      return .visitChildren
    }
    guard let property = holder,
          !codebase.lineage(of: child).compactMap({ codebase.type($0) }).contains(where: { info in
            info.functions.contains { $0.body.map { StatementSearch.names(in: $0).contains(property) } ?? false }
          }),
          !namesCalledOnOthers.value({ ChildLifecycle.namesCalledOnOthers(in: codebase) }).contains(property)
    else { return nil }
    return property
  }

  /// The names of the calls made on a receiver other than `self`, in every body of the sources.
  static func namesCalledOnOthers(in codebase: Codebase) -> Set<String> {
    var names = Set<String>()
    for function in codebase.functionBodies {
      for call in StatementSearch.calls(in: function.body) {
        if case .member(let base?, let name) = call.callee, !base.isSelf { names.insert(name) }
      }
    }
    return names
  }

  /// Whether every method of `child`'s lineage that calls its callback `property` also calls `companion` in its own
  /// body, outside any condition or closure (`onCompleted?(); onDidClose?()` in one `close()`): then the child never
  /// ends through `property` alone.
  private func isAlwaysCalledWith(_ companion: String, _ property: String, by child: String) -> Bool {
    var callers = 0
    for key in codebase.lineage(of: child) {
      guard let info = codebase.type(key) else { continue }
      for function in info.functions {
        guard let body = function.body,
              StatementSearch.calls(in: body).contains(where: { Self.ownCallback(calledBy: $0) == property })
        else { continue }
        callers += 1
        let always = body.contains(where: { statement in
          if case .expression(.call(let call), _) = statement { return Self.ownCallback(calledBy: call) == companion }
          return false
        })
        if !always { return false }
      }
    }
    return callers > 0
  }

  /// The callback property of `self` that `call` calls (`name?()`, `self.name?(result)`), or any other name called
  /// without a receiver.
  private static func ownCallback(calledBy call: Call) -> String? {
    switch call.callee {
    case .name(let name), .member(.name("self")?, let name): return name
    default: return nil
    }
  }

  /// Which of `properties` the code of `child`'s lineage calls (`didCancel?()`, `self.onFinish?(result)`).
  private func callbacksCalled(_ properties: Set<String>, by child: String) -> Set<String> {
    var result = Set<String>()
    for key in codebase.lineage(of: child) {
      guard let info = codebase.type(key) else { continue }
      for function in info.functions {
        guard let body = function.body else { continue }
        for call in StatementSearch.calls(in: body) {
          if let name = Self.ownCallback(calledBy: call), properties.contains(name) { result.insert(name) }
        }
      }
    }
    return result
  }
}
