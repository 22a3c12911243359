/// Where the flow itself breaks a cycle of strong references: UIKit lets go of a screen when it is popped,
/// dismissed or replaced; a parent removes a child from its children; a property is set to `nil`. A cycle with such
/// a place is real but temporary; one without is a leak.
public struct CycleBreaks: Sendable {
  /// One place that breaks a cycle.
  public struct Break: Hashable, Sendable {
    public enum Kind: String, Sendable {
      /// The screen on the edge is released when UIKit stops showing it.
      case screenReleased
      /// The parent removes the child from its children.
      case childRemoved
      /// The property on the edge is set to `nil`.
      case propertyCleared
      /// The subscription on the edge ends with its sequence, which completes by itself.
      case subscriptionEnds
    }

    public let kind: Kind
    /// The cycle's edge it breaks.
    public let edge: OwnershipGraph.Edge
    /// Where it breaks: the edge's own site for a screen, else the removal, the `nil` assignment or what ends the
    /// sequence.
    public let location: SourceLocation
    /// Why a subscription's sequence ends (`'fetch()' is a 'Single', which completes by itself`).
    public var detail: String? = nil
  }

  private let codebase: Codebase
  private let lifecycle: ChildLifecycle
  private let graph: OwnershipGraph
  /// Where each property (owner key, name) is set to `nil`, first site in source order.
  private let clearedAt: [PropertyKey: SourceLocation]
  /// Where each stack on some cycle (`Owner.property`) is emptied (`viewControllers = []`), first site in source
  /// order: its screens go then, roots included.
  private let emptiedAt: [String: SourceLocation]
  /// For a stack made at a site, the property that keeps it (`Owner.property`).
  private let stackProperties: [String: String]
  /// The sites that make a screen a stack's or window's root (`setViewControllers`, `viewControllers =`,
  /// `rootViewController =`), and the holders that get a root at more than one site.
  private let rootSites: Set<SourceLocation>
  private let replacedRoots: Set<String>
  /// The stacks on some cycle that only their holder uses: it made them itself, or every creation of the holder
  /// is given a new one. Their root leaves only when the holder replaces it, and the first screen its `start…`
  /// pushes is that root.
  private let exclusiveStacks: Set<String>
  /// The sites that show a screen on a stack that is the holder's own for the method they lie in, though other
  /// methods' screens may go on a shared one.
  private let exclusiveSites: Set<SourceLocation>
  /// The first push in each `start…` method, by location.
  private let firstPushes: Set<SourceLocation>
  /// The adds on some cycle whose child has an exit that skips its removal, with that exit.
  let skippedExits: [SourceLocation: ExitChecks.Skipped]
  /// Where a flow ends with a screen pushed onto its own stack still on it, asked as cycles are classified.
  let stackEnds: StackFlowEnds
  /// The type whose code shows each screen, by the show's site.
  private let presenters: [SourceLocation: String]
  /// The stacks some code presents: dismissing closes them.
  private let presentedStacks: Set<String>

  private struct PropertyKey: Hashable {
    let owner: String
    let name: String
  }

