/// The class hierarchy of framework types the sources use but do not declare: UIKit's, and XCoordinator's coordinator
/// classes. Read only for names the sources do not declare themselves.
public enum FrameworkHierarchy {
  /// Direct supertypes of external types. A name listed here is also known to be a class.
  public static let supertypes: [String: [String]] = [
    "UINavigationController": ["UIViewController"],
    "UITabBarController": ["UIViewController"],
    "UISplitViewController": ["UIViewController"],
    "UIPageViewController": ["UIViewController"],
    "UITableViewController": ["UIViewController"],
    "UICollectionViewController": ["UIViewController"],
    "UIAlertController": ["UIViewController"],
    // A page sheet like any presented navigation controller: its delegate hears a pick and a cancel, not a swipe.
    "UIImagePickerController": ["UINavigationController"],
    // SwiftUI's bridge into UIKit: a view controller showing a SwiftUI view.
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
}
