/// Which UIKit calls, properties and initializers keep a value alive: the framework's side of the ownership graph.
public enum UIKitOwnership {
  /// Methods whose receiver keeps an argument alive, by base name and the label of the kept argument (`nil` for
  /// the first unlabeled one). Array arguments keep every element.
  public static let keepingMethods: [String: String?] = [
    // UINavigationController: the stack owns its view controllers.
    "pushViewController": nil,
    "setViewControllers": nil,
    // UIViewController: the presenting controller owns the presented one; containment owns the child.
    // `show(_:sender:)` is left out on purpose: it hands the controller to whichever container is above the
    // receiver (usually its navigation controller), so the receiver itself keeps nothing.
    "present": nil,
    "addChild": nil,
    // UIView hierarchy: a superview owns its subviews.
    "addSubview": nil,
    "insertSubview": nil,
  ]

  /// Whether a call is `show(_:sender:)` on a navigation controller, which pushes the controller onto its stack.
  public static func isShowOnStack(_ call: Call, receiverType: String?, codebase: Codebase) -> Bool {
    guard isShow(call), let receiverType else { return false }
    return codebase.isSubtype(receiverType, of: "UINavigationController")
  }

  /// Whether a call is `show(_:sender:)` or `showDetailViewController(_:sender:)`: on any controller, it puts the
  /// controller on screen in the nearest container (pushed, or presented), which keeps it.
  public static func isShow(_ call: Call) -> Bool {
    (call.name == "show" || call.name == "showDetailViewController") && call.labels == [nil, "sender"]
  }

  /// Properties that keep what is assigned to them, on any holder (`window.rootViewController`,
  /// `navigationController.viewControllers`, `tabBarController.viewControllers`).
  public static let keepingProperties: Set<String> = ["rootViewController", "viewControllers"]

  /// Initializers that keep an argument, by type and the label of the kept argument.
  public static let keepingInitializers: [String: String] = [
    "UINavigationController": "rootViewController",
    // SwiftUI's bridge: the hosting controller owns its root view.
    "UIHostingController": "rootView",
  ]
}
