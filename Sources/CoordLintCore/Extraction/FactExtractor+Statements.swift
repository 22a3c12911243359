import SwiftSyntax

extension FactExtractor {
  /// Converts a statement list, keeping nesting for blocks, loops and closures.
  func statements(_ items: CodeBlockItemListSyntax) -> [Statement] {
    var result: [Statement] = []
    for item in items {
      if budget.isSpent { return result }
      switch item.item {
      case .decl(let decl): result.append(contentsOf: localDeclaration(decl))
      case .stmt(let stmt): result.append(contentsOf: statement(stmt))
      case .expr(let expr): result.append(expressionStatement(expr))
      }
    }
    return result
  }

  private func localDeclaration(_ decl: DeclSyntax) -> [Statement] {
    if let variable = decl.as(VariableDeclSyntax.self) {
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      return variable.bindings.flatMap { binding -> [Statement] in
        let value = binding.initializer.map { expression($0.value) }
        var result: [Statement] = [.binding(Binding.destructuring(
          PatternNames.paths(of: binding.pattern), isLet: isLet,
          type: binding.typeAnnotation.map { TypeRef($0.type) }, value: value, location: location(binding.pattern)))]
        if case .getter(let items)? = binding.accessorBlock?.accessors {
          result.append(.block(Block(kind: .localFunction, conditions: [], body: statements(items),
                                     location: location(binding))))
        }
        return result
      }
    }
    if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
      return [.block(Block(kind: .localFunction, conditions: [], body: statements(body.statements),
                           location: location(function.name)))]
    }
    return []
  }

  private func statement(_ stmt: StmtSyntax) -> [Statement] {
    if let exprStmt = stmt.as(ExpressionStmtSyntax.self) {
      return [expressionStatement(exprStmt.expression)]
    }
    if let ret = stmt.as(ReturnStmtSyntax.self) {
      return [.return(ret.expression.map(expression), location(ret))]
    }
    if let guardStmt = stmt.as(GuardStmtSyntax.self) {
      return [.block(Block(kind: .guard, conditions: conditions(guardStmt.conditions),
                           body: statements(guardStmt.body.statements), location: location(guardStmt)))]
    }
    if let forStmt = stmt.as(ForStmtSyntax.self) {
      return [.forIn(ForIn(
        names: PatternNames.of(forStmt.pattern), sequence: expression(forStmt.sequence),
        whereClause: forStmt.whereClause.map { expression($0.condition) },
        body: statements(forStmt.body.statements), location: location(forStmt)))]
    }
    if let whileStmt = stmt.as(WhileStmtSyntax.self) {
      return [.block(Block(kind: .while, conditions: conditions(whileStmt.conditions),
                           body: statements(whileStmt.body.statements), location: location(whileStmt)))]
    }
    if let repeatStmt = stmt.as(RepeatStmtSyntax.self) {
      return [.block(Block(kind: .repeat, conditions: [expressionStatement(repeatStmt.condition)],
                           body: statements(repeatStmt.body.statements), location: location(repeatStmt)))]
    }
    if let doStmt = stmt.as(DoStmtSyntax.self) {
      var result: [Statement] = [.block(Block(kind: .do, conditions: [], body: statements(doStmt.body.statements),
                                              location: location(doStmt)))]
      for clause in doStmt.catchClauses {
        result.append(.block(Block(kind: .catch, conditions: [], body: statements(clause.body.statements),
                                   location: location(clause))))
      }
      return result
    }
    if let deferStmt = stmt.as(DeferStmtSyntax.self) {
      return [.block(Block(kind: .defer, conditions: [], body: statements(deferStmt.body.statements),
                           location: location(deferStmt)))]
    }
    if let throwStmt = stmt.as(ThrowStmtSyntax.self) {
      return [expressionStatement(throwStmt.expression)]
    }
    if let labeled = stmt.as(LabeledStmtSyntax.self) {
      return statement(labeled.statement)
    }
    return []
  }

  /// An expression in statement position: assignments, `if`/`switch` and plain calls.
  func expressionStatement(_ syntax: ExprSyntax) -> Statement {
    if let sequence = syntax.as(SequenceExprSyntax.self), FactExtractor.singleOperation(sequence) == nil {
      let folded = folded(sequence)
      if !folded.expr.is(SequenceExprSyntax.self) { return folded.reader.expressionStatement(folded.expr) }
    }
    if let ifExpr = syntax.as(IfExprSyntax.self) { return ifBlock(ifExpr) }
    if let switchExpr = syntax.as(SwitchExprSyntax.self) { return switchBlock(switchExpr) }
    if let assignment = assignmentParts(syntax) {
      return .assignment(Assignment(target: expression(assignment.target), op: assignment.op,
                                    value: expression(assignment.value), location: location(syntax)))
    }
    return .expression(expression(syntax), location(syntax))
  }

  private func assignmentParts(_ syntax: ExprSyntax) -> (target: ExprSyntax, op: String, value: ExprSyntax)? {
    if let infix = syntax.as(InfixOperatorExprSyntax.self) {
      if infix.operator.is(AssignmentExprSyntax.self) {
        return (infix.leftOperand, "=", infix.rightOperand)
      }
      if let binary = infix.operator.as(BinaryOperatorExprSyntax.self) {
        let op = binary.operator.text
        if op.count >= 2, op.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(op) {
          return (infix.leftOperand, op, infix.rightOperand)
        }
      }
    }
    // One operation, left unfolded since folding it changes nothing (`a = b`, `count += 1`).
    if let sequence = syntax.as(SequenceExprSyntax.self), let (lhs, op, rhs) = FactExtractor.singleOperation(sequence) {
      if op.is(AssignmentExprSyntax.self) { return (lhs, "=", rhs) }
      if let binary = op.as(BinaryOperatorExprSyntax.self) {
        let text = binary.operator.text
        if text.count >= 2, text.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(text) {
          return (lhs, text, rhs)
        }
      }
      return nil
    }
    // A sequence the folder could not fold (an unknown custom operator): assignment binds loosest, so split at it.
    if let sequence = syntax.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      if let index = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }), index == 1,
         elements.count == 3 {
        return (elements[0], "=", elements[2])
      }
    }
    return nil
  }

  private func ifBlock(_ ifExpr: IfExprSyntax) -> Statement {
    var body = statements(ifExpr.body.statements)
    switch ifExpr.elseBody {
    case .ifExpr(let nested)?: body.append(.block(Block(kind: .else, conditions: [], body: [ifBlock(nested)],
                                                        location: location(nested))))
    case .codeBlock(let block)?: body.append(.block(Block(kind: .else, conditions: [],
                                                          body: statements(block.statements),
                                                          location: location(block))))
    case nil: break
    }
    return .block(Block(kind: .if, conditions: conditions(ifExpr.conditions), body: body,
                        location: location(ifExpr)))
  }

  private func switchBlock(_ switchExpr: SwitchExprSyntax) -> Statement {
    var cases: [Statement] = []
    func collect(_ list: SwitchCaseListSyntax) {
      for element in list {
        switch element {
        case .switchCase(let switchCase):
          cases.append(.block(Block(kind: .case, conditions: caseNames(switchCase) + payloads(switchCase, of: subject),
                                    body: statements(switchCase.statements), location: location(switchCase))))
        case .ifConfigDecl(let ifConfig):
          for clause in ifConfig.clauses {
            if case .switchCases(let nested)? = clause.elements { collect(nested) }
          }
        }
      }
    }
    // The names a `case` binds are parts of the subject; written again for each, so only a subject without calls.
    let subjectExpr = expression(switchExpr.subject)
    let subject = subjectExpr.memberPath != nil ? subjectExpr : nil
    collect(switchExpr.cases)
    return .block(Block(kind: .switch, conditions: [expressionStatement(switchExpr.subject)], body: cases,
                        location: location(switchExpr)))
  }

  /// `case .push(let child)`, `case let .present(child, _)`: each name bound to its part of the subject.
  private func payloads(_ switchCase: SwitchCaseSyntax, of subject: Expr?) -> [Statement] {
    guard let subject, case .case(let label) = switchCase.label, label.caseItems.count == 1,
          let item = label.caseItems.first else { return [] }
    return PatternNames.paths(of: item.pattern).compactMap { name, path in
      path.isEmpty ? nil : .binding(Binding(names: [name], isLet: true, type: nil,
                                            value: .projection(subject, path), unwrapsOptional: false,
                                            location: location(item)))
    }
  }

  /// What a `case` label matches: enum cases as implicit members (`.settings`, `.profile(let id)` → `.profile`) and
  /// type patterns as checks on the subject (`is AuthCoordinator`, `let auth as AuthCoordinator` → `_ is
  /// AuthCoordinator`); empty for `default` or any other pattern, which may match anything.
  private func caseNames(_ switchCase: SwitchCaseSyntax) -> [Statement] {
    guard case .case(let label) = switchCase.label else { return [] }
    var names: [Statement] = []
    for item in label.caseItems {
      var pattern = item.pattern
      if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
      if let typeCheck = pattern.as(IsTypePatternSyntax.self) {
        names.append(.expression(.cast(.name("_"), type: TypeRef(typeCheck.type), kind: .check), location(typeCheck)))
        continue
      }
      guard let expressionPattern = pattern.as(ExpressionPatternSyntax.self) else { return [] }
      var expression = expressionPattern.expression
      var reader = self
      // `case let auth as AuthCoordinator` is a sequence until folded.
      if let sequence = expression.as(SequenceExprSyntax.self) { (expression, reader) = folded(sequence) }
      if let cast = expression.as(AsExprSyntax.self) {
        names.append(.expression(.cast(.name("_"), type: TypeRef(cast.type), kind: .check), reader.location(cast)))
        continue
      }
      if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
      guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return [] }
      names.append(.expression(.member(base: nil, name: member.declName.baseName.text), reader.location(member)))
    }
    return names
  }

  private func conditions(_ list: ConditionElementListSyntax) -> [Statement] {
    list.compactMap { element in
      switch element.condition {
      case .expression(let expr):
        return expressionStatement(expr)
      case .optionalBinding(let binding):
        let names = PatternNames.of(binding.pattern)
        // `if let child` is shorthand for `if let child = child`.
        let value = binding.initializer.map { expression($0.value) } ?? names.first.map { Expr.name($0) }
        return .binding(Binding(
          names: names, isLet: binding.bindingSpecifier.tokenKind == .keyword(.let),
          type: binding.typeAnnotation.map { TypeRef($0.type) }, value: value, unwrapsOptional: true,
          location: location(binding)))
      case .matchingPattern(let pattern):
        return .binding(Binding.destructuring(
          PatternNames.paths(of: pattern.pattern), isLet: true, type: nil,
          value: expression(pattern.initializer.value), location: location(pattern)))
      default:
        return nil
      }
    }
  }
}

