/// What the flow walkers share: the codebase, the children adds the lifecycle pass found, and each function's
/// walked effects, computed once and reused at every call site.
final class FlowContext: @unchecked Sendable {
  // Used by one thread while the ownership pass runs (a probing context by one thread of `settle`); the memo tables
  // are never shared afterwards.
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

  /// In a probe (see `settle(_:jobs:)`), the summaries earlier rounds settled; nil in the context that walks in
  /// order.
  private var settled: [FunctionKey: FlowWalker.Result]?

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
    settled = nil
  }

  /// A context for probing walks that reads `settled` and walks no callee.
  private init(probing parent: FlowContext, settled: [FunctionKey: FlowWalker.Result]) {
    codebase = parent.codebase
    childAdds = parent.childAdds
    self.settled = settled
  }

  /// Summarizes, on up to `jobs` threads, every function of `functions` (and every function they call) whose
  /// calls reach no recursion, and keeps the summaries for `summary(owner:decl:)`; the rest are left to it.
  ///
  /// In rounds: each probes the functions whose callees are now settled, walking each against the summaries of
  /// earlier rounds only; a walk that reaches a callee not yet settled stops (`pendingCallee`) and waits for it.
  /// A settled summary is what the walk in order makes of that function whenever it gets there, since no function
  /// it reaches can be in progress then (that would be a recursion, which never settles): the summaries, so the
  /// results, are the same as walking everything in order, whatever the thread count. Walking in order alone left
  /// the pass on one core.
  func settle(_ functions: [(owner: String?, decl: FunctionDecl)], jobs: Int) {
    guard settled == nil, jobs > 1 else { return }
    var done: [FunctionKey: FlowWalker.Result] = summaries
    var known = Set(done.keys)
    var waiters: [FunctionKey: [Candidate]] = [:]
    var round: [Candidate] = []
    for function in functions where function.decl.body != nil {
      let key = FunctionKey(owner: function.owner ?? "", location: function.decl.location)
      if known.insert(key).inserted { round.append(Candidate(key: key, owner: function.owner, decl: function.decl)) }
    }
    // One probing context per chunk of a round, kept from round to round for its type-name answers.
    let probes = (0..<jobs * 8).map { _ in FlowContext(probing: self, settled: [:]) }
    while !round.isEmpty {
      let outcomes = probe(round, settled: done, with: probes, jobs: jobs)
      var next: [Candidate] = []
      var waiting: [(Candidate, Candidate)] = []
      for (candidate, outcome) in zip(round, outcomes) {
        switch outcome {
        case .summary(let result):
          done[candidate.key] = result
          next.append(contentsOf: waiters.removeValue(forKey: candidate.key) ?? [])
        case .waits(let callee):
          waiting.append((candidate, callee))
        }
      }
      for (candidate, callee) in waiting {
        if done[callee.key] != nil {
          next.append(candidate)
        } else {
          waiters[callee.key, default: []].append(candidate)
          if known.insert(callee.key).inserted { next.append(callee) }
        }
      }
      // The same order whatever the thread count: each round's candidates are probed against one snapshot.
      round = next
    }
    summaries = done
  }

  /// A function to probe.
  private struct Candidate {
    let key: FunctionKey
    let owner: String?
    let decl: FunctionDecl
  }

  private enum ProbeOutcome {
    case summary(FlowWalker.Result)
    case waits(Candidate)
  }

  /// Walks each candidate against `settled`, in parallel chunks, each chunk with its own probing context of
  /// `contexts`.
  private func probe(_ candidates: [Candidate], settled: [FunctionKey: FlowWalker.Result], with contexts: [FlowContext],
                     jobs: Int) -> [ProbeOutcome] {
    let chunkCount = min(candidates.count, contexts.count)
    let slots = ResultSlots<[ProbeOutcome]>(count: chunkCount)
    ParallelWork.forEach(chunkCount, jobs: jobs) { chunk in
      let context = contexts[chunk]
      context.settled = settled
      var outcomes: [ProbeOutcome] = []
      for index in stride(from: chunk, to: candidates.count, by: chunkCount) {
        let candidate = candidates[index]
        context.pendingCallee = nil
        var walker = FlowWalker(context: context, owner: candidate.owner, decl: candidate.decl)
        let result = walker.walk(candidate.decl.body ?? [])
        if let callee = context.pendingCallee {
          outcomes.append(.waits(Candidate(key: FunctionKey(owner: callee.owner ?? "", location: callee.decl.location),
                                           owner: callee.owner, decl: callee.decl)))
        } else {
          outcomes.append(.summary(result))
        }
      }
      slots[chunk] = outcomes
      // Dropped, so that adding this round's summaries does not copy the table the probes shared.
      context.settled = [:]
    }
    // Chunk `c` holds candidates `c`, `c + chunkCount`, …: put them back in the candidates' order.
    let chunks = slots.take()
    var outcomes: [ProbeOutcome] = []
    outcomes.reserveCapacity(candidates.count)
    for index in candidates.indices {
      outcomes.append(chunks[index % chunkCount][index / chunkCount])
    }
    return outcomes
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
    if let settled {
      // A probe walks no callee: one not settled yet stops the walk.
      if let done = settled[key] { return done }
      if decl.body != nil, pendingCallee == nil { pendingCallee = (owner, decl) }
      return FlowWalker.Result()
    }
    if let done = summaries[key] { return done }
    guard decl.body != nil, !inProgress.contains(key) else { return FlowWalker.Result() }
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
      let result = walker.walk(top.decl.body ?? [])
      if let callee = pendingCallee {
        pendingCallee = nil
        stack.append((FunctionKey(owner: callee.owner ?? "", location: callee.decl.location), callee.owner,
                      callee.decl))
        continue
      }
      inProgress.remove(top.key)
      summaries[top.key] = result
      stack.removeLast()
    }
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