  public init(codebase: Codebase, lifecycle: ChildLifecycle, ownership: OwnershipAnalysis, jobs: Int = 1) {
    self.codebase = codebase
    self.lifecycle = lifecycle
    graph = ownership.graph
    // Only properties on some cycle can break one: the scan looks at assignments to those names alone.
    var names = Set<String>()
    for check in ownership.checks where check.verdict == .cycle {
      if let property = check.wiring.property { names.insert(property.name) }
      for edge in check.path { if let property = edge.property { names.insert(property.name) } }
    }
    rootSites = Set(ownership.rootSites.values.joined())
    replacedRoots = Set(ownership.rootSites.filter { $0.value.count > 1 }.keys)
    var holders = Set<String>()
    var containers = Set<String>()
    for check in ownership.checks where check.verdict == .cycle {
      for edge in check.path where edge.kind == .shows { holders.insert(edge.from) }
      for edge in check.path where edge.kind == .containment || edge.kind == .shows { containers.insert(edge.from) }
    }
    // A stack made at a site and kept in a property (`modalNav = UINavigationController(rootViewController: vc)`)
    // is emptied through that property.
    var keptIn: [String: String] = [:]
    for (from, edges) in ownership.graph.outgoing {
      for edge in edges where edge.kind == .property && containers.contains(edge.to) && edge.to.contains("@") {
        if let property = edge.property { keptIn[edge.to] = "\(property.owner).\(property.name)" }
      }
      _ = from
    }
    stackProperties = keptIn
    let presented = Set(ownership.presentations.filter { $0.method == "present" }.map(\.location))
    presentedStacks = Set(ownership.presentations.filter { $0.method == "present" }.map(\.shown))
    var presenters: [SourceLocation: String] = [:]
    for presentation in ownership.presentations where presenters[presentation.location] == nil {
      presenters[presentation.location] = presentation.presenter
    }
    self.presenters = presenters
    stackEnds = StackFlowEnds(codebase: codebase, lifecycle: lifecycle, presentations: ownership.presentations,
                              graph: ownership.graph)
    // The three scans read the same immutable model and nothing of each other: each whole-program walk runs on its
    // own thread when there are several, and gives the same answer either way.
    let cleared = ResultSlots<([PropertyKey: SourceLocation], [String: SourceLocation])>(count: 1)
    let exclusive = ResultSlots<(holders: Set<String>, sites: Set<SourceLocation>, firstPushes: Set<SourceLocation>)>(
      count: 1)
    let skipping = ResultSlots<[SourceLocation: ExitChecks.Skipped]>(count: 1)
    let graph = ownership.graph, checks = ownership.checks
    ParallelWork.forEach(3, jobs: jobs) { [names, holders, keptIn] task in
      switch task {
      case 0:
        let stacks = holders.union(keptIn.values)
        cleared[0] = (names.isEmpty ? [:] : CycleBreaks.nilAssignments(in: codebase, named: names),
                      stacks.isEmpty ? [:] : CycleBreaks.emptiedStacks(in: codebase, among: stacks))
      case 1:
        let found = holders.isEmpty ? (holders: [], sites: [])
          : CycleBreaks.exclusiveStacks(among: holders, in: codebase, graph: graph, presented: presented)
        let pushes = found.holders.isEmpty && found.sites.isEmpty ? [] : CycleBreaks.firstPushes(in: codebase)
        exclusive[0] = (found.holders, found.sites, pushes)
      default:
        skipping[0] = CycleBreaks.skippedExits(on: checks, lifecycle: lifecycle, codebase: codebase)
      }
    }
    clearedAt = cleared[0]?.0 ?? [:]
    emptiedAt = cleared[0]?.1 ?? [:]
    exclusiveStacks = exclusive[0]?.holders ?? []
    exclusiveSites = exclusive[0]?.sites ?? []
    firstPushes = exclusive[0]?.firstPushes ?? []
    skippedExits = skipping[0] ?? [:]
  }

  /// The ways of showing a screen that make it the root of a stack or window: it leaves only when the root is
  /// replaced, never when it is dismissed along with its stack or popped to.
  static let rootMethods: Set<String> = ["root", "setViewControllers", "viewControllers"]

  /// What a cycle is: permanent, with a witness path that no break interrupts, or temporary, with the places that
  /// break it (along the shortest path, and the closing reference itself when it is cleared).
  public enum Classification: Sendable {
    case permanent(path: [OwnershipGraph.Edge])
    case temporary(breaks: [Break])
  }

  /// Whether the cycle `check` closes lasts: it is temporary when every chain of strong references that closes it
  /// passes a place the flow breaks, or when the closing reference itself is cleared.
  public func classify(_ check: ReferenceCheck) -> Classification {
    let wiring = check.wiring
    var closing: Break?
    if let property = wiring.property, let site = clearedAt[PropertyKey(owner: property.owner, name: property.name)] {
      let edge = OwnershipGraph.Edge(from: wiring.holderType, to: wiring.targetType, kind: .property,
                                     strength: property.ownership, property: property, location: wiring.location)
      closing = Break(kind: .propertyCleared, edge: edge, location: site)
    }
    if wiring.kind == .subscription, let end = wiring.sequenceEnd {
      // The subscription lets go of the closure when its sequence completes: a request, a `take(1)`.
      closing = Break(kind: .subscriptionEnds, edge: wiring.edge,
                      location: end.location == FlowWalker.unplaced ? wiring.location : end.location,
                      detail: end.reason)
    }
    if closing == nil,
       let path = graph.path(from: wiring.target, to: wiring.holder, through: { $0.strength == .strong && breakOf($0) == nil }) {
      return .permanent(path: path)
    }
    var breaks = check.path.compactMap(breakOf)
    if let closing, !breaks.contains(where: { $0.location == closing.location }) { breaks.append(closing) }
    return .temporary(breaks: breaks)
  }

