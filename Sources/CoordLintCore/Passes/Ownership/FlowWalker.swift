/// Walks one function body in order, tracking which object each local names, and records what the body does to
/// ownership: stores into properties, framework keeps, children adds, closures handed to keepers. Calls into the
/// analyzed program inherit the callee's effects on its parameters (initializer and factory injection).
struct FlowWalker {
  /// What a walked function did, and what it returns.
  struct Result: Sendable {
    var effects: [FlowEffect] = []
    var returns: [FlowValue] = []
  }

  let context: FlowContext
  let owner: String?
  let decl: FunctionDecl?
  let resolver: ExpressionTypeResolver
  private var locals: [String: FlowValue] = [:]
  private var result = Result()
  /// The effects recorded so far, without their `via`: one effect reached through several chains of calls is
  /// kept once, by the first chain. Kept per chain, a helper calling another twice doubled its effects per level.
  private var recorded: Set<FlowEffect> = []
  /// The `case`s of `switch`es on parameters the walk is inside, outermost first; nil for a `default`.
  private var branches: [BranchGuard?] = []
  /// The subjects of the `switch`es the walk is inside, innermost last.
  private var switchSubjects: [FlowValue] = []
  /// How deep `evaluate` is nested now.
  private var evaluationDepth = 0
  /// Stores the body undoes before it can return (`self.completion = completion; completion?();
  /// self.completion = nil`): the property holds the value only while the call runs, so they keep nothing.
  private var transientStores: Set<SourceLocation> = []
  static let maximumEvaluationDepth = 256

  init(context: FlowContext, owner: String?, decl: FunctionDecl?) {
    self.context = context
    self.owner = owner
    self.decl = decl
    resolver = ExpressionTypeResolver(codebase: context.codebase, typeKey: owner, function: decl)
    for (index, parameter) in (decl?.parameters ?? []).enumerated() { locals[parameter.name] = .parameter(index) }
  }

  /// Walks a body; a single expression is its own return value, as Swift reads it.
  mutating func walk(_ body: [Statement]) -> Result {
    transientStores = FlowWalker.transientStores(in: body)
    if body.count == 1, case .expression(let expr, _) = body[0], decl?.returnType != nil {
      result.returns.append(inBranch(evaluate(expr)))
    } else {
      statements(body)
    }
    return result
  }

  /// The effects of storing `initializer` into the property `name` of `self`.
  mutating func walkInitializer(_ initializer: Expr, property name: String, at location: SourceLocation) -> Result {
    let value = evaluate(initializer)
    record(.store(property: name), holder: .selfRef, value: value, at: location)
    return result
  }

  // MARK: - Statements

  private mutating func statements(_ list: [Statement]) {
    IRWalk.walk(list, &self)
  }
}

// The statements of a body are walked by `IRWalk`; expressions are evaluated by `evaluate`, which reads each one's
// value rather than visiting it.
extension FlowWalker: IRVisitor {
  mutating func visit(_ statement: Statement, _ context: IRContext) -> IRWalkAction {
    switch statement {
    case .expression(let expr, _):
      _ = evaluate(expr)
    case .assignment(let assignment):
      assign(assignment)
    case .binding(let binding):
      bind(binding)
    case .forIn(let loop):
      let sequence = evaluate(loop.sequence)
      if let name = loop.names.last { locals[name] = sequence.alternatives.count > 1 ? sequence : .unknown }
      return .bodyOnly
    case .block(let block) where block.kind == .switch:
      var subject = FlowValue.unknown
      if case .expression(let expr, _)? = block.conditions.first { subject = evaluate(expr).unguarded }
      switchSubjects.append(subject)
      return .bodyOnly
    case .block(let block) where block.kind == .case:
      // A `switch` on a parameter walks each `case` as a branch: what it makes exists only for those cases, so a
      // call that passes `.settings` does not inherit what the `.profile` case does.
      // Every `case` pushes a branch (nil when it guards nothing), so `leave` pops one without asking why.
      guard case .statement(.block(let parent))? = context.parent, parent.kind == .switch,
            case .parameter(let index)? = switchSubjects.last else {
        branches.append(nil)
        return .visitChildren
      }
      let names = block.conditions.compactMap { condition -> String? in
        if case .expression(.member(nil, let name), _) = condition { return name }
        return nil
      }
      branches.append(names.isEmpty ? nil : BranchGuard(parameter: index, cases: Set(names)))
      return .bodyOnly
    case .block:
      return .visitChildren
    case .return(let expr, _):
      if let expr { result.returns.append(inBranch(evaluate(expr))) }
    }
    return .skipChildren
  }

