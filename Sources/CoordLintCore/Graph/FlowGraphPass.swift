/// Turns the passes' answers into the flow graph's nodes and edges, before any finding is marked on them: children
/// added, coordinators started, references back up the tree, screens shown, routes, transitions and roots.
public struct FlowGraphPass: Sendable {
  public let codebase: Codebase
  public let coordinators: CoordinatorIndex
  public let lifecycle: ChildLifecycle
  public let creations: [CoordinatorCreation]
  public let ownership: OwnershipAnalysis

  public func run() -> FlowStructure {
    var nodes: [String: FlowGraph.Node] = [:]
    for entry in coordinators.sorted where entry.kind == .coordinator {
      nodes[entry.name] = FlowGraph.Node(id: entry.name, name: entry.displayName, kind: .coordinator,
                                         location: entry.location)
    }
    let routes = routeTransitions()
    // Both the child edges and the transitions read where children are added; it is worked out once.
    let instantiated = instantiatedBases()
    let added = childrenAdded(instantiated: instantiated)
    let children = childEdges(routes: routes.children, added: added, instantiated: instantiated)
    // A coordinator built by a factory or container outside the tree is still some coordinator's child.
    let childIds = Set(children.map(\.to))
    // Other owners of children (a tab bar controller's or the app delegate's `childCoordinators`) are drawn too: a
    // view controller as a screen, anything else as a root where flows start.
    var owners = Set<String>()
    for edge in children where nodes[edge.from] == nil && !coordinators.isCoordinator(edge.from) {
      guard let info = codebase.type(edge.from) else { continue }
      let isScreen = codebase.isSubtype(edge.from, of: "UIViewController")
      nodes[edge.from] = FlowGraph.Node(id: info.name, name: info.displayName, kind: isScreen ? .screen : .coordinator,
                                        location: info.declarations.first?.location)
      if !isScreen { owners.insert(edge.from) }
    }
    let built = constructedOutsideCoordinators()
    let objcCreated = codebase.objcCreatedTypes
    // A Swift class Objective-C creates that builds a coordinator (element's `SetPinCoordinatorBridgePresenter`) is
    // where that flow starts, so it is drawn as its owner, as above; built from Swift, such a class stays undrawn
    // and the coordinator is the root.
    var objcOwned: [FlowGraph.Edge] = []
    var pairs = Set(children.map { [$0.from, $0.to] })
    for owner in built.keys.sorted() where objcCreated[owner] != nil && !coordinators.isCoordinator(owner) {
      guard let info = codebase.type(owner) else { continue }
      if nodes[owner] == nil {
        let isScreen = codebase.isSubtype(owner, of: "UIViewController")
        nodes[owner] = FlowGraph.Node(id: info.name, name: info.displayName, kind: isScreen ? .screen : .coordinator,
                                      location: info.declarations.first?.location)
      }
      for construction in built[owner] ?? [] where pairs.insert([owner, construction.coordinator]).inserted {
        objcOwned.append(FlowGraph.Edge(from: owner, to: construction.coordinator, kind: .child, strength: nil,
                                        label: construction.label, location: construction.location))
      }
    }
    let allChildren = children + objcOwned
    let allChildIds = childIds.union(objcOwned.map(\.to))
    let marked = objcCreated.filter { nodes[$0.key] != nil }
    return FlowStructure(coordinators: nodes, children: allChildren, starts: unretainedStarts(),
                         backReferences: backReferenceEdges(), screens: screenEdges() + routes.screens,
                         transitions: transitionEdges(children: allChildren, added: added),
                         roots: Set(built.values.flatMap { $0.map(\.coordinator) }).union(owners)
                           .union(marked.keys).subtracting(allChildIds),
                         objcCreations: marked)
  }

  // MARK: - Edges

