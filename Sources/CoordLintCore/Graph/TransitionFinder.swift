/// Finds where a parent reacts to a child finishing by starting another child (auth finishes → the tab bar starts):
/// in the handler the child's finish signal calls (`coordinatorDidFinish(childCoordinator:)`), and in closures the
/// parent hands the child (`auth.onFinish = { self?.showMain() }`, `auth.start(completion: …)`).
struct TransitionFinder {
  /// A child that, once finished, makes its parent start `next`.
  struct Transition: Hashable {
    let finished: String
    let next: String
    /// The handler or closure property: `coordinatorDidFinish`, `onFinish`.
    let label: String
    let location: SourceLocation
  }

  let codebase: Codebase
  let coordinators: CoordinatorIndex
  let lifecycle: ChildLifecycle
  /// The concrete coordinators added at each site (wrapper calls and store methods alike).
  private let childrenAdded: [SourceLocation: Set<String>]
  private var startsMemo: [FunctionRef: Set<String>] = [:]

  init(codebase: Codebase, coordinators: CoordinatorIndex, lifecycle: ChildLifecycle,
       childrenAdded: [SourceLocation: Set<String>]) {
    self.codebase = codebase
    self.coordinators = coordinators
    self.lifecycle = lifecycle
    self.childrenAdded = childrenAdded
  }

