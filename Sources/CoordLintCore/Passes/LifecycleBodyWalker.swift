/// Walks one function body and records its store changes, calls and hand-offs of `self`.
struct LifecycleBodyWalker: IRVisitor {
  let codebase: Codebase
  let stores: StoreTable
  let resolver: ExpressionTypeResolver
  let owner: String?
  private(set) var summary: FunctionSummary
  /// Locals bound so far, for finding what a `remove(at: index)` index was computed from.
  private var locals: [String: Expr] = [:]
  private var loops: [ForIn] = []
  private var conditions: [Expr] = []
  private var trigger: ChildMutation.Trigger = .body
  /// The triggers of the closures the walk is inside, to restore on leaving each.
  private var savedTriggers: [ChildMutation.Trigger] = []

  init(codebase: Codebase, stores: StoreTable, owner: String?, function: FunctionRef, decl: FunctionDecl?) {
    self.codebase = codebase
    self.stores = stores
    self.owner = owner
    resolver = ExpressionTypeResolver(codebase: codebase, typeKey: owner, function: decl)
    summary = FunctionSummary(function: function, decl: decl)
  }

  mutating func walk(_ statements: [Statement]) {
    IRWalk.walk(statements, &self)
  }

  // MARK: - Statements and expressions

  mutating func visit(_ statement: Statement, _ context: IRContext) -> IRWalkAction {
    switch statement {
    case .assignment(let assignment):
      recordAssignment(assignment)
    case .binding(let binding):
      if let value = binding.value, binding.names.count == 1 { locals[binding.names[0]] = value }
    case .forIn(let loop):
      loops.append(loop)
      if let condition = loop.whereClause { conditions.append(condition) }
    case .block(let block):
      conditions.append(contentsOf: block.conditions.compactMap { statement -> Expr? in
        if case .expression(let expr, _) = statement { return expr }
        return nil
      })
    case .expression, .return:
      break
    }
    return .visitChildren
  }

  mutating func leave(_ statement: Statement, _ context: IRContext) {
    switch statement {
    case .forIn(let loop):
      if loop.whereClause != nil { conditions.removeLast() }
      loops.removeLast()
    case .block(let block):
      conditions.removeLast(block.conditions.count { if case .expression = $0 { true } else { false } })
    default:
      break
    }
  }

  mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction {
    switch expr {
    case .name(let name), .member(_?, let name):
      // A `start…` name that is not the callee of the call around it is a method handed on as a value.
      if CoordinatorNaming.isStart(name), name != "start" {
        if case .expression(.call(let call))? = context.parent, call.callee == expr { break }
        summary.startMethodValues.append(name)
      }
    case .call(let call):
      recordCall(call)
    case .binary(let op, let lhs, let rhs):
      recordOperatorCall(op, lhs, rhs, at: LifecycleBodyWalker.statementLocation(context))
    case .closure(let closure):
      // Closure parameters shadow the function's parameters of the same name.
      for parameter in closure.parameters + ["$0"] { locals[parameter] = .other([]) }
      savedTriggers.append(trigger)
      // A closure passed to a call runs when the call says; any other (stored in a property, bound to a local)
      // runs whenever it is called.
      if let call = context.callPassing(closure) {
        if closureTrigger(for: call) == .handler || LifecycleBodyWalker.isInSubscribedChain(call, context) {
          trigger = .handler
        }
      } else {
        trigger = .handler
      }
    default:
      break
    }
    return .visitChildren
  }

  mutating func leave(_ expr: Expr, _ context: IRContext) {
    if case .closure = expr { trigger = savedTriggers.removeLast() }
  }

  /// Whether `call` is an operator of a reactive chain that is subscribed to (`events.flatMap { … }.subscribe()`,
  /// `.map { … }.sink { … }`): its closure runs on each event, not on the spot, whatever its name.
  static func isInSubscribedChain(_ call: Call, _ context: IRContext) -> Bool {
    guard let name = call.name, ClosureCalls.immediate.contains(name) else { return false }
    for case .expression(.call(let outer)) in context.ancestors.reversed() {
      guard let outerName = outer.name, ClosureCalls.subscribing.contains(outerName) || outerName == "disposed"
      else { continue }
      var current = outer.receiver
      while case .call(let inner)? = current {
        if inner.location == call.location { return true }
        current = inner.receiver
      }
    }
    return false
  }

