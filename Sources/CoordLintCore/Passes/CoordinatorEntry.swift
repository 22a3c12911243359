/// A type coordlint treats as a coordinator, and why.
public struct CoordinatorEntry: Sendable {
  /// What role the type plays in the coordinator hierarchy.
  public enum Kind: String, Codable, Sendable {
    /// A concrete coordinator.
    case coordinator
    /// A class other coordinators derive from (open, or subclassed in the sources).
    case base
    /// A coordinator protocol: a root, or one refining a root.
    case `protocol`
  }

  /// How the type was recognised.
  public enum Reason: String, Codable, Sendable {
    /// The type is itself a coordinator root declared in the sources.
    case root
    /// It inherits from or conforms to a root declared in the sources, transitively.
    case conformance
    /// It derives from a coordinator base of a library (XCoordinator, RxFlow).
    case library
    /// Nothing it conforms to is a root, but it is named like one and has coordinator members.
    case name
  }

  /// The Codebase key: the qualified name, or `Name@path` for a file-private type whose name recurs.
  public let name: String
  /// The qualified name as declared.
  public let displayName: String
  public let kind: Kind
  public let reason: Reason
  /// The supertype edges from the type up to its root, nearest first; empty for a root itself.
  public let chain: [SupertypeEdge]
  /// The root the chain ends at (the type itself for a root).
  public let root: String
  /// The library providing the root, for library bases.
  public let library: String?
  public let location: SourceLocation
}

/// The coordinators of a codebase, by key.
public struct CoordinatorIndex: Sendable {
  public let entries: [String: CoordinatorEntry]

  /// Entries sorted by name, then file: the order every output uses.
  public var sorted: [CoordinatorEntry] {
    entries.values.sorted { ($0.displayName, $0.location) < ($1.displayName, $1.location) }
  }

  public func isCoordinator(_ key: String) -> Bool { entries[key] != nil }

  /// Whether `key` is a coordinator whose children a library base manages (never an orphan source): XCoordinator's
  /// and RxFlow's, not CoordinatorsFoundation's, whose `add(child:)` and `remove(child:)` the app calls itself.
  public func isLibraryManaged(_ key: String) -> Bool {
    guard let entry = entries[key], entry.reason == .library, let library = entry.library else { return false }
    return CoordinatorLibraries.managingChildren.contains(library)
  }
}
