/// What coordlint knows about types declared outside the analyzed sources: UIKit's class hierarchy and the
/// coordinator bases of coordinator libraries. One table, so the knowledge is reviewable in one place.
public enum KnownTypes {
  /// Direct supertypes of external types, used only when the sources do not declare these names themselves.
  public static let supertypes: [String: [String]] = [
    "UINavigationController": ["UIViewController"],
    "UITabBarController": ["UIViewController"],
    "UISplitViewController": ["UIViewController"],
    "UIPageViewController": ["UIViewController"],
    "UITableViewController": ["UIViewController"],
    "UICollectionViewController": ["UIViewController"],
    "UIAlertController": ["UIViewController"],
    "UIHostingController": ["UIViewController"],
    "UIViewController": ["UIResponder"],
    "UIView": ["UIResponder"],
    "UIWindow": ["UIView"],
    "UIResponder": ["NSObject"],
    // XCoordinator: every concrete coordinator class derives from BaseCoordinator.
    "NavigationCoordinator": ["BaseCoordinator"],
    "TabBarCoordinator": ["BaseCoordinator"],
    "ViewCoordinator": ["BaseCoordinator"],
    "SplitCoordinator": ["BaseCoordinator"],
    "PageCoordinator": ["BaseCoordinator"],
    "BasicCoordinator": ["BaseCoordinator"],
  ]

  /// A coordinator base provided by a library, which manages its children itself.
  public struct LibraryBase: Sendable {
    public let name: String
    public let library: String
    /// When the name is too common to trust alone (`Flow`), the conforming file must import the library.
    public let requiresImport: Bool
  }

  /// Coordinator bases of XCoordinator and RxFlow.
  public static let libraryCoordinatorBases: [String: LibraryBase] = {
    let xcoordinator = ["BaseCoordinator", "NavigationCoordinator", "TabBarCoordinator", "ViewCoordinator",
                        "SplitCoordinator", "PageCoordinator", "BasicCoordinator", "RedirectionRouter"]
    var table: [String: LibraryBase] = [:]
    for name in xcoordinator { table[name] = LibraryBase(name: name, library: "XCoordinator", requiresImport: false) }
    table["Flow"] = LibraryBase(name: "Flow", library: "RxFlow", requiresImport: true)
    return table
  }()

  /// UIKit navigation containers, which own the view controllers shown in them.
  public static let navigationControllers: Set<String> = ["UINavigationController"]
}
