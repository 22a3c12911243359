/// Coordinator bases that libraries provide: a type deriving from one is a coordinator, and the library manages its
/// children itself.
public enum CoordinatorLibraries {
  /// A coordinator base provided by a library.
  public struct Base: Sendable {
    public let name: String
    public let library: String
    /// When the name is too common to trust alone (`Flow`, `Coordinator`), some file must import the library.
    public let requiresImport: Bool
  }

  /// A library method that changes the receiver's children: `add(child:)`, `removeChild(_:)`.
  public struct ChildMethod: Hashable, Sendable {
    public let name: String
    /// Argument labels, nil for an unlabelled argument.
    public let labels: [String?]
    public let kind: ChildMutation.Kind
  }

  /// XCoordinator's, RxFlow's and CoordinatorsFoundation's bases, by name; a name two libraries share (both have a
  /// `NavigationCoordinator`) lists each, and the imports decide (`base(named:imports:)`).
  public static let bases: [String: [Base]] = {
    var table: [String: [Base]] = [:]
    func add(_ names: [String], _ library: String, requiresImport: Bool) {
      for name in names { table[name, default: []].append(Base(name: name, library: library, requiresImport: requiresImport)) }
    }
    // CoordinatorsFoundation's generic bases are named through the app's own typealiases
    // (`typealias Coordinator = CoordinatorsFoundation.Coordinator<Link, Kind>`); `Coordinator` alone proves nothing.
    add(["Coordinator", "ControllerCoordinator", "NavigationCoordinator", "TabBarCoordinator", "SplitViewCoordinator"],
        "CoordinatorsFoundation", requiresImport: true)
    add(["BaseCoordinator", "NavigationCoordinator", "TabBarCoordinator", "ViewCoordinator", "SplitCoordinator",
         "PageCoordinator", "BasicCoordinator", "RedirectionRouter"], "XCoordinator", requiresImport: true)
    // RxFlow's protocol is plainly `Flow`, a name an app may use for anything else.
    add(["Flow"], "RxFlow", requiresImport: true)
    return table
  }()

  /// The library base `name` denotes given the modules the sources import: only a library some file imports. A
  /// `NavigationCoordinator` of the app's own package that the run does not read is not XCoordinator's, and taking
  /// it for one switched the orphan rule off for a whole app.
  public static func base(named name: String, imports: Set<String>) -> Base? {
    guard let candidates = bases[name] else { return nil }
    return candidates.first { imports.contains($0.library) } ?? candidates.first { !$0.requiresImport }
  }

  /// The libraries whose bases add and remove children themselves (XCoordinator as routes are triggered, RxFlow's
  /// flow coordinators): the app's code never changes those children.
  public static let managingChildren: Set<String> = ["XCoordinator", "RxFlow"]

  /// The navigation controller properties each library's bases declare, by library and base: the stack a
  /// coordinator built on one shows its screens on, and hands its children.
  public static let stackProperties: [String: [String: Set<String>]] = [
    "CoordinatorsFoundation": ["NavigationCoordinator": ["navigationController"]],
    "XCoordinator": ["NavigationCoordinator": ["rootViewController"]],
  ]

  /// The methods each library's bases have that add or remove children.
  public static let childMethods: [String: [ChildMethod]] = [
    "CoordinatorsFoundation": [
      ChildMethod(name: "add", labels: ["child"], kind: .add),
      ChildMethod(name: "remove", labels: ["child"], kind: .remove),
    ],
    "XCoordinator": [
      ChildMethod(name: "addChild", labels: [nil], kind: .add),
      ChildMethod(name: "removeChild", labels: [nil], kind: .remove),
      ChildMethod(name: "removeChildrenIfNeeded", labels: [], kind: .removeAll),
    ],
  ]
}
