/// Coordinator bases that libraries provide: a type deriving from one is a coordinator, and the library manages its
/// children itself.
public enum CoordinatorLibraries {
  /// A coordinator base provided by a library.
  public struct Base: Sendable {
    public let name: String
    public let library: String
    /// When the name is too common to trust alone (`Flow`), the conforming file must import the library.
    public let requiresImport: Bool
  }

  /// XCoordinator's and RxFlow's bases, by name.
  public static let bases: [String: Base] = {
    let xcoordinator = ["BaseCoordinator", "NavigationCoordinator", "TabBarCoordinator", "ViewCoordinator",
                        "SplitCoordinator", "PageCoordinator", "BasicCoordinator", "RedirectionRouter"]
    var table: [String: Base] = [:]
    for name in xcoordinator { table[name] = Base(name: name, library: "XCoordinator", requiresImport: false) }
    // RxFlow's protocol is plainly `Flow`, a name an app may use for anything else.
    table["Flow"] = Base(name: "Flow", library: "RxFlow", requiresImport: true)
    return table
  }()
}
