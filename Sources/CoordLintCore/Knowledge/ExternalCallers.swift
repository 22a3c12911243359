/// Code coordlint cannot see that calls into the sources: what makes a function reachable though no analyzed code
/// calls it.
public enum ExternalCallers {
  /// Attributes of functions that code outside the sources calls.
  public static let attributes: Set<String> = [
    // The Objective-C runtime: selectors (`#selector`, target-action), key-value observing, notifications.
    "objc",
    // Storyboards and nibs, through their connections.
    "IBAction",
  ]
}
