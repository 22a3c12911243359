import SwiftSyntax

// Hand-written rather than SwiftIfConfig's evaluation: that one decides a condition against a complete build
// configuration (platform, compiler, imports), two-valued; coordlint knows only the custom flags, and only for some
// modules, so it keeps the condition and judges it three-valued later, per module.
extension BuildCondition {
  /// The condition written in `#if`/`#elseif`.
  init(_ expression: ExprSyntax) {
    if let sequence = expression.as(SequenceExprSyntax.self) {
      self = BuildCondition.sequence(Array(sequence.elements))
    } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
      self = .flag(reference.baseName.text)
    } else if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      self = .literal(literal.literal.tokenKind == .keyword(.true))
    } else if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      self = .not(BuildCondition(prefix.expression))
    } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
              let only = tuple.elements.first, only.label == nil {
      self = BuildCondition(only.expression)
    } else if let infix = expression.as(InfixOperatorExprSyntax.self),
              let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "&&" || op == "||" {
      let parts = [BuildCondition(infix.leftOperand), BuildCondition(infix.rightOperand)]
      self = op == "&&" ? .all(parts) : .any(parts)
    } else {
      self = .other(expression.trimmedDescription)
    }
  }

  /// An unfolded `a && b || !c`: `&&` binds tighter than `||`, and nothing else is allowed in a condition.
  private static func sequence(_ elements: [ExprSyntax]) -> BuildCondition {
    func isOperator(_ element: ExprSyntax, _ text: String) -> Bool {
      element.as(BinaryOperatorExprSyntax.self)?.operator.text == text
    }
    let disjuncts = elements.split { isOperator($0, "||") }.map { disjunct -> BuildCondition in
      let conjuncts = disjunct.split { isOperator($0, "&&") }.map { conjunct -> BuildCondition in
        conjunct.count == 1 ? BuildCondition(conjunct[conjunct.startIndex])
          : .other(conjunct.map(\.trimmedDescription).joined(separator: " "))
      }
      return conjuncts.count == 1 ? conjuncts[0] : .all(conjuncts)
    }
    return disjuncts.count == 1 ? disjuncts[0] : .any(disjuncts)
  }

  /// The conditions of every `#if` clause around `node`, innermost last, as one; nil outside any `#if`.
  static func enclosing(_ node: some SyntaxProtocol) -> BuildCondition? {
    var conditions: [BuildCondition] = []
    var current = node.parent
    while let parent = current {
      if let clause = parent.as(IfConfigClauseSyntax.self) { conditions.append(of(clause)) }
      current = parent.parent
    }
    return conjunction(conditions.reversed())
  }

  /// A clause holds when its own condition does and no earlier clause's does.
  private static func of(_ clause: IfConfigClauseSyntax) -> BuildCondition {
    var parts: [BuildCondition] = []
    if let list = clause.parent?.as(IfConfigClauseListSyntax.self) {
      for earlier in list {
        if earlier.id == clause.id { break }
        if let condition = earlier.condition { parts.append(.not(BuildCondition(condition))) }
      }
    }
    if let condition = clause.condition { parts.append(BuildCondition(condition)) }
    return conjunction(parts) ?? .literal(true)
  }
}