extension Binding {
  /// A binding of the names a pattern takes from `value`: one name keeps its part in `value`, several keep theirs
  /// in `paths`.
  static func destructuring(_ parts: [(name: String, path: [PatternStep])], isLet: Bool, type: TypeRef?,
                            value: Expr?, location: SourceLocation) -> Binding {
    var binding = Binding(names: parts.map(\.name), isLet: isLet, type: type, value: value, unwrapsOptional: false,
                          location: location)
    if parts.count == 1, !parts[0].path.isEmpty {
      binding.value = value.map { .projection($0, parts[0].path) }
      binding.type = nil
    } else if parts.count > 1 {
      binding.paths = parts.map(\.path)
    }
    return binding
  }
}

/// Names bound by a pattern: `c`, `(i, c)`, `let (a, b)`, `.some(let c)`.
enum PatternNames {
  /// Each name a pattern binds with the steps into the matched value that reach its part: `(c, _)` gives `c` at
  /// element 0, `.push(let c)` gives `c` at the `push` payload 0, `.some(let c)` gives `c` itself.
  /// Names the steps do not reach in the same order as `of(_:)` finds them (`case let vc as Screen`, `case let c?`)
  /// are bound to the whole value, as before.
  static func paths(of pattern: PatternSyntax) -> [(name: String, path: [PatternStep])] {
    let names = of(pattern)
    let found = paths(of: pattern, bound: false)
    // The old reading misses names after `case let .present(child, _)`'s `let`; it never finds one this misses.
    let foundNames = Set(found.map(\.name))
    return !found.isEmpty && names.allSatisfy(foundNames.contains) ? found : names.map { ($0, []) }
  }

