import Foundation

/// Which children a removal or a shared method runs for: a parent's `didFinish(_ child:)` removes only what some
/// call hands it, and a protocol extension's `finish()` ends only the children it is called on. Decided by how the
/// child reaches the call (`self` in code that runs for it, a receiver declared as one of its types), never by names.
extension ChildLifecycle {
  /// Whether `removal` can take `child` out when it runs. A removal of what its function is handed
  /// (`didFinish(_ c:)` removing `c`) does so only if some call hands it a value that may be the child: `self` in
  /// code that runs for the child, or anything coordlint cannot tell apart. One that removes `self`
  /// (`finishDelegate?.didFinish(self)` in a shared `finish()`) takes out whatever it runs on.
  func runs(_ removal: ChildMutation, for child: String) -> Bool {
    guard removal.kind == .remove, removal.trigger == .body else { return true }
    if removal.childExpr?.isSelf == true {
      let owner = removal.function.owner
      return owner.isEmpty || related(child, owner) && runs(removal.function, for: child, depth: 0)
    }
    guard case .name(let name)? = removal.childExpr,
          let position = summaryPosition(removal.function), let decl = summaries[position].decl,
          let parameter = decl.parameters.firstIndex(where: { $0.name == name }),
          !mayBeCalledUnresolved(removal.function) else { return true }
    let key = ChildRunsCache.Key(function: removal.function, question: .removes(parameter: parameter), child: child)
    if let known = runsCache.answer(key) { return known }
    let groups = handing(removal.function, parameter: parameter)
    // Called from nowhere the sources show, or handed something other than a `self`: it may be the child.
    let result = groups.handsOther || groups.callers.isEmpty
      || relatedOwners(of: child, in: groups).contains { owner in
        groups.callers[owner, default: []].contains { runs($0, for: child, depth: 0) }
      }
    runsCache.store(result, key)
    return result
  }

  /// Whether code runs `function` on an instance that may be `child`. The child's own method runs when anything
  /// may call it (`isReachable`, as for any removal: a storyboard, a selector); a method it shares with other
  /// children must be called somewhere (`isInvoked`), on a receiver declared as one of the child's types (a
  /// `Coordinator` reference may be any child) or on `self` from a method that itself runs for the child. A call
  /// whose receiver coordlint cannot type at all (kept only as a called name) is not taken to reach the child: every
  /// `finish()` of an app would then end every child; one it keeps without a type or target still may.
  func runs(_ function: FunctionRef, for child: String, depth: Int) -> Bool {
    if function.owner == child { return isReachable(function) }
    guard isInvoked(function) else { return false }
    if depth >= 3 { return true }
    // Only a question asked from the top is kept: one asked inside a chain may have been cut short by `depth`.
    let key = ChildRunsCache.Key(function: function, question: .runs, child: child)
    if depth == 0, let known = runsCache.answer(key) { return known }
    let (onSelf, onReceiver) = calling(function)
    let result = onSelf.handsOther || (onSelf.callers.isEmpty && onReceiver.callers.isEmpty)
      || !relatedOwners(of: child, in: onReceiver).isEmpty
      || relatedOwners(of: child, in: onSelf).contains { owner in
        onSelf.callers[owner, default: []].contains { runs($0, for: child, depth: depth + 1) }
      }
    if depth == 0 { runsCache.store(result, key) }
    return result
  }

  /// Whether the sources show a call that runs `function` on an instance that may be `key`: on a receiver typed as
  /// one of its types, or on `self` from a method that itself runs on it. Unlike `runs`, a function no call reaches
  /// is not taken to run: this asks whether something surely ends, not whether a removal may.
  func isShownToRun(_ function: FunctionRef, on key: String, depth: Int = 0) -> Bool {
    guard depth < 3, isInvoked(function) else { return false }
    let (onSelf, onReceiver) = calling(function)
    return !relatedOwners(of: key, in: onReceiver).isEmpty
      || relatedOwners(of: key, in: onSelf).contains { owner in
        onSelf.callers[owner, default: []].contains { caller in
          caller.owner == key ? isInvoked(caller) : isShownToRun(caller, on: key, depth: depth + 1)
        }
      }
  }