  /// Every transition, for parents that add children.
  mutating func run(children: [String: Set<String>]) -> [Transition] {
    var result: [Transition] = []
    for parent in children.keys.sorted() {
      guard let info = codebase.type(parent) else { continue }
      let kids = children[parent] ?? []
      result += delegateTransitions(parent: parent, children: kids)
      for function in info.functions {
        guard let body = function.body else { continue }
        let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: parent, function: function)
        result += closureTransitions(in: body, parent: parent, resolver: resolver)
      }
    }
    return result
  }

  // MARK: - Finish handlers

  /// Transitions through the method a finishing child calls on its parent: each child the handler starts, under
  /// the type checks that select the finished child (`case is AuthCoordinator:`, `if child is AuthCoordinator`).
  private mutating func delegateTransitions(parent: String, children: Set<String>) -> [Transition] {
    var byHandler: [String: (handler: FoundMember<FunctionDecl>, finished: Set<String>)] = [:]
    for child in children.sorted() {
      for signal in lifecycle.finishSignals(of: child, to: parent) {
        guard let handler = lifecycle.handler(for: signal, in: parent, child: child) else { continue }
        let key = "\(handler.decl.location)"
        byHandler[key, default: (handler, [])].finished.insert(child)
      }
    }
    var result: [Transition] = []
    for key in byHandler.keys.sorted() {
      guard let (handler, finished) = byHandler[key], let body = handler.decl.body else { continue }
      let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: parent, function: handler.decl)
      for start in starts(in: body, parent: parent, resolver: resolver, guards: []) {
        for child in finished.sorted() where admits(start.guards, child) {
          result.append(Transition(finished: child, next: start.child, label: handler.decl.name,
                                   location: start.location))
        }
      }
    }
    return result
  }

  // MARK: - Closures handed to a child

  /// Transitions through closures the parent gives a child coordinator: stored in one of its properties or passed
  /// to one of its methods (or to a method on something it exposes, such as a publisher).
  private mutating func closureTransitions(in statements: [Statement], parent: String,
                                           resolver: ExpressionTypeResolver) -> [Transition] {
    var result: [Transition] = []
    IRWalk.forEachStatement(in: statements) { statement, _ in
      switch statement {
      case .assignment(let assignment):
        guard case .closure(let closure) = assignment.value, case .member(let base?, let property) = assignment.target,
              let child = coordinator(base, resolver: resolver, at: assignment.location), child != parent else { return }
        result += transitions(closure, parent: parent, finished: child, label: property, resolver: resolver)
      case .expression(let expr, _), .return(let expr?, _):
        result += callTransitions(expr, parent: parent, resolver: resolver)
      case .binding(let binding):
        if let value = binding.value { result += callTransitions(value, parent: parent, resolver: resolver) }
      default:
        break
      }
    }
    return result
  }

  private mutating func callTransitions(_ expr: Expr, parent: String, resolver: ExpressionTypeResolver)
    -> [Transition] {
    var result: [Transition] = []
    var current = expr
    // `child.finished.sink { … }.store(in: &bag)`: the closure is in the receiver chain's inner call.
    while case .call(let call) = current {
      if let receiver = call.receiver, let root = Self.root(of: receiver),
         let child = coordinator(root, resolver: resolver, at: call.location), child != parent {
        for argument in call.arguments {
          guard case .closure(let closure) = argument.value else { continue }
          result += transitions(closure, parent: parent, finished: child, label: argument.label ?? call.name ?? "",
                                resolver: resolver)
        }
      }
      guard let receiver = call.receiver else { break }
      current = receiver
    }
    return result
  }

  private mutating func transitions(_ closure: Closure, parent: String, finished: String, label: String,
                                    resolver: ExpressionTypeResolver) -> [Transition] {
    starts(in: closure.body, parent: parent, resolver: resolver, guards: []).map { start in
      Transition(finished: finished, next: start.child, label: label, location: start.location)
    }
  }

  /// The coordinator type an expression holds, when it is one.
  fileprivate func coordinator(_ expr: Expr, resolver: ExpressionTypeResolver, at location: SourceLocation) -> String? {
    guard let type = resolver.type(of: expr, at: location)?.unwrapped.nominalName,
          coordinators.isCoordinator(type) else { return nil }
    return type
  }

  /// `auth` in `auth.finished.sink`, `self.auth` in `self.auth.onFinish`: the object a member chain starts from.
  fileprivate static func root(of expr: Expr) -> Expr? {
    guard let path = expr.memberPath, !path.isEmpty else { return nil }
    if path.first == "self" {
      return path.count > 1 ? .member(base: .name("self"), name: path[1]) : nil
    }
    return .name(path[0])
  }

  // MARK: - What a body starts

  /// A check on the finished child that a branch runs under.
  enum Guard: Hashable {
    /// `case is AuthCoordinator`, `if let auth = child as? AuthCoordinator`.
    case type(String)
    /// `switch child.kind { case .login: … }`, `if child.kind == .login`: the child's property has one of these
    /// enum cases.
    case value(property: String, cases: Set<String>)
  }

  /// A child a body adds, directly or through a method of the parent it calls, with the checks it is under.
  struct Start {
    let child: String
    let guards: [Guard]
    let location: SourceLocation
  }

  /// The checks on the finished child that each call at one of `locations` in a handler's `body` runs under
  /// (`case .login:` around `showTabs()`), one list per call found.
  func guards(ofCallsAt locations: Set<SourceLocation>, in body: [Statement], parent: String,
              resolver: ExpressionTypeResolver) -> [[Guard]] {
    var visitor = StartCallFinder(finder: self, parent: parent, resolver: resolver, guards: [[]])
    IRWalk.walk(body, &visitor)
    return visitor.calls.filter { locations.contains($0.0.location) }.map(\.1)
  }

  /// Whether `child` can be the finished child in a branch under `guards`; a property whose value coordlint cannot
  /// read may hold anything.
  func admits(_ guards: [Guard], _ child: String) -> Bool {
    guards.allSatisfy { check in
      switch check {
      case .type(let type): return codebase.isSubtype(child, of: type)
      case .value(let property, let cases):
        guard let value = enumCase(of: property, in: child) else { return true }
        return cases.contains(value)
      }
    }
  }

  /// The enum case a property of `type` always has: `let kind = .login`, `var kind: Kind { .login }`, or one its
  /// initializer stores from the same case at every creation (`HomeCoordinator(type: .home, …)`).
  private func enumCase(of property: String, in type: String) -> String? {
    guard let member = codebase.property(named: property, in: type) else { return nil }
    if let value = member.decl.initializer { return enumCase(value) }
    if member.decl.accessorBody.isEmpty, member.decl.storage == .stored {
      guard let values = lifecycle.creationArguments(of: type, label: property) else { return nil }
      let cases = Set(values.map { enumCase($0) ?? "" })
      guard cases.count == 1, let only = cases.first, !only.isEmpty else { return nil }
      return only
    }
    guard member.decl.accessorBody.count == 1 else { return nil }
    switch member.decl.accessorBody[0] {
    case .expression(let value, _), .return(let value?, _): return enumCase(value)
    default: return nil
    }
  }

  /// `.login` or `Kind.login` where `Kind` is an enum of the sources.
  private func enumCase(_ expr: Expr) -> String? {
    switch expr {
    case .member(nil, let name): return name
    case .member(.name(let base)?, let name) where codebase.type(base)?.kind == .enum: return name
    default: return nil
    }
  }

  /// The children `statements` add, each with the checks on the way (`switch child { case is X: … }`), directly
  /// or through the parent's own methods they call.
  private mutating func starts(in statements: [Statement], parent: String, resolver: ExpressionTypeResolver,
                               guards: [Guard]) -> [Start] {
    var visitor = StartCallFinder(finder: self, parent: parent, resolver: resolver, guards: [guards])
    IRWalk.walk(statements, &visitor)
    var result: [Start] = []
    for (call, guards) in visitor.calls {
      for child in (childrenAdded[call.location] ?? []).sorted() {
        result.append(Start(child: child, guards: guards, location: call.location))
      }
      guard call.receiver == nil || call.receiver == .name("self"), let name = call.name else { continue }
      for function in codebase.functions(named: name, in: parent) where function.decl.body != nil {
        let ref = FunctionRef(function)
        // A wrapper's own add is of its parameter; the call site already counted the real child.
        guard lifecycle.wrappers[ref] == nil else { continue }
        for child in startsMemoized(ref, decl: function.decl).sorted() {
          result.append(Start(child: child, guards: guards, location: call.location))
        }
      }
    }
    return result
  }

  /// Collects the calls a body makes, with the checks each runs under. Closures passed to calls count
  /// (`dismiss { self.showMain() }` runs once the dismissal ends); a closure handed to a new child is that child's
  /// business, read on its own; a closure stored in a property runs at another time.
  private struct StartCallFinder: IRVisitor {
    let finder: TransitionFinder
    let parent: String
    let resolver: ExpressionTypeResolver
    /// The checks of each enclosing branch, outermost first.
    var guards: [[Guard]]
    private(set) var calls: [(Call, [Guard])] = []

    init(finder: TransitionFinder, parent: String, resolver: ExpressionTypeResolver, guards: [[Guard]]) {
      self.finder = finder
      self.parent = parent
      self.resolver = resolver
      self.guards = guards
    }

    mutating func visit(_ statement: Statement, _ context: IRContext) -> IRWalkAction {
      switch statement {
      case .block(let block) where block.kind == .switch:
        return .bodyOnly
      case .block(let block) where block.kind == .case:
        guards.append(caseChecks(block, in: context.parent))
        return .bodyOnly
      case .block(let block):
        guards.append(block.kind == .if || block.kind == .guard
          ? block.conditions.compactMap { condition in
              finder.typeCheck(condition, resolver: resolver).map(Guard.type) ?? finder.valueCheck(condition)
            } : [])
        // A `guard` body is the way out; what follows it runs under the check, which is close enough for a picture.
        return .bodyOnly
      case .forIn:
        return .bodyOnly
      case .assignment(let assignment):
        if case .closure = assignment.value { return .skipChildren }
        return .visitChildren
      default:
        return .visitChildren
      }
    }

    mutating func leave(_ statement: Statement, _ context: IRContext) {
      if case .block(let block) = statement, block.kind != .switch { guards.removeLast() }
    }

    mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction {
      switch expr {
      case .call(let call):
        calls.append((call, guards.flatMap { $0 }))
        return .visitChildren
      case .closure(let closure):
        guard let call = context.callPassing(closure) else { return .skipChildren }
        let toChild = call.receiver.flatMap(TransitionFinder.root).flatMap {
          finder.coordinator($0, resolver: resolver, at: call.location)
        }
        return toChild != nil && toChild != parent ? .skipChildren : .visitChildren
      case .subscriptAccess, .dictionary:
        return .skipChildren
      default:
        return .visitChildren
      }
    }

    /// The checks a `case` of a `switch` puts on its subject: type patterns, and enum cases of a property.
    private func caseChecks(_ caseBlock: Block, in switchNode: IRNode?) -> [Guard] {
      var property: String?
      if case .statement(.block(let block))? = switchNode, block.kind == .switch,
         case .expression(let subject, _)? = block.conditions.first, let path = subject.memberPathDroppingSelf,
         path.count == 2 {
        property = path[1]
      }
      var checked = caseBlock.conditions.compactMap { finder.typeCheck($0, resolver: resolver) }.map(Guard.type)
      let names = caseBlock.conditions.compactMap { condition -> String? in
        if case .expression(.member(nil, let name), _) = condition { return name }
        return nil
      }
      if let property, !names.isEmpty { checked.append(.value(property: property, cases: Set(names))) }
      return checked
    }
  }

  /// The children a method of the parent adds, through the methods it calls; each method is read once.
  private mutating func startsMemoized(_ function: FunctionRef, decl: FunctionDecl) -> Set<String> {
    if let known = startsMemo[function] { return known }
    startsMemo[function] = []  // a recursive call adds nothing new
    let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: function.owner, function: decl)
    let found = Set(starts(in: decl.body ?? [], parent: function.owner, resolver: resolver, guards: []).map(\.child))
    startsMemo[function] = found
    return found
  }

  /// `child.kind == .login`: the enum case a condition requires of a property of its subject.
  fileprivate func valueCheck(_ condition: Statement) -> Guard? {
    guard case .expression(.binary("==", let lhs, let rhs), _) = condition else { return nil }
    for (side, other) in [(lhs, rhs), (rhs, lhs)] {
      if case .member(nil, let name) = other, let path = side.memberPathDroppingSelf, path.count == 2 {
        return .value(property: path[1], cases: [name])
      }
    }
    return nil
  }

  /// The type a condition checks its subject against: `is X`, `x is X`, `let x = y as? X`.
  fileprivate func typeCheck(_ condition: Statement, resolver: ExpressionTypeResolver) -> String? {
    let cast: (TypeRef, Expr.CastKind)?
    switch condition {
    case .expression(.cast(_, let type, let kind), _): cast = (type, kind)
    case .binding(let binding):
      if case .cast(_, let type, let kind)? = binding.value { cast = (type, kind) } else { cast = nil }
    default: cast = nil
    }
    guard let (type, _) = cast else { return nil }
    return codebase.resolve(type, from: resolver.scope).nominalName
  }
}
