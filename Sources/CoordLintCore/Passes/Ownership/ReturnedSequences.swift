/// Where a publisher or observable that a method of the sources returns ends by itself: every body that can run
/// (the method, or each implementation of a protocol requirement) returns a sequence that completes — a `Future`
/// (also inside `Deferred`), a `Just` chain, `first()`, a request (`dataTaskPublisher`), or another such method's
/// result. A subscription to it lets go of its closures when it completes, so a cycle through it is temporary.
///
/// Followed through method bodies, not guessed from a name or a failure type: a method returning a subject's
/// publisher, or one whose body the sources do not have, is not known to end.
struct ReturnedSequences {
  let codebase: Codebase
  /// How many method bodies one question follows, one returning another's result.
  static let maximumDepth = 4

  /// Whether calling `call` (resolved in `resolver`'s function, a method of `owner`) gives a sequence that ends.
  func ends(_ call: Call, resolver: ExpressionTypeResolver, owner: String?, depth: Int = 0) -> Bool {
    guard depth < Self.maximumDepth, let name = call.name else { return false }
    let receiverType: String?
    switch call.callee {
    case .member(let base?, _):
      if case .name("self") = base { receiverType = owner } else {
        switch resolver.type(of: base, at: call.location)?.unwrapped {
        case .metatype(let type)?: receiverType = type.nominalName
        case let type?: receiverType = type.nominalName
        case nil: receiverType = nil
        }
      }
    case .name:
      receiverType = owner
    default:
      receiverType = nil
    }
    guard let receiverType else { return false }
    var declared = codebase.functions(named: name, in: receiverType).filter { $0.decl.kind == .function }
    // Overloads are told apart by the labels the call writes.
    let labels = call.arguments.map(\.label)
    let matching = declared.filter { method in
      let parameters = method.decl.parameters.map(\.label)
      return parameters.count >= labels.count && Array(parameters.prefix(labels.count)) == labels
    }
    if !matching.isEmpty { declared = matching }
    guard let first = declared.first else { return false }
    // A requirement of a protocol runs whichever conformer's implementation: each must end.
    let bodies = first.owner.kind == .protocol
      ? codebase.implementations(of: first.decl.selector, below: first.owner.name)
      : Array(declared.filter { $0.decl.body != nil }.prefix(1))
    guard !bodies.isEmpty else { return false }
    return bodies.allSatisfy { method in
      guard let body = method.decl.body else { return false }
      let returned = ReturnedSequences.returnedExpressions(in: body)
      guard !returned.isEmpty else { return false }
      let inner = ExpressionTypeResolver(codebase: codebase, typeKey: method.owner.name, function: method.decl)
      return returned.allSatisfy {
        endsChain($0, in: body, resolver: inner, owner: method.owner.name, depth: depth + 1)
      }
    }
  }

  /// Whether a chain of operators (`a.map { … }.eraseToAnyPublisher()`) written in `body` rests on a sequence that
  /// ends, or stops after a fixed count itself. A local is followed to the value it is bound to.
  func endsChain(_ expr: Expr, in body: [Statement], resolver: ExpressionTypeResolver, owner: String?,
                 depth: Int) -> Bool {
    var current = expr
    var followedLocals = 0
    for _ in 0..<256 {
      if let type = resolver.type(of: current)?.unwrapped.nominalName.map(FiniteSequences.lastComponent),
         FiniteSequences.types.contains(type) {
        return true
      }
      switch current {
      case .name(let local) where local != "self" && followedLocals < 4:
        guard let value = ReturnedSequences.boundValue(of: local, in: body) else { return false }
        followedLocals += 1
        current = value
        continue
      case .call(let call):
        switch call.callee {
        case .member(nil, let name):
          // `.just(nil)`: a factory of the type the method returns.
          return FiniteSequences.implicitFactories.contains(name)
        case .member(let base?, let name):
          if FiniteSequences.ends(name, arguments: call.arguments) { return true }
          if let type = base.memberPath?.last.map(FiniteSequences.lastComponent),
             FiniteSequences.factories[type]?.contains(name) == true {
            return true
          }
          if ends(call, resolver: resolver, owner: owner, depth: depth) { return true }
          current = base
        case .name(let name):
          if FiniteSequences.types.contains(name) { return true }
          // `Deferred { Future { … } }` ends when what its closure makes does.
          if name == "Deferred", case .closure(let closure)? = call.arguments.last?.value {
            let made = ReturnedSequences.returnedExpressions(in: closure.body)
            return !made.isEmpty && made.allSatisfy {
              endsChain($0, in: closure.body, resolver: resolver, owner: owner, depth: depth)
            }
          }
          return ends(call, resolver: resolver, owner: owner, depth: depth)
        default:
          return false
        }
      default:
        return false
      }
    }
    return false
  }

  /// The value `let name = …` binds in a body, when one binding of that name has one.
  static func boundValue(of name: String, in body: [Statement]) -> Expr? {
    var found: Expr?
    IRWalk.visitStatements(in: body) { statement, _ in
      if case .binding(let binding) = statement, binding.names == [name], let value = binding.value, found == nil {
        found = value
      }
      return found == nil ? .visitChildren : .skipChildren
    }
    return found
  }

  /// The values a body returns: its `return`s outside closures, or the one expression of a single-expression body.
  static func returnedExpressions(in body: [Statement]) -> [Expr] {
    if body.count == 1, case .expression(let expr, _) = body[0] { return [expr] }
    var result: [Expr] = []
    IRWalk.visitStatements(in: body) { statement, context in
      // A closure's `return` belongs to the closure.
      if context.ancestors.contains(where: { if case .expression(.closure) = $0 { true } else { false } }) {
        return .skipChildren
      }
      if case .return(let value?, _) = statement { result.append(value) }
      return .visitChildren
    }
    return result
  }
}
