import CoordLintCore

/// How a flow graph is drawn: clusters, legend, title. Shared by the DOT and Mermaid encoders.
public struct GraphStyle: Sendable {
  /// What groups nodes into boxes.
  public enum Cluster: String, CaseIterable, Sendable {
    /// The folder a type is declared in.
    case folder
    /// The module the project's description (or `--module`) puts the file in; without one, the folder under
    /// `Sources/`, else the first folder of the path.
    case module
    case none
  }

  public var cluster: Cluster
  public var legend: Bool
  /// Drawn above the graph; nil for none.
  public var title: String?
  /// The module name of each file, from module discovery; what `.module` clusters by.
  public var modules: [String: String]
  /// When drawing a diff's combined graph: what each node and edge did, coloured green (added), red and dashed
  /// (removed) or amber (changed).
  public var diff: FlowGraphDiff?

  public init(cluster: Cluster = .none, legend: Bool = true, title: String? = nil, modules: [String: String] = [:]) {
    self.cluster = cluster
    self.modules = modules
    self.legend = legend
    self.title = title
  }

  /// The cluster a node belongs to, nil when it is drawn outside any (no clustering, or a framework type).
  public func clusterName(of node: FlowGraph.Node) -> String? {
    guard let file = node.location?.file, !file.isEmpty else { return nil }
    var components = file.split(separator: "/").map(String.init).filter { $0 != "." }
    components.removeLast()
    switch cluster {
    case .none:
      return nil
    case .folder:
      return components.isEmpty ? "." : components.joined(separator: "/")
    case .module:
      if let module = modules[file] { return module }
      if let sources = components.lastIndex(of: "Sources"), sources + 1 < components.count {
        return components[sources + 1]
      }
      return components.first(where: { $0 != ".." }) ?? "."
    }
  }

  /// Nodes by cluster name, clusters in name order, nodes in graph order; nodes outside any cluster under nil.
  func clusters(of graph: FlowGraph) -> [(name: String?, nodes: [FlowGraph.Node])] {
    var groups: [String: [FlowGraph.Node]] = [:]
    var loose: [FlowGraph.Node] = []
    for node in graph.nodes {
      if let name = clusterName(of: node) { groups[name, default: []].append(node) } else { loose.append(node) }
    }
    return [(nil, loose)] + groups.keys.sorted().map { ($0, groups[$0] ?? []) }
  }
}

extension FlowGraph {
  /// The edges a picture draws: one per relation, however many places in the code make it (JSON keeps them all).
  var drawnEdges: [Edge] {
    var seen = Set<[String]>()
    return edges.filter { edge in
      seen.insert([edge.from, edge.to, edge.kind.rawValue, edge.label, edge.strength?.rawValue ?? "",
                   "\(edge.inCycle)", "\(edge.isOrphan)"]).inserted
    }
  }
}

/// The colours every encoder uses, so DOT, Mermaid and the HTML report agree.
enum Palette {
  static let ink = "#2d3748"
  static let muted = "#718096"
  static let coordinatorFill = "#ffffff"
  static let screenFill = "#ebf8ff"
  static let rootFill = "#e6fffa"
  static let orphanFill = "#fefcbf"
  static let unretainedFill = "#feebc8"
  static let cycle = "#e53e3e"
  static let orphan = "#dd6b20"
  static let reference = "#3182ce"
  static let transition = "#2f855a"
  static let cluster = "#a0aec0"
  static let added = "#2f9e44"
  static let removed = "#e03131"
  static let changed = "#f08c00"

  /// The colour a diff gives an element that changed `change`.
  static func color(_ change: FlowGraphDiff.Change) -> String {
    switch change {
    case .added: added
    case .removed: removed
    case .changed: changed
    }
  }
}
