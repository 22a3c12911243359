/// The children of every coordinator: stores, every change to them, inferred wrappers, and the questions the
/// lifecycle rules ask (is a removal reachable, can an add run twice, does a child signal that it finished).
public struct ChildLifecycle: Sendable {
  /// How long an added child stays in its parent.
  public enum Lifetime: Equatable, Sendable {
    /// Removed again by a reachable removal.
    case removed
    /// Added once on the start path and never finished: a tab root, kept for the parent's life.
    case permanent
    /// Never removed although its flow can end while the parent lives on.
    case orphan(repeatable: Bool, finishSignals: [FunctionSummary.SelfHandoff])
    /// The parent is a library base that manages children itself.
    case managed
    /// The child's type is unknown: nothing is claimed.
    case unknown

    public var name: String {
      switch self {
      case .removed: return "removed"
      case .permanent: return "permanent"
      case .orphan: return "orphan"
      case .managed: return "managed"
      case .unknown: return "unknown"
      }
    }
  }

  public let codebase: Codebase
  public let coordinators: CoordinatorIndex
  /// The children stores visible on each coordinator.
  public let stores: [String: [ChildrenStore]]
  /// Every change to a store, sorted by location.
  public let mutations: [ChildMutation]
  public let wrappers: [FunctionRef: ChildWrapper]
  /// Sorted by location, which `summaryPosition(_:)` relies on.
  public let summaries: [FunctionSummary]
  /// Every call site by the name called: its summary's position and its position in that summary's calls, so that
  /// the calls are not copied.
  let callsByName: [String: [(caller: Int, call: Int)]]
  /// The calls that reach no declared function, by name and labels.
  let unresolvedCalls: UnresolvedCalls
  private let requirementNames: Set<String>
  /// Every function some call can dispatch to, and the names of calls that list no target: asked per function,
  /// scanning the calls of a name each time grew with the app (every child has a `start`).
  private let calledFunctions: Set<FunctionRef>
  private let untargetedCallNames: Set<String>
  /// The names of the uncalled functions that change children or hand `self` off which the sources still name
  /// somewhere other than as a call (a method reference, a selector): found with one walk on first use.
  private let mentionedUncalled = OnceValue<Set<String>>()
  /// The names called on a receiver other than `self` anywhere in the sources (`coordinator.finishFlow?()`): a
  /// child's callback by such a name may be called from outside it. Found with one walk on first use.
  let namesCalledOnOthers = OnceValue<Set<String>>()
  /// Every construction of a coordinator by name, by its key: found with one walk on first use (see
  /// `ChildLifecycle+Creations`).
  let coordinatorCreations = OnceValue<[String: [Call]]>()
  /// Summaries and mutations by what the per-add questions look up.
  let index: LifecycleIndex
  /// Which children removals and shared methods run for, learned on first use (see `ChildLifecycle+Runs`).
  let runsCache = ChildRunsCache()
  /// The removals of a child their own function makes (`let c = EditCoordinator(); c.onDone = { remove(c) }`):
  /// each takes out only the instance made there, never one another method adds.
  private let ownInstanceRemovals: Set<SourceLocation>

  init(codebase: Codebase, coordinators: CoordinatorIndex, stores: [String: [ChildrenStore]],
       mutations: [ChildMutation], wrappers: [FunctionRef: ChildWrapper], summaries: [FunctionSummary]) {
    self.codebase = codebase
    self.coordinators = coordinators
    self.stores = stores
    self.mutations = mutations
    self.wrappers = wrappers
    self.summaries = summaries
    var calls: [String: [(caller: Int, call: Int)]] = [:]
    var called = Set<FunctionRef>()
    var untargeted = Set<String>()
    var selectors = Set<String>()
    // Read in place: copying each summary retained every one of its fields.
    for position in summaries.indices {
      selectors.formUnion(summaries[position].unresolvedCallNames)
      let sites = summaries[position].calls
      for site in sites.indices {
        let name = sites[site].name
        calls[name, default: []].append((position, site))
        if sites[site].targets.isEmpty { untargeted.insert(name) } else { called.formUnion(sites[site].targets) }
      }
    }
    calledFunctions = called
    untargetedCallNames = untargeted
    callsByName = calls
    unresolvedCalls = UnresolvedCalls(selectors)
    requirementNames = Set(codebase.types.values.filter { $0.kind == .protocol }.flatMap(\.functions).map(\.name))
    self.index = LifecycleIndex(summaries: summaries, mutations: mutations, codebase: codebase)
    ownInstanceRemovals = ChildLifecycle.ownInstanceRemovals(mutations, summaries: summaries, codebase: codebase)
  }

  /// The position in `summaries` of `function`'s summary (of two equal references, the later one's).
  func summaryPosition(_ function: FunctionRef) -> Int? {
    ChildLifecycle.position(of: function, in: summaries)
  }

  /// Found by halving, as `summaries` is sorted by location: a dictionary from each reference (64 bytes) to its
  /// position was 19 MB at a million lines, and the largest table of the run's peak.
  private static func position(of function: FunctionRef, in summaries: [FunctionSummary]) -> Int? {
    var low = 0
    var high = summaries.count
    while low < high {
      let middle = (low + high) / 2
      if summaries[middle].function.location < function.location { low = middle + 1 } else { high = middle }
    }
    var found: Int?
    while low < summaries.count && summaries[low].function.location == function.location {
      if summaries[low].function == function { found = low }
      low += 1
    }
    return found
  }