  /// Whether a closure passed to `call` runs on the spot or is kept to run on events.
  private func closureTrigger(for call: Call) -> ChildMutation.Trigger {
    guard let name = call.name else { return .body }
    if ClosureCalls.immediate.contains(name) { return .body }
    if ClosureCalls.subscribing.contains(name) || StartTask.registersListener(call, codebase: codebase) {
      return .handler
    }
    // A closure handed to an initializer is kept by the new object: a callback such as `onFinish`.
    if case .metatype? = resolver.type(of: call.callee) { return .handler }
    return .body
  }

  // MARK: - Store changes

  private mutating func recordCall(_ call: Call) {
    guard let name = call.name else { return }
    if let receiver = call.receiver, let (parent, store) = storeReference(receiver) {
      recordStoreMethod(name, call: call, parent: parent, store: store)
      return
    }
    // `childCoordinators.filter { … }` assigned back is handled with the assignment.
    let receiverType: String?
    let isOnSelf: Bool
    switch call.callee {
    case .name:
      receiverType = owner
      isOnSelf = owner != nil
    case .member(let base?, _):
      isOnSelf = base.isSelf || base == .name("super")
      if base == .name("super") {
        receiverType = owner.flatMap { codebase.directSupertypes[$0]?.first?.target }
      } else {
        // `PasscodeCoordinator.present(parent: self)` calls a static method of the type.
        let type = resolver.type(of: base, at: call.location)?.unwrapped
        if case .metatype(let instance)? = type { receiverType = instance.nominalName } else {
          receiverType = type.flatMap { codebase.memberOwner(of: $0, member: name) }
        }
      }
    default:
      return
    }
    let targets = callTargets(name: name, labels: call.labels, on: receiverType, isFree: receiverType == nil,
                              from: call.location.file)
    guard !targets.isEmpty || receiverType.map(stores.isLibraryBased) == true else {
      summary.unresolvedCallNames.append(UnresolvedCalls.selector(name, labels: call.labels))
      recordSelfHandoff(call, name: name)
      return
    }
    var site = FunctionSummary.CallSite(
      name: name, targets: targets, receiverType: receiverType, isOnSelf: isOnSelf, arguments: call.arguments,
      argumentParameters: call.arguments.map { parameter(of: $0.value) }, trigger: trigger, location: call.location)
    if case .member(let base?, _) = call.callee, case .name = base { site.receiverParameter = parameter(of: base) }
    summary.calls.append(site)
    recordSelfHandoff(call, name: name)
  }

  /// `self &> ProfileCoordinator()`: an operator the sources declare is a call of its declaration, with the
  /// operands as arguments, so an operator that adds a child is read like any helper.
  private mutating func recordOperatorCall(_ op: String, _ lhs: Expr, _ rhs: Expr, at location: SourceLocation?) {
    guard let location, !LifecycleBodyWalker.builtinOperators.contains(op) else { return }
    var declared: [FunctionRef] = []
    for operand in [lhs, rhs] {
      guard declared.isEmpty, let type = resolver.type(of: operand)?.unwrapped.nominalName else { continue }
      declared = codebase.functions(named: op, in: type).filter { $0.decl.body != nil && $0.decl.parameters.count == 2 }
        .map { FunctionRef(owner: $0.owner.name, selector: $0.decl.selector, name: op, location: $0.decl.location) }
    }
    if declared.isEmpty, let free = codebase.freeFunctions[op], free.body != nil, free.parameters.count == 2 {
      declared = [FunctionRef(owner: "", selector: free.selector, name: op, location: free.location)]
    }
    guard let target = declared.first else { return }
    let arguments = [Argument(label: nil, value: lhs), Argument(label: nil, value: rhs)]
    summary.calls.append(FunctionSummary.CallSite(
      name: op, targets: [target], receiverType: nil, isOnSelf: false, arguments: arguments,
      argumentParameters: arguments.map { parameter(of: $0.value) }, trigger: trigger, location: location))
  }

  /// Operators of the standard library, which no source declares for coordinators: not looked up.
  static let builtinOperators: Set<String> = [
    "==", "!=", "===", "!==", "<", ">", "<=", ">=", "&&", "||", "??", "+", "-", "*", "/", "%", "&", "|", "^", "<<",
    ">>", "...", "..<", "~=", "+=", "-=",
  ]

  /// Where the statement an expression is in starts (an operator has no location of its own).
  static func statementLocation(_ context: IRContext) -> SourceLocation? {
    for node in context.ancestors.reversed() {
      if case .statement(let statement) = node { return statement.location }
    }
    return nil
  }

