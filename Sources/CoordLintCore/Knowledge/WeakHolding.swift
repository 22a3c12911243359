/// References the frameworks hold weakly: storing a value there never keeps it alive, so it is never a strong back
/// reference or part of a retain cycle.
public enum WeakHolding {
  /// Properties of framework types that the framework declares `weak` (or `assign`, or read-only). Setting them
  /// creates no strong reference, unless the sources declare a property of that name themselves.
  public static let frameworkProperties: Set<String> = [
    // Delegates and data sources of UIKit's views and controllers.
    "delegate", "dataSource", "prefetchDataSource", "dragDelegate", "dropDelegate", "transitioningDelegate",
    // UIViewController's links up the tree, weak or read-only: the presenter and the containers own the
    // controller, not the other way round.
    "presentationController", "presentingViewController", "parent", "navigationController", "tabBarController",
    "splitViewController",
    // Target-action: `UIBarButtonItem.target` is weak.
    "target",
  ]

  /// Container types that hold their elements weakly whatever way they are made; `weak_holding_types` in
  /// `.coordlint.yml` adds an app's own (a `WeakArray<T>`, a `MulticastDelegate<T>`). A property of such a type
  /// holds what is put into it weakly, and the type's own storage holds nothing strongly.
  ///
  /// Foundation's `NSHashTable`, `NSMapTable` and `NSPointerArray` are not listed: they hold weakly only when made
  /// so (`NSHashTable<AnyObject>.weakObjects()`); their plain initializers make strong ones.
  ///
  /// A listed name counts only when the sources do not declare a type of that name themselves: then theirs is
  /// another type, read like any other.
  public static let containerTypes: Set<String> = [
    // The WeakDictionary package (CocoaPods, Carthage, SwiftPM: nicholascross/WeakDictionary) wraps each value in
    // a reference with a `weak var`; its keys are ordinary dictionary keys (`WeakKeyDictionary` is the weak-keyed
    // one and is not listed: it holds its values strongly).
    "WeakDictionary",
  ]
}
