extension Expr {
  /// Calls `visit` for each closure directly inside this expression (not for closures nested in those closures).
  public func forEachClosure(_ visit: (Closure) -> Void) {
    switch self {
    case .closure(let closure): visit(closure)
    case .call(let call):
      call.callee.forEachClosure(visit)
      for argument in call.arguments { argument.value.forEachClosure(visit) }
    case .member(let base?, _): base.forEachClosure(visit)
    case .subscriptAccess(let base, let arguments):
      base.forEachClosure(visit)
      for argument in arguments { argument.value.forEachClosure(visit) }
    case .cast(let inner, _, _), .prefix(_, let inner), .inOut(let inner): inner.forEachClosure(visit)
    case .array(let elements), .other(let elements): for element in elements { element.forEachClosure(visit) }
    case .dictionary(let entries):
      for entry in entries {
        entry.key.forEachClosure(visit)
        entry.value.forEachClosure(visit)
      }
    case .binary(_, let lhs, let rhs):
      lhs.forEachClosure(visit)
      rhs.forEachClosure(visit)
    case .ternary(let condition, let then, let otherwise):
      condition.forEachClosure(visit)
      then.forEachClosure(visit)
      otherwise.forEachClosure(visit)
    case .name, .member(nil, _), .type, .literal: break
    }
  }
}