  private static func paths(of pattern: PatternSyntax, bound: Bool) -> [(name: String, path: [PatternStep])] {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      return [(identifier.identifier.identifier?.name ?? identifier.identifier.text, [])]
    }
    if let tuple = pattern.as(TuplePatternSyntax.self) {
      return tuple.elements.enumerated().flatMap { index, element in
        paths(of: element.pattern, bound: bound).map { ($0.name, [PatternStep.element(index)] + $0.path) }
      }
    }
    if let binding = pattern.as(ValueBindingPatternSyntax.self) { return paths(of: binding.pattern, bound: true) }
    if let expression = pattern.as(ExpressionPatternSyntax.self) { return paths(in: expression.expression, bound: bound) }
    return []
  }

  private static func paths(in expression: ExprSyntax, bound: Bool) -> [(name: String, path: [PatternStep])] {
    if let pattern = expression.as(PatternExprSyntax.self) { return paths(of: pattern.pattern, bound: bound) }
    if bound, let reference = expression.as(DeclReferenceExprSyntax.self) {
      return [(reference.baseName.identifier?.name ?? reference.baseName.text, [])]
    }
    if let tuple = expression.as(TupleExprSyntax.self) {
      if tuple.elements.count == 1, let only = tuple.elements.first { return paths(in: only.expression, bound: bound) }
      return tuple.elements.enumerated().flatMap { index, element in
        paths(in: element.expression, bound: bound).map { ($0.name, [PatternStep.element(index)] + $0.path) }
      }
    }
    // `.push(let child)`, `Route.push(let child)`, `.some(let child)` (an optional's value is the value itself).
    if let call = expression.as(FunctionCallExprSyntax.self),
       let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      return call.arguments.enumerated().flatMap { index, argument in
        paths(in: argument.expression, bound: bound).map { part in
          (part.name, (name == "some" ? [] : [PatternStep.payload(name, index)]) + part.path)
        }
      }
    }
    return []
  }

  static func of(_ pattern: PatternSyntax) -> [String] {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      return [identifier.identifier.identifier?.name ?? identifier.identifier.text]
    }
    if let tuple = pattern.as(TuplePatternSyntax.self) {
      return tuple.elements.flatMap { of($0.pattern) }
    }
    if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      return of(binding.pattern)
    }
    if let expr = pattern.as(ExpressionPatternSyntax.self) {
      return expr.expression.tokens(viewMode: .sourceAccurate).compactMap { token in
        guard case .identifier(let name) = token.tokenKind,
              token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.let)
                || token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.var) else { return nil }
        return name
      }
    }
    return []
  }
}