  private static func ownInstanceRemovals(_ mutations: [ChildMutation], summaries: [FunctionSummary],
                                          codebase: Codebase) -> Set<SourceLocation> {
    var scopes: [FunctionRef: LocalScope] = [:]
    var result = Set<SourceLocation>()
    for removal in mutations where removal.kind == .remove {
      guard case .name(var name)? = removal.childExpr, let position = position(of: removal.function, in: summaries),
            let decl = summaries[position].decl, decl.body != nil else { continue }
      let scope = scopes[removal.function] ?? LocalScope(function: decl)
      scopes[removal.function] = scope
      // Through rebindings (`guard let c = c` in the closure) to what the name was first bound from.
      var location = removal.location
      for _ in 0..<4 {
        guard let binding = scope.binding(named: name, before: location), let value = binding.value else { break }
        if case .name(let earlier) = value {
          (name, location) = (earlier, binding.location ?? location)
          continue
        }
        if case .call(let call) = value, case .name(let type) = call.callee, codebase.type(type) != nil {
          result.insert(removal.location)
        }
        break
      }
    }
    return result
  }

  /// The statements of `function`'s body, read from its summary; nil for property code and declarations without one.
  func body(of function: FunctionRef) -> [Statement]? {
    summaryPosition(function).flatMap { summaries[$0].decl?.body }
  }

  /// Whether `removal` is an initializer's own statement (or wrapper call on `self`) changing its own store.
  private func clearsOwnStoreInInitializer(_ removal: ChildMutation) -> Bool {
    guard removal.trigger == .body,
          summaryPosition(removal.function).flatMap({ summaries[$0].decl?.kind }) == .initializer else { return false }
    return removal.wrapper == nil ? removal.parent == removal.function.owner : removal.parentSource == .selfValue
  }

  public func summary(of function: FunctionRef) -> FunctionSummary? {
    summaryPosition(function).map { summaries[$0] }
  }

  /// The position of `function`'s summary in `summaries`: reading a summary in place instead of copying it out
  /// (it holds a dozen arrays and strings) keeps the per-add questions from spending their time on retains.
  func summaryPosition(of function: FunctionRef) -> Int? {
    summaryPosition(function)
  }

  /// The adds at `location` (a wrapper's call site can add through several implementations).
  public func adds(at location: SourceLocation) -> [ChildMutation] {
    index.adds(at: location).map { mutations[$0] }
  }

  /// The adds whose parent is `key`, in mutation order.
  public func adds(ofParent key: String) -> [ChildMutation] {
    index.adds(ofParent: key).map { mutations[$0] }
  }

  /// Whether `add` stands for itself: not the add in an adder's own body, whose child is its parameter and whose
  /// call sites carry the real children.
  func standsForItself(_ add: ChildMutation) -> Bool {
    add.wrapper != nil || wrappers[add.function] == nil
  }

  /// The adds whose parent is `key` that stand for themselves, in mutation order.
  func ownAdds(ofParent key: String) -> [ChildMutation] {
    adds(ofParent: key).filter(standsForItself)
  }

  /// Every add, in mutation order.
  public var adds: [ChildMutation] { index.addPositions.map { mutations[$0] } }

  /// Changes whose parent is `key` itself.
  public func mutations(ofParent key: String) -> [ChildMutation] {
    mutations.filter { $0.parent == key }
  }

  /// The first answer `visit` gives for the functions `start` reach, breadth first along the calls the summaries
  /// resolved: `start` (in order) is the first of `levels` levels, and each function is visited once.
  func firstReached<Answer>(from start: [FunctionRef], levels: Int,
                            _ visit: (FunctionRef, FunctionSummary) -> Answer?) -> Answer? {
    var seen = Set(start)
    var level = start.sorted()
    for _ in 0..<levels where !level.isEmpty {
      var next: [FunctionRef] = []
      for function in level {
        guard let position = summaryPosition(function) else { continue }
        if let answer = visit(function, summaries[position]) { return answer }
        for call in summaries[position].calls {
          for target in call.targets where seen.insert(target).inserted { next.append(target) }
        }
      }
      level = next.sorted()
    }
    return nil
  }

  /// Whether the function declared at `location` removes children from any store.
  public func removesChildren(inFunctionAt location: SourceLocation) -> Bool {
    index.removingFunctions.values.contains { $0.contains(location) }
  }

  /// Whether the function declared at `location` removes children from `store` (any of them).
  public func removesChildren(from store: String, inFunctionAt location: SourceLocation) -> Bool {
    index.removingFunctions[store]?.contains(location) ?? false
  }

  // MARK: - Reachability

  /// Whether anything can run `function`: it is called somewhere, is not private, overrides, implements a protocol
  /// requirement, is exposed to Objective-C, or is an initializer or property code. A `deinit` never runs while
  /// children live.
  public func isReachable(_ function: FunctionRef) -> Bool {
    guard let position = summaryPosition(function) else { return false }
    guard let decl = summaries[position].decl else { return true }
    switch decl.kind {
    case .deinitializer: return false
    case .initializer: return true
    case .function: break
    }
    if callsByName[function.name] != nil || mayBeCalledUnresolved(function) { return true }
    if decl.modifiers.contains("override") || decl.attributes.contains(where: ExternalCallers.attributes.contains) {
      return true
    }
    // Code coordlint does not model (storyboards, selectors, other modules) can call anything not private.
    if !decl.modifiers.contains("private") && !decl.modifiers.contains("fileprivate") { return true }
    return requirementNames.contains(function.name)
  }

  /// Whether anything in the sources can run `function`: it is reachable (`isReachable`) and, if it is not private,
  /// something calls it, overrides it, requires it, exposes it to Objective-C or a storyboard, or names it (a method
  /// reference, a selector). A method nothing names is dead even when it is not private: a child's `finish()` that
  /// no screen, view model or callback ever calls does not end the child.
  ///
  /// With `frameworkMayCall`, any method of a type adopting a protocol the sources do not declare counts, since
  /// the framework may call it; without, only what the sources show.
  func isInvoked(_ function: FunctionRef, frameworkMayCall: Bool = true) -> Bool {
    guard isReachable(function) else { return false }
    guard let position = summaryPosition(function), let decl = summaries[position].decl, decl.kind == .function,
          !isCalled(function), !mayBeCalledUnresolved(function),
          !decl.modifiers.contains("override"), !decl.attributes.contains(where: ExternalCallers.attributes.contains),
          // A requirement is run through its protocol by a call of its name; with none, it is dead code too.
          !(requirementNames.contains(function.name) && callsByName[function.name] != nil),
          !(frameworkMayCall && adoptsExternalProtocol(function.owner)) else { return true }
    return mentionedUncalledNames().contains(function.name)
  }

