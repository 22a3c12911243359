/// What the flow walkers share: the codebase, the children adds the lifecycle pass found, and each function's
/// walked effects, computed once and reused at every call site.
final class FlowContext: @unchecked Sendable {
  // Used by one thread while the ownership pass runs; the memo tables are never shared afterwards.
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

  private struct FunctionKey: Hashable {
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
