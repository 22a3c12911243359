/// Small searches over statement trees that several passes need.
enum StatementSearch {
  /// Names of properties `local` is assigned to: `self.menu = local`, `menu = local`.
  static func assignedProperties(of local: String, in statements: [Statement]) -> Set<String> {
    var names = Set<String>()
    visit(statements) { statement in
      guard case .assignment(let assignment) = statement, assignment.value == .name(local) else { return }
      switch assignment.target {
      case .member(.name("self")?, let property): names.insert(property)
      // A bare name other than the local itself is a property (locals are not tracked here).
      case .name(let property) where property != local: names.insert(property)
      default: break
      }
    }
    return names
  }

  /// Whether any condition compares one of `properties` with `nil` (`menu == nil`, `self.menu != nil`).
  static func comparesWithNil(_ properties: Set<String>, in statements: [Statement]) -> Bool {
    var found = false
    visit(statements) { statement in
      guard !found, case .expression(let expr, _) = statement else { return }
      found = containsNilComparison(expr, properties)
    }
    return found
  }

  private static func containsNilComparison(_ expr: Expr, _ properties: Set<String>) -> Bool {
    guard case .binary(let op, let lhs, let rhs) = expr else { return false }
    if op == "==" || op == "!=" {
      for (side, other) in [(lhs, rhs), (rhs, lhs)] where other == .literal(.nil) {
        if let path = side.memberPathDroppingSelf, path.count == 1, properties.contains(path[0]) { return true }
      }
    }
    return containsNilComparison(lhs, properties) || containsNilComparison(rhs, properties)
  }

  /// Calls `body` for every statement, nested blocks, loops and closure bodies included.
  static func visit(_ statements: [Statement], _ body: (Statement) -> Void) {
    for statement in statements {
      body(statement)
      switch statement {
      case .block(let block):
        visit(block.conditions, body)
        visit(block.body, body)
      case .forIn(let loop):
        visit(loop.body, body)
      case .expression(let expr, _), .return(let expr?, _):
        expr.forEachClosure { visit($0.body, body) }
      case .assignment(let assignment):
        assignment.value.forEachClosure { visit($0.body, body) }
      case .binding(let binding):
        binding.value?.forEachClosure { visit($0.body, body) }
      case .return(nil, _):
        break
      }
    }
  }
}