  /// Whether `key` adopts a protocol the sources do not declare (`SFSafariViewControllerDelegate`): the framework
  /// calls its requirements, which coordlint does not know, so any method may be one.
  private func adoptsExternalProtocol(_ key: String) -> Bool {
    codebase.ancestors(of: key).contains { ancestor in
      guard codebase.type(ancestor)?.isDeclaredInSources != true else { return false }
      return FrameworkHierarchy.supertypes[ancestor] == nil && !ChildLifecycle.callbackFreeSupertypes.contains(ancestor)
    }
  }

  /// External supertypes whose requirements are never a flow's callbacks: the root class and value protocols.
  static let callbackFreeSupertypes: Set<String> = [
    "NSObject", "AnyObject", "Sendable", "Equatable", "Hashable", "Comparable", "Identifiable", "Codable",
    "Encodable", "Decodable", "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable",
  ]

  /// Whether `add` sits in a method nothing runs (no call of its name, resolved or not, no mention, override,
  /// requirement or Objective-C exposure) of a type the sources create (`created`, from the creations pass): dead
  /// code in a live app, not a flow. A type the sources never create (a snippet, a library's) is judged as before.
  /// `createdLineage` is `createdLineage(_:)` of the created types.
  public func isInDeadCode(_ add: ChildMutation, createdLineage: Set<String>) -> Bool {
    add.trigger == .body && isDeadCode(add.function, createdLineage: createdLineage)
  }

  /// The created types and all their supertypes: what `isDeadCode(_:createdLineage:)` reads, made once per rule rather
  /// than testing every created type per function, which grew with the square of the app.
  public func createdLineage(_ created: some Sequence<String>) -> Set<String> {
    var lineage = Set<String>()
    for type in Set(created) { lineage.formUnion(codebase.lineage(of: type)) }
    return lineage
  }

  /// Whether nothing runs `function` while its type is created (see `isInDeadCode(_:createdLineage:)`).
  public func isDeadCode(_ function: FunctionRef, createdLineage: Set<String>) -> Bool {
    guard let position = summaryPosition(function), let decl = summaries[position].decl, decl.kind == .function,
          // Another module may call a library's public API.
          !decl.modifiers.contains("public"), !decl.modifiers.contains("open"), !isInvoked(function) else {
      return false
    }
    // No call of its name at all, resolved or not: a call coordlint resolved elsewhere (through a protocol it
    // could not link, `coordinator?.showTimePicker(…)`) may still reach it.
    guard callsByName[function.name] == nil, !unresolvedCalls.mayCall(function.name, decl: nil) else { return false }
    // Some created type is the owner or below it.
    return createdLineage.contains(function.owner)
  }

  /// Whether `function` can run in a program where `anchor` does: when nothing runs `anchor` either (code the
  /// sources never call, or a snippet), only whether it is reachable at all; otherwise whether something runs it.
  /// Dead code is judged against live code only, so an add nothing runs is never an orphan of its dead removal.
  func isLive(_ function: FunctionRef, whenRuns anchor: FunctionRef) -> Bool {
    isInvoked(anchor, frameworkMayCall: false) ? isInvoked(function) : isReachable(function)
  }

  /// Whether a call coordlint could not resolve may reach `function`: one of its name whose labels it accepts
  /// (`login(oauthSwift:)` on an unknown receiver never runs `login()`).
  func mayBeCalledUnresolved(_ function: FunctionRef) -> Bool {
    let decl = summaryPosition(function).flatMap { summaries[$0].decl }
    return unresolvedCalls.mayCall(function.name, decl: decl)
  }

  /// Whether a call of the sources can dispatch to `function`: calls of the same name on other types do not.
  private func isCalled(_ function: FunctionRef) -> Bool {
    calledFunctions.contains(function) || untargetedCallNames.contains(function.name)
  }

  /// Of the uncalled functions that change children or hand `self` off, the names the sources mention other than
  /// as a call's callee (`button.onTap = close`, `#selector(close)`).
  private func mentionedUncalledNames() -> Set<String> {
    mentionedUncalled.value {
      var candidates = Set<String>()
      for summary in summaries where !summary.selfHandoffs.isEmpty || !summary.changes.isEmpty {
        if !isCalled(summary.function) && !mayBeCalledUnresolved(summary.function) {
          candidates.insert(summary.function.name)
        }
      }
      guard !candidates.isEmpty else { return [] }
      var counter = ReferenceCounter(candidates: candidates)
      for function in codebase.functionBodies { IRWalk.walk(function.body, &counter) }
      for info in codebase.types.values where info.isDeclaredInSources {
        for property in info.properties {
          guard let initializer = property.initializer else { continue }
          IRWalk.walk([.expression(initializer, property.location)], &counter)
        }
      }
      return Set(counter.counts.filter { $0.value > 0 }.keys)
    }
  }

  /// Counts each candidate name's mentions that are not a call's callee.
  private struct ReferenceCounter: IRVisitor {
    let candidates: Set<String>
    var counts: [String: Int] = [:]

    mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction {
      switch expr {
      case .name(let name), .member(_, let name):
        if candidates.contains(name) { counts[name, default: 0] += 1 }
      case .call(let call):
        switch call.callee {
        case .name(let name), .member(_, let name):
          if candidates.contains(name) { counts[name, default: 0] -= 1 }
        default: break
        }
      default: break
      }
      return .visitChildren
    }
  }

  /// Whether `function` runs only once per coordinator: an initializer, a `start…` method, or a method called
  /// only from such functions, directly and not from a kept closure. A protocol requirement qualifies too: a call
  /// through the protocol lists the implementations among its targets, so its callers are all known.
  public func runsOnce(_ function: FunctionRef) -> Bool {
    var visiting = Set<FunctionRef>()
    return runsOnce(function, visiting: &visiting)
  }

