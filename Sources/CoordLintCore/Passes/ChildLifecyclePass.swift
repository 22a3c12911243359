/// Finds every change to a coordinator's children: direct store changes, wrapper methods inferred from their
/// bodies (transitively, in base classes and protocol extensions too) and the calls of those wrappers.
public struct ChildLifecyclePass: Sendable {
  public let codebase: Codebase
  public let coordinators: CoordinatorIndex
  /// Property names configuration declares to be children stores.
  public let extraStoreNames: Set<String>
  /// How many threads may walk bodies at once; the result does not depend on it.
  public let jobs: Int

  public init(codebase: Codebase, coordinators: CoordinatorIndex, extraStoreNames: Set<String> = [], jobs: Int = 1) {
    self.codebase = codebase
    self.coordinators = coordinators
    self.extraStoreNames = extraStoreNames
    self.jobs = jobs
  }

  public func run() -> ChildLifecycle {
    let stores = StoreTable(codebase: codebase, coordinators: coordinators, extraNames: extraStoreNames)
    var summaries = summarize(stores: stores)
    let wrappers = inferWrappers(summaries)
    var mutations: [ChildMutation] = []
    // Removals made through each implementation a call can dispatch to, kept only if their parent can hold the
    // child (see `AddedChildren`).
    var dispatchedRemovals: [ChildMutation] = []
    for summary in summaries {
      // One resolver per function that changes children: building it walks the body for its locals, and most
      // functions change none.
      let wrapperCalls = summary.calls.filter { $0.targets.contains { wrappers[$0] != nil } }
      let libraryCalls = summary.calls.compactMap { call in libraryChildMethod(call).map { (call, $0) } }
      guard !summary.changes.isEmpty || !wrapperCalls.isEmpty || !libraryCalls.isEmpty else { continue }
      let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: summary.owner, function: summary.decl)
      mutations.append(contentsOf: summary.changes.map { change in
        ChildMutation(kind: change.kind, parent: change.parent, store: change.store.name,
                      child: childType(change.childExpr, kind: change.kind, in: summary, resolver, at: change.location),
                      childExpr: change.childExpr, via: change.via, wrapper: nil, trigger: change.trigger,
                      function: summary.function, location: change.location)
      })
      for call in wrapperCalls {
        guard let receiver = call.receiverType else { continue }
        // A call through a protocol can reach each conformer's implementation; each one that is a wrapper
        // changes its own owner's children.
        for wrapper in call.targets.compactMap({ wrappers[$0] }) where wrapper.function != summary.function {
          let owner = wrapper.function.owner
          let parent = owner != receiver && codebase.isSubtype(owner, of: receiver) ? owner : receiver
          let argument = wrapper.parameterIndex.flatMap { $0 < call.arguments.count ? call.arguments[$0].value : nil }
          // A child the wrapper makes of the type it is handed is no expression of the caller's.
          let child = wrapper.makesChild
            ? argument.flatMap { madeType($0, resolver, at: call.location) }
            : childType(argument, kind: wrapper.kind, in: summary, resolver, at: call.location)
          var mutation = ChildMutation(
            kind: wrapper.kind, parent: parent, store: wrapper.store, child: child,
            childExpr: wrapper.makesChild ? nil : argument,
            via: call.name, wrapper: wrapper.function, trigger: call.trigger, function: summary.function,
            location: call.location)
          mutation.parentSource = ChildLifecyclePass.parentSource(of: call)
          if parent != receiver && wrapper.kind != .add {
            dispatchedRemovals.append(mutation)
          } else {
            mutations.append(mutation)
          }
        }
      }
      for (call, method) in libraryCalls {
        let argument = method.labels.isEmpty ? nil : call.arguments.first?.value
        var mutation = ChildMutation(
          kind: method.kind, parent: call.receiverType ?? "", store: "children",
          child: childType(argument, kind: method.kind, in: summary, resolver, at: call.location), childExpr: argument,
          via: call.name, wrapper: nil, trigger: call.trigger, function: summary.function, location: call.location)
        mutation.parentSource = ChildLifecyclePass.parentSource(of: call)
        mutations.append(mutation)
      }
    }
    let added = AddedChildren(mutations, wrappers: wrappers, codebase: codebase)
    mutations += dispatchedRemovals.filter(added.canHold)
    // Sorted through their positions: sorting the summaries themselves moved each large value many times.
    let order = summaries.indices.sorted { summaries[$0].function.location < summaries[$1].function.location }
    summaries = order.map { summaries[$0] }
    mutations.sort { ($0.location, $0.via) < ($1.location, $1.via) }
    var storesByCoordinator: [String: [ChildrenStore]] = [:]
    for key in coordinators.entries.keys { storesByCoordinator[key] = stores.stores(in: key) }
    // Other owners of children (a view controller keeping the flows it starts) appear where they change them.
    for parent in Set(mutations.map(\.parent)) where storesByCoordinator[parent] == nil {
      storesByCoordinator[parent] = stores.stores(in: parent)
    }
    return ChildLifecycle(codebase: codebase, coordinators: coordinators, stores: storesByCoordinator,
                          mutations: mutations, wrappers: wrappers, summaries: summaries)
  }

  // MARK: - Summaries

  private func summarize(stores: StoreTable) -> [FunctionSummary] {
    // Each body's walk reads only the codebase and the stores, so bodies are walked in parallel, each summary put
    // in its body's slot: the same summaries in the same order whatever the thread count.
    let bodies = codebase.functionBodies
    let slots = ResultSlots<FunctionSummary>(count: bodies.count)
    ParallelWork.forEach(bodies.count, jobs: jobs) { [codebase] position in
      let function = bodies[position]
      var walker = LifecycleBodyWalker(codebase: codebase, stores: stores, owner: function.owner,
                                       function: function.function, decl: function.decl)
      walker.walk(function.body)
      slots[position] = walker.summary
    }
    var properties: [FunctionSummary] = []
    // Property initializers and accessors (a `lazy var` that builds a child, a `didSet`) are bodies too.
    for key in codebase.types.keys.sorted() {
      for property in codebase.types[key]?.properties ?? [] {
        var statements = property.accessorBody
        if let initializer = property.initializer { statements.append(.expression(initializer, property.location)) }
        guard !statements.isEmpty else { continue }
        let ref = FunctionRef(owner: key, selector: property.name, name: property.name, location: property.location)
        var walker = LifecycleBodyWalker(codebase: codebase, stores: stores, owner: key, function: ref, decl: nil)
        walker.walk(statements)
        properties.append(walker.summary)
      }
    }
    // Joined at their exact size: appending one by one to the bodies' summaries doubled their storage.
    var result = slots.values
    result.reserveCapacity(result.count + properties.count)
    result.append(contentsOf: properties)
    return result
  }

  // MARK: - Wrappers

  /// Adders, removers and clearers: directly from store changes of a parameter (or of the whole own store), then
  /// transitively through calls on `self`, until nothing changes.
  private func inferWrappers(_ summaries: [FunctionSummary]) -> [FunctionRef: ChildWrapper] {
    var wrappers: [FunctionRef: ChildWrapper] = [:]
    var stores: [FunctionRef: String] = [:]
    for summary in summaries where summary.decl != nil {
      // An initializer's store is a new instance's, with no child yet to take out: it removes nothing callers add.
      let isInitializer = summary.decl?.kind == .initializer
      // Only what runs when the function runs makes it a wrapper: not a closure it stores for later.
      for change in summary.changes where change.parent == summary.owner && change.trigger == .body
        && !(isInitializer && change.kind != .add) {
        // `children = [home, search]` replaces the store with the function's own children: that makes it a
        // place where children are added, not a clearer other code calls.
        if change.kind == .removeAll && change.via == "=" { continue }
        if change.kind == .removeAll {
          record(&wrappers, &stores, summary.function, .removeAll, nil, change.store.name)
        } else if let index = change.childParameter {
          record(&wrappers, &stores, summary.function, change.kind, index, change.store.name,
                 makesChild: change.childIsMade)
        }
      }
    }
    var changed = true
    while changed {
      changed = false
      for summary in summaries where summary.decl != nil {
        for call in summary.calls where call.isOnSelf && call.trigger == .body {
          guard let target = call.targets.lazy.compactMap({ wrappers[$0] }).first,
                wrappers[summary.function] == nil else { continue }
          if target.kind == .removeAll {
            record(&wrappers, &stores, summary.function, .removeAll, nil, stores[target.function] ?? "")
            changed = true
          } else if let index = target.parameterIndex, let own = call.argumentParameter(index) {
            record(&wrappers, &stores, summary.function, target.kind, own, stores[target.function] ?? "",
                   makesChild: target.makesChild)
            changed = true
          }
        }
      }
    }
    return wrappers.mapValues { ChildWrapper(function: $0.function, kind: $0.kind, parameterIndex: $0.parameterIndex,
                                             store: stores[$0.function] ?? "", makesChild: $0.makesChild) }
  }

  private func record(_ wrappers: inout [FunctionRef: ChildWrapper], _ stores: inout [FunctionRef: String],
                      _ function: FunctionRef, _ kind: ChildMutation.Kind, _ index: Int?, _ store: String,
                      makesChild: Bool = false) {
    // A function that both adds and removes (a "replace") keeps its first role; adds win over clears.
    guard wrappers[function] == nil else { return }
    wrappers[function] = ChildWrapper(function: function, kind: kind, parameterIndex: index, store: store,
                                      makesChild: makesChild)
    stores[function] = store
  }

  /// The type of the child a wrapper makes of its argument: `SwapCoordinator` for `SwapCoordinator.self`.
  private func madeType(_ argument: Expr, _ resolver: ExpressionTypeResolver, at location: SourceLocation) -> String? {
    guard case .metatype(let type)? = resolver.type(of: argument, at: location)?.unwrapped,
          let name = type.nominalName, codebase.type(name) != nil else { return nil }
    return name
  }

  static func parentSource(of call: FunctionSummary.CallSite) -> ChildMutation.ParentSource {
    if call.isOnSelf { return .selfValue }
    return call.receiverParameter.map { .parameter($0) } ?? .other
  }

  /// The library method a call with no declaration in the sources runs, when its receiver derives from that
  /// library's base: `add(child: c)` in a CoordinatorsFoundation coordinator.
  private func libraryChildMethod(_ call: FunctionSummary.CallSite) -> CoordinatorLibraries.ChildMethod? {
    guard call.targets.isEmpty, let receiver = call.receiverType,
          let library = coordinators.entries[receiver]?.library,
          let methods = CoordinatorLibraries.childMethods[library] else { return nil }
    let labels = call.arguments.map(\.label)
    return methods.first { $0.name == call.name && $0.labels == labels }
  }

  // MARK: - Which child

  /// The child's type: what the code states, and for a factory declared to return a protocol, the one concrete
  /// coordinator it builds.
  private func childType(_ expr: Expr?, kind: ChildMutation.Kind, in summary: FunctionSummary,
                         _ resolver: ExpressionTypeResolver, at location: SourceLocation) -> String? {
    guard let expr else { return nil }
    guard let stated = resolver.type(of: expr, at: location)?.unwrapped.nominalName else {
      // A part of a factory's tuple or enum (`let (coordinator, _) = make()`, `case .flow(let c) = make()`), whose
      // type is not recorded.
      guard kind == .add, isPart(expr, resolver, at: location) else { return nil }
      return FactoryInspector(codebase: codebase, coordinators: coordinators)
        .concreteType(of: expr, resolver: resolver, summary: summary, at: location)
    }
    if codebase.type(stated)?.kind == .protocol, kind == .add,
       let concrete = FactoryInspector(codebase: codebase, coordinators: coordinators)
        .concreteType(of: expr, resolver: resolver, summary: summary, at: location) {
      return concrete
    }
    // A protocol one type of the sources adopts (`AboutFlow`, made by a factory through a stored closure): a value of
    // it can only be that type's.
    if kind == .add, codebase.type(stated)?.kind == .protocol, let only = codebase.soleSubtype(of: [stated]) {
      return only
    }
    return stated
  }

  /// A name bound to a part of a value, or a tuple element read by label or position.
  private func isPart(_ expr: Expr, _ resolver: ExpressionTypeResolver, at location: SourceLocation) -> Bool {
    switch expr {
    case .projection, .member: return true
    case .name(let name):
      if case .projection? = resolver.boundValue(of: name, before: location) { return true }
      return false
    default: return false
    }
  }
}

extension ChildLifecyclePass: AnalysisPass {
  public static var name: String { "child lifecycle" }
  public static var requires: [any AnalysisPass.Type] { [CoordinatorDetectionPass.self] }

  public static func run(_ context: PassContext) -> ChildLifecycle {
    ChildLifecyclePass(codebase: context.codebase, coordinators: context[CoordinatorDetectionPass.self],
                       extraStoreNames: context.options.childrenStores, jobs: context.jobs).run()
  }
}
