extension Expr {
  /// Calls `visit` for each closure directly inside this expression (not for closures nested in those closures).
  public func forEachClosure(_ visit: (Closure) -> Void) {
    IRWalk.forEachExpression(in: self) { expr, _ in
      guard case .closure(let closure) = expr else { return .visitChildren }
      visit(closure)
      return .skipChildren
    }
  }
}