  /// Whether `call`, made in `caller`, goes to a local the caller binds to a new object, or to a property of `self`
  /// the caller (or every caller of it) sets to a new object: `let t = Tabs(…); t.setup()`, `tabs = Tabs(…);
  /// setupHome()` where `setupHome()` calls `tabs.setupHome(…)`.
  private func sentToNewObject(_ call: FunctionSummary.CallSite, in caller: FunctionSummary) -> Bool {
    guard let body = caller.decl?.body,
          let written = StatementSearch.calls(in: body).first(where: { $0.location == call.location }),
          let path = written.receiver?.memberPathDroppingSelf, path.count == 1 else { return false }
    let name = path[0]
    if let bound = ReturnedSequences.boundValue(of: name, in: body) {
      return Self.isConstruction(bound, codebase: codebase, scope: caller.owner)
    }
    guard let owner = caller.owner, codebase.property(named: name, in: owner) != nil else { return false }
    if Self.assignsNewObject(to: name, in: body, codebase: codebase, scope: owner) { return true }
    // Set by the callers of the function making the call, before they call it (one level).
    let callers = (callsByName[caller.function.name] ?? []).filter { entry in
      summaries[entry.caller].calls[entry.call].targets.contains(caller.function)
    }
    return !callers.isEmpty && callers.allSatisfy { entry in
      summaries[entry.caller].decl?.body.map {
        Self.assignsNewObject(to: name, in: $0, codebase: codebase, scope: owner)
      } ?? false
    }
  }

  /// Whether `body` sets the property `name` of `self` to a new object (`name = T(…)`, `self.name = T(…)`).
  private static func assignsNewObject(to name: String, in body: [Statement], codebase: Codebase,
                                       scope: String) -> Bool {
    var found = false
    IRWalk.visitStatements(in: body) { statement, _ in
      if case .assignment(let assignment) = statement, assignment.op == "=",
         assignment.target.memberPathDroppingSelf == [name],
         isConstruction(assignment.value, codebase: codebase, scope: scope) {
        found = true
      }
      return found ? .skipChildren : .visitChildren
    }
    return found
  }

  /// `T(…)` for a class of the sources.
  private static func isConstruction(_ expr: Expr, codebase: Codebase, scope: String?) -> Bool {
    guard case .call(let call) = expr, case .name(let name) = call.callee else { return false }
    let scopeNames = scope.flatMap { codebase.type($0)?.memberScope } ?? []
    return codebase.resolve(name, from: scopeNames).contains { codebase.type($0)?.kind == .class }
  }

  /// Whether a `start…` method name appears in the sources other than where it is called: a method reference.
  private func isUsedAsValue(_ name: String) -> Bool {
    runsCache.startMethodValues {
      // By position: mapping over the summaries copied each whole summary to read one field.
      var names = Set<String>()
      for position in summaries.indices where !summaries[position].startMethodValues.isEmpty {
        names.formUnion(summaries[position].startMethodValues)
      }
      return names
    }.contains(name)
  }

  func runsOnce(_ function: FunctionRef, visiting: inout Set<FunctionRef>) -> Bool {
    guard let position = summaryPosition(function) else { return false }
    guard let decl = summaries[position].decl else { return true }
    if decl.kind == .initializer || decl.name == "start" { return true }
    if decl.modifiers.contains("override") { return false }
    guard visiting.insert(function).inserted else { return false }
    // A `start…` method runs once per coordinator, as its parent starts it; one the sources hand on as a value
    // (`Actions(startAdd: startAdd)`, a button's action) is an action like any other. (A closure calling it is not
    // told apart: `Task { await startFlow() }` in `start()` runs once, and its closure reads like a callback.)
    if CoordinatorNaming.isStart(decl.name) && !isUsedAsValue(decl.name) { return true }
    // A call that may reach it from code coordlint cannot follow.
    if mayBeCalledUnresolved(function) { return false }
    let callers = (callsByName[function.name] ?? []).filter { entry in
      let call = summaries[entry.caller].calls[entry.call]
      return call.targets.isEmpty || call.targets.contains(function)
    }
    guard !callers.isEmpty else { return false }
    // Each handler with the sites where it makes the call: a branch on which child finished (`case .login:`)
    // limits the children that run it.
    var handlers: [(function: FunctionRef, sites: Set<SourceLocation>)] = []
    for entry in callers {
      let call = summaries[entry.caller].calls[entry.call]
      guard !call.targets.isEmpty && call.trigger == .body else { return false }
      let caller = summaries[entry.caller].function
      // Sent to an object made for the purpose (`tabs = TabBarCoordinator(…)`, then `tabs.setupHome(…)`): each run
      // of the caller sends it to a new one, so it runs once per object.
      if !call.isOnSelf, sentToNewObject(call, in: summaries[entry.caller]) { continue }
      if !runsOnce(caller, visiting: &visiting) {
        if let known = handlers.firstIndex(where: { $0.function == caller }) {
          handlers[known].sites.insert(call.location)
        } else {
          handlers.append((caller, [call.location]))
        }
      }
    }
    // A handler of a once-added child's finish runs once (`showMainFlow()` when onboarding finishes, or from
    // `start()` when there is none). What it adds may still end on an exit of its own (its screen popped): the
    // orphan rule asks about that exit for adds made once off the start path.
    // So does one that replaces the window's root, taking the calling child's screens with it.
    return handlers.allSatisfy {
      runsOncePerChild($0.function, reaching: $0.sites, visiting: &visiting)
        || runsOnceReplacingRoot($0.function, visiting: &visiting)
    }
  }

  // MARK: - Finishing

