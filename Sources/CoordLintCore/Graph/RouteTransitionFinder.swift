/// Reads what XCoordinator-style coordinators show: the transitions `prepareTransition(for:)` returns
/// (`.push(viewController)`, `.presentFullScreen(tabsRouter)`, `.multiple(.select(a), …)`). The library keeps
/// the routers it shows, so a router of another coordinator is a child and a view controller a screen.
struct RouteTransitionFinder {
  /// One presentable a transition shows.
  struct Shown {
    let parent: String
    /// The concrete coordinator shown, or nil for a screen.
    let coordinator: String?
    /// The screen's type when it is not a coordinator.
    let screen: String?
    /// The transition: `push`, `select`.
    let method: String
    let location: SourceLocation
  }

  let codebase: Codebase
  let coordinators: CoordinatorIndex
  /// `Owner.property` → the coordinator stored in it, from the ownership pass's wirings.
  let storedCoordinators: [String: String]

  func run() -> [Shown] {
    var result: [Shown] = []
    for entry in coordinators.sorted where entry.kind == .coordinator && entry.library == "RxFlow" {
      result += contributions(of: entry.name)
    }
    for entry in coordinators.sorted where entry.kind == .coordinator && coordinators.isLibraryManaged(entry.name) {
      for function in codebase.type(entry.name)?.functions ?? [] where function.name == "prepareTransition" {
        guard let body = function.body else { continue }
        let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: entry.name, function: function)
        IRWalk.forEachStatement(in: body) { statement, _ in
          guard case .return(let value?, let location) = statement else { return }
          result += shown(value, parent: entry.name, resolver: resolver, at: location)
        }
      }
    }
    return result
  }

  private func shown(_ expr: Expr, parent: String, resolver: ExpressionTypeResolver, at location: SourceLocation)
    -> [Shown] {
    switch expr {
    case .ternary(_, let then, let otherwise):
      return shown(then, parent: parent, resolver: resolver, at: location)
        + shown(otherwise, parent: parent, resolver: resolver, at: location)
    case .call(let call):
      guard case .member(_, let method) = call.callee else { return [] }
      if method == "multiple" {
        return call.arguments.flatMap { shown($0.value, parent: parent, resolver: resolver, at: location) }
      }
      guard XCoordinatorRoutes.transitions.contains(method), let first = call.arguments.first?.value else { return [] }
      let values: [Expr]
      if case .array(let elements) = first { values = elements } else { values = [first] }
      return values.compactMap { value in
        presentable(value, resolver: resolver, parent: parent, at: location).map {
          Shown(parent: parent, coordinator: $0.coordinator, screen: $0.screen, method: method,
                location: call.location)
        }
      }
    default:
      return []
    }
  }

  /// What an RxFlow flow navigates to: each `.contribute(withNextPresentable: x, …)` in its methods, wherever the
  /// `FlowContributors` it is part of is built (`.one(flowContributor: …)`, `.multiple(…)`).
  private func contributions(of flow: String) -> [Shown] {
    var result: [Shown] = []
    for function in codebase.type(flow)?.functions ?? [] {
      guard let body = function.body else { continue }
      let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: flow, function: function)
      var finder = ContributionFinder()
      IRWalk.walk(body, &finder)
      for call in finder.calls {
        guard let value = call.arguments.first(where: { $0.label == "withNextPresentable" })?.value,
              let shown = presentable(value, resolver: resolver, parent: flow, at: call.location) else { continue }
        result.append(Shown(parent: flow, coordinator: shown.coordinator, screen: shown.screen, method: "contribute",
                            location: call.location))
      }
    }
    return result
  }

  /// Collects the `contribute(withNextPresentable:…)` calls of a body, closures included.
  private struct ContributionFinder: IRVisitor {
    var calls: [Call] = []

    mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction {
      if case .call(let call) = expr, call.name == "contribute",
         call.arguments.contains(where: { $0.label == "withNextPresentable" }) {
        calls.append(call)
      }
      return .visitChildren
    }
  }

  /// The coordinator or screen type a shown value is.
  private func presentable(_ value: Expr, resolver: ExpressionTypeResolver, parent: String,
                           at location: SourceLocation) -> (coordinator: String?, screen: String?)? {
    var value = value
    if case .member(let base?, let name) = value, XCoordinatorRoutes.strongRouterViews.contains(name) { value = base }
    if let path = value.memberPathDroppingSelf, path.count == 1, resolver.boundValue(of: path[0], before: location) == nil,
       let stored = storedCoordinators["\(parent).\(path[0])"] {
      return (stored, nil)
    }
    if let local = value.memberPath, local.count == 1, let bound = resolver.boundValue(of: local[0], before: location),
       case .member(let base?, let name) = bound, XCoordinatorRoutes.strongRouterViews.contains(name) {
      value = base
    }
    guard let type = resolver.type(of: value, at: location)?.unwrapped.nominalName else { return nil }
    if coordinators.entries[type]?.kind == .coordinator { return (type, nil) }
    if coordinators.isCoordinator(type) { return nil }
    if let info = codebase.type(type), info.isDeclaredInSources, info.kind != .class { return nil }
    return (nil, type)
  }
}