  mutating func leave(_ statement: Statement, _ context: IRContext) {
    guard case .block(let block) = statement else { return }
    if block.kind == .switch {
      switchSubjects.removeLast()
    } else if block.kind == .case {
      branches.removeLast()
    }
  }

  mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction { .skipChildren }
}

extension FlowWalker {
  /// The value as made in the current branches.
  private func inBranch(_ value: FlowValue) -> FlowValue {
    branches.reduce(value) { value, branch in branch.map { .guarded(value, $0) } ?? value }
  }

  private mutating func bind(_ binding: Binding) {
    guard let value = binding.value else {
      for name in binding.names { locals[name] = .unknown }
      return
    }
    var evaluated = evaluate(value)
    if case .unknown = evaluated, binding.names.count == 1 {
      let type = binding.type.map { context.codebase.resolve($0, from: scopeNames) }
        ?? resolver.type(of: value, at: binding.location)
      if let key = type?.unwrapped.nominalName, context.isClass(key) {
        // `let screen: Screen = .init()` makes an object here, as `Screen()` does.
        if case .call(let call) = value, case .member(nil, "init") = call.callee {
          evaluated = .object(type: key, site: call.location)
        } else {
          evaluated = .typed(key)
        }
      }
    }
    if binding.names.count == 1 {
      // `guard let self = self` keeps meaning the enclosing object.
      locals[binding.names[0]] = binding.names[0] == "self" ? .selfRef : evaluated
    } else {
      for name in binding.names { locals[name] = .unknown }
    }
  }

  private mutating func assign(_ assignment: Assignment) {
    let value = evaluate(assignment.value)
    if let add = context.childAdds[assignment.location] {
      addChild(add, value: add.childExpr.map { evaluate($0) } ?? value, holder: holderOfStore(assignment.target),
               at: assignment.location)
      return
    }
    guard assignment.op == "=" || assignment.op == "+=" else { return }
    if case .name(let name) = assignment.target, locals[name] != nil, name != "self" {
      // A local declared without a value and set in branches (`let child: Coordinator` then `child = …` in each
      // `case`) may be any of the values set.
      if assignment.op == "=" {
        let old = locals[name] ?? .unknown
        let new = inBranch(value)
        locals[name] = old == .unknown ? new : .anyOf([old, new])
      }
      return
    }
    guard let (holder, property) = lvalue(assignment.target) else { return }
    // A holder whose object the walk does not know (a parameter: `child.parent = self` in a helper) is still the
    // app's own when the type the code writes declares the property.
    let declared = context.declares(property, on: holder, owner: owner)
      || declaresOnWrittenType(property, of: assignment.target, at: assignment.location)
    if WeakHolding.frameworkProperties.contains(property), !declared {
      // `tableView.delegate = self`: weak by the framework's own declaration.
      return
    }
    if UIKitOwnership.keepingProperties.contains(property), !declared {
      record(.keep(.shows), holder: holder, value: value, at: assignment.location,
             method: property == "rootViewController" ? "root" : property)
      return
    }
    if transientStores.contains(assignment.location) { return }
    record(.store(property: property), holder: holder, value: value, at: assignment.location)
  }

