/// Builds the ownership graph and the wirings: every function body and stored property initializer is walked
/// once for its effects, and each effect becomes edges between nodes.
public struct OwnershipPass: Sendable {
  public let codebase: Codebase
  public let coordinators: CoordinatorIndex
  public let lifecycle: ChildLifecycle
  public let weakByDesign: Set<String>

  public init(codebase: Codebase, coordinators: CoordinatorIndex, lifecycle: ChildLifecycle,
              weakByDesign: Set<String> = []) {
    self.codebase = codebase
    self.coordinators = coordinators
    self.lifecycle = lifecycle
    self.weakByDesign = weakByDesign
  }

  public func run() -> OwnershipAnalysis {
    let context = FlowContext(codebase: codebase, lifecycle: lifecycle)
    var builder = OwnershipGraphBuilder(codebase: codebase, context: context, weakByDesign: weakByDesign)
    for function in codebase.functionBodies {
      let result = context.summary(owner: function.owner, decl: function.decl)
      builder.add(result.effects, owner: function.owner, function: function.function)
    }
    for key in codebase.types.keys.sorted() {
      guard let info = codebase.types[key], context.isClass(key) else { continue }
      for property in info.properties where !property.isStatic && property.storage == .stored {
        guard let initializer = property.initializer else { continue }
        var walker = FlowWalker(context: context, owner: key, decl: nil)
        let result = walker.walkInitializer(initializer, property: property.name, at: property.location)
        builder.add(result.effects, owner: key, function: nil)
      }
      builder.addDeclaredEdges(of: info)
    }
    let built = builder.finish()
    return OwnershipAnalysis(
      graph: built.graph, wirings: built.wirings, externalCaptures: built.externalCaptures,
      checks: ReferenceCheck.judge(built.wirings, graph: built.graph, isCoordinator: coordinators.isCoordinator))
  }
}

/// The ownership pass's result: the graph, the wirings and the closures kept outside, sorted.
public struct OwnershipAnalysis: Sendable {
  public let graph: OwnershipGraph
  public let wirings: [Wiring]
  public let externalCaptures: [ExternalCapture]
  /// One verdict per wiring, in the wirings' order.
  public let checks: [ReferenceCheck]

  init(graph: OwnershipGraph, wirings: [Wiring], externalCaptures: [ExternalCapture], checks: [ReferenceCheck] = []) {
    self.graph = graph
    self.wirings = wirings
    self.externalCaptures = externalCaptures
    self.checks = checks
  }
}