  /// Where `child`'s code signals that it finished to a back reference that `parent` can be.
  ///
  /// Handing `self` to a delegate alone is ordinary Cocoa callback style (`delegate?.list(self, didSelect:)`); a
  /// finish is a hand-off from a function that also clears the child's own children — the `finish()` idiom.
  ///
  /// With `invokedOnly`, only signals from functions something runs (`isInvoked`): what decides whether a child can
  /// end. The graph draws every designed transition, run or not.
  public func finishSignals(of child: String, to parent: String,
                            invokedOnly: Bool = false) -> [FunctionSummary.SelfHandoff] {
    // Only the child's lineage's functions that hand `self` off can signal: the index lists them, in summary order.
    var result: [FunctionSummary.SelfHandoff] = []
    for position in index.handoffSummaries(in: codebase.lineage(of: child)) {
      let function = summaries[position].function
      // Invoked, and for this child: a shared `finish()` only other children's screens call does not end it.
      guard wrappers[function]?.kind == .removeAll,
            invokedOnly ? isInvoked(function) && runs(function, for: child, depth: 0) : isReachable(function)
      else { continue }
      result += summaries[position].selfHandoffs.filter { codebase.isSubtype(parent, of: $0.propertyType) }
    }
    return result
  }

  /// The handler in `parent` that receives a finish signal: the method the child calls.
  ///
  /// With `child`, a method of that name taking a parameter the child is (`didFinish(in: BackupCoordinator)`) is
  /// preferred over another overload (`didFinish(in: RenameViewController)`, a screen's callback).
  public func handler(for signal: FunctionSummary.SelfHandoff, in parent: String,
                      child: String? = nil) -> FoundMember<FunctionDecl>? {
    let candidates = codebase.functions(named: signal.method, in: parent).filter { $0.decl.body != nil }
    guard candidates.count > 1, let child else { return candidates.first }
    return candidates.first { candidate in
      candidate.decl.parameters.contains { parameter in
        guard let written = parameter.type?.unwrapped else { return false }
        return codebase.resolve(written, from: candidate.owner.memberScope).unwrapped.componentNames.contains {
          codebase.isSubtype(child, of: $0)
        }
      }
    } ?? candidates.first
  }

  // MARK: - Coverage

  /// Reachable removals that take `add`'s child out of the same store while the parent lives on.
  public func coveringRemovals(for add: ChildMutation) -> [ChildMutation] {
    removals(for: add) { runsWhileAdding($0, add) }
  }

  /// Whether `removal` can run while `add`'s code does, and runs for its child.
  private func runsWhileAdding(_ removal: ChildMutation, _ add: ChildMutation) -> Bool {
    isLive(removal, whileAdding: add) && (add.child.map { runs(removal, for: $0) } ?? true)
      && clearRuns(removal, parent: add.parent)
  }

  /// Clears of `add`'s store in the parent's own finish (it clears its children and ends its flow) that the sources
  /// run on the parent (a shared `finish()` other coordinators call does not end this one): they free the child
  /// when the parent ends, whatever the child's own end does, so a cycle through the parent lasts only as long as
  /// the parent's flow.
  public func teardownClears(for add: ChildMutation) -> [ChildMutation] {
    index.removals(of: add.store, relatedTo: add.parent, codebase: codebase).map { mutations[$0] }.filter { removal in
      removal.kind == .removeAll && removal.store == add.store && isTeardown(removal)
        && related(add.parent, removal.parent) && isLive(removal, whileAdding: add)
        && isShownToRun(removal.wrapper ?? removal.function, on: add.parent) && clearRuns(removal, parent: add.parent)
    }
  }

  /// Removals that would cover `add` but that nothing runs for its child: a parent's `didFinish(_ child:)` that
  /// only other children call (a shared `finish()` this child's code never reaches). A note says why it stays.
  public func removalsNotRunFor(_ add: ChildMutation) -> [ChildMutation] {
    guard let child = add.child else { return [] }
    return removals(for: add) { removal in isLive(removal, whileAdding: add) && !runs(removal, for: child) }
  }

  /// Whether `removal` can run in a program where `add` does: a handler closure, or a method live then.
  private func isLive(_ removal: ChildMutation, whileAdding add: ChildMutation) -> Bool {
    removal.trigger == .handler || isLive(removal.function, whenRuns: add.function)
  }

  /// The callbacks set on `add`'s child whose closures would remove it but that nothing calls, with the removal.
  public func uncalledCallbacks(for add: ChildMutation) -> [(property: String, removal: ChildMutation)] {
    candidateRemovals(for: add).compactMap { position in
      let removal = mutations[position]
      guard removal.trigger == .handler, removal.function == add.function,
            let property = uncalledCallback(holding: removal, for: add) else { return nil }
      return (property, removal)
    }
  }

  /// Removals that would cover `add` if the add's method set the child's property it calls them through
  /// (`child.delegate = self`), with those properties: the parent's handler is there, the child never reaches it.
  public func unwiredRemovals(for add: ChildMutation) -> [(removal: ChildMutation, properties: [String])] {
    candidateRemovals(for: add).compactMap { position in
      let removal = mutations[position]
      guard let properties = unsetProperties(for: removal, at: add),
            covers(removal, add, ignoringWiring: true, where: { runsWhileAdding($0, add) }) else { return nil }
      return (removal, properties)
    }
  }

  /// Removals that would cover `add` but sit in a method nothing runs while the add's code does: where a note can
  /// say why the child stays (`'finish()' would remove it, but nothing calls it`).
  public func deadRemovals(for add: ChildMutation) -> [ChildMutation] {
    removals(for: add) { removal in
      removal.trigger != .handler && isReachable(removal.function) && !isLive(removal.function, whenRuns: add.function)
    }
  }

  /// Whether some reachable removal takes `add`'s child out of the same store while the parent lives on: the
  /// question `coveringRemovals(for:)` answers, stopping at the first (a parent typed by a protocol, such as an add
  /// in a protocol extension's default, has every removal of the app as a candidate).
  public func hasCoveringRemoval(for add: ChildMutation) -> Bool {
    candidateRemovals(for: add).contains { covers(mutations[$0], add, where: { runsWhileAdding($0, add) }) }
  }

