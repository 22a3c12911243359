/// The navigation architecture as a graph: coordinators (and, on request, the screens they show), who adds whom as
/// a child, who shows what, who refers back to whom, and which flow follows which when a child finishes.
public struct FlowGraph: Hashable, Sendable {
  /// A coordinator or a screen.
  public struct Node: Hashable, Sendable {
    /// What the node stands for.
    public enum Kind: String, Codable, Sendable {
      case coordinator
      /// A view controller or SwiftUI hosting controller a coordinator shows.
      case screen
    }

    /// Something worth highlighting about a node.
    public enum Mark: String, Codable, Comparable, Sendable, CaseIterable {
      /// Created outside any coordinator (a scene or app delegate, an `@main` app): where flows start.
      case root
      /// Added to a parent and never removed (a finding whose rule marks `.orphanChild`).
      case orphan
      /// Started and never stored (a finding whose rule marks `.unretained`).
      case unretained
      /// On a retain cycle (a finding whose rule marks `.referenceCycle`).
      case cycle
      /// Created by Objective-C code (`[[HomeCoordinator alloc] init…]` in a `.m` file): a root unless a parent adds
      /// it too.
      case objc

      public static func < (lhs: Mark, rhs: Mark) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
      }
    }

    /// The type name as declared (`Checkout.PaymentCoordinator`); a file-private type whose name recurs gets its
    /// file appended (`Name@path`), so ids stay unique.
    public var id: String
    /// The name drawn on the node: the type's name, or `UIHostingController<ProfileView>` for a hosting controller.
    public var name: String
    public var kind: Kind
    /// Where the type is declared; nil for framework types.
    public var location: SourceLocation?
    /// Sorted.
    public var marks: [Mark]
    /// Findings about this node, in report order.
    public var findings: [Finding]
    /// Where Objective-C code creates the type, sorted; empty unless marked `objc`.
    public var objcCreations: [SourceLocation]

    public init(id: String, name: String, kind: Kind, location: SourceLocation?, marks: [Mark] = [],
                findings: [Finding] = [], objcCreations: [SourceLocation] = []) {
      self.id = id
      self.name = name
      self.kind = kind
      self.location = location
      self.marks = marks
      self.findings = findings
      self.objcCreations = objcCreations
    }

    public func has(_ mark: Mark) -> Bool { marks.contains(mark) }
  }

  /// One relation between two nodes.
  public struct Edge: Hashable, Sendable {
    /// What the relation is.
    public enum Kind: String, Codable, Sendable, CaseIterable {
      /// The parent adds the child to its children store; the label is the method (`append`, `addChild`).
      case child
      /// The coordinator shows the screen; the label is how (`push`, `present`, `root`, `setViewControllers`).
      case shows
      /// The object holds a reference back up the tree (delegate, listener, parent, coordinator, a closure); the
      /// label is the property.
      case backReference = "back-reference"
      /// When `from` finishes, its parent starts `to`; the label is the parent's handler.
      case transition
      /// The coordinator creates and starts `to` but nothing keeps it (a finding whose rule marks `.unretained`); the
      /// label is the function.
      case starts
    }

    public var from: String
    public var to: String
    public var kind: Kind
    /// Strong, weak or unowned for references; nil for transitions, which hold nothing.
    public var strength: Ownership?
    public var label: String
    public var location: SourceLocation
    /// Part of a reported retain cycle.
    public var inCycle: Bool
    /// The child of an add of a finding whose rule marks `.orphanChild`.
    public var isOrphan: Bool

    public init(from: String, to: String, kind: Kind, strength: Ownership?, label: String, location: SourceLocation,
                inCycle: Bool = false, isOrphan: Bool = false) {
      self.from = from
      self.to = to
      self.kind = kind
      self.strength = strength
      self.label = label
      self.location = location
      self.inCycle = inCycle
      self.isOrphan = isOrphan
    }

    /// The order every output uses.
    static func ordered(_ lhs: Edge, _ rhs: Edge) -> Bool {
      (lhs.from, lhs.to, lhs.kind.rawValue, lhs.label, lhs.location)
        < (rhs.from, rhs.to, rhs.kind.rawValue, rhs.label, rhs.location)
    }
  }

  /// Sorted by id.
  public private(set) var nodes: [Node]
  /// Sorted by source, target, kind, label and location; one edge per distinct relation.
  public private(set) var edges: [Edge]

  /// Sorts both lists and drops duplicate edges and edges whose ends are not nodes, so every output is
  /// deterministic whatever order the builder found things in.
  public init(nodes: [Node], edges: [Edge]) {
    var byID: [String: Node] = [:]
    for node in nodes where byID[node.id] == nil { byID[node.id] = node }
    self.nodes = byID.values.sorted { $0.id < $1.id }
    var seen = Set<Edge>()
    self.edges = edges.filter { byID[$0.from] != nil && byID[$0.to] != nil && seen.insert($0).inserted }
      .sorted(by: Edge.ordered)
  }

  public func node(_ id: String) -> Node? {
    nodes.first { $0.id == id }
  }

  /// Edges leaving `id`, in order.
  public func edges(from id: String) -> [Edge] { edges.filter { $0.from == id } }

  /// Edges arriving at `id`, in order.
  public func edges(to id: String) -> [Edge] { edges.filter { $0.to == id } }
}
