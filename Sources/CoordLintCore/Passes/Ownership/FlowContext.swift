import Foundation

/// What the flow walkers share: the codebase, the children adds the lifecycle pass found, and each function's
/// walked effects, computed once and reused at every call site.
final class FlowContext: @unchecked Sendable {
  // Used by one thread while the ownership pass runs (a probing context by one thread of `settle`); the memo tables
  // are never shared while they change.
  let codebase: Codebase
  /// Direct children adds by location (`childCoordinators.append(c)`, `children[k] = c`).
  let childAdds: [SourceLocation: ChildMutation]
  private var summaries: [FunctionKey: FlowWalker.Result] = [:]
  private var typeNames: [TypeNameKey: String?] = [:]
  private var inProgress: Set<FunctionKey> = []
  /// How many summaries are being computed, one inside another.
  private var nesting = 0
  /// Past this many nested summaries, a callee is left to the loop in `summary`: the stack holds this many walks at
  /// most, and the usual call chain, shallower, never walks a caller twice.
  static let maximumNesting = 16
  /// The first callee the running walk reached without a summary; the walk stops, the callee is summarized, and
  /// the walk starts over.
  private(set) var pendingCallee: (owner: String?, decl: FunctionDecl)?

  /// Whether this context probes (see `settle(_:jobs:)`): it then tells apart the summaries that reached a
  /// recursion.
  private let probing: Bool
  /// In a probe, the functions being walked, innermost last.
  private var walking: [FunctionKey] = []
  /// In a probe, the functions in progress whose walk so far reached a recursion: a function in progress, or one
  /// that did.
  private var reachingFrames: Set<FunctionKey> = []
  /// In a probe, the functions summarized so far whose walk reached a recursion: their summaries depend on where the
  /// recursion was entered, so they are never kept, and a walk reaching one reaches a recursion too.
  private var reaching: Set<FunctionKey> = []
  /// In a probe, the functions of `reaching` summarized since the probe began, whose summaries it drops.
  private var reachingSummarized: [FunctionKey] = []
  /// In a probe, the summaries every probe has kept so far, shared by all of them.
  private let kept: KeptSummaries?

  fileprivate struct FunctionKey: Hashable {
    let owner: String
    let location: SourceLocation
  }

  init(codebase: Codebase, lifecycle: ChildLifecycle) {
    self.codebase = codebase
    var adds: [SourceLocation: ChildMutation] = [:]
    for mutation in lifecycle.adds where mutation.wrapper == nil {
      adds[mutation.location] = mutation
    }
    childAdds = adds
    probing = false
    kept = nil
  }

  /// A context for probing walks, sharing `parent`'s codebase and adds.
  private init(probing parent: FlowContext, kept: KeptSummaries) {
    codebase = parent.codebase
    childAdds = parent.childAdds
    probing = true
    self.kept = kept
  }

  /// Summarizes, on up to `jobs` threads, every function of `functions` (and every function they call) whose
  /// calls reach no recursion, and keeps the summaries for `summary(owner:decl:)`; the rest are left to it.
  ///
  /// Runs of adjacent functions are probed on all cores, each run in a context of its own that summarizes depth
  /// first as the walk in order does. A summary whose walk reached no function in progress, directly or through a
  /// callee, reaches no recursion: it is what the walk in order makes of that function whenever it gets there (no
  /// function it reaches can be in progress then), and it is kept. The others depend on where their recursion was
  /// entered: they are dropped, and the walk in order makes them, as before. The summaries, so the results, are the
  /// same whatever the thread count; walking in order alone left the pass on one core.
  func settle(_ functions: [(owner: String?, decl: FunctionDecl)], jobs: Int) {
    guard !probing, jobs > 1, functions.count > 1 else { return }
    let kept = KeptSummaries()
    ParallelWork.forEachRun(functions.count, jobs: jobs) { [self] positions in
      let context = FlowContext(probing: self, kept: kept)
      for position in positions where functions[position].decl.body != nil {
        context.probe(owner: functions[position].owner, decl: functions[position].decl)
      }
    }
    summaries = kept.all
  }

  /// Summarizes one function depth first, dropping the summaries that reached a recursion.
  private func probe(owner: String?, decl: FunctionDecl) {
    _ = summary(owner: owner, decl: decl)
    for key in reachingSummarized { summaries[key] = nil }
    reachingSummarized.removeAll(keepingCapacity: true)
  }

  /// In a probe, notes that the function being walked reached a recursion.
  private func reachRecursion() {
    if let current = walking.last { reachingFrames.insert(current) }
  }

  /// The walked effects and results of a function with a body; empty while it is being walked (recursion).
  func summary(of function: FoundMember<FunctionDecl>) -> FlowWalker.Result {
    summary(owner: function.owner.name, decl: function.decl)
  }