  /// The removals of `add`'s store that can take its child out, among those `runs` accepts.
  private func removals(for add: ChildMutation, where runs: (ChildMutation) -> Bool) -> [ChildMutation] {
    candidateRemovals(for: add).compactMap { position in
      covers(mutations[position], add, where: runs) ? mutations[position] : nil
    }
  }

  /// Positions of the removals of `add`'s store whose parent is related to the add's, in mutation order: only
  /// they can cover it.
  private func candidateRemovals(for add: ChildMutation) -> [Int] {
    index.removals(of: add.store, relatedTo: add.parent, child: add.child, codebase: codebase)
  }

  /// Whether `removal` can take `add`'s child out, `runs` permitting.
  private func covers(_ removal: ChildMutation, _ add: ChildMutation, ignoringWiring: Bool = false,
                      where runs: (ChildMutation) -> Bool) -> Bool {
    // `runs` last: it asks whether the removal runs for the child, the costliest question, and only for a
    // removal that could take that child out at all.
    guard removal.kind != .add, removal.store == add.store,
          // An add inside a wrapper stands for the wrapper's call sites, the removal's function among them.
          removal.function == add.function || wrappers[add.function] != nil
            || !ownInstanceRemovals.contains(removal.location),
          related(add.parent, removal.parent),
          !(removal.wrapper == nil && wrappers[removal.function] != nil),
          // An initializer runs before any other method of its instance: it takes none of their children out of
          // its own store (a closure it keeps, or another object's store, is another matter).
          removal.function == add.function || !clearsOwnStoreInInitializer(removal),
          // Last: it reads the add's body.
          ignoringWiring || isWired(for: removal, at: add),
          // A callback the child never calls (`finishFlow` set, never invoked) runs none of its removals.
          uncalledCallback(holding: removal, for: add) == nil else { return false }
    if removal.kind == .removeAll {
      // A call that clears through the add's own function, which clears the store before it adds
      // (`children.removeAll(); children.append(auth)`), takes out only what an earlier run added: none, when the
      // function runs once per coordinator.
      if let wrapper = removal.wrapper, clearsThrough(wrapper, reaching: add.function, depth: 0),
         clearsBeforeAdding(add), runsOnce(add.function) {
        return false
      }
      return (!isTeardown(removal) && !isOutsideClear(removal) || clearsOnFinish(of: add, in: removal))
        && runs(removal)
    }
    if let removed = removal.child, let child = add.child,
       !(codebase.isSubtype(child, of: removed) || codebase.isSubtype(removed, of: child)) {
      return false
    }
    return runs(removal)
  }

  /// Whether the clear a call of `wrapper` makes is `function`'s own: `wrapper` is it, or calls on `self` a clearer
  /// that is (`start()` → `showAuth()`).
  private func clearsThrough(_ wrapper: FunctionRef, reaching function: FunctionRef, depth: Int) -> Bool {
    if wrapper == function { return true }
    guard depth < 4, let summary = summary(of: wrapper) else { return false }
    return summary.calls.contains { call in
      call.isOnSelf && call.targets.contains { target in
        target != wrapper && wrappers[target]?.kind == .removeAll
          && clearsThrough(target, reaching: function, depth: depth + 1)
      }
    }
  }

  /// Whether the function of `add` clears the add's store itself before the add.
  private func clearsBeforeAdding(_ add: ChildMutation) -> Bool {
    mutations.contains { mutation in
      mutation.function == add.function && mutation.wrapper == nil && mutation.kind == .removeAll
        && mutation.store == add.store && mutation.location < add.location
    }
  }

  /// Whether the child made at `add` can reach `removal`, a parent's method its code calls only through one of its
  /// own properties (`delegate?.didFinish(self)`): the add's method must set that property (`child.delegate =
  /// self`), hand the child `self` (`Child(parent: self)`, `child.configure(self)`), or the child set it itself (in an
  /// initializer, or a declared value). A child made and added without it has nothing to tell, so that removal
  /// never runs for it. Anything coordlint cannot follow (a wrapper, a child that is not a local) counts as set.
  private func isWired(for removal: ChildMutation, at add: ChildMutation) -> Bool {
    unsetProperties(for: removal, at: add) == nil
  }

  /// The child's properties it would reach `removal` through (`delegate`) when the add's method leaves them unset
  /// (see `isWired(for:at:)`), in name order; nil when the child can reach it.
  private func unsetProperties(for removal: ChildMutation, at add: ChildMutation) -> [String]? {
    guard removal.kind == .remove, add.wrapper == nil, let child = add.child, case .name(let local)? = add.childExpr,
          !removal.function.owner.isEmpty else { return nil }
    var properties = Set<String>()
    if removal.childExpr?.isSelf == true, related(child, removal.function.owner),
       let position = summaryPosition(removal.function) {
      // The child's own call (`delegate?.didFinish(self)`), read as a removal of the parent's handler.
      properties = Set(summaries[position].selfHandoffs.filter { $0.location == removal.location }.map(\.property))
    } else if removal.trigger == .body, codebase.isSubtype(add.parent, of: removal.function.owner) {
      // The parent's handler itself, removing the child or handing it to a remover (`childCompleted(c)`): what
      // the child calls it through.
      let method = removal.function.name
      properties = Set(index.handoffSummaries(in: codebase.lineage(of: child)).flatMap { summaries[$0].selfHandoffs }
        .filter { $0.method == method }.map(\.property))
    }
    guard !properties.isEmpty, let body = body(of: add.function) else { return nil }
    // Set where the child lives: its initializers or a declared value.
    for member in codebase.allProperties(of: child) where properties.contains(member.decl.name) {
      if member.decl.initializer != nil { return nil }
    }
    for type in codebase.lineage(of: child).compactMap({ codebase.type($0) }) {
      for function in type.functions where function.kind == .initializer {
        var assigns = false
        IRWalk.forEachStatement(in: function.body ?? []) { statement, _ in
          if case .assignment(let assignment) = statement,
             let name = assignment.target.memberPathDroppingSelf?.first, properties.contains(name) {
            assigns = true
          }
        }
        if assigns { return nil }
      }
    }
    var wired = false
    let handsParent = { (call: Call) in
      call.arguments.contains(where: { $0.value.isSelf || properties.contains($0.label ?? "") })
    }
    IRWalk.visitStatements(in: body) { statement, _ in
      if case .assignment(let assignment) = statement, case .member(.name(local)?, let name) = assignment.target,
         properties.contains(name) {
        wired = true
      }
      // Made by a factory handed `self` (`let search = provider.makeSearch(parent: self)`), which gives it on.
      if case .binding(let binding) = statement, binding.names == [local], case .call(let made)? = binding.value,
         handsParent(made) {
        wired = true
      }
      for call in StatementSearch.calls(in: [statement]) {
        let involvesChild = call.callee.rootName == local
          || call.arguments.contains { $0.value.rootName == local }
          || (call.callee == .name(Codebase.declaredName(ofKey: child)))
        if involvesChild && handsParent(call) { wired = true }
      }
      return wired ? .skipChildren : .visitChildren
    }
    return wired ? nil : properties.sorted()
  }

