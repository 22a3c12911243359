/// Looks inside a factory declared to return a protocol (`func coordinator(listener:) -> Coordinating`) for the
/// concrete coordinator it builds, so a child made by a container is known by its real type.
struct FactoryInspector {
  let codebase: Codebase
  let coordinators: CoordinatorIndex

  /// The one concrete coordinator every `return` of the called factory yields, or nil if there is not exactly one.
  func concreteType(of expr: Expr, resolver: ExpressionTypeResolver, summary: FunctionSummary,
                    at location: SourceLocation) -> String? {
    concreteType(of: expr, resolver: resolver, owner: summary.owner, at: location, depth: 0)
  }

  /// The same for a call in a body of `owner`'s.
  /// `steps` take a part of what `expr` gives: `let (coordinator, _) = factory.makeHelp()`, `made.coordinator`.
  func concreteType(of expr: Expr, resolver: ExpressionTypeResolver, owner: String?, at location: SourceLocation,
                    steps: [PatternStep] = [], depth: Int = 0) -> String? {
    guard depth < 6 else { return nil }
    switch expr {
    case .name(let name):
      guard let value = resolver.boundValue(of: name, before: location) else { return nil }
      return concreteType(of: value, resolver: resolver, owner: owner, at: location, steps: steps, depth: depth + 1)
    case .cast(let inner, _, _):
      return concreteType(of: inner, resolver: resolver, owner: owner, at: location, steps: steps, depth: depth + 1)
    case .projection(let base, let more):
      return concreteType(of: base, resolver: resolver, owner: owner, at: location, steps: more + steps,
                          depth: depth + 1)
    case .member(let base?, let name) where Self.isTupleAccess(base, resolver: resolver, at: location):
      let step = Int(name).map(PatternStep.element) ?? .label(name)
      return concreteType(of: base, resolver: resolver, owner: owner, at: location, steps: [step] + steps,
                          depth: depth + 1)
    case .call(let call) where Self.isCaseConstruction(call, taken: steps.first, resolver: resolver, at: location):
      // `.push(ProfileCoordinator())` taken apart by `case .push(let child)`.
      guard let part = project(expr, steps: steps, resolver: resolver, at: location) else { return nil }
      return concreteType(ofBuilt: part, resolver: resolver, owner: owner, at: location, depth: depth + 1)
    case .call(let call):
      let candidates = factories(for: call, resolver: resolver, owner: owner)
      guard !candidates.isEmpty else { return nil }
      var found = Set<String>()
      for factory in candidates {
        let inner = ExpressionTypeResolver(codebase: codebase, typeKey: factory.owner.name, function: factory.decl)
        for returned in returnedExpressions(factory.decl.body ?? []) {
          if !steps.isEmpty {
            guard let part = project(returned.expr, steps: steps, resolver: inner, at: returned.location),
                  let type = concreteType(ofBuilt: part, resolver: inner, owner: factory.owner.name,
                                          at: returned.location, depth: depth + 1) else { return nil }
            found.insert(type)
            continue
          }
          if let erased = erasedCoordinator(returned.expr, resolver: inner, at: returned.location) {
            found.insert(erased)
            continue
          }
          guard let type = inner.type(of: returned.expr, at: returned.location)?.unwrapped.nominalName,
                coordinators.isCoordinator(type), codebase.type(type)?.kind != .protocol else { return nil }
          found.insert(type)
        }
      }
      return found.count == 1 ? found.first : nil
    default:
      return nil
    }
  }

  /// The concrete coordinator an expression builds or names: its own type when that is one, else what it was
  /// made from.
  func concreteType(ofBuilt expr: Expr, resolver: ExpressionTypeResolver, owner: String?, at location: SourceLocation,
                    depth: Int = 0) -> String? {
    if let type = resolver.type(of: expr, at: location)?.unwrapped.nominalName,
       coordinators.entries[type]?.kind == .coordinator {
      return type
    }
    return concreteType(of: expr, resolver: resolver, owner: owner, at: location, depth: depth)
  }