  /// Whether `handler`, a parent's method its children hand themselves to as they finish (`childDidFinish(_:)`,
  /// which removes them), runs only a bounded number of times: each child that can hand itself to it (one that
  /// runs the handing code, not merely one of its type's relatives) is added to that parent only by code that runs
  /// once. A main flow shown when a once-added onboarding child finishes is then shown once, as if from `start()`.
  /// A handler that keeps the child (`landingDidRequestSignIn(_:)`) hears it again and again; a child that comes
  /// back to the handler through the flow the handler starts makes it unbounded (`visiting` holds the chain).
  ///
  /// With `sites`, the calls in the handler whose runs are counted: only the children a branch around them admits
  /// (`switch child.kind { case .onboarding: showLogin() }`) count, so a chain of flows each shown when the one
  /// before finishes (onboarding, then sign-in, then the tabs) is bounded though the handler shows each.
  func runsOncePerChild(_ handler: FunctionRef, reaching sites: Set<SourceLocation> = [],
                        visiting: inout Set<FunctionRef>) -> Bool {
    guard let position = summaryPosition(handler), let decl = summaries[position].decl, decl.kind == .function,
          !handler.owner.isEmpty, !mayBeCalledUnresolved(handler),
          index.mutations(in: handler).contains(where: { mutations[$0].kind != .add }) else { return false }
    // Every call hands `self` for one parameter: the handler hears only its children.
    guard let groups = decl.parameters.indices.lazy.map({ self.handing(handler, parameter: $0) }).first(where: {
      !$0.handsOther && !$0.callers.isEmpty
    }) else { return false }
    let branches = sites.isEmpty ? nil : branchGuards(of: sites, in: handler, position: position)
    let parentAdds = ownAdds(ofParent: handler.owner)
    // Whether a coordinator of type `type` runs the code handing itself to the handler.
    func triggers(_ type: String) -> Bool {
      groups.callers.contains { owner, functions in
        related(type, owner) && functions.contains { runs($0, for: type, depth: 0) }
      }
    }
    // A branch no child of the parent takes (`case .profile:` for a grandchild handed the parent as its delegate)
    // runs for coordinators the parent's adds do not count: unbounded if one of them hands itself over.
    if let (finder, lists) = branches {
      for list in lists where !parentAdds.contains(where: { $0.child.map { finder.admits(list, $0) } ?? true }) {
        // Classes only: a protocol's own code (a shared `finish()`) runs on the classes conforming to it.
        if coordinators.entries.keys.contains(where: { key in
          codebase.type(key)?.kind == .class && finder.admits(list, key) && triggers(key)
        }) {
          return false
        }
      }
    }
    for add in parentAdds {
      guard let child = add.child else { return false }
      // A child whose end takes none of the branches making the call.
      if let (finder, lists) = branches, !lists.isEmpty, !lists.contains(where: { finder.admits($0, child) }) {
        continue
      }
      guard triggers(child) else { continue }
      guard add.trigger == .body, runsOnce(add.function, visiting: &visiting) else { return false }
    }
    return true
  }