  /// How the flow breaks one edge, if it does.
  private func breakOf(_ edge: OwnershipGraph.Edge) -> Break? {
    switch edge.kind {
    case .shows, .containment:
      // A stack its holder empties (`modalNavigationController?.viewControllers = []`) lets every screen go.
      if let site = emptiedAt[edge.from] ?? stackProperties[edge.from].flatMap({ emptiedAt[$0] }) {
        return Break(kind: .screenReleased, edge: edge, location: site)
      }
      guard edge.kind == .shows else { return nil }
      // A root screen is let go of only when another root replaces it: dismissing its stack does not empty it. On
      // a stack others share, they may replace it; on one only its holder uses, only its own sites can.
      let ownStack = exclusiveStacks.contains(edge.from) || exclusiveSites.contains(edge.location)
      if ownStack && rootSites.contains(edge.location) && !replacedRoots.contains(edge.from) { return nil }
      // The first screen pushed onto a new stack is its root, with nothing to go back to.
      if ownStack && firstPushes.contains(edge.location) { return nil }
      // A pushed screen leaves its stack only when popped: if the flow can end while it is shown (it, or a screen
      // it leads to, swaps the window's root, dismisses the stack, or ends the flow of the stack's only user), the
      // stack goes with the screen still on it.
      if !rootSites.contains(edge.location), let presenter = presenters[edge.location],
         let screen = graph.nodeTypes[edge.to],
         stackEnds.end(after: screen, coordinator: presenter, at: edge.location,
                       scope: StackFlowEnds.Scope(ownStack: ownStack,
                                                  presented: presentedStacks.contains(edge.from))) != nil {
        return nil
      }
      return Break(kind: .screenReleased, edge: edge, location: edge.location)
    case .children:
      return removal(of: edge).map { Break(kind: .childRemoved, edge: edge, location: $0) }
    case .property, .closure:
      guard let property = edge.property,
            let site = clearedAt[PropertyKey(owner: property.owner, name: property.name)] else { return nil }
      return Break(kind: .propertyCleared, edge: edge, location: site)
    case .subscription:
      return nil
    }
  }

  /// Where the parent removes the child a children edge adds: a removal that covers that add, as
  /// the child lifecycle judges it. An add nothing removes (a permanent tab, an orphan) breaks nothing, and nor does
  /// one whose child has an exit that skips the removal: a sheet swiped down, a screen popped with the back button,
  /// a callback whose handler keeps it.
  ///
  /// Failing that, a clear in the parent's own finish that the sources run frees the child when the parent ends.
  private func removal(of edge: OwnershipGraph.Edge) -> SourceLocation? {
    let adds = lifecycle.adds(at: edge.location)
    return childRemoval(among: adds, edge: edge)
      ?? adds.lazy.compactMap { self.lifecycle.teardownClears(for: $0).first?.location }.first
  }

  private func childRemoval(among adds: [ChildMutation], edge: OwnershipGraph.Edge) -> SourceLocation? {
    adds.lazy.compactMap { add -> SourceLocation? in
      guard self.skippedExits[add.location] == nil else { return nil }
      // An add whose child's type the lifecycle could not tell (bound after a `switch`) is covered by any removal
      // of the store; the edge knows the child, so a removal of another type is not the one that breaks it.
      let child = add.child ?? edge.to
      let removals = self.lifecycle.coveringRemovals(for: add).filter { removal in
        guard let removed = removal.child else { return true }
        return self.codebase.isSubtype(child, of: removed) || self.codebase.isSubtype(removed, of: child)
      }
      // The note points where this child leaves: its own code handing itself up, else the parent's, before a
      // shared callback some other coordinator calls.
      return (removals.first { $0.function.owner == child } ?? removals.first { self.related(removal: $0, to: child) }
        ?? removals.first { self.related(removal: $0, to: add.parent) } ?? removals.first)?.location
    }.first
  }

