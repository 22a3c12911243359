/// A function with a body, as the passes walk it.
public struct FunctionBody: Sendable {
  public let function: FunctionRef
  public let decl: FunctionDecl

  /// The owning type's key, nil for a free function.
  public var owner: String? { function.ownerKey }
  public var body: [Statement] { decl.body ?? [] }
}

extension Codebase {
  /// Every method, initializer and free function that has a body: types in key order, then files in order.
  public var functionBodies: [FunctionBody] {
    functionBodiesOnce.value { makeFunctionBodies() }
  }

  /// `functionBodies` by reference, made on first use and then shared.
  public var functionBodyIndex: FunctionBodyIndex {
    functionBodyIndexOnce.value { FunctionBodyIndex(types: types, files: files) }
  }

  private func makeFunctionBodies() -> [FunctionBody] {
    var result: [FunctionBody] = []
    // Reserved at the exact count: grown by doubling, the list (some 70 bytes a body) held up to twice that.
    result.reserveCapacity(types.values.reduce(0) { $0 + $1.functions.count { $0.body != nil } }
      + files.reduce(0) { $0 + $1.functions.count { $0.body != nil } })
    // One string per selector: a hundred thousand bodies spell a few thousand selectors, each its own copy.
    var selectors = Set<String>()
    for key in types.keys.sorted() {
      for decl in types[key]?.functions ?? [] where decl.body != nil {
        let selector = selectors.insert(decl.selector).memberAfterInsert
        result.append(FunctionBody(
          function: FunctionRef(owner: key, selector: selector, name: decl.name, location: decl.location),
          decl: decl))
      }
    }
    for file in files {
      for decl in file.functions where decl.body != nil {
        let selector = selectors.insert(decl.selector).memberAfterInsert
        result.append(FunctionBody(
          function: FunctionRef(owner: "", selector: selector, name: decl.name, location: decl.location),
          decl: decl))
      }
    }
    return result
  }
}

extension Codebase {
  /// Every function with a body named `name` (any labels), selectors in order, owners in key order.
  public func implementations(named name: String) -> [FoundMember<FunctionDecl>] {
    let selectors = selectorsByNameOnce.value {
      var byName: [String: [String]] = [:]
      for selector in implementationsBySelector.keys.sorted() {
        byName[UnresolvedCalls.name(of: selector), default: []].append(selector)
      }
      return byName
    }
    return (selectors[name] ?? []).flatMap { implementationsBySelector[$0] ?? [] }
  }

  /// Implementations with bodies of `selector` in types that conform to or inherit from `key` (not `key` itself),
  /// in key order: where a call through a protocol or base type can dispatch to. At most `limit` of them: a caller
  /// that only follows a few need not copy the thousands of a `start()` every coordinator implements.
  public func implementations(of selector: String, below key: String,
                              limit: Int = .max) -> [FoundMember<FunctionDecl>] {
    guard let candidates = implementationsBySelector[selector] else { return [] }
    var result: [FoundMember<FunctionDecl>] = []
    if let below = implementationsBelow[selector] {
      for position in below[key] ?? [] {
        result.append(candidates[position])
        if result.count == limit { break }
      }
      return result
    }
    // Read in place: a copy of each candidate retained its type's and its declaration's every field.
    for position in candidates.indices
    where candidates[position].owner.name != key && isSubtype(candidates[position].owner.name, of: key) {
      result.append(candidates[position])
      if result.count == limit { break }
    }
    return result
  }
}
