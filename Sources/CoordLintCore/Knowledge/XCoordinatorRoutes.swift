/// XCoordinator's routing API, as `prepareTransition(for:)` uses it.
public enum XCoordinatorRoutes {
  /// Transitions that show their first argument (a presentable: a view controller or a router); `multiple`
  /// combines others.
  public static let transitions: Set<String> = [
    "push", "present", "presentFullScreen", "presentOnRoot", "show", "showDetail", "set", "select", "embed",
  ]

  /// Type-erased views of a coordinator that keep it strongly (`LibraryCoordinator().strongRouter`): the value
  /// stands for the coordinator itself.
  public static let strongRouterViews: Set<String> = ["strongRouter", "anyCoordinator"]
}
