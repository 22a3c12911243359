/// Who keeps whom alive: nodes are types, or single instances where one type stands for many unrelated objects
/// (`CartCoordinator.navigationController`, a navigation controller created at one site); edges are stored
/// properties, framework keeps, children stores and closure captures, each with its strength and location.
public struct OwnershipGraph: Sendable {
  /// A reference from one node to another.
  public struct Edge: Hashable, Sendable {
    /// What makes the reference.
    public enum Kind: String, Codable, Sendable {
      /// A stored property (or a collection property holding the value).
      case property
      /// A framework keep: a navigation stack, a presentation, a window's root.
      case shows
      /// A coordinator's children store.
      case children
      /// A subscription bag keeping a closure.
      case subscription
      /// A container created around a value (`UINavigationController(rootViewController:)`).
      case containment
      /// A stored closure capturing its creator.
      case closure
    }

    public let from: String
    public let to: String
    public let kind: Kind
    public let strength: Ownership
    /// The property making the reference, for property and closure edges.
    public let property: PropertyRef?
    /// Where the reference is made: the keep or assignment site, or the declaration.
    public let location: SourceLocation
  }

  /// A stored property, as its declaration says.
  public struct PropertyRef: Hashable, Sendable {
    /// The declaring type's key.
    public let owner: String
    public let name: String
    public let ownership: Ownership
    public let type: TypeRef?
    public let location: SourceLocation
  }

  /// Node id → the type of the objects it stands for.
  public internal(set) var nodeTypes: [String: String] = [:]
  /// How instance nodes read: `CartCoordinator.navigationController`, `UINavigationController`.
  public internal(set) var instanceLabels: [String: String] = [:]
  /// Outgoing edges by node, sorted by location then target.
  public internal(set) var outgoing: [String: [Edge]] = [:]

  /// Whether the node stands for one instance (a path from a type, a creation site) rather than a whole type.
  public func isInstance(_ node: String) -> Bool { nodeTypes[node].map { $0 != node } ?? false }

  /// Edges leaving a node; an instance also has the edges every object of its type has.
  public func edges(from node: String) -> [Edge] {
    let own = outgoing[node] ?? []
    guard let type = nodeTypes[node], type != node else { return own }
    return own + (outgoing[type] ?? [])
  }

  /// The shortest chain of references from `start` to `goal` through edges `allowed` accepts, in a fixed order.
  public func path(from start: String, to goal: String, through allowed: (Edge) -> Bool) -> [Edge]? {
    if start == goal { return [] }
    // Each node's edge and the node it was reached from: an instance's edges include its type's, whose `from` is
    // the type, so following `from` back could go round a loop and never reach `start`.
    var previous: [String: (edge: Edge, node: String)] = [:]
    var queue = [start]
    var visited: Set<String> = [start]
    var index = 0
    while index < queue.count {
      let node = queue[index]
      index += 1
      for edge in edges(from: node) where allowed(edge) && visited.insert(edge.to).inserted {
        previous[edge.to] = (edge, node)
        if edge.to == goal {
          var chain: [Edge] = []
          var cursor = goal
          while cursor != start, let step = previous[cursor] {
            chain.append(step.edge)
            cursor = step.node
          }
          return chain.reversed()
        }
        queue.append(edge.to)
      }
    }
    return nil
  }

  /// The types of every node a screen that something shows (pushes, presents, makes a root) reaches by strong
  /// references: they live as long as the screen is shown, whoever holds the container showing it. The walk stops
  /// at what `stopsAt` accepts (a coordinator): what one holds is held per instance, in its properties and children,
  /// and would otherwise stand for every object of those types.
  public func typesKeptByShownScreens(stoppingAt stopsAt: (String) -> Bool = { _ in false }) -> Set<String> {
    var queue = outgoing.values.flatMap { $0.filter { $0.kind == .shows }.map(\.to) }
    var visited = Set(queue)
    var index = 0
    while index < queue.count {
      let node = queue[index]
      index += 1
      if stopsAt(nodeTypes[node] ?? node) { continue }
      for edge in edges(from: node) where edge.strength == .strong && visited.insert(edge.to).inserted {
        queue.append(edge.to)
      }
    }
    return Set(visited.compactMap { nodeTypes[$0] })
  }

  /// A chain of strong references only: what keeps objects alive.
  public func strongPath(from start: String, to goal: String) -> [Edge]? {
    path(from: start, to: goal) { $0.strength == .strong }
  }

  /// A chain by which `start` owns `goal` up the tree: strong references, plus a container (a navigation
  /// controller, a window) held weakly — a coordinator owns what it shows, however it holds the controller.
  public func ownershipPath(from start: String, to goal: String) -> [Edge]? {
    path(from: start, to: goal) { edge in
      edge.strength == .strong
        || (edge.kind == .property && UIKitContainers.types.contains(nodeTypes[edge.to] ?? ""))
    }
  }

  mutating func add(_ edge: Edge) {
    outgoing[edge.from, default: []].append(edge)
  }

  mutating func node(_ id: String, type: String) {
    if nodeTypes[id] == nil { nodeTypes[id] = type }
  }

  mutating func finish() {
    for key in outgoing.keys {
      let unique = Array(Set(outgoing[key] ?? []))
      outgoing[key] = unique.sorted { ($0.location, $0.to, $0.kind.rawValue) < ($1.location, $1.to, $1.kind.rawValue) }
    }
  }
}
