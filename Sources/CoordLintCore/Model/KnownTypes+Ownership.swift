/// UIKit's and the reactive libraries' ownership facts: who keeps what alive. One table, read by the ownership pass
/// only, so the knowledge can be reviewed (and corrected) in one place.
extension KnownTypes {
  /// How a framework call or property keeps a value.
  public enum Keeping: Sendable, Equatable {
    /// The call returns a subscription that keeps the closure until it is cancelled or disposed.
    case subscription
    /// Something outside the caller's objects keeps the closure for as long as the program runs (or until an
    /// explicit removal): the notification center, the run loop of a repeating timer.
    case external(String)
  }

  /// UIKit methods whose receiver keeps an argument alive, by base name and the label of the kept argument (`nil`
  /// for the first unlabeled one). Array arguments keep every element.
  public static let keepingMethods: [String: String?] = [
    // UINavigationController: the stack owns its view controllers.
    "pushViewController": nil,
    "setViewControllers": nil,
    // UIViewController: the presenting controller owns the presented one; containment owns the child.
    // `show(_:sender:)` is left out on purpose: it hands the controller to whichever container is above the
    // receiver (usually its navigation controller), so the receiver itself keeps nothing.
    "present": nil,
    "addChild": nil,
    // UIView hierarchy.
    "addSubview": nil,
    "insertSubview": nil,
  ]

  /// UIKit properties that keep what is assigned to them, on any holder (`window.rootViewController`,
  /// `navigationController.viewControllers`, `tabBarController.viewControllers`).
  public static let keepingProperties: Set<String> = ["rootViewController", "viewControllers"]

  /// XCoordinator's type-erased views of a coordinator that keep it strongly (`LibraryCoordinator().strongRouter`).
  public static let strongRouterViews: Set<String> = ["strongRouter", "anyCoordinator"]

  /// XCoordinator's transitions that show their first argument (a presentable: a view controller or a router),
  /// as `prepareTransition(for:)` returns them; `multiple` combines others.
  public static let routeTransitions: Set<String> = [
    "push", "present", "presentFullScreen", "presentOnRoot", "show", "showDetail", "set", "select", "embed",
  ]

  /// UIKit initializers that keep an argument: `UINavigationController(rootViewController:)`.
  public static let keepingInitializers: [String: String] = [
    "UINavigationController": "rootViewController",
    "UIHostingController": "rootView",
  ]

  /// Properties of framework types that are declared weak (or `assign`) by the framework itself. Setting them never
  /// creates a strong reference.
  public static let weakFrameworkProperties: Set<String> = [
    "delegate", "dataSource", "prefetchDataSource", "dragDelegate", "dropDelegate", "transitioningDelegate",
    "presentationController", "presentingViewController", "parent", "navigationController", "tabBarController",
    "splitViewController", "target",
  ]

  /// UIKit types that hold and show view controllers; each instance gets its own node in the ownership graph, since
  /// one type stands for many unrelated instances.
  public static let containerTypes: Set<String> = [
    "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController", "UIWindow",
  ]

  /// Calls that register a closure to run on every event, and how the closure is kept.
  public static let closureKeepingCalls: [String: Keeping] = [
    // Combine
    "sink": .subscription,
    "assign": .subscription,
    // RxSwift / RxCocoa
    "subscribe": .subscription,
    "bind": .subscription,
    "drive": .subscription,
    "emit": .subscription,
    // Foundation: the block-based observer lives until it is removed; a repeating timer until it is invalidated.
    "addObserver": .external("the notification center"),
    "scheduledTimer": .external("the run loop"),
  ]

  /// Calls on a subscription that hand it to a keeper argument: `.store(in: &cancellables)`, `.disposed(by: bag)`.
  public static let subscriptionKeepers: Set<String> = ["store", "disposed"]

  // Calls that run a closure once and let it go (`DispatchQueue.main.async`, `UIView.animate`, the completion of
  // `present`) need no table: a call not listed above keeps nothing.
}
