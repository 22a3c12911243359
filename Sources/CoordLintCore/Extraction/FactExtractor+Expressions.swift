import SwiftSyntax

extension FactExtractor {
  /// Converts an expression; shapes that are not modelled keep the calls and closures inside them.
  func expression(_ syntax: ExprSyntax) -> Expr {
    // A spent budget discards the file's facts, so what is returned no longer matters, only that it is quick.
    if budget.isSpent { return .other([]) }
    if let sequence = syntax.as(SequenceExprSyntax.self) {
      if let (lhs, op, rhs) = FactExtractor.singleOperation(sequence) {
        let text = op.as(BinaryOperatorExprSyntax.self)?.operator.text ?? op.trimmedDescription
        return .binary(op: text, lhs: expression(lhs), rhs: expression(rhs))
      }
      let folded = folded(sequence)
      if !folded.expr.is(SequenceExprSyntax.self) { return folded.reader.expression(folded.expr) }
    }
    if let reference = syntax.as(DeclReferenceExprSyntax.self) {
      return .name(reference.baseName.identifier?.name ?? reference.baseName.text)
    }
    // `super` has its own syntax node; the facts read it as the name, like `self`.
    if syntax.is(SuperExprSyntax.self) { return .name("super") }
    if let member = syntax.as(MemberAccessExprSyntax.self) {
      return .member(base: member.base.map(expression),
                     name: member.declName.baseName.identifier?.name ?? member.declName.baseName.text)
    }
    if let call = syntax.as(FunctionCallExprSyntax.self) {
      var arguments = call.arguments.map { Argument(label: $0.label?.text, value: expression($0.expression)) }
      if let trailing = call.trailingClosure {
        arguments.append(Argument(label: nil, value: closure(trailing)))
      }
      for extra in call.additionalTrailingClosures {
        arguments.append(Argument(label: extra.label.text, value: closure(extra.closure)))
      }
      return .call(Call(callee: expression(call.calledExpression), arguments: arguments,
                        location: location(call)))
    }
    if let closureSyntax = syntax.as(ClosureExprSyntax.self) { return closure(closureSyntax) }
    if let chaining = syntax.as(OptionalChainingExprSyntax.self) { return expression(chaining.expression) }
    if let unwrap = syntax.as(ForceUnwrapExprSyntax.self) { return expression(unwrap.expression) }
    if let tryExpr = syntax.as(TryExprSyntax.self) { return expression(tryExpr.expression) }
    if let awaitExpr = syntax.as(AwaitExprSyntax.self) { return expression(awaitExpr.expression) }
    if let tuple = syntax.as(TupleExprSyntax.self) {
      if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
        return expression(only.expression)
      }
      return .other(tuple.elements.map { expression($0.expression) })
    }
    if let subscriptCall = syntax.as(SubscriptCallExprSyntax.self) {
      return .subscriptAccess(
        base: expression(subscriptCall.calledExpression),
        arguments: subscriptCall.arguments.map { Argument(label: $0.label?.text, value: expression($0.expression)) })
    }
    if let asExpr = syntax.as(AsExprSyntax.self) {
      let kind: Expr.CastKind
      switch asExpr.questionOrExclamationMark?.tokenKind {
      case .postfixQuestionMark?: kind = .optional
      case .exclamationMark?: kind = .forced
      default: kind = .plain
      }
      return .cast(expression(asExpr.expression), type: TypeRef(asExpr.type), kind: kind)
    }
    if let isExpr = syntax.as(IsExprSyntax.self) {
      return .cast(expression(isExpr.expression), type: TypeRef(isExpr.type), kind: .check)
    }
    if let infix = syntax.as(InfixOperatorExprSyntax.self) {
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? infix.operator.trimmedDescription
      return .binary(op: op, lhs: expression(infix.leftOperand), rhs: expression(infix.rightOperand))
    }
    if let array = syntax.as(ArrayExprSyntax.self) {
      return .array(array.elements.map { expression($0.expression) })
    }
    if let dictionary = syntax.as(DictionaryExprSyntax.self) {
      guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
      return .dictionary(elements.map { DictionaryEntry(key: expression($0.key), value: expression($0.value)) })
    }
    if let ternary = syntax.as(TernaryExprSyntax.self) {
      return .ternary(condition: expression(ternary.condition), then: expression(ternary.thenExpression),
                      else: expression(ternary.elseExpression))
    }
    if let prefix = syntax.as(PrefixOperatorExprSyntax.self) {
      return .prefix(op: prefix.operator.text, operand: expression(prefix.expression))
    }
    if let inOut = syntax.as(InOutExprSyntax.self) { return .inOut(expression(inOut.expression)) }
    if let specialization = syntax.as(GenericSpecializationExprSyntax.self) {
      // `Box<Child>(…)` constructs `Box`; the arguments do not change which type is built.
      return expression(specialization.expression)
    }
    if let typeExpr = syntax.as(TypeExprSyntax.self) { return .type(TypeRef(typeExpr.type)) }
    if syntax.is(StringLiteralExprSyntax.self) { return .literal(.string) }
    if syntax.is(IntegerLiteralExprSyntax.self) { return .literal(.integer) }
    if syntax.is(FloatLiteralExprSyntax.self) { return .literal(.float) }
    if let literal = syntax.as(BooleanLiteralExprSyntax.self) {
      return .literal(literal.literal.tokenKind == .keyword(.true) ? .true : .false)
    }
    if syntax.is(NilLiteralExprSyntax.self) { return .literal(.nil) }
    if syntax.is(RegexLiteralExprSyntax.self) { return .literal(.regex) }
    if let ifExpr = syntax.as(IfExprSyntax.self) {
      return .closure(inlineBlock(expressionStatement(ExprSyntax(ifExpr)), at: ifExpr))
    }
    if let switchExpr = syntax.as(SwitchExprSyntax.self) {
      return .closure(inlineBlock(expressionStatement(ExprSyntax(switchExpr)), at: switchExpr))
    }
    // Anything else: keep what is inside, so a closure in an unmodelled shape still counts.
    return .other(syntax.children(viewMode: .sourceAccurate).compactMap { $0.as(ExprSyntax.self) }.map(expression)
      + syntax.children(viewMode: .sourceAccurate).compactMap { $0.as(LabeledExprListSyntax.self) }
        .flatMap { $0.map { expression($0.expression) } })
  }

  /// An `if`/`switch` used as a value is kept as an immediately-run closure without captures.
  private func inlineBlock(_ statement: Statement, at node: some SyntaxProtocol) -> Closure {
    Closure(captures: [], parameters: [], body: [statement], usesSelf: false, location: location(node))
  }

  func closure(_ syntax: ClosureExprSyntax) -> Expr {
    var captures: [Capture] = []
    var parameters: [String] = []
    if let signature = syntax.signature {
      for item in signature.capture?.items ?? [] {
        let specifier = item.specifier?.specifier.tokenKind
        let ownership: Ownership =
          specifier == .keyword(.weak) ? .weak : specifier == .keyword(.unowned) ? .unowned : .strong
        captures.append(Capture(name: item.name.text, ownership: ownership,
                                value: item.initializer.map { expression($0.value) }))
      }
      switch signature.parameterClause {
      case .simpleInput(let list)?: parameters = list.map { Self.unescaped($0.name.text) }
      case .parameterClause(let clause)?:
        parameters = clause.parameters.map { Self.unescaped(($0.secondName ?? $0.firstName).text) }
      case nil: break
      }
    }
    // A parameter named `self` (RxSwift's `subscribe(with: self) { `self`, value in … }`) is what `self` means
    // inside: the closure reads its argument and captures nothing.
    let usesSelf = !parameters.contains("self") && Self.readsStrongSelf(syntax)
    return .closure(Closure(captures: captures, parameters: parameters, body: statements(syntax.statements),
                            usesSelf: usesSelf, location: location(syntax)))
  }
}