  /// The checks on the finished child around the calls at `sites` in `handler`'s body, with the finder that judges
  /// them; nil without a body.
  private func branchGuards(of sites: Set<SourceLocation>, in handler: FunctionRef, position: Int)
    -> (TransitionFinder, [[TransitionFinder.Guard]])? {
    guard let decl = summaries[position].decl, let body = decl.body else { return nil }
    let finder = TransitionFinder(codebase: codebase, coordinators: coordinators, lifecycle: self, childrenAdded: [:])
    let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: handler.owner, function: decl)
    return (finder, finder.guards(ofCallsAt: sites, in: body, parent: handler.owner, resolver: resolver))
  }

  /// Whether a clear of `parent`'s children that a handler runs (the parent's `didFinish(_ child:)` clearing them
  /// all, or a shared `finish()` that handler calls on `self`) can run: a handler its children call with themselves
  /// runs only when one of `parent`'s children runs the handing code. A shared `finish()` other coordinators' screens
  /// call does not end a child whose own code never calls it, so nothing clears its parent.
  func clearRuns(_ removal: ChildMutation, parent: String) -> Bool {
    guard removal.kind == .removeAll, removal.trigger == .body else { return true }
    let function = removal.function
    // A protocol extension's own clear (`childCoordinators.removeAll()` in its `finish()`) is on `self` too.
    let clearsSelf = removal.parentSource == .selfValue || (removal.wrapper == nil && removal.parent == function.owner)
    if !clearsSelf {
      // The child's code calls the parent's clearing handler on its back reference.
      guard let handler = removal.wrapper else { return true }
      return handlerRuns(handler, parent: parent) ?? true
    }
    if related(parent, function.owner) && function.owner != parent && !codebase.isSubtype(function.owner, of: parent) {
      // Shared code of a supertype clearing `self`: it clears this parent's children only when it runs on the
      // parent, from a call on a receiver that may be it or from a method of the parent that runs.
      guard isInvoked(function) else { return false }
      let (onSelf, onReceiver) = calling(function)
      if onSelf.handsOther || !relatedOwners(of: parent, in: onReceiver).isEmpty { return true }
      if onSelf.callers.isEmpty && onReceiver.callers.isEmpty { return true }
      return relatedOwners(of: parent, in: onSelf).contains { owner in
        onSelf.callers[owner, default: []].contains { handlerRuns($0, parent: parent) ?? true }
      }
    }
    return handlerRuns(function, parent: parent) ?? true
  }

  /// Whether `handler`, called only by code that hands it `self`, is called by a child of `parent`; nil when it is
  /// not such a handler or the parent's children are not all typed.
  private func handlerRuns(_ handler: FunctionRef, parent: String) -> Bool? {
    let key = ChildRunsCache.Key(function: handler, question: .handled, child: parent)
    if let known = runsCache.answer(key) { return known }
    guard let position = summaryPosition(handler), let decl = summaries[position].decl, decl.kind == .function,
          !mayBeCalledUnresolved(handler), callers(of: handler).untargeted.isEmpty,
          !decl.attributes.contains(where: ExternalCallers.attributes.contains),
          let groups = decl.parameters.indices.lazy.map({ self.handing(handler, parameter: $0) })
            .first(where: { !$0.handsOther && !$0.callers.isEmpty }) else { return nil }
    guard let children = typedChildren(of: parent) else { return nil }
    let result = groups.callers.keys.sorted().contains { owner in
      let functions = groups.callers[owner, default: []]
      let handing = children.filter { related($0, owner) }
      // Another object handing itself (a screen's delegate call) runs the handler whenever its code runs.
      guard !handing.isEmpty else { return functions.contains { isReachable($0) } }
      return handing.contains { child in functions.contains { runs($0, for: child, depth: 0) } }
    }
    runsCache.store(result, key)
    return result
  }

  /// The types of the children `parent` adds, sorted; nil when one is not typed.
  private func typedChildren(of parent: String) -> [String]? {
    var children = Set<String>()
    for add in adds(ofParent: parent) {
      guard let child = add.child else { return nil }
      children.insert(child)
    }
    return children.sorted()
  }

  /// Whether a value of type `a` may be a value of type `b`: one is the other's subtype.
  func related(_ a: String, _ b: String) -> Bool {
    codebase.isSubtype(a, of: b) || codebase.isSubtype(b, of: a)
  }

  /// The callers of `function` that hand it `self` for its `parameter`, by their owner type. A caller that passes
  /// on its own parameter (an override's `super.didFinish(coordinator)`) stands for its callers, up to three
  /// levels.
  private func handing(_ function: FunctionRef, parameter: Int, depth: Int = 0) -> ChildRunsCache.Groups {
    let key = ChildRunsCache.Key(function: function, question: .handing(parameter: parameter), child: "")
    // Only answers asked from the top are kept and read: one asked inside a chain may have been cut short.
    if depth == 0, let known = runsCache.groups(key) { return known }
    var groups = ChildRunsCache.Groups()
    // A method calling itself (or its overridden version through `super`) hands on nothing new.
    for entry in callers(of: function).targeting + overriddenCallers(of: function)
    where summaries[entry.caller].function != function {
      let caller = summaries[entry.caller]
      let call = caller.calls[entry.call]
      guard parameter < call.arguments.count, let owner = caller.owner else {
        groups.handsOther = true
        continue
      }
      if call.arguments[parameter].value.isSelf {
        groups.callers[owner, default: []].append(caller.function)
      } else if depth < 3, let passed = call.argumentParameter(parameter) {
        let passing = handing(caller.function, parameter: passed, depth: depth + 1)
        groups.handsOther = groups.handsOther || passing.handsOther
        for (owner, functions) in passing.callers { groups.callers[owner, default: []].append(contentsOf: functions) }
      } else {
        groups.handsOther = true
      }
    }
    groups.index(codebase)
    if depth == 0 { runsCache.store(groups, key) }
    return groups
  }

  /// The calls that reach `function`, an override, by dynamic dispatch: calls of a method it overrides made on a
  /// receiver that may be its owner (`parentCoordinator?.didFinish(self)` typed by the base class), other than
  /// `super` calls, which run the overridden method itself.
  private func overriddenCallers(of function: FunctionRef) -> [(caller: Int, call: Int)] {
    guard let position = summaryPosition(function), let decl = summaries[position].decl,
          decl.modifiers.contains("override") else { return [] }
    var result: [(caller: Int, call: Int)] = []
    for overridden in codebase.functions(named: function.name, in: function.owner)
    where overridden.owner.name != function.owner && overridden.decl.selector == function.selector {
      for entry in callers(of: FunctionRef(overridden)).targeting {
        let caller = summaries[entry.caller]
        let call = caller.calls[entry.call]
        guard let receiver = call.receiverType, codebase.isSubtype(function.owner, of: receiver),
              !(call.isOnSelf && receiver != caller.owner) else { continue }
        result.append(entry)
      }
    }
    return result
  }

  /// The callers of `function`: on `self` by their owner type, on a receiver by its declared type; a call on an
  /// unknown receiver sets the first's `handsOther`.
  private func calling(_ function: FunctionRef) -> (onSelf: ChildRunsCache.Groups, onReceiver: ChildRunsCache.Groups) {
    let key = ChildRunsCache.Key(function: function, question: .onSelf, child: "")
    let receiverKey = ChildRunsCache.Key(function: function, question: .onReceiver, child: "")
    if let known = runsCache.groups(key), let receivers = runsCache.groups(receiverKey) { return (known, receivers) }
    var onSelf = ChildRunsCache.Groups(), onReceiver = ChildRunsCache.Groups()
    let found = callers(of: function)
    for entry in found.targeting + found.untargeted {
      let caller = summaries[entry.caller]
      let call = caller.calls[entry.call]
      if call.isOnSelf, let owner = caller.owner {
        onSelf.callers[owner, default: []].append(caller.function)
      } else if !call.isOnSelf, let receiver = call.receiverType {
        onReceiver.callers[receiver, default: []].append(caller.function)
      } else {
        onSelf.handsOther = true
      }
    }
    onSelf.index(codebase)
    onReceiver.index(codebase)
    runsCache.store(onSelf, key)
    runsCache.store(onReceiver, receiverKey)
    return (onSelf, onReceiver)
  }

  /// The calls that list `function` among their targets, and those of its name that list none. From an index
  /// made once: scanning the calls of a name per function was quadratic in the children (every child has a
  /// `start`, and every `start` call was looked at for each).
  func callers(of function: FunctionRef)
    -> (targeting: [(caller: Int, call: Int)], untargeted: [(caller: Int, call: Int)]) {
    let index = runsCache.callerIndex {
      var byTarget: [FunctionRef: [(caller: Int, call: Int)]] = [:]
      var untargeted: [String: [(caller: Int, call: Int)]] = [:]
      for (position, summary) in summaries.enumerated() {
        for (site, call) in summary.calls.enumerated() {
          if call.targets.isEmpty { untargeted[call.name, default: []].append((position, site)) }
          for target in call.targets { byTarget[target, default: []].append((position, site)) }
        }
      }
      return ChildRunsCache.CallerIndex(byTarget: byTarget, untargeted: untargeted)
    }
    return (index.byTarget[function] ?? [], index.untargeted[function.name] ?? [])
  }

  /// The owner types of `groups` a value of type `child` may be: the child's supertypes among them, and those
  /// that are its subtypes, found through the index `Groups.index` builds instead of testing every owner.
  private func relatedOwners(of child: String, in groups: ChildRunsCache.Groups) -> [String] {
    var result = codebase.lineage(of: child).filter { groups.callers[$0] != nil }
    result += (groups.byAncestor[child] ?? []).filter { !result.contains($0) }
    return result.sorted()
  }
}