  private func related(removal: ChildMutation, to type: String) -> Bool {
    !removal.function.owner.isEmpty && lifecycle.related(removal.function.owner, type)
  }

  /// The adds among the children edges of `checks`' cycles with an exit of the child that leaves it in its
  /// parent's children (what the orphan rule reports for an add that is otherwise removed), with that exit. Asked
  /// once for all: the exit checks learn per type, and building them per edge cost a scan of every type each time.
  private static func skippedExits(on checks: [ReferenceCheck], lifecycle: ChildLifecycle,
                                   codebase: Codebase) -> [SourceLocation: ExitChecks.Skipped] {
    var sites = Set<SourceLocation>()
    for check in checks where check.verdict == .cycle {
      for edge in check.path where edge.kind == .children { sites.insert(edge.location) }
    }
    guard !sites.isEmpty else { return [:] }
    let exits = ExitChecks(lifecycle: lifecycle, bodies: codebase.functionBodyIndex)
    var result: [SourceLocation: ExitChecks.Skipped] = [:]
    for site in sites.sorted() {
      for add in lifecycle.adds(at: site) where result[add.location] == nil {
        result[add.location] = exits.skippedExit(of: add, lifetime: lifecycle.lifetime(of: add))
      }
    }
    return result
  }

  /// The holder nodes (`Owner.property`) among `holders` whose stack only the owner uses: the property is made by
  /// its own initializer, or every creation of the owner in the sources passes a new navigation controller
  /// (`MapCoordinator(navigationController: UINavigationController())`). A stack passed on from another object's
  /// property is shared, and so is one whose owner is never seen created. With them, the show sites whose own
  /// method only runs on objects given new stacks.
  static func exclusiveStacks(among holders: Set<String>, in codebase: Codebase,
                              graph: OwnershipGraph, presented: Set<SourceLocation> = [])
    -> (holders: Set<String>, sites: Set<SourceLocation>) {
    var owners: [String: [String]] = [:]
    var result = Set<String>()
    var sites = Set<SourceLocation>()
    for holder in holders {
      // A stack made at a site of the body that shows on it (`let modal = UINavigationController()`) is that
      // code's own.
      if let type = graph.nodeTypes[holder], holder != type, holder.hasPrefix(type + "@") {
        result.insert(holder)
        continue
      }
      guard let dot = holder.lastIndex(of: ".") else { continue }
      let owner = String(holder[..<dot]), name = String(holder[holder.index(after: dot)...])
      guard let property = codebase.property(named: name, in: owner), !property.decl.isStatic else { continue }
      owners[owner, default: []].append(name)
    }
    guard !owners.isEmpty else { return (result, sites) }
    // Every creation of an owner, with its arguments: `Owner(…)`, and `.init(…)` where the declared type of the
    // binding or property says which type it makes.
    var creations: [String: [(arguments: [Argument], sent: Set<String>?)]] = [:]
    // Names are resolved only when their last component is an owner's: most calls construct nothing of interest,
    // and resolving every callee of the app cost more than the rest of the classification.
    let simpleNames = Set(owners.keys.map { String(Codebase.declaredName(ofKey: $0).split(separator: ".").last ?? "") })
    func record(_ call: Call, declared: TypeRef?, scope: [String], sent: Set<String>? = nil) {
      var keys: [String] = []
      if case .name(let name) = call.callee {
        guard simpleNames.contains(String(name.split(separator: ".").last ?? "")) else { return }
        keys = codebase.resolve(name, from: codebase.fileScope(call.location.file))
      } else if case .member(nil, "init") = call.callee, let declared,
                declared.componentNames.contains(where: { simpleNames.contains(String($0.split(separator: ".").last ?? "")) }),
                let key = codebase.resolve(declared, from: scope).unwrapped.nominalName {
        keys = [key]
      }
      for key in keys where owners[key] != nil { creations[key, default: []].append((call.arguments, sent)) }
    }
    // Creations handing on a name that may be a parameter of their function, with the function's position.
    var passing: [(call: Call, declared: TypeRef?, scope: [String], sent: Set<String>?, position: Int)] = []
    for (position, function) in codebase.functionBodies.enumerated() {
      let scope = function.owner.flatMap { codebase.type($0)?.memberScope }
        ?? codebase.fileScope(function.decl.location.file)
      // Every call, and each binding whose declared type says what `.init(…)` makes, in one walk.
      var collector = CreationCollector()
      IRWalk.walk(function.body, &collector)
      var bodyCalls: [Call]?
      for (call, declared, name) in collector.calls {
        // Locals are looked into only for a possible creation of an owner: most calls construct nothing of interest.
        let mayCreate: Bool
        switch call.callee {
        case .name(let callee): mayCreate = simpleNames.contains(String(callee.split(separator: ".").last ?? ""))
        case .member(nil, "init"): mayCreate = declared != nil
        default: mayCreate = false
        }
        if mayCreate && bodyCalls == nil { bodyCalls = collector.calls.map(\.0) }
        let made = mayCreate
          ? CycleBreaks.withLocalStacks(call, in: function.body, calls: bodyCalls ?? [], codebase: codebase) : call
        // A stack handed in as the function's parameter is settled by its callers, once every creation is seen.
        if mayCreate, made.arguments.contains(where: { if case .name = $0.value { true } else { false } }) {
          passing.append((made, declared, scope, name.flatMap { collector.sent[$0] }, position))
          continue
        }
        record(made, declared: declared, scope: scope, sent: name.flatMap { collector.sent[$0] })
      }
    }
    if !passing.isEmpty {
      let bodies = codebase.functionBodies
      var stacks = ParameterStacks(codebase: codebase)
      for (call, declared, scope, sent, position) in passing {
        var made = call
        for (index, argument) in call.arguments.enumerated() {
          guard let parameter = stacks.parameterIndex(of: argument.value, in: bodies[position]),
                stacks.alwaysNew(function: position, parameter: parameter) else { continue }
          made.arguments[index].value = .call(Call(callee: .name("UINavigationController"), arguments: [],
                                                   location: call.location))
        }
        record(made, declared: declared, scope: scope, sent: sent)
      }
    }
    for info in codebase.types.values where info.isDeclaredInSources {
      for property in info.properties {
        guard case .call(let call)? = property.initializer else { continue }
        record(call, declared: property.type, scope: info.memberScope)
      }
    }
    for (owner, names) in owners {
      for name in names {
        guard let property = codebase.property(named: name, in: owner) else { continue }
        if let initializer = property.decl.initializer, case .call = initializer {
          result.insert("\(owner).\(name)")
          continue
        }
        // Set only by the owner's own code, and only to new stacks (`modalNavigationController =
        // UINavigationController()`); setting it to nil is a break of its own (`clearedAt`).
        let assigned = codebase.assignedValues(ofProperty: name, in: owner).filter { $0 != .literal(.nil) }
        if !assigned.isEmpty, assigned.allSatisfy({ isNewStack($0, codebase: codebase) || isImplicitInit($0) }) {
          result.insert("\(owner).\(name)")
          continue
        }
        let stackLabels = Set(codebase.type(owner)?.functions.filter { $0.kind == .initializer }.flatMap { decl in
          decl.parameters.filter { parameter in
            parameter.type?.unwrapped.nominalName.map { codebase.isSubtype($0, of: "UINavigationController") } == true
          }.compactMap(\.label)
        } ?? [])
        func givesNewStack(_ arguments: [Argument]) -> Bool {
          arguments.contains { argument in
            isNewStack(argument.value, codebase: codebase)
              || argument.label.map(stackLabels.contains) == true && isImplicitInit(argument.value)
          }
        }
        guard let made = creations[owner], !made.isEmpty else { continue }
        if made.allSatisfy({ givesNewStack($0.arguments) }) {
          result.insert("\(owner).\(name)")
          continue
        }
        // Some creations share a stack. A screen shown from a method is still on a stack of its own when every
        // creation whose object may run that method gives a new one: an object only sent other methods
        // (`child.present()` where `start()` pushes) never puts that screen on the stack it is given.
        let reach = MethodReach(owner: owner, codebase: codebase)
        for edge in graph.edges(from: "\(owner).\(name)") where edge.kind == .shows && !presented.contains(edge.location) {
          guard let method = reach.enclosing(edge.location) else { continue }
          let runners = reach.callers(of: method)
          let relevant = made.filter { creation in
            guard let sent = creation.sent, !sent.isEmpty else { return true }
            return !sent.isDisjoint(with: runners)
          }
          if !relevant.isEmpty, relevant.allSatisfy({ givesNewStack($0.arguments) }) { sites.insert(edge.location) }
        }
      }
    }
    return (result, sites)
  }