  /// Whether `removal` is in the parent's handler of the child's own finish signal (`didFinish(child)` clears the
  /// children, then hands the parent up): the parent ends with the child, and its clear takes the child out.
  private func clearsOnFinish(of add: ChildMutation, in removal: ChildMutation) -> Bool {
    guard let child = add.child else { return false }
    let places = [removal.function.location] + (removal.wrapper.map { [$0.location] } ?? [])
    return finishSignals(of: child, to: add.parent, invokedOnly: true).contains { signal in
      handler(for: signal, in: add.parent, child: child).map { places.contains($0.decl.location) } ?? false
    }
  }

  /// A clear that is part of the parent's own finish (it also hands `self` up): it frees the children only when
  /// the parent itself ends.
  ///
  /// A clear in a method that dismisses or pops the parent's screen (`navigationController.dismiss`) is its own end
  /// too: its flow leaves the screen.
  private func isTeardown(_ removal: ChildMutation) -> Bool {
    let function = removal.wrapper ?? removal.function
    if let position = summaryPosition(function), summaries[position].decl?.body != nil {
      return endsOwnFlow(summaries[position])
    }
    // A requirement (`coordinator?.dismiss()` on a protocol): what every implementation does.
    let implementations = codebase.implementations(of: function.selector, below: function.owner).compactMap {
      summaryPosition(FunctionRef(owner: $0.owner.name, selector: function.selector, name: function.name,
                               location: $0.decl.location))
    }
    return !implementations.isEmpty && implementations.allSatisfy { endsOwnFlow(summaries[$0]) }
  }

  /// A clear of a coordinator's children by another type's closure (`coordinator.finishFlow = { coordinator?
  /// .childCoordinators = []; … }`): it runs when that coordinator's flow ends, so it frees the children only then,
  /// as the coordinator's own teardown would.
  private func isOutsideClear(_ removal: ChildMutation) -> Bool {
    removal.trigger == .handler && removal.wrapper == nil && !removal.function.owner.isEmpty
      && !related(removal.function.owner, removal.parent)
  }

  /// UIKit's calls that take the caller's screen away: a parent's method that clears its children and makes one
  /// leaves with them.
  static let leavingCalls: Set<String> = ["dismiss", "popViewController"]

  /// Whether a function hands `self` up or takes its screen away (`leavingCalls`, which the sources do not
  /// declare): it ends its owner's flow.
  private func endsOwnFlow(_ summary: FunctionSummary) -> Bool {
    // A method handed something (`popToHome(from: child)`) serves whoever calls it, often a child ending.
    !summary.selfHandoffs.isEmpty || summary.decl?.parameters.isEmpty == true
      && summary.unresolvedCallNames.contains { ChildLifecycle.leavingCalls.contains(UnresolvedCalls.name(of: $0)) }
  }

  /// `guard spaceList == nil else { return }; …; spaceList = child; children.append(child)`: the child is also kept
  /// in a property that the parent checks against `nil` before making a new one, so the add runs once however
  /// often the method is called.
  func isCreatedOnlyWhenAbsent(_ add: ChildMutation) -> Bool {
    guard case .name(let local)? = add.childExpr, let body = body(of: add.function) else { return false }
    let keptIn = StatementSearch.assignedProperties(of: local, in: body)
    guard !keptIn.isEmpty else { return false }
    return codebase.lineage(of: add.parent).compactMap { codebase.type($0) }.contains { type in
      type.functions.contains { function in
        StatementSearch.comparesWithNil(keptIn, in: function.body ?? [])
      }
    }
  }

  /// `if isConversationsPresented() { return }` before the add, where the check looks for a child of the added kind
  /// among the children (`childCoordinators.contains { $0 is ConversationsCoordinator }`): the add runs only while
  /// none is kept, so one such child at most stays, however often the method runs.
  func isAddedOnlyWhenNoneKept(_ add: ChildMutation) -> Bool {
    guard let child = add.child, let body = body(of: add.function) else { return false }
    for statement in body where statement.location < add.location {
      guard case .block(let block) = statement, block.kind == .if || block.kind == .guard,
            block.body.contains(where: { if case .return = $0 { return true } else { return false } }) else { continue }
      if asksForKind(child, in: block.conditions, owner: add.function.owner, depth: 0) { return true }
    }
    return false
  }