  /// The part of `expr` that `steps` reach, read from how it is written: a tuple's element, an enum case's payload
  /// (`.push(child)`), through the locals it was bound from. A label picks the one element that is a coordinator,
  /// since tuple types keep no labels here. Nil when the expression is not written that way.
  func project(_ expr: Expr, steps: [PatternStep], resolver: ExpressionTypeResolver, at location: SourceLocation)
    -> Expr? {
    var current = expr
    var hops = 0
    for step in steps {
      while case .name(let name) = current, hops < 6,
            let value = resolver.boundValue(of: name, before: location) {
        current = value
        hops += 1
      }
      switch (step, current) {
      case (.element(let index), .other(let parts)) where index < parts.count:
        current = parts[index]
      case (.label, .other(let parts)):
        let flows = parts.filter { part in
          concreteType(ofBuilt: part, resolver: resolver, owner: nil, at: location) != nil
        }
        guard flows.count == 1 else { return nil }
        current = flows[0]
      case (.payload(let name, let index), .call(let call)):
        guard case .member(_, name) = call.callee, index < call.arguments.count else { return nil }
        current = call.arguments[index].value
      default:
        return nil
      }
    }
    return current
  }

  /// `.push(…)` or `Route.push(…)` taken apart by the `push` payload step: an enum case built with its payload.
  private static func isCaseConstruction(_ call: Call, taken step: PatternStep?, resolver: ExpressionTypeResolver,
                                         at location: SourceLocation) -> Bool {
    guard case .payload(let name, _)? = step, case .member(let base, name) = call.callee else { return false }
    guard let base else { return true }
    if case .metatype? = resolver.type(of: base, at: location) { return true }
    return false
  }

  /// `made.coordinator` or `made.0` where `made` is a tuple (or of a type the sources do not say).
  private static func isTupleAccess(_ base: Expr, resolver: ExpressionTypeResolver, at location: SourceLocation)
    -> Bool {
    switch resolver.type(of: base, at: location)?.unwrapped {
    case .tuple?, nil: return true
    default: return false
    }
  }

  /// `AuthCoordinator(…).asAnyCoordinator()`: a coordinator built on the spot and handed to a method of its own
  /// that wraps `self` (`AnyCoordinator(self)`), so the wrapper's flow is the built coordinator's.
  private func erasedCoordinator(_ expr: Expr, resolver: ExpressionTypeResolver, at location: SourceLocation)
    -> String? {
    guard case .call(let call) = expr, case .member(let base?, let method) = call.callee,
          case .call(let construction) = base, case .metatype? = resolver.type(of: construction.callee),
          let type = resolver.type(of: base)?.nominalName, coordinators.entries[type]?.kind == .coordinator,
          let wrapper = codebase.function(named: method, labels: call.labels, in: type),
          let body = wrapper.decl.body else { return nil }
    let wrapsSelf = returnedExpressions(body).contains { returned in
      guard case .call(let wrapping) = returned.expr else { return false }
      return wrapping.arguments.contains { $0.value.isSelf }
    }
    return wrapsSelf ? type : nil
  }

  /// The function bodies a call can run: the declaration found, or every implementation of a requirement. A
  /// receiver typed as a composition (`typealias Module = AuthModule & TabModule`) is searched part by part.
  private func factories(for call: Call, resolver: ExpressionTypeResolver, owner: String?)
    -> [FoundMember<FunctionDecl>] {
    guard let name = call.name else { return [] }
    let receivers: [String]
    switch call.callee {
    case .name: receivers = owner.map { [$0] } ?? []
    case .member(let base?, _):
      let type = resolver.type(of: base)?.unwrapped
      if case .composition(let parts)? = type { receivers = parts.compactMap(\.nominalName) } else {
        receivers = type?.nominalName.map { [$0] } ?? []
      }
    default: receivers = []
    }
    for receiver in receivers {
      guard let found = codebase.function(named: name, labels: call.labels, in: receiver, from: call.location.file)
      else { continue }
      if found.decl.body != nil, found.owner.kind != .protocol { return [found] }
      return codebase.implementations(of: found.decl.selector, below: found.owner.name)
    }
    return []
  }

  /// `return` values, and the value of a single-expression body (an implicit return).
  private func returnedExpressions(_ body: [Statement]) -> [(expr: Expr, location: SourceLocation)] {
    if body.count == 1, case .expression(let expr, let location) = body[0] { return [(expr, location)] }
    var result: [(Expr, SourceLocation)] = []
    // Returns of the body and its blocks and loops; a closure's `return` is the closure's own.
    IRWalk.visitStatements(in: body) { statement, _ in
      switch statement {
      case .return(let expr?, let location): result.append((expr, location))
      case .block, .forIn: return .bodyOnly
      default: break
      }
      return .skipChildren
    }
    return result
  }
}
