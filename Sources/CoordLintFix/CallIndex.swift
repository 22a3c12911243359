import CoordLintCore

/// Every call the sources write, by the called name, so that a proof can check each caller of a function.
struct CallIndex {
  private var byName: [String: [Call]] = [:]

  init(codebase: Codebase) {
    var visitor = Collector()
    SourceBodies.forEach(in: codebase) { statements, _, _ in IRWalk.walk(statements, &visitor) }
    byName = visitor.byName
  }

  /// Calls that may be to `function` of `owner`: by its name (for an initializer: `init`, or the name of the type
  /// or a subclass), whatever the receiver. Calls to a same-named function of another type are included, which
  /// can only make a proof fail.
  func calls(of function: FunctionDecl, owner: String, codebase: Codebase) -> [Call] {
    guard function.kind == .initializer else { return byName[function.name] ?? [] }
    var found = byName["init"] ?? []
    for (name, calls) in byName where name != "init" {
      let matching = codebase.resolve(name, from: []).contains { codebase.isSubtype($0, of: owner) }
      if matching { found += calls }
    }
    return found.sorted { $0.location < $1.location }
  }

  private struct Collector: IRVisitor {
    var byName: [String: [Call]] = [:]

    mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction {
      if case .call(let call) = expr, let name = call.name { byName[name, default: []].append(call) }
      return .visitChildren
    }
  }
}