extension FactExtractor {
  /// Whether a closure's body reads `self` as a strong reference. Inside a closure that captures `self` weakly,
  /// `self` is that optional: `self?.finish()` in a nested closure captures the weak reference, and only a `self`
  /// read without `?` (after `guard let self`) is strong; inside one capturing it `unowned`, none is.
  static func readsStrongSelf(_ syntax: ClosureExprSyntax) -> Bool {
    // `Repository.self` is a metatype and `value.self` the value: neither names the enclosing object.
    let tokens = syntax.statements.tokens(viewMode: .sourceAccurate).filter { token in
      token.tokenKind == .keyword(.self) && token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
    }
    switch enclosingSelfCapture(of: syntax) {
    case .unowned?:
      return false
    case .weak?:
      return tokens.contains { token in
        token.nextToken(viewMode: .sourceAccurate)?.tokenKind != .postfixQuestionMark
      }
    default:
      return !tokens.isEmpty
    }
  }

  /// How the nearest enclosing closure that lists `self` in its captures captures it; nil when none does.
  private static func enclosingSelfCapture(of syntax: ClosureExprSyntax) -> Ownership? {
    var node = syntax.parent
    while let current = node {
      if let outer = current.as(ClosureExprSyntax.self),
         let item = outer.signature?.capture?.items.first(where: { $0.name.text == "self" && $0.initializer == nil }) {
        switch item.specifier?.specifier.tokenKind {
        case .keyword(.weak)?: return .weak
        case .keyword(.unowned)?: return .unowned
        default: return .strong
        }
      }
      // A nested function or type starts a new scope for `self`.
      if current.is(FunctionDeclSyntax.self) || current.asProtocol(DeclGroupSyntax.self) != nil { return nil }
      node = current.parent
    }
    return nil
  }

