/// Small searches over statement trees that several passes need.
enum StatementSearch {
  /// Names of properties `local` is assigned to: `self.menu = local`, `menu = local`.
  /// Every call in `statements`, closure bodies included, in source order.
  static func calls(in statements: [Statement]) -> [Call] {
    var visitor = Collector()
    IRWalk.walk(statements, &visitor)
    return visitor.calls
  }

  /// Every name and member name `statements` mention, closure bodies included.
  static func names(in statements: [Statement]) -> Set<String> {
    var visitor = Collector()
    IRWalk.walk(statements, &visitor)
    return visitor.names
  }

  /// Gathers the calls and the names an IR walk meets.
  private struct Collector: IRVisitor {
    var calls: [Call] = []
    var names = Set<String>()

    mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction {
      switch expr {
      case .call(let call): calls.append(call)
      case .name(let name), .member(_, let name): names.insert(name)
      default: break
      }
      return .visitChildren
    }
  }

  /// `statements` with each `if flag` (or `if !flag`) on a name `constants` fixes cut to the branch it takes.
  static func taking(_ constants: [String: Bool], in statements: [Statement]) -> [Statement] {
    guard !constants.isEmpty else { return statements }
    return statements.flatMap { statement -> [Statement] in
      guard case .block(var block) = statement else { return [statement] }
      if block.kind == .if, block.conditions.count == 1, case .expression(let condition, _) = block.conditions[0] {
        var value: Bool?
        switch condition {
        case .name(let name): value = constants[name]
        case .prefix("!", .name(let name)): value = constants[name].map(!)
        default: break
        }
        if let value {
          // The `else` is the last statement of the `if` block's body.
          var body = block.body
          var elseBody: [Statement] = []
          if case .block(let last)? = body.last, last.kind == .else {
            elseBody = last.body
            body.removeLast()
          }
          return taking(constants, in: value ? body : elseBody)
        }
      }
      block.body = taking(constants, in: block.body)
      return [.block(block)]
    }
  }

  static func assignedProperties(of local: String, in statements: [Statement]) -> Set<String> {
    var names = Set<String>()
    IRWalk.forEachStatement(in: statements) { statement, _ in
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
    IRWalk.forEachStatement(in: statements) { statement, _ in
      guard !found, case .expression(let expr, _) = statement else { return }
      found = containsNilComparison(expr, properties)
    }
    return found
  }

  /// Whether `expr`, or an operand of the operators it is made of, compares one of `properties` with `nil`.
  private static func containsNilComparison(_ expr: Expr, _ properties: Set<String>) -> Bool {
    var found = false
    IRWalk.forEachExpression(in: expr) { expr, _ in
      guard !found, case .binary(let op, let lhs, let rhs) = expr else { return .skipChildren }
      if op == "==" || op == "!=" {
        for (side, other) in [(lhs, rhs), (rhs, lhs)] where other == .literal(.nil) {
          if let path = side.memberPathDroppingSelf, path.count == 1, properties.contains(path[0]) { found = true }
        }
      }
      return .visitChildren
    }
    return found
  }
}