  /// Whether `statements` test a value for the child's kind (`$0 is T`), directly or in a method of `owner` they
  /// call (two levels down).
  private func asksForKind(_ child: String, in statements: [Statement], owner: String, depth: Int) -> Bool {
    var found = false
    var called: [String] = []
    IRWalk.visitStatements(in: statements) { statement, _ in
      let exprs: [Expr]
      switch statement {
      case .expression(let expr, _), .return(let expr?, _): exprs = [expr]
      case .binding(let binding): exprs = binding.value.map { [$0] } ?? []
      default: exprs = []
      }
      for expr in exprs {
        IRWalk.forEachExpression(in: expr) { expr, _ in
          if case .cast(_, let type, .check) = expr, let name = type.nominalName,
             codebase.isSubtype(child, of: name) || codebase.isSubtype(name, of: child) {
            found = true
          }
          if case .call(let call) = expr, let name = call.name, call.receiver == nil || call.receiver?.isSelf == true {
            called.append(name)
          }
          return found ? .skipChildren : .visitChildren
        }
      }
      // The expressions' walk went into their closures: only blocks hold statements still to see.
      return found || !exprs.isEmpty ? .skipChildren : .visitChildren
    }
    if found { return true }
    guard depth < 2 else { return false }
    return called.contains { name in
      codebase.functions(named: name, in: owner).contains { method in
        asksForKind(child, in: method.decl.body ?? [], owner: owner, depth: depth + 1)
      }
    }
  }

  /// `children[section] = make(section)`: a keyed store whose keys are few and fixed (an enum's cases, a literal)
  /// holds at most one child per key, however often the method runs; writing a key again replaces the child (`if
  /// let existing = children[section] { reuse } else { … }` included). Keys from data (an id, `child.id`) are not
  /// bounded: one flow per place opened piles up.
  func holdsOneChildPerKey(_ add: ChildMutation) -> Bool {
    guard let childExpr = add.childExpr, let childName = childExpr.rootName,
          let info = codebase.type(add.function.owner),
          let body = info.functions.first(where: { $0.location == add.function.location })?.body else { return false }
    guard hasFewKeys(store: add.store, of: add.parent) else { return false }
    var keys: [[Argument]] = []
    IRWalk.visitStatements(in: body) { statement, _ in
      if case .assignment(let assignment) = statement, assignment.value == childExpr,
         case .subscriptAccess(let base, let arguments) = assignment.target,
         base.memberPathDroppingSelf?.last == add.store {
        keys.append(arguments)
      }
      return .visitChildren
    }
    return !keys.isEmpty && keys.allSatisfy { arguments in
      !StatementSearch.names(in: arguments.map { .expression($0.value, add.location) }).contains(childName)
    }
  }

  /// Whether a keyed store's key type has a fixed set of values: an enum of the sources, `Bool`, or a protocol only
  /// enums of the sources adopt.
  private func hasFewKeys(store: String, of parent: String) -> Bool {
    guard let property = codebase.property(named: store, in: parent),
          case .dictionary(let key, _)? = codebase.resolvedType(of: property)?.unwrapped,
          let name = key.nominalName else { return false }
    if name == "Bool" { return true }
    guard let type = codebase.type(name), type.isDeclaredInSources else { return false }
    if type.kind == .enum { return true }
    guard type.kind == .protocol else { return false }
    let adopters = codebase.types.values.filter {
      $0.isDeclaredInSources && $0.name != name && codebase.isSubtype($0.name, of: name)
    }
    return !adopters.isEmpty && adopters.allSatisfy { $0.kind == .enum }
  }

  /// Whether the add can put one more child in its store each time it runs: it runs in a callback or more than
  /// once, and does not reuse or replace a child it already has.
  func isRepeatable(_ add: ChildMutation) -> Bool {
    (add.trigger == .handler || !runsOnce(add.function)) && !isCreatedOnlyWhenAbsent(add) && !holdsOneChildPerKey(add)
      && !isAddedOnlyWhenNoneKept(add) && !isAddedOnlyWhileStackEmpty(add)
  }

  /// Whether `function` is the coordinator's `start()`, or a method only its type's `start()` calls directly.
  /// (Other `start…` names, `startDeviceVerificationFlow(…)`, are actions like any other.)
  func isOnStartPath(_ function: FunctionRef) -> Bool {
    if function.name == "start" { return true }
    guard !mayBeCalledUnresolved(function) else { return false }
    let callers = callers(of: function).targeting
    return !callers.isEmpty && callers.allSatisfy { entry in
      let caller = summaries[entry.caller].function
      return summaries[entry.caller].calls[entry.call].trigger == .body && caller.name == "start"
        && caller.owner == function.owner
    }
  }

  /// Whether the add runs on events: in a callback, in a method some callback calls (three levels up), or in a
  /// method the sources never call, which a button, a storyboard or another module does.
  func runsOnEvents(_ add: ChildMutation) -> Bool {
    add.trigger == .handler || isCalledOnEvents(add.function, depth: 0)
  }

  private func isCalledOnEvents(_ function: FunctionRef, depth: Int) -> Bool {
    guard depth < 3 else { return false }
    let callers = callers(of: function).targeting
    if callers.isEmpty && !mayBeCalledUnresolved(function) && !CoordinatorNaming.isStart(function.name)
      && summaryPosition(function).flatMap({ summaries[$0].decl })?.kind == .function {
      return true
    }
    for entry in callers {
      let call = summaries[entry.caller].calls[entry.call]
      if call.trigger == .handler || isCalledOnEvents(summaries[entry.caller].function, depth: depth + 1) {
        return true
      }
    }
    return false
  }

  /// How long the child of an add stays in its parent.
  public func lifetime(of add: ChildMutation) -> Lifetime {
    // Inside a wrapper the child is a parameter: the wrapper's call sites carry the real children.
    guard add.kind == .add, standsForItself(add) else { return .unknown }
    if coordinators.isLibraryManaged(add.parent) { return .managed }
    guard let child = add.child, coordinators.isCoordinator(child) else { return .unknown }
    if hasCoveringRemoval(for: add) { return .removed }
    if addsOwnConstant(add) || addsSharedInstance(add) { return .permanent }
    let repeatable = isRepeatable(add)
    let signals = finishSignals(of: child, to: add.parent,
                                invokedOnly: isInvoked(add.function, frameworkMayCall: false))
    if repeatable || !signals.isEmpty { return .orphan(repeatable: repeatable, finishSignals: signals) }
    return .permanent
  }
}