  private mutating func recordSelfHandoff(_ call: Call, name: String) {
    guard call.arguments.contains(where: { $0.value.isSelf }), let owner,
          case .member(let base?, _) = call.callee, let path = base.memberPathDroppingSelf, path.count == 1,
          let property = codebase.property(named: path[0], in: owner),
          let type = codebase.resolvedType(of: property).flatMap({ codebase.memberOwner(of: $0, member: name) })
    else { return }
    summary.selfHandoffs.append(FunctionSummary.SelfHandoff(
      property: path[0], propertyType: type, method: name, location: call.location))
  }

  private mutating func recordStoreMethod(_ name: String, call: Call, parent: String, store: ChildrenStore) {
    let first = call.arguments.first
    func change(_ kind: ChildMutation.Kind, _ child: Expr?, via: String) {
      recordChange(kind, parent, store, child, via, at: call.location)
    }
    switch CollectionMethods.storeChange(name, labels: call.labels) {
    case .add?:
      change(.add, first?.value, via: name)
    case .addEach?:
      for element in elements(of: first?.value) { change(.add, element, via: name) }
    case .removeAll?:
      change(.removeAll, nil, via: "removeAll")
    case .removeMatching?:
      change(.remove, identity(inPredicate: first?.value), via: "removeAll(where:)")
    case .removeAtIndex?:
      change(.remove, first.flatMap { identity(ofIndex: $0.value, store: store) }, via: "remove(at:)")
    case .remove?:
      change(.remove, first?.value, via: name)
    case .removeForKey?:
      // As with `children[key] = nil`: a key read off a coordinator names the child that goes.
      change(.remove, first.flatMap { keyedChild($0.value) }, via: name)
    case .removeUnnamed?:
      change(.remove, nil, via: name)
    default:
      break
    }
  }

  private mutating func recordAssignment(_ assignment: Assignment) {
    let location = assignment.location
    func change(_ kind: ChildMutation.Kind, _ parent: String, _ store: ChildrenStore, _ child: Expr?, _ via: String) {
      recordChange(kind, parent, store, child, via, at: location)
    }
    // `children[key] = child` / `children[key] = nil`.
    if case .subscriptAccess(let base, let arguments) = assignment.target, let (parent, store) = storeReference(base) {
      if assignment.value == .literal(.nil) {
        // The subscript holds a key, not the child; a key read off a coordinator (`child.id`,
        // `ObjectIdentifier(child)`) names the child that goes, any other key leaves it unstated.
        change(.remove, parent, store, arguments.count == 1 ? keyedChild(arguments[0].value) : nil, "subscript = nil")
      } else {
        change(.add, parent, store, assignment.value, "subscript")
      }
      return
    }
    guard let (parent, store) = storeReference(assignment.target) else { return }
    switch assignment.op {
    case "+=":
      for element in elements(of: assignment.value) { change(.add, parent, store, element, "+=") }
    case "=":
      switch assignment.value {
      case .array(let elements) where elements.isEmpty:
        change(.removeAll, parent, store, nil, "= []")
      case .dictionary(let entries) where entries.isEmpty:
        change(.removeAll, parent, store, nil, "= [:]")
      case .array(let elements):
        change(.removeAll, parent, store, nil, "=")
        for element in elements { change(.add, parent, store, element, "=") }
      case .call(let call):
        // `children = children.filter { $0 !== child }`, `children = Array(children.dropLast())`.
        if let name = call.name, CollectionMethods.copyingRemovals.contains(name) {
          let kept = call.arguments.first?.value
          change(.remove, parent, store, name == "filter" ? identity(inPredicate: kept, keeps: true) : nil, name)
        }
      case .name(let local):
        // `let kept = children.filter { $0 !== child }; children = kept`: the copy is of this very store.
        if case .call(let call)? = locals[local], let name = call.name, name == "filter",
           let receiver = call.receiver, storeReference(receiver)?.1.name == store.name {
          change(.remove, parent, store, identity(inPredicate: call.arguments.first?.value, keeps: true), name)
        }
      default:
        break
      }
    default:
      break
    }
  }

  // MARK: - Helpers

  private mutating func recordChange(_ kind: ChildMutation.Kind, _ parent: String, _ store: ChildrenStore,
                                     _ child: Expr?, _ via: String, at location: SourceLocation) {
    let parameter = child.flatMap(parameter(of:))
    let made = parameter == nil && kind == .add ? child.flatMap(typeParameter(of:)) : nil
    summary.changes.append(FunctionSummary.StoreChange(
      kind: kind, parent: parent, store: store, childExpr: child, childParameter: parameter ?? made,
      childIsMade: made != nil, via: via, trigger: trigger, location: location))
  }