  /// The stores in `statements` (and the blocks inside them, not closures) that a later statement of the same list
  /// sets back to `nil` with nothing between them that can leave the body: no `return`, no `guard`.
  static func transientStores(in statements: [Statement]) -> Set<SourceLocation> {
    var result = Set<SourceLocation>()
    // The resets first: most lists have none, and then no store's path is made (this runs for every body).
    var resets: [(position: Int, path: [String])] = []
    for (position, statement) in statements.enumerated() {
      switch statement {
      case .assignment(let reset) where reset.op == "=" && reset.value == .literal(.nil):
        if let path = reset.target.memberPathDroppingSelf { resets.append((position, path)) }
      // Not into loops, whose `break` and `continue` coordlint does not record.
      case .block(let block) where block.kind != .while && block.kind != .repeat:
        result.formUnion(transientStores(in: block.body))
      default:
        break
      }
    }
    guard let lastReset = resets.last?.position else { return result }
    for position in 0..<lastReset {
      guard case .assignment(let store) = statements[position], store.op == "=", store.value != .literal(.nil),
            let path = store.target.memberPathDroppingSelf,
            let reset = resets.first(where: { $0.position > position && $0.path == path }),
            !statements[(position + 1)..<reset.position].contains(where: mayLeave) else { continue }
      result.insert(store.location)
    }
    return result
  }

  /// Whether a statement can leave the body it is in: a `return` or a `guard`, itself or in a block inside it.
  private static func mayLeave(_ statement: Statement) -> Bool {
    switch statement {
    case .return: return true
    case .block(let block): return block.kind == .guard || block.body.contains(where: mayLeave)
    case .forIn(let loop): return loop.body.contains(where: mayLeave)
    default: return false
    }
  }

  /// Whether the type of the base of `target` (`child` in `child.parent`), as the code declares it, has the property.
  private func declaresOnWrittenType(_ property: String, of target: Expr, at location: SourceLocation) -> Bool {
    guard case .member(let base?, _) = target,
          let type = resolver.type(of: base, at: location)?.unwrapped.nominalName else { return false }
    return context.codebase.property(named: property, in: type) != nil
  }

  /// The object and property an assignment target writes: `a.b.c = v` writes `c` of `a.b`; `x[k] = v` writes into
  /// the collection `x`.
  mutating func lvalue(_ target: Expr) -> (FlowValue, String)? {
    switch target {
    case .name(let name):
      guard let owner, locals[name] == nil, context.codebase.property(named: name, in: owner) != nil else {
        return nil
      }
      return (.selfRef, name)
    case .member(let base?, let name):
      return (evaluate(base), name)
    case .subscriptAccess(let base, _):
      return lvalue(base)
    default:
      return nil
    }
  }

  /// The parent whose children store a direct change writes: `self` for `childCoordinators.append(c)`.
  mutating func holderOfStore(_ storeExpr: Expr?) -> FlowValue {
    switch storeExpr {
    case .member(let base?, _)?: return evaluate(base)
    case .subscriptAccess(let base, _)?: return holderOfStore(base)
    default: return .selfRef
    }
  }

  // MARK: - Expressions