  /// Summaries are computed depth first along calls, as a recursion would, and by recursion up to `maximumNesting`
  /// deep; deeper, on an explicit stack: a walk that reaches a callee without a summary stops (`pendingCallee`), the
  /// callee is walked first, and the caller is walked again from its start. A chain of 200,000 calls is 200,000
  /// entries of an array, not of the thread's stack, and the order (so which summaries see a function in progress)
  /// is the recursion's.
  func summary(owner: String?, decl: FunctionDecl) -> FlowWalker.Result {
    let key = FunctionKey(owner: owner ?? "", location: decl.location)
    if probing, reaching.contains(key) {
      // Its summary is dropped, and so is the caller's: what the caller sees no longer matters.
      reachRecursion()
      return FlowWalker.Result()
    }
    if let done = summaries[key] { return done }
    guard decl.body != nil else { return FlowWalker.Result() }
    if let kept, let done = kept[key] {
      summaries[key] = done
      return done
    }
    guard !inProgress.contains(key) else {
      if probing { reachRecursion() }
      return FlowWalker.Result()
    }
    if nesting >= Self.maximumNesting {
      if pendingCallee == nil { pendingCallee = (owner, decl) }
      return FlowWalker.Result()
    }
    var stack: [(key: FunctionKey, owner: String?, decl: FunctionDecl)] = [(key, owner, decl)]
    nesting += 1
    defer { nesting -= 1 }
    while let top = stack.last {
      inProgress.insert(top.key)
      var walker = FlowWalker(context: self, owner: top.owner, decl: top.decl)
      if probing { walking.append(top.key) }
      let result = walker.walk(top.decl.body ?? [])
      if probing { walking.removeLast() }
      if let callee = pendingCallee {
        pendingCallee = nil
        stack.append((FunctionKey(owner: callee.owner ?? "", location: callee.decl.location), callee.owner,
                      callee.decl))
        continue
      }
      inProgress.remove(top.key)
      summaries[top.key] = result
      if probing {
        if reachingFrames.remove(top.key) != nil {
          reaching.insert(top.key)
          reachingSummarized.append(top.key)
        } else {
          // Final once made, and the same whichever probe made it: every probe may read it from now on.
          kept?[top.key] = result
        }
      }
      stack.removeLast()
    }
    if probing, reaching.contains(key) { reachRecursion() }
    return summaries[key] ?? FlowWalker.Result()
  }

  /// The type key a name denotes in expression position (`Foo` in `Foo(…)` or `Foo.shared`), when it is a type.
  func typeName(_ path: String, scope: [String]) -> String? {
    let last = path.lastIndex(of: ".").map { path[path.index(after: $0)...] } ?? path[...]
    guard last.first?.isUppercase == true else { return nil }
    // The same few names are looked up from the same scopes all over the walks: each answer is kept.
    let key = TypeNameKey(path: path, scope: scope)
    if let known = typeNames[key] { return known }
    let found = resolveTypeName(path, scope: scope)
    typeNames[key] = .some(found)
    return found
  }

  private struct TypeNameKey: Hashable {
    let path: String
    let scope: [String]
  }

  private func resolveTypeName(_ path: String, scope: [String]) -> String? {
    let keys = codebase.resolve(path, from: scope)
    guard keys.count == 1 else { return nil }
    if codebase.type(keys[0])?.isDeclaredInSources == true || FrameworkHierarchy.supertypes[keys[0]] != nil
      || UIKitContainers.types.contains(keys[0]) {
      return keys[0]
    }
    return codebase.freeFunction(named: path, from: scope) == nil ? keys[0] : nil
  }

  /// Whether instances of the type are references: classes and actors of the sources, UIKit's classes.
  func isClass(_ key: String) -> Bool {
    if let info = codebase.type(key), info.isDeclaredInSources {
      return info.kind == .class || info.kind == .actor
    }
    return FrameworkHierarchy.supertypes[key] != nil || ReducerStores.keepingBuilders[key] != nil
  }

  /// The declared type at the end of a path of stored properties from an object of type `start`.
  private func typeAtEnd(of names: [String], from start: String?) -> String? {
    var current = start
    for name in names {
      current = current.flatMap { key in
        codebase.property(named: name, in: key).flatMap { codebase.resolvedType(of: $0, seenFrom: key) }
      }?.unwrapped.nominalName
    }
    return current
  }

  /// Whether the sources declare `property` on the holder's type (so a UIKit property name is the program's own).
  func declares(_ property: String, on holder: FlowValue, owner: String?) -> Bool {
    let key: String?
    switch holder.unguarded {
    case .selfRef: key = owner
    case .object(let type, _), .typed(let type): key = type
    case .path(let names):
      key = typeAtEnd(of: names, from: owner)
    case .objectPath(let type, _, let names):
      key = typeAtEnd(of: names, from: type)
    default: return false
    }
    return key.flatMap { codebase.property(named: property, in: $0) } != nil
  }
}

/// The summaries the probes of `FlowContext.settle` keep, shared by the threads probing.
private final class KeptSummaries: @unchecked Sendable {
  // The lock guards `table`.
  private let lock = NSLock()
  private var table: [FlowContext.FunctionKey: FlowWalker.Result] = [:]

  subscript(key: FlowContext.FunctionKey) -> FlowWalker.Result? {
    get { lock.withLock { table[key] } }
    set { lock.withLock { table[key] = newValue } }
  }

  var all: [FlowContext.FunctionKey: FlowWalker.Result] { lock.withLock { table } }
}
