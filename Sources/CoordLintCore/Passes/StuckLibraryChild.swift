/// XCoordinator's children that its own clean-up never removes.
///
/// XCoordinator drops a child in `removeChildrenIfNeeded()` once `canBeRemovedAsChild()` holds, which by default
/// is once the child's `viewController` has left the view hierarchy. A child made on its parent's navigation
/// controller (`super.init(rootViewController: rootVC, …)` with the parent's `rootViewController`) has that
/// controller for its view controller unless it overrides `viewController` (or `canBeRemovedAsChild()`): it stays
/// in the hierarchy as long as the parent's screens do, so the child is never removed, and one more joins it each
/// time the parent adds one.
public struct StuckLibraryChild: Sendable {
  /// Where the child hands the shared controller to its base, for a note.
  public let sharedAt: SourceLocation

  /// The stuck child of `add`, whose parent's library manages its children (`lifetime` is `.managed`); nil when
  /// the library can remove it or something else does.
  public static func find(_ add: ChildMutation, lifecycle: ChildLifecycle,
                          bodies: FunctionBodyIndex) -> StuckLibraryChild? {
    let codebase = lifecycle.codebase, coordinators = lifecycle.coordinators
    guard add.kind == .add, let child = add.child, case .name(let local)? = add.childExpr,
          coordinators.entries[add.parent]?.library == "XCoordinator",
          coordinators.entries[child]?.library == "XCoordinator",
          let function = bodies[add.function] else { return nil }
    // The child overrides what XCoordinator asks.
    let lineage = codebase.lineage(of: child).compactMap { codebase.type($0) }
    if lineage.contains(where: { info in
      info.properties.contains { $0.name == "viewController" }
        || info.functions.contains { $0.name == "canBeRemovedAsChild" }
    }) { return nil }
    let stacks = SheetDismissal.arguments(ofCreating: local, in: function.body).filter {
      PopExit.isStackProperty($0.value, of: add.parent, routers: false, codebase: codebase, coordinators: coordinators)
    }
    guard !stacks.isEmpty, !lifecycle.hasCoveringRemoval(for: add) else { return nil }
    // The child's initializer hands that argument to its base as the root view controller.
    for info in lineage {
      for decl in info.functions where decl.kind == .initializer {
        guard let body = decl.body else { continue }
        for stack in stacks {
          guard let parameter = decl.parameters.first(where: { $0.label == stack.label }) else { continue }
          // `super` reads as an expression the facts do not model.
          for call in StatementSearch.calls(in: body) where StuckLibraryChild.isSuperInit(call.callee) {
            if call.arguments.contains(where: {
              $0.label == "rootViewController" && $0.value == .name(parameter.name)
            }) {
              return StuckLibraryChild(sharedAt: call.location)
            }
          }
        }
      }
    }
    return nil
  }

  /// `super.init`: `super` reads as an expression the facts do not model.
  private static func isSuperInit(_ callee: Expr) -> Bool {
    callee == .member(base: .name("super"), name: "init") || callee == .member(base: .other([]), name: "init")
  }
}