  /// Parent → child for every add whose child is a concrete coordinator (as the lifecycle pass resolved it, or
  /// as the ownership pass followed it through locals and `forEach`), and for coordinators a coordinator creates
  /// and keeps in one of its own properties (`self.settings = SettingsCoordinator(…)`).
  private func childEdges(routes: [FlowGraph.Edge], added: [SourceLocation: Set<Add>], instantiated: Set<String>)
    -> [FlowGraph.Edge] {
    var edges = routes
    for (location, adds) in added {
      for add in adds {
        edges.append(FlowGraph.Edge(from: add.parent, to: add.child, kind: .child, strength: .strong,
                                    label: add.via, location: location))
      }
    }
    // A child kept in a property as well as in the children store is drawn once, as the add.
    var pairs = Set(edges.map { [$0.from, $0.to] })
    for wiring in ownership.wirings where wiring.kind == .assignment || wiring.kind == .injection {
      guard let property = wiring.property, !wiring.isBackReference, wiring.holder == wiring.function?.owner,
            isConcreteCoordinator(wiring.holderType), isConcreteCoordinator(wiring.targetType),
            wiring.holderType != wiring.targetType, !pairs.contains([wiring.holderType, wiring.targetType])
      else { continue }
      edges.append(FlowGraph.Edge(from: wiring.holderType, to: wiring.targetType, kind: .child,
                                  strength: wiring.strength, label: property.name, location: wiring.location))
    }
    // A coordinator that builds another and starts or wires it runs that flow, whoever keeps it afterwards (its
    // screen's view model, a wrapper the factory returns); one it never uses is only passed along.
    // `private lazy var authorizations = AuthorizationsCoordinator()`: a child built by a property's initializer.
    for entry in coordinators.sorted where entry.kind == .coordinator {
      let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: entry.name, function: nil)
      for property in codebase.type(entry.name)?.properties ?? [] where !property.isStatic {
        guard case .call(let call)? = property.initializer, case .metatype? = resolver.type(of: call.callee),
              let child = resolver.type(of: .call(call))?.unwrapped.nominalName, isConcreteCoordinator(child),
              child != entry.name, !pairs.contains([entry.name, child]) else { continue }
        edges.append(FlowGraph.Edge(from: entry.name, to: child, kind: .child, strength: .strong, label: property.name,
                                    location: property.location))
      }
    }
    pairs.formUnion(edges.map { [$0.from, $0.to] })
    // A factory may make another coordinator of the caller's own type (an item opening a linked item): a new
    // instance, so a child; an initializer of its own type in a coordinator is more often a static `make()`.
    // One stored in a property of the coordinator is kept by it, used or not.
    for creation in creations
    where (creation.isUsed || creation.storedIn != nil) && (creation.escapes || creation.viaFactory)
      && !creation.inTypeMethod {
      let parent = creation.function.owner
      guard isConcreteCoordinator(parent), isConcreteCoordinator(creation.type) || instantiated.contains(creation.type),
            parent != creation.type || creation.viaFactory,
            pairs.insert([parent, creation.type]).inserted else { continue }
      edges.append(FlowGraph.Edge(from: parent, to: creation.type, kind: .child, strength: nil,
                                  label: creation.function.name, location: creation.location))
    }
    return edges
  }

  /// A child added at a site: its parent, its type and the method that adds it.
  private struct Add: Hashable {
    let parent: String
    let child: String
    let via: String
  }

  /// Every add of a concrete coordinator, by site.
  private func childrenAdded(instantiated: Set<String>) -> [SourceLocation: Set<Add>] {
    let lifecycle = lifecycle
    var result: [SourceLocation: Set<Add>] = [:]
    var viaByLocation: [SourceLocation: String] = [:]
    var callers: [FunctionRef: [Caller]]?
    // Adds drawn on their callers instead: the ownership graph's `self` of the protocol is not drawn for them.
    var lifted = Set<SourceLocation>()
    for add in lifecycle.adds {
      // Inside a wrapper the child is a parameter: the wrapper's call sites carry the real children. An initializer
      // whose child parameter has a default value (`login: LoginCoordinator = LoginCoordinator()`) builds it itself.
      if add.wrapper == nil, lifecycle.wrappers[add.function] != nil, let child = add.child,
         isConcreteCoordinator(child) && isDefaultedInitializerParameter(add.childExpr, in: add.function) {
        result[add.location, default: []].insert(Add(parent: add.parent, child: child, via: add.via))
        continue
      }
      guard add.wrapper != nil || lifecycle.wrappers[add.function] == nil else { continue }
      viaByLocation[add.location] = add.via
      guard coordinators.isCoordinator(add.parent) || !(lifecycle.stores[add.parent] ?? []).isEmpty else { continue }
      let child = add.child.flatMap { isConcreteCoordinator($0) || instantiated.contains($0) ? $0 : nil }
      // A helper's parameters are whatever its callers pass; a protocol extension's `self` is whichever conforming
      // coordinator calls it. A base class's own add is drawn on the base, where its code is.
      let parentLifts = !isConcreteCoordinator(add.parent)
        && (add.parentSource == .selfValue ? codebase.type(add.parent)?.kind == .protocol : add.parentSource != .other)
      let childParameter = child == nil ? parameterPart(of: add.childExpr, in: add.function, at: add.location) : nil
      // A wrapper's own call sites are adds already.
      if parentLifts || childParameter != nil, lifecycle.wrappers[add.function] == nil {
        if callers == nil { callers = callIndex() }
        let found = liftedAdds(of: add, child: child.map { .known($0) } ?? childParameter.map { .parameter($0.index, $0.steps) },
                               callers: callers ?? [:])
        for (parent, liftedChild, location) in found {
          result[location, default: []].insert(Add(parent: parent, child: liftedChild, via: add.via))
        }
        if !found.isEmpty {
          lifted.insert(add.location)
          continue
        }
      }
      guard let child else { continue }
      result[add.location, default: []].insert(Add(parent: add.parent, child: child, via: add.via))
    }
    let graph = ownership.graph
    for (from, edges) in graph.outgoing {
      guard let parent = graph.nodeTypes[from], coordinators.isCoordinator(parent) else { continue }
      for edge in edges where edge.kind == .children && !lifted.contains(edge.location) {
        guard let child = graph.nodeTypes[edge.to], isConcreteCoordinator(child) || instantiated.contains(child) else {
          continue
        }
        result[edge.location, default: []].insert(Add(parent: parent, child: child,
                                                      via: viaByLocation[edge.location] ?? "child"))
      }
    }
    return result
  }

  /// Every call by the function it can reach, built once when an add needs its callers.
  private func callIndex() -> [FunctionRef: [Caller]] {
    var index: [FunctionRef: [Caller]] = [:]
    for summary in lifecycle.summaries {
      for call in summary.calls {
        for target in call.targets { index[target, default: []].append((summary.function, summary.owner, call)) }
      }
    }
    return index
  }

  /// A call of a function: the function it is in, that function's type, the call.
  private typealias Caller = (function: FunctionRef, owner: String?, call: FunctionSummary.CallSite)

  /// The child of an add as its function sees it: a known coordinator, or one of the function's parameters.
  private enum LiftedChild: Hashable {
    case known(String)
    /// The parameter, or the part of it the steps reach (`case .push(let child)` on the parameter `route`).
    case parameter(Int, [PatternStep])
  }

  private func isDefaultedInitializerParameter(_ expr: Expr?, in function: FunctionRef) -> Bool {
    guard function.name == "init", let index = parameterIndex(of: expr, in: function),
          let parameters = lifecycle.summary(of: function)?.decl?.parameters, index < parameters.count else { return false }
    return parameters[index].hasDefault
  }

  /// The parameter `expr` names in `function`, or the parameter a local of it takes its part from
  /// (`case .push(let child)` in a `switch route`), with the steps to that part.
  private func parameterPart(of expr: Expr?, in function: FunctionRef, at location: SourceLocation)
    -> (index: Int, steps: [PatternStep])? {
    if let index = parameterIndex(of: expr, in: function) { return (index, []) }
    guard case .name(let name)? = expr, let summary = lifecycle.summary(of: function), let decl = summary.decl else {
      return nil
    }
    let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: summary.owner, function: decl)
    guard case .projection(.name(let whole), let steps)? = resolver.boundValue(of: name, before: location),
          let index = summary.parameterIndex(named: whole) else { return nil }
    return (index, steps)
  }

  /// The parameter `expr` names in `function`, if it names one.
  private func parameterIndex(of expr: Expr?, in function: FunctionRef) -> Int? {
    guard case .name(let name)? = expr else { return nil }
    return lifecycle.summary(of: function)?.parameterIndex(named: name)
  }

  /// The concrete parent and child of an add made in a protocol extension or a helper: its function's callers,
  /// followed up through `self` and parameters (`Flows.start(PayCoordinator(), from: self)`, a `showPremium()` in
  /// `extension Coordinator` called by `SettingsCoordinator`) until a concrete coordinator is the parent and the
  /// child's type is known.
  private func liftedAdds(of add: ChildMutation, child: LiftedChild?, callers: [FunctionRef: [Caller]])
    -> [(parent: String, child: String, location: SourceLocation)] {
    guard let child else { return [] }
    var result: [(String, String, SourceLocation)] = []
    var seen = Set<String>()
    // Each step: the function whose callers to read, its parent (a concrete coordinator once settled, else where
    // the function gets it), its child.
    // `guards`: the `#if` conditions of the functions passed, which the concrete caller's module must not rule out
    // (a file in an app and its extension declares `showPremium()` once for each).
    var work: [(function: FunctionRef, settled: String?, source: ChildMutation.ParentSource, child: LiftedChild,
                depth: Int, guards: [BuildCondition])] = [
      (add.function, isConcreteCoordinator(add.parent) ? add.parent : nil, add.parentSource, child, 0,
       condition(of: add.function).map { [$0] } ?? []),
    ]
    while let (function, settled, source, child, depth, guards) = work.popLast() {
      guard depth < 6, seen.insert("\(function.location)|\(settled ?? "")|\(source)|\(child)").inserted else {
        continue
      }
      for (caller, owner, call) in callers[function] ?? [] {
        var parent = settled
        var nextSource = ChildMutation.ParentSource.other
        if settled == nil {
          switch source {
          case .selfValue:
            if call.isOnSelf { parent = owner; nextSource = .selfValue } else {
              parent = call.receiverType
              nextSource = call.receiverParameter.map { .parameter($0) } ?? .other
            }
          case .parameter(let index):
            guard let argument = argumentIndex(forParameter: index, of: function, in: call) else { continue }
            if call.arguments[argument].value.isSelf { parent = owner; nextSource = .selfValue } else {
              nextSource = call.argumentParameter(argument).map { .parameter($0) } ?? .other
            }
          case .other:
            continue
          }
          parent = parent.flatMap { coordinators.isCoordinator($0) && codebase.type($0)?.kind != .protocol ? $0 : nil }
          guard parent != nil || nextSource != .other else { continue }
        }
        var nextChild = child
        if case .parameter(let index, let steps) = child {
          guard let argument = argumentIndex(forParameter: index, of: function, in: call) else { continue }
          if let type = argumentType(call.arguments[argument].value, steps: steps, in: caller, owner: owner,
                                     at: call.location) {
            nextChild = .known(type)
          } else if let own = call.argumentParameter(argument) {
            nextChild = .parameter(own, steps)
          } else {
            continue
          }
        }
        let nextGuards = guards + (condition(of: caller).map { [$0] } ?? [])
        if let parent, case .known(let type) = nextChild {
          let conditions = codebase.modules.conditions(ofFile: call.location.file)
          if nextGuards.allSatisfy({ $0.holds(in: conditions) != false }) {
            result.append((parent, type, call.location))
          }
        } else {
          work.append((caller, parent, nextSource, nextChild, depth + 1, nextGuards))
        }
      }
    }
    return result
  }

  /// The `#if` condition `function` is declared under.
  private func condition(of function: FunctionRef) -> BuildCondition? {
    lifecycle.summary(of: function)?.decl?.condition
  }

  /// The concrete coordinator an argument is, typed in its caller's body; with `steps`, the part of it they reach
  /// (`.push(ProfileCoordinator())` for `case .push(let child)`).
  private func argumentType(_ expr: Expr, steps: [PatternStep], in caller: FunctionRef, owner: String?,
                            at location: SourceLocation) -> String? {
    guard let decl = lifecycle.summary(of: caller)?.decl else { return nil }
    let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: owner, function: decl)
    var part = expr
    if !steps.isEmpty {
      let inspector = FactoryInspector(codebase: codebase, coordinators: coordinators)
      guard let projected = inspector.project(expr, steps: steps, resolver: resolver, at: location) else { return nil }
      part = projected
    }
    guard let type = resolver.type(of: part, at: location)?.unwrapped.nominalName else { return nil }
    return isConcreteCoordinator(type) ? type : nil
  }

  /// The argument of `call` that passes `function`'s parameter `index`: by position when every argument is
  /// written, else by label.
  private func argumentIndex(forParameter index: Int, of function: FunctionRef, in call: FunctionSummary.CallSite)
    -> Int? {
    guard let parameters = lifecycle.summary(of: function)?.decl?.parameters, index < parameters.count else {
      return nil
    }
    if call.arguments.count == parameters.count { return index }
    let label = parameters[index].label
    return call.arguments.firstIndex { $0.label == label }
  }

  /// Coordinator base classes the sources also build as they are (`ListCoordinator(…)` next to its subclasses): such
  /// a base is a flow of its own wherever it is built.
  private func instantiatedBases() -> Set<String> {
    var result = Set<String>()
    for creation in creations where !creation.viaFactory && coordinators.entries[creation.type]?.kind == .base {
      result.insert(creation.type)
    }
    for add in lifecycle.adds {
      guard let child = add.child, coordinators.entries[child]?.kind == .base, case .call(let call)? = add.childExpr,
            call.callee == .name(Codebase.declaredName(ofKey: child)) || call.callee == .name(child) else { continue }
      result.insert(child)
    }
    return result
  }

  private func isConcreteCoordinator(_ key: String) -> Bool {
    coordinators.entries[key]?.kind == .coordinator
  }

  /// Coordinator → coordinator it creates and starts but nothing keeps (what the unretained mark shows).
  private func unretainedStarts() -> [FlowGraph.Edge] {
    creations.compactMap { creation in
      guard creation.isUsed, !creation.escapes, !creation.viaFactory, isConcreteCoordinator(creation.function.owner)
      else { return nil }
      return FlowGraph.Edge(from: creation.function.owner, to: creation.type, kind: .starts, strength: nil,
                            label: creation.function.name, location: creation.location)
    }
  }

  /// References back up the tree: every wiring that hands over a coordinator's own `self`, from the holder to the
  /// coordinator; the builder keeps those held by screens only when it draws screens.
  private func backReferenceEdges() -> [FlowStructure.BackReference] {
    ownership.checks.compactMap { check -> FlowStructure.BackReference? in
      let wiring = check.wiring
      guard wiring.isBackReference, coordinators.isCoordinator(wiring.targetType) else { return nil }
      let label: String
      switch wiring.kind {
      case .assignment, .injection: label = wiring.property?.name ?? ""
      case .closure: label = "\(wiring.property?.name ?? "closure") (closure)"
      case .subscription: label = "subscription"
      }
      return FlowStructure.BackReference(
        edge: FlowGraph.Edge(from: wiring.holderType, to: wiring.targetType, kind: .backReference,
                             strength: wiring.strength, label: label, location: wiring.location),
        holderIsCoordinator: coordinators.isCoordinator(wiring.holderType))
    }
  }

  /// Coordinator → screen for every screen shown by code in a coordinator (or in what it calls). A hosting
  /// controller is drawn with its SwiftUI root view; a navigation controller created around a screen is drawn as
  /// the screen it contains.
  private func screenEdges() -> [FlowStructure.Shown] {
    let graph = ownership.graph
    var result: [FlowStructure.Shown] = []
    for presentation in ownership.presentations where coordinators.isCoordinator(presentation.presenter) {
      for node in screenNodes(presentation.shown, graph: graph, depth: 0) {
        result.append(FlowStructure.Shown(node: node, edge: FlowGraph.Edge(
          from: presentation.presenter, to: node.id, kind: .shows, strength: .strong, label: presentation.method,
          location: presentation.location)))
      }
    }
    return result
  }

  /// What a shown value is drawn as. Whatever is pushed, presented or set as root is a screen, declared in the
  /// sources or not (`UIAlertController` is one too); a framework container created around a screen is drawn as
  /// what it contains, a hosting controller as `UIHostingController<RootView>`.
  private func screenNodes(_ shown: String, graph: OwnershipGraph, depth: Int) -> [FlowGraph.Node] {
    guard depth < 4, let type = graph.nodeTypes[shown], !coordinators.isCoordinator(type) else { return [] }
    let info = codebase.type(type)
    if let info, info.isDeclaredInSources {
      guard info.kind == .class else { return [] }
      return [FlowGraph.Node(id: info.name, name: info.displayName, kind: .screen,
                             location: info.declarations.first?.location)]
    }
    let contained = (graph.outgoing[shown] ?? []).filter { $0.kind == .containment }
    guard !contained.isEmpty else {
      return [FlowGraph.Node(id: type, name: type, kind: .screen, location: nil)]
    }
    if type == "UIHostingController" {
      return contained.compactMap { edge in
        guard let view = graph.nodeTypes[edge.to] else { return nil }
        let viewInfo = codebase.type(view)
        let name = "UIHostingController<\(viewInfo?.displayName ?? view)>"
        return FlowGraph.Node(id: "UIHostingController<\(view)>", name: name, kind: .screen,
                              location: viewInfo?.declarations.first?.location)
      }
    }
    return contained.flatMap { screenNodes($0.to, graph: graph, depth: depth + 1) }
  }

  /// What library coordinators' `prepareTransition(for:)` shows: routers of other coordinators are children,
  /// anything else a screen.
  private func routeTransitions() -> (children: [FlowGraph.Edge], screens: [FlowStructure.Shown]) {
    var stored: [String: String] = [:]
    for wiring in ownership.wirings where wiring.holder == wiring.function?.owner && !wiring.isBackReference {
      guard let property = wiring.property, isConcreteCoordinator(wiring.targetType) else { continue }
      stored["\(wiring.holderType).\(property.name)"] = wiring.targetType
    }
    var children: [FlowGraph.Edge] = []
    var shownScreens: [FlowStructure.Shown] = []
    for shown in RouteTransitionFinder(codebase: codebase, coordinators: coordinators, storedCoordinators: stored).run() {
      if let child = shown.coordinator {
        guard child != shown.parent else { continue }
        children.append(FlowGraph.Edge(from: shown.parent, to: child, kind: .child, strength: .strong,
                                       label: shown.method, location: shown.location))
      } else if let screen = shown.screen {
        let info = codebase.type(screen)
        let node = FlowGraph.Node(id: info?.name ?? screen, name: info?.displayName ?? screen, kind: .screen,
                                  location: info?.declarations.first?.location)
        shownScreens.append(FlowStructure.Shown(node: node, edge: FlowGraph.Edge(
          from: shown.parent, to: node.id, kind: .shows, strength: .strong, label: shown.method,
          location: shown.location)))
      }
    }
    return (children, shownScreens)
  }

  /// Finished child → next child, when the parent reacts to the one finishing by starting the other.
  private func transitionEdges(children: [FlowGraph.Edge], added: [SourceLocation: Set<Add>]) -> [FlowGraph.Edge] {
    var byParent: [String: Set<String>] = [:]
    for edge in children where edge.kind == .child { byParent[edge.from, default: []].insert(edge.to) }
    var finder = TransitionFinder(codebase: codebase, coordinators: coordinators, lifecycle: lifecycle,
                                  childrenAdded: added.mapValues { Set($0.map(\.child)) })
    return finder.run(children: byParent).map { transition in
      FlowGraph.Edge(from: transition.finished, to: transition.next, kind: .transition, strength: nil,
                     label: transition.label, location: transition.location)
    }
  }

  // MARK: - Roots

  /// A coordinator built outside any coordinator, and what builds it: the function or property, and where.
  private struct Construction {
    let coordinator: String
    let label: String
    let location: SourceLocation
  }

  /// Coordinators built outside any coordinator (in a scene or app delegate, an `@main` app, a free function), by
  /// the type that builds them (`""` for free functions and top-level code), in source order.
  private func constructedOutsideCoordinators() -> [String: [Construction]] {
    var result: [String: [Construction]] = [:]
    for function in codebase.functionBodies where !coordinators.isCoordinator(function.owner ?? "") {
      let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: function.owner, function: function.decl)
      IRWalk.forEachStatement(in: function.body) { statement, _ in
        for expr in Self.expressions(of: statement) {
          collectConstructed(expr, resolver: resolver) { type, location in
            result[function.owner ?? "", default: []].append(
              Construction(coordinator: type, label: function.decl.name, location: location))
          }
        }
      }
    }
    // `let coordinator = AppCoordinator()` as a stored property of an app or delegate.
    for key in codebase.types.keys.sorted() where !coordinators.isCoordinator(key) {
      let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: key, function: nil)
      for property in codebase.types[key]?.properties ?? [] {
        guard let value = property.initializer else { continue }
        collectConstructed(value, resolver: resolver) { type, location in
          result[key, default: []].append(Construction(coordinator: type, label: property.name, location: location))
        }
      }
    }
    return result
  }

  private static func expressions(of statement: Statement) -> [Expr] {
    switch statement {
    case .expression(let expr, _), .return(let expr?, _): return [expr]
    case .assignment(let assignment): return [assignment.value]
    case .binding(let binding): return binding.value.map { [$0] } ?? []
    case .forIn, .block, .return(nil, _): return []
    }
  }

  /// Coordinators `expr` constructs through a chain of calls and member accesses (`AppCoordinator(…).start()`,
  /// an argument of a call), not inside closures or other expressions.
  private func collectConstructed(_ expr: Expr, resolver: ExpressionTypeResolver,
                                  _ found: (String, SourceLocation) -> Void) {
    IRWalk.forEachExpression(in: expr) { expr, _ in
      switch expr {
      case .call(let call):
        if case .metatype? = resolver.type(of: call.callee), let type = resolver.type(of: expr)?.nominalName,
           coordinators.entries[type]?.kind == .coordinator {
          found(type, call.location)
        }
        return .visitChildren
      case .member(_?, _): return .visitChildren
      default: return .skipChildren
      }
    }
  }
}

extension FlowGraphPass: AnalysisPass {
  public static var name: String { "flow graph" }
  public static var requires: [any AnalysisPass.Type] {
    [CoordinatorDetectionPass.self, ChildLifecyclePass.self, CoordinatorCreationPass.self, OwnershipPass.self]
  }

  public static func run(_ context: PassContext) -> FlowStructure {
    FlowGraphPass(codebase: context.codebase, coordinators: context[CoordinatorDetectionPass.self],
                  lifecycle: context[ChildLifecyclePass.self], creations: context[CoordinatorCreationPass.self],
                  ownership: context[OwnershipPass.self]).run()
  }
}