/// The answers of `ChildLifecycle+Runs`, kept once asked: the orphan rule asks them per add, and a shared
/// `didFinish(_:)` of a large app has thousands of callers (scanning them per add made the rule 30 times slower
/// at 1M lines). Locked, since rules may ask from several threads.
final class ChildRunsCache: @unchecked Sendable {
  /// What is asked about a function.
  enum Question: Hashable {
    /// Does its removal of the parameter at this position run for the key's child?
    case removes(parameter: Int)
    /// Does it run on an instance that may be the key's child?
    case runs
    /// Its callers that hand it `self` for this parameter.
    case handing(parameter: Int)
    /// Its callers on `self`, and those on a receiver of a known type.
    case onSelf, onReceiver
    /// As a handler its children call with themselves, is it called by a child of the key's parent?
    case handled
  }

  struct Key: Hashable {
    let function: FunctionRef
    let question: Question
    /// Empty for the caller groups, which hold for every child.
    let child: String
  }

  /// Callers grouped by a type: their owner (calls on `self`) or their receiver's declared type.
  struct Groups {
    var callers: [String: [FunctionRef]] = [:]
    /// A caller that hands something other than `self`, or calls on an unknown receiver.
    var handsOther = false
    /// Each grouping type's ancestors to the grouping types below them: which groups a value of an ancestor type
    /// may be.
    var byAncestor: [String: [String]] = [:]