  mutating func evaluate(_ expr: Expr) -> FlowValue {
    // Evaluation follows the expression's nesting, closure bodies included; past this depth (generated code, a
    // 10,000-deep expression) it gives up on the value rather than exhaust the thread's stack. A walk waiting for a
    // callee's summary is walked again once it has one, so it stops here.
    guard evaluationDepth < Self.maximumEvaluationDepth, context.pendingCallee == nil else { return .unknown }
    evaluationDepth += 1
    defer { evaluationDepth -= 1 }
    switch expr {
    case .name(let name):
      return valueOfName(name)
    case .member(let base?, let name):
      if let path = expr.memberPath, let type = context.typeName(path.dropLast().joined(separator: "."),
                                                                 scope: scopeNames) {
        return .shared("\(type).\(name)")
      }
      if let reference = methodReference(base: base, name: name) { return reference }
      // XCoordinator's `strongRouter` (and `anyCoordinator`) wrap the coordinator and keep it strongly: the value
      // stands for the coordinator itself.
      if XCoordinatorRoutes.strongRouterViews.contains(name) {
        let inner = evaluate(base)
        if case .object = inner.unguarded { return inner }
      }
      return evaluate(base).appending([name])
    case .member(nil, _):
      return .unknown
    case .call(let call):
      return evaluateCall(call)
    case .closure(let closure):
      return closureValue(closure, element: nil)
    case .cast(let inner, _, _), .inOut(let inner):
      return evaluate(inner)
    case .array(let elements):
      return .union(elements.map { evaluate($0) })
    case .binary(let op, let lhs, let rhs):
      let left = evaluate(lhs), right = evaluate(rhs)
      return op == "??" ? .anyOf([left, right]) : .unknown
    case .ternary(let condition, let then, let otherwise):
      _ = evaluate(condition)
      return .anyOf([evaluate(then), evaluate(otherwise)])
    case .subscriptAccess(let base, let arguments):
      _ = evaluate(base)
      for argument in arguments { _ = evaluate(argument.value) }
      return .unknown
    case .dictionary(let entries):
      return .union(entries.map { evaluate($0.value) })
    case .prefix(_, let operand):
      _ = evaluate(operand)
      return .unknown
    case .other(let parts):
      for part in parts { _ = evaluate(part) }
      return .unknown
    case .projection(let base, let steps):
      // `let (coordinator, screen) = (Child(), Screen())` written out: the element itself.
      if case .other(let parts) = base, case .element(let index)? = steps.first, steps.count == 1,
         index < parts.count {
        for (position, part) in parts.enumerated() where position != index { _ = evaluate(part) }
        return evaluate(parts[index])
      }
      _ = evaluate(base)
      return .unknown
    case .type, .literal:
      return .unknown
    }
  }

  /// `self.close` or `viewModel.finish` as a function value: a closure holding its receiver strongly. Nil when
  /// `name` is a property, or not a method of the receiver's known type.
  private mutating func methodReference(base: Expr, name: String) -> FlowValue? {
    let receiver = base == .name("self") ? FlowValue.selfRef : (base.rootName.flatMap { locals[$0] } ?? .unknown)
    let type: String?
    switch receiver {
    case .selfRef: type = owner
    case .object, .parameter: type = resolver.type(of: base)?.unwrapped.nominalName
    default: return nil
    }
    guard let type, context.codebase.property(named: name, in: type) == nil,
          context.codebase.hasFunction(named: name, in: type) else { return nil }
    let written = (base.memberPath?.joined(separator: ".") ?? "self") + "." + name
    var closure = ClosureValue(location: FlowWalker.unplaced, captured: .selfRef, ownership: .strong)
    closure.methodReference = written
    if receiver != .selfRef, case .name(let local) = base {
      closure.ownership = nil
      closure.capturedLocals = [CapturedLocal(name: local, value: receiver)]
    }
    return .closure(closure)
  }

  /// The location of a function value that is not a closure literal; recording it gives it the store's.
  static let unplaced = SourceLocation(file: "", line: 0, column: 0)

  private func valueOfName(_ name: String) -> FlowValue {
    if name == "self" { return .selfRef }
    if let local = locals[name] { return local }
    if let owner, let property = context.codebase.property(named: name, in: owner) {
      return property.decl.isStatic ? .shared("\(property.owner.name).\(name)") : .path([name])
    }
    if let owner, context.codebase.hasFunction(named: name, in: owner) {
      // A method of `self` used as a function value holds `self` strongly.
      var closure = ClosureValue(location: FlowWalker.unplaced, captured: .selfRef, ownership: .strong)
      closure.methodReference = "self." + name
      return .closure(closure)
    }
    if context.codebase.globalVariable(named: name, from: scopeNames) != nil { return .shared(name) }
    return .unknown
  }

  /// Walks the closure's body as part of this function (its effects happen when it runs) and returns it as a value.
  /// The objects of `locals` (the enclosing function's) that `closure` mentions and does not capture `weak` or
  /// `unowned`, by name.
  private func capturedLocals(of closure: Closure, in locals: [String: FlowValue]) -> [CapturedLocal] {
    let notStrong = Set(closure.captures.filter { $0.ownership != .strong }.map(\.name))
    var names = Set<String>()
    IRWalk.forEachExpression(in: .closure(closure)) { expr, _ in
      if case .name(let name) = expr { names.insert(name) }
      return .visitChildren
    }
    names.subtract(notStrong)
    names.subtract(closure.parameters)
    return names.sorted().compactMap { name in
      guard let value = locals[name] else { return nil }
      switch value {
      case .object, .parameter: return CapturedLocal(name: name, value: value)
      default: return nil
      }
    }
  }

