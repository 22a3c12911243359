/// Builds the ownership graph and the wirings: every function body and stored property initializer is walked
/// once for its effects, and each effect becomes edges between nodes.
public struct OwnershipPass: Sendable {
  public let codebase: Codebase
  public let coordinators: CoordinatorIndex
  public let lifecycle: ChildLifecycle
  public let weakByDesign: Set<String>
  /// Container types holding their elements weakly: the built-in ones and the configured ones.
  public let weakHoldingTypes: Set<String>
  /// How many threads may walk bodies at once; the result does not depend on it.
  public let jobs: Int

  public init(codebase: Codebase, coordinators: CoordinatorIndex, lifecycle: ChildLifecycle,
              weakByDesign: Set<String> = [], weakHoldingTypes: Set<String> = [], jobs: Int = 1) {
    self.jobs = jobs
    self.codebase = codebase
    self.coordinators = coordinators
    self.lifecycle = lifecycle
    self.weakByDesign = weakByDesign
    // A built-in name the sources declare themselves is their own type, not the library's.
    let declared = Set(codebase.types.values.filter(\.isDeclaredInSources).map {
      String(Codebase.declaredName(ofKey: $0.name).split(separator: ".").last ?? "")
    })
    self.weakHoldingTypes = WeakHolding.containerTypes.subtracting(declared).union(weakHoldingTypes)
  }

  public func run() -> OwnershipAnalysis {
    // Built in a function of its own, so that the flow summaries and the builder's tables are gone before the
    // checks run: kept to the end of the pass, they were some 17 MB of a million-line run's peak.
    let built = build()
    return OwnershipAnalysis(
      graph: built.graph, wirings: built.wirings, externalCaptures: built.externalCaptures,
      presentations: built.presentations, rootSites: built.rootSites,
      checks: ReferenceCheck.judge(built.wirings, graph: built.graph, isCoordinator: coordinators.isCoordinator,
                                   lineage: codebase.lineage(of:),
                                   keptUnseen: keptUnseen(addedChildren: addedChildren())))
  }

  /// The graph, the wirings and the closures kept outside, without the checks.
  private func build() -> OwnershipAnalysis {
    let context = FlowContext(codebase: codebase, lifecycle: lifecycle)
    let clock = StageClock()
    context.settle(codebase.functionBodies.map { ($0.owner, $0.decl) }, jobs: jobs)
    clock.lap("(of which summaries settled in parallel)")
    // Each body's effects are read from the context twice (their summaries are kept there) rather than gathered
    // in a list: at a million lines that list was 12 MB at the pass's peak.
    let bodies = codebase.functionBodies
    // Properties declared with a protocol type hold whatever their owner stores in them; when that is always one
    // class, paths through the property reach that class's members.
    var stored: [String: Set<String>] = [:]
    func noteStores(_ effects: [FlowEffect], owner: String?) {
      guard let owner else { return }
      for effect in effects {
        guard case .store(let property) = effect.kind, effect.holder == .selfRef else { continue }
        switch effect.value.unguarded {
        case .object(let type, _), .typed(let type): stored["\(owner).\(property)", default: []].insert(type)
        default: stored["\(owner).\(property)", default: []].insert("")
        }
      }
    }
    // The bodies first, in order: a summary that meets a recursion depends on which function was entered first.
    for function in bodies {
      noteStores(context.summary(owner: function.owner, decl: function.decl).effects, owner: function.owner)
    }
    var initializers: [(effects: [FlowEffect], owner: String)] = []
    let classes = codebase.types.keys.sorted().filter(context.isClass)
    for key in classes {
      for property in codebase.types[key]?.properties ?? [] where !property.isStatic && property.storage == .stored {
        guard let initializer = property.initializer else { continue }
        var walker = FlowWalker(context: context, owner: key, decl: nil)
        let result = walker.walkInitializer(initializer, property: property.name, at: property.location)
        noteStores(result.effects, owner: key)
        initializers.append((result.effects, key))
      }
    }
    var builder = OwnershipGraphBuilder(codebase: codebase, context: context, weakByDesign: weakByDesign,
                                        weakHoldingTypes: weakHoldingTypes, storedTypes: stored.compactMapValues { $0.count == 1 ? $0.first : nil })
    for function in bodies {
      builder.add(context.summary(owner: function.owner, decl: function.decl).effects, owner: function.owner,
                  function: function.function)
    }
    for (effects, owner) in initializers { builder.add(effects, owner: owner, function: nil) }
    for key in classes { if let info = codebase.types[key] { builder.addDeclaredEdges(of: info) } }
    return builder.finish()
  }

  /// The types the sources add to children stores; nil when one add's child has no type of the sources (made by
  /// `resolve(type)` in a generic helper): it may be anything.
  private func addedChildren() -> Set<String>? {
    var types = Set<String>()
    for add in lifecycle.adds {
      guard let child = add.child, codebase.type(child)?.isDeclaredInSources == true else { return nil }
      types.insert(child)
    }
    return types
  }

  /// Whether a reference coordlint did not place in the graph may keep an object of the type: a children add of a
  /// child it cannot type, or of a supertype.
  private func keptUnseen(addedChildren: Set<String>?) -> (String) -> Bool {
    { type in
      guard let addedChildren else { return true }
      // The type's lineage, not every added type, is searched: it is short, the added types grow with the sources.
      return codebase.lineage(of: type).contains(where: addedChildren.contains)
    }
  }
}

/// The ownership pass's result: the graph, the wirings and the closures kept outside, sorted.
public struct OwnershipAnalysis: Sendable {
  public let graph: OwnershipGraph
  public let wirings: [Wiring]
  public let externalCaptures: [ExternalCapture]
  /// Every screen shown (pushed, presented, set as root), by the type whose code shows it.
  public let presentations: [Presentation]
  /// One verdict per wiring, in the wirings' order.
  public let checks: [ReferenceCheck]
  /// The sites setting a root screen (a stack's or a window's), by the holder node: a root leaves only when
  /// another site replaces it.
  public let rootSites: [String: Set<SourceLocation>]

  init(graph: OwnershipGraph, wirings: [Wiring], externalCaptures: [ExternalCapture], presentations: [Presentation],
       rootSites: [String: Set<SourceLocation>] = [:], checks: [ReferenceCheck] = []) {
    self.graph = graph
    self.wirings = wirings
    self.externalCaptures = externalCaptures
    self.presentations = presentations
    self.rootSites = rootSites
    self.checks = checks
  }
}

extension OwnershipPass: AnalysisPass {
  public static var name: String { "ownership" }
  public static var requires: [any AnalysisPass.Type] { [CoordinatorDetectionPass.self, ChildLifecyclePass.self] }

  public static func run(_ context: PassContext) -> OwnershipAnalysis {
    OwnershipPass(codebase: context.codebase, coordinators: context[CoordinatorDetectionPass.self],
                  lifecycle: context[ChildLifecyclePass.self], weakByDesign: context.options.weakByDesign,
                  weakHoldingTypes: context.options.weakHoldingTypes, jobs: context.jobs).run()
  }
}