  /// Which methods of a type's lineage hold a site, and which run a method, by name.
  private struct MethodReach {
    private let functions: [FunctionDecl]
    private let callees: [(String, Set<String>)]

    init(owner: String, codebase: Codebase) {
      functions = codebase.lineage(of: owner).compactMap { codebase.type($0) }
        .flatMap(\.functions).filter { $0.body != nil }
      callees = functions.map { decl in
        (decl.name, Set(StatementSearch.calls(in: decl.body ?? []).compactMap { call -> String? in
          switch call.callee {
          case .name(let name), .member(.name("self")?, let name): return name
          default: return nil
          }
        }))
      }
    }

    /// The method a site lies in: the one of its file that starts last before it.
    func enclosing(_ location: SourceLocation) -> String? {
      functions.filter { $0.location.file == location.file && $0.location < location }
        .max { $0.location < $1.location }?.name
    }

    /// `method` and the methods that call it, transitively.
    func callers(of method: String) -> Set<String> {
      var result: Set<String> = [method]
      var grew = true
      while grew {
        grew = false
        for (name, called) in callees where !result.contains(name) && !called.isDisjoint(with: result) {
          result.insert(name)
          grew = true
        }
      }
      return result
    }
  }

  /// The calls of a body, each with the type its binding declares and the local it binds when it is a binding's
  /// value, and the methods sent to each local (`child.present()`).
  private struct CreationCollector: IRVisitor {
    var calls: [(Call, TypeRef?, String?)] = []
    var sent: [String: Set<String>] = [:]
    private var bound: [SourceLocation: (TypeRef?, String)] = [:]

