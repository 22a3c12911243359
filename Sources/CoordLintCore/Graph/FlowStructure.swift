/// The flow graph's parts as `FlowGraphPass` finds them, before the builder chooses what to draw and marks the
/// findings on it.
public struct FlowStructure: Sendable {
  /// A screen or other shown value, and the edge from what shows it.
  public struct Shown: Sendable {
    public let node: FlowGraph.Node
    public let edge: FlowGraph.Edge
  }

  /// A reference back up to a coordinator, and whether its holder is a coordinator too (else it is drawn only
  /// with screens).
  public struct BackReference: Sendable {
    public let edge: FlowGraph.Edge
    public let holderIsCoordinator: Bool
  }

  /// Every concrete coordinator, by id.
  public let coordinators: [String: FlowGraph.Node]
  /// Parent → child: adds, properties a coordinator keeps its children in, library routes.
  public let children: [FlowGraph.Edge]
  /// Coordinator → a coordinator it starts and nothing keeps.
  public let starts: [FlowGraph.Edge]
  public let backReferences: [BackReference]
  /// Coordinator → what it pushes, presents or sets as root.
  public let screens: [Shown]
  /// Finished child → the next child its parent starts.
  public let transitions: [FlowGraph.Edge]
  /// Coordinators built outside any coordinator and added to none, and what Objective-C creates.
  public let roots: Set<String>
  /// Nodes Objective-C files create, each with where, sorted.
  public let objcCreations: [String: [SourceLocation]]
}