    mutating func index(_ codebase: Codebase) {
      for owner in callers.keys.sorted() {
        for ancestor in codebase.ancestors(of: owner) { byAncestor[ancestor, default: []].append(owner) }
      }
    }
  }

  /// Every call site by the functions it can reach, and the untargeted ones by name.
  struct CallerIndex: @unchecked Sendable {
    // Positions only: read-only once made.
    let byTarget: [FunctionRef: [(caller: Int, call: Int)]]
    let untargeted: [String: [(caller: Int, call: Int)]]
  }

  private let index = OnceValue<CallerIndex>()
  private let startValues = OnceValue<Set<String>>()

  /// The names of `start…` methods the sources use as values, made by `make` on first use.
  func startMethodValues(_ make: () -> Set<String>) -> Set<String> { startValues.value(make) }

  /// The caller index, made by `make` on first use.
  func callerIndex(_ make: () -> CallerIndex) -> CallerIndex { index.value(make) }

  // The lock guards both tables; answers are computed outside it and the first stored wins, so every thread
  // reads the same answer.
  private let lock = NSLock()
  private var answers: [Key: Bool] = [:]
  private var callerGroups: [Key: Groups] = [:]

  func answer(_ key: Key) -> Bool? { lock.withLock { answers[key] } }
  func groups(_ key: Key) -> Groups? { lock.withLock { callerGroups[key] } }

  func store(_ value: Bool, _ key: Key) {
    lock.withLock { if answers[key] == nil { answers[key] = value } }
  }

  func store(_ value: Groups, _ key: Key) {
    lock.withLock { if callerGroups[key] == nil { callerGroups[key] = value } }
  }
}