    mutating func visit(_ statement: Statement, _ context: IRContext) -> IRWalkAction {
      if case .binding(let binding) = statement, case .call(let call)? = binding.value {
        bound[call.location] = (binding.type, binding.names.count == 1 ? binding.names[0] : "")
      }
      return .visitChildren
    }

    mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction {
      guard case .call(let call) = expr else { return .visitChildren }
      if let (type, name) = bound[call.location] {
        calls.append((call, type, name.isEmpty ? nil : name))
      } else {
        calls.append((call, nil, nil))
      }
      if case .member(.name(let receiver)?, let method) = call.callee { sent[receiver, default: []].insert(method) }
      return .visitChildren
    }
  }

  /// `.init()`, which makes a new object of the parameter's type.
  private static func isImplicitInit(_ expr: Expr) -> Bool {
    if case .call(let call) = expr, case .member(nil, "init") = call.callee { return true }
    return false
  }

  /// `UINavigationController()`, `UINavigationController(rootViewController: …)` or a subclass's initializer.
  static func isNewStack(_ expr: Expr, codebase: Codebase) -> Bool {
    guard case .call(let call) = expr, case .name(let name) = call.callee else { return false }
    return codebase.resolve(name, from: codebase.fileScope(call.location.file)).contains {
      codebase.isSubtype($0, of: "UINavigationController")
    }
  }