  /// A name without the backticks that let it be a keyword: `` `self` `` is `self`.
  static func unescaped(_ name: String) -> String {
    name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
  }
}

/// The type an initializer states on its own, without the Codebase: `Foo()`, `[Coordinator]()`, literals.
enum InitializerTypeInference {
  static func type(of value: Expr) -> TypeRef? {
    switch value {
    case .call(let call):
      switch call.callee {
      case .name(let name) where name.first?.isUppercase == true:
        return .named(name)
      case .member(.some(let base), let name):
        guard let path = base.memberPath, path.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
        if name == "init" { return .named(path.joined(separator: ".")) }
        // `Checkout.PaymentCoordinator()`: a nested type's initializer.
        return name.first?.isUppercase == true ? .named((path + [name]).joined(separator: ".")) : nil
      case .array(let elements) where elements.count == 1:
        return elementType(elements[0]).map { .array($0) }
      case .dictionary(let entries) where entries.count == 1:
        let entry = entries[0]
        guard let key = elementType(entry.key), let value = elementType(entry.value) else { return nil }
        return .dictionary(key: key, value: value)
      case .type(let type):
        return type
      default:
        return nil
      }
    case .literal(.string): return .named("String")
    case .literal(.integer): return .named("Int")
    case .literal(.float): return .named("Double")
    case .literal(.boolean), .literal(.true), .literal(.false): return .named("Bool")
    case .cast(_, let type, let kind):
      switch kind {
      case .plain, .forced: return type
      case .optional: return .optional(type)
      case .check: return .named("Bool")
      }
    default: return nil
    }
  }

  /// A type written in expression position: `Coordinator` in `[Coordinator]()`.
  private static func elementType(_ expr: Expr) -> TypeRef? {
    if case .type(let type) = expr { return type }
    if case .array(let inner) = expr, inner.count == 1 { return elementType(inner[0]).map { .array($0) } }
    guard let path = expr.memberPath, path.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
    return .named(path.joined(separator: "."))
  }
}