  /// The index of the parameter whose type `expr` is an instance of, made here: `C(…)` with `type: C.Type` for a
  /// generic `C`, or `type.init(…)`, directly or through a local (`let child = C(navigationController: nav)`).
  private func typeParameter(of expr: Expr) -> Int? {
    var made = expr
    if case .name(let local) = expr {
      guard let bound = locals[local] else { return nil }
      made = bound
    }
    guard case .call(let call) = made, let decl = summary.decl else { return nil }
    switch call.callee {
    case .name(let generic):
      return decl.metatypeParameters[generic]
    case .member(.name(let name)?, "init"):
      guard let index = summary.parameterIndex(named: name),
            case .metatype? = decl.parameters[index].type?.unwrapped else { return nil }
      return index
    default:
      return nil
    }
  }

  /// The coordinator a dictionary key is read from: `child` in `child.id` or `ObjectIdentifier(child)`.
  private func keyedChild(_ key: Expr) -> Expr? {
    let owner: Expr
    switch key {
    case .member(let base?, _): owner = base
    case .call(let call) where call.callee == .name("ObjectIdentifier") && call.arguments.count == 1:
      owner = call.arguments[0].value
    default: return nil
    }
    guard case .name = owner, let type = resolver.type(of: owner)?.unwrapped,
          type.componentNames.contains(where: stores.isCoordinator) else { return nil }
    return owner
  }

  /// The index of the function parameter `expr` is rooted in (`child`, `child.type`), unless a local or closure
  /// parameter of the same name shadows it.
  private func parameter(of expr: Expr) -> Int? {
    guard var root = expr.rootName else { return nil }
    // `guard let child`, `let child = child` or `if let _child = child` unwraps or renames the parameter: still the
    // parameter.
    for _ in 0..<3 {
      guard let bound = locals[root] else { return summary.parameterIndex(named: root) }
      guard case .name(let earlier) = bound else { return nil }
      if earlier == root { return summary.parameterIndex(named: root) }
      root = earlier
    }
    return nil
  }

  /// Whether `expr` names a children store, and whose.
  private func storeReference(_ expr: Expr) -> (String, ChildrenStore)? {
    if case .name(let name) = expr, let owner, locals[name] == nil, summary.parameterIndex(named: name) == nil,
       let store = stores.store(named: name, in: owner) {
      return (owner, store)
    }
    if case .member(let base?, let name) = expr {
      if base.isSelf, let owner, let store = stores.store(named: name, in: owner) { return (owner, store) }
      if let type = resolver.type(of: base)?.unwrapped.nominalName, let store = stores.store(named: name, in: type) {
        return (type, store)
      }
    }
    return nil
  }

  /// The elements of an array literal, or the expression itself standing for its elements.
  private func elements(of expr: Expr?) -> [Expr?] {
    guard let expr else { return [nil] }
    if case .array(let elements) = expr { return elements }
    return [nil]
  }

  /// The value a predicate compares elements with: `child` in `{ $0 === child }` or `{ $0.type != child.type }`.
  /// A type test removes the children of that type: `removeAll { $0 is SearchCoordinator }`, or a `filter` (which
  /// `keeps` what matches) of `{ !($0 is SearchCoordinator) }`; the answer is then the element cast to that type,
  /// whose type is what the removal takes out. A filter keeping only one type removes others, which says nothing.
  private func identity(inPredicate expr: Expr?, keeps: Bool = false) -> Expr? {
    guard case .closure(let closure)? = expr else { return nil }
    let elementNames = Set(closure.parameters + ["$0"])
    if closure.body.count == 1, case .expression(let test, _) = closure.body[0] {
      switch test {
      case .cast(let element, let type, .check) where !keeps && element.rootName.map(elementNames.contains) == true,
           .prefix("!", .cast(let element, let type, .check)) where keeps
             && element.rootName.map(elementNames.contains) == true:
        return .cast(element, type: type, kind: .forced)
      case .cast(_, _, .check), .prefix("!", .cast(_, _, .check)):
        return nil
      default:
        break
      }
    }
    return ExprSearch.comparedOperand(in: closure.body) { operand in
      operand.rootName.map(elementNames.contains) ?? false
    }
  }

