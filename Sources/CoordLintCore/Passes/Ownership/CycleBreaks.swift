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
  /// The sites that make a screen a stack's or window's root (`setViewControllers`, `viewControllers =`,
  /// `rootViewController =`), and the holders that get a root at more than one site.
  private let rootSites: Set<SourceLocation>
  private let replacedRoots: Set<String>

  private struct PropertyKey: Hashable {
    let owner: String
    let name: String
  }

  public init(codebase: Codebase, lifecycle: ChildLifecycle, ownership: OwnershipAnalysis) {
    self.codebase = codebase
    self.lifecycle = lifecycle
    graph = ownership.graph
    // Only properties on some cycle can break one: the scan looks at assignments to those names alone.
    var names = Set<String>()
    for check in ownership.checks where check.verdict == .cycle {
      if let property = check.wiring.property { names.insert(property.name) }
      for edge in check.path { if let property = edge.property { names.insert(property.name) } }
    }
    clearedAt = names.isEmpty ? [:] : CycleBreaks.nilAssignments(in: codebase, named: names)
    rootSites = Set(ownership.rootSites.values.joined())
    replacedRoots = Set(ownership.rootSites.filter { $0.value.count > 1 }.keys)
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
    case .shows:
      // A root screen of a stack the cycle keeps is let go of only when another root replaces it: dismissing the
      // stack does not empty it.
      if rootSites.contains(edge.location) && !replacedRoots.contains(edge.from) { return nil }
      return Break(kind: .screenReleased, edge: edge, location: edge.location)
    case .children:
      return removal(of: edge).map { Break(kind: .childRemoved, edge: edge, location: $0) }
    case .property, .closure:
      guard let property = edge.property,
            let site = clearedAt[PropertyKey(owner: property.owner, name: property.name)] else { return nil }
      return Break(kind: .propertyCleared, edge: edge, location: site)
    case .subscription, .containment:
      return nil
    }
  }

  /// Where the parent removes the child a children edge adds: a removal that covers that add, as
  /// the child lifecycle judges it. An add nothing removes (a permanent tab, an orphan) breaks nothing.
  private func removal(of edge: OwnershipGraph.Edge) -> SourceLocation? {
    let adds = lifecycle.adds(at: edge.location)
    return adds.lazy.compactMap { self.lifecycle.coveringRemovals(for: $0).first?.location }.first
  }

  /// The property name an assignment target ends in: `x` in `x`, `self.x`, `child.x`.
  private static func assignedName(_ target: Expr) -> String? {
    switch target {
    case .name(let name), .member(_, let name): return name
    default: return nil
    }
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
