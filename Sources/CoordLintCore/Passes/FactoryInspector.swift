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
  func concreteType(of expr: Expr, resolver: ExpressionTypeResolver, owner: String?, at location: SourceLocation,
                    depth: Int = 0) -> String? {
    guard depth < 4 else { return nil }
    switch expr {
    case .name(let name):
      guard let value = resolver.boundValue(of: name, before: location) else { return nil }
      return concreteType(of: value, resolver: resolver, owner: owner, at: location, depth: depth + 1)
    case .cast(let inner, _, _):
      return concreteType(of: inner, resolver: resolver, owner: owner, at: location, depth: depth + 1)
    case .call(let call):
      let candidates = factories(for: call, resolver: resolver, owner: owner)
      guard !candidates.isEmpty else { return nil }
      var found = Set<String>()
      for factory in candidates {
        let inner = ExpressionTypeResolver(codebase: codebase, typeKey: factory.owner.name, function: factory.decl)
        for returned in returnedExpressions(factory.decl.body ?? []) {
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