  /// What a `remove(at: index)` index points at: the loop element compared in `where`/`if`, or the value searched
  /// with `firstIndex(where:)` / `firstIndex(of:)`.
  private func identity(ofIndex index: Expr, store: ChildrenStore) -> Expr? {
    guard case .name(let name) = index else { return nil }
    for loop in loops.reversed() where loop.names.count == 2 && loop.names[0] == name {
      let element = loop.names[1]
      for condition in conditions.reversed() {
        if let other = ExprSearch.comparedOperand(in: [.expression(condition, loop.location)], isElement: {
          $0.rootName == element
        }) {
          return other
        }
      }
    }
    guard case .call(let call)? = locals[name], let method = call.name,
          CollectionMethods.indexSearches.contains(method) else { return nil }
    if call.labels == ["of"] { return call.arguments.first?.value }
    return identity(inPredicate: call.arguments.first?.value)
  }

  /// The functions a call can reach: lookup on the receiver's type, and for a protocol requirement every
  /// conforming type's implementation.
  private func callTargets(name: String, labels: [String?], on receiverType: String?, isFree: Bool,
                           from file: String) -> [FunctionRef] {
    if isFree {
      guard let free = codebase.freeFunctions[name] else { return [] }
      return [FunctionRef(owner: "", selector: free.selector, name: name, location: free.location)]
    }
    guard let receiverType, let found = codebase.function(named: name, labels: labels, in: receiverType, from: file)
    else {
      return []
    }
    if found.decl.body == nil || found.owner.kind == .protocol {
      // Only what the receiver may be implements the call: a `LoginCoordinator`'s `finish()` is none of the other
      // coordinators' that also implement the `Coordinator` requirement.
      return stores.targets(of: found, name: name, receiver: receiverType)
    }
    return [FunctionRef(owner: found.owner.name, selector: found.decl.selector, name: name,
                        location: found.decl.location)]
  }
}

extension Expr {
  /// The first name of a member chain: `child` for `child.type`, `$0` for `$0`.
  public var rootName: String? {
    switch self {
    case .name(let name): return name
    case .member(let base?, _): return base.rootName
    case .call(let call): return call.callee.rootName
    default: return nil
    }
  }
}

/// Searches statements for comparisons.
enum ExprSearch {
  /// In `a === b`, `a !== b`, `a == b`, `a != b` where one side is an element (per `isElement`), the other side.
  static func comparedOperand(in statements: [Statement], isElement: (Expr) -> Bool) -> Expr? {
    var found: Expr?
    IRWalk.visitStatements(in: statements) { statement, _ in
      guard found == nil else { return .skipChildren }
      switch statement {
      case .expression(let expr, _), .return(let expr?, _): found = comparedOperand(in: expr, isElement: isElement)
      case .block: return .visitChildren
      default: break
      }
      return .skipChildren
    }
    return found
  }

  /// `child` for `$0.flow != child.flow`: dropping the children whose tag is the child's tag drops the child, so
  /// the comparison removes it as `$0 !== child` would (siblings sharing the tag go too, which covers no less).
  private static func droppingSharedTag(element: Expr, other: Expr) -> Expr {
    var elementRoot = element, otherRoot = other
    while case .member(let elementBase?, let name) = elementRoot, case .member(let otherBase?, name) = otherRoot {
      elementRoot = elementBase
      otherRoot = otherBase
    }
    // Only a tag read off the bare element and off a named value: not `$0.a.b` against `x.b`, nor `self.flow`.
    guard elementRoot != element, case .name = elementRoot, case .name(let root) = otherRoot, root != "self" else {
      return other
    }
    return otherRoot
  }

  /// The first comparison with an element among `expr` and the operands of the operators it is made of.
  private static func comparedOperand(in expr: Expr, isElement: (Expr) -> Bool) -> Expr? {
    var found: Expr?
    IRWalk.forEachExpression(in: expr) { expr, _ in
      guard found == nil, case .binary(let op, var lhs, var rhs) = expr else { return .skipChildren }
      // `ObjectIdentifier($0) == ObjectIdentifier(child)`, `String(describing: $0) == String(describing: child)`:
      // one conversion on both sides compares what it converts.
      if case .call(let left) = lhs, case .call(let right) = rhs, left.callee == right.callee,
         left.arguments.count == 1, right.arguments.count == 1, left.labels == right.labels {
        lhs = left.arguments[0].value
        rhs = right.arguments[0].value
      }
      if ["===", "!==", "==", "!="].contains(op) {
        if isElement(lhs), !isElement(rhs) {
          found = droppingSharedTag(element: lhs, other: rhs)
        } else if isElement(rhs), !isElement(lhs) {
          found = droppingSharedTag(element: rhs, other: lhs)
        }
      }
      return found == nil ? .visitChildren : .skipChildren
    }
    return found
  }
}