  /// The call with each argument that names a local made as a new navigation controller, and handed to no other
  /// call of the body, replaced by that construction (`let nav = UINavigationController()` then
  /// `TabCoordinator(navigationController: nav)`, a tab's stack): the stack is as new as one made in place.
  static func withLocalStacks(_ call: Call, in body: [Statement], calls: [Call], codebase: Codebase) -> Call {
    var result = call
    for (index, argument) in call.arguments.enumerated() {
      guard case .name(let local) = argument.value,
            let bound = ReturnedSequences.boundValue(of: local, in: body), isNewStack(bound, codebase: codebase)
      else { continue }
      let uses = calls.reduce(0) { count, other in
        count + other.arguments.filter { $0.value == .name(local) }.count
      }
      if uses == 1 { result.arguments[index].value = bound }
    }
    return result
  }

  /// The location of the first `pushViewController` in each `start…` method of the sources.
  static func firstPushes(in codebase: Codebase) -> Set<SourceLocation> {
    var result = Set<SourceLocation>()
    for function in codebase.functionBodies where CoordinatorNaming.isStart(function.decl.name) {
      if let first = StatementSearch.calls(in: function.body).first(where: { $0.name == "pushViewController" }) {
        result.insert(first.location)
      }
    }
    return result
  }

  /// The property name an assignment target ends in: `x` in `x`, `self.x`, `child.x`.
  private static func assignedName(_ target: Expr) -> String? {
    switch target {
    case .name(let name), .member(_, let name): return name
    default: return nil
    }
  }

  /// Where the owner's methods empty one of `holders` (`Owner.property`): `property.viewControllers = []` or
  /// `property.setViewControllers([], animated: …)`.
  private static func emptiedStacks(in codebase: Codebase, among holders: Set<String>) -> [String: SourceLocation] {
    var result: [String: SourceLocation] = [:]
    func note(_ base: Expr, in owner: String?, at location: SourceLocation) {
      guard let owner, let path = base.memberPathDroppingSelf, path.count == 1,
            let property = codebase.property(named: path[0], in: owner) else { return }
      let holder = "\(property.owner.name).\(path[0])"
      guard holders.contains(holder), result[holder].map({ location < $0 }) ?? true else { return }
      result[holder] = location
    }
    for function in codebase.functionBodies {
      IRWalk.visitStatements(in: function.body) { statement, _ in
        switch statement {
        case .assignment(let assignment):
          if assignment.op == "=", case .member(let base?, "viewControllers") = assignment.target,
             case .array(let elements) = assignment.value, elements.isEmpty {
            note(base, in: function.owner, at: assignment.location)
          }
        case .expression(.call(let call), _):
          if case .member(let base?, "setViewControllers") = call.callee,
             case .array(let elements)? = call.arguments.first?.value, elements.isEmpty {
            note(base, in: function.owner, at: call.location)
          }
        default:
          break
        }
        return .visitChildren
      }
    }
    return result
  }

  /// `x = nil`, `self.x = nil` in the owner's methods, and `other.x = nil` where `other`'s type is known.
  private static func nilAssignments(in codebase: Codebase, named names: Set<String>) -> [PropertyKey: SourceLocation] {
    var result: [PropertyKey: SourceLocation] = [:]
    for function in codebase.functionBodies {
      // Made only for a function that sets one of the names to nil: building one per function costs.
      var typeResolver: ExpressionTypeResolver?
      IRWalk.visitStatements(in: function.body) { statement, _ in
        guard case .assignment(let assignment) = statement, assignment.op == "=",
              assignment.value == .literal(.nil), CycleBreaks.assignedName(assignment.target).map(names.contains) == true
        else { return .visitChildren }
        let resolver = typeResolver
          ?? ExpressionTypeResolver(codebase: codebase, typeKey: function.owner, function: function.decl)
        typeResolver = resolver
        let key: PropertyKey?
        switch assignment.target {
        case .name(let name):
          key = function.owner.flatMap { codebase.property(named: name, in: $0) }
            .map { PropertyKey(owner: $0.owner.name, name: name) }
        case .member(let base?, let name):
          key = resolver.type(of: base, at: assignment.location)?.unwrapped.nominalName
            .flatMap { codebase.property(named: name, in: $0) }
            .map { PropertyKey(owner: $0.owner.name, name: name) }
        default:
          key = nil
        }
        if let key, result[key].map({ assignment.location < $0 }) ?? true { result[key] = assignment.location }
        return .visitChildren
      }
    }
    return result
  }
}
