/// UIKit types that hold and show view controllers.
public enum UIKitContainers {
  /// Navigation containers: a coordinator typically holds one to push its screens on, so a property of this type
  /// (or a subclass) is one of the members that make a class named `…Coordinator` a coordinator.
  public static let navigationControllers: Set<String> = ["UINavigationController"]

  /// Containers that keep what they show. Each instance gets its own node in the ownership graph, since one type
  /// stands for many unrelated instances; a coordinator owns what such a container shows even when it holds the
  /// container weakly.
  public static let types: Set<String> = [
    "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController", "UIWindow",
  ]
}