  mutating func closureValue(_ closure: Closure, element: FlowValue?) -> FlowValue {
    closureValueAndResults(closure, element: element).value
  }

  /// The closure as a value, and what its body returns (the value of `{ … }()`), kept apart from the function's own
  /// returns.
  mutating func closureValueAndResults(_ closure: Closure, element: FlowValue?) -> (value: FlowValue, returns: FlowValue) {
    let saved = locals
    let savedReturns = result.returns
    result.returns = []
    for parameter in closure.parameters { locals[parameter] = .unknown }
    if let element {
      locals["$0"] = element
      if let first = closure.parameters.first { locals[first] = element }
    }
    // `[openDetail]` capturing a method of `self` holds `self` strongly, though the body never names it.
    var selfThroughCaptures = false
    for capture in closure.captures where capture.name != "self" {
      let value = capture.value.map { evaluate($0) } ?? locals[capture.name] ?? valueOfName(capture.name)
      locals[capture.name] = value
      if capture.ownership == .strong, case .closure(let held) = value, held.captured == .selfRef,
         held.ownership == .strong {
        selfThroughCaptures = true
      }
    }
    if closure.body.count == 1, case .expression(let expr, _) = closure.body[0] {
      result.returns.append(inBranch(evaluate(expr)))
    } else {
      statements(closure.body)
    }
    let returns = result.returns
    result.returns = savedReturns
    locals = saved
    let value = FlowValue.closure(ClosureValue(location: closure.location, captured: .selfRef,
                                               ownership: closure.selfCapture ?? (selfThroughCaptures ? .strong : nil),
                                               capturedLocals: capturedLocals(of: closure, in: saved)))
    return (value, returns.isEmpty ? .unknown : .anyOf(returns))
  }

  var scopeNames: [String] {
    owner.map { context.codebase.type($0)?.memberScope ?? [$0] }
      ?? decl.map { context.codebase.fileScope($0.location.file) } ?? []
  }

  // MARK: - Recording

  mutating func record(_ kind: FlowEffect.Kind, holder: FlowValue, value: FlowValue, at location: SourceLocation,
                       via: [Finding.Note] = [], method: String = "", sequenceEnd: SequenceEnd? = nil) {
    // A holder that is one of several objects (`let screen: Screen` set in each branch of an `if`) gets the
    // effect on each. Only a union or a guarded value can be: the common holder allocates nothing here.
    switch holder {
    case .union, .guarded:
      let holders = holder.alternatives
      if holders.count > 1 || holders.first.map({ $0 != $0.unguarded }) == true {
        for one in holders where one.unguarded != .unknown {
          record(kind, holder: one.unguarded, value: value, at: location, via: via, method: method,
                 sequenceEnd: sequenceEnd)
        }
        return
      }
    default:
      break
    }
    for var alternative in inBranch(value).alternatives where alternative.unguarded != .unknown {
      alternative = alternative.placed(at: location)
      let effect = FlowEffect(kind: kind, holder: holder, value: alternative, location: location, via: via,
                              method: method, sequenceEnd: sequenceEnd)
      var key = effect
      key.via = []
      if recorded.insert(key).inserted { result.effects.append(effect) }
    }
  }

  mutating func addChild(_ add: ChildMutation, value: FlowValue, holder: FlowValue, at location: SourceLocation) {
    record(.keep(.children), holder: holder, value: value, at: location,
           via: [Finding.Note("added to '\(add.store)' here", at: location)])
  }

  /// Adds effects substituted from a callee, one per alternative holder and value.
  mutating func inherit(_ effects: [FlowEffect]) {
    for effect in effects {
      for holder in effect.holder.alternatives where holder.unguarded != .unknown {
        record(effect.kind, holder: holder, value: effect.value, at: effect.location, via: effect.via,
               method: effect.method)
      }
    }
  }
}
