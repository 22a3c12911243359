import CoordLintCore

/// Examples of `retain-cycle` for a method that empties the children before it adds one (`children.removeAll();
/// children.append(auth)`): each run takes out only what an earlier run added.
extension RetainCycleRuleExamples {
  /// An app coordinator showing sign-in through `showAuth()`, which clears its children first; `more` is more of
  /// the app coordinator.
  static func replacingAuth(more: String) -> String {
    """
    \(base)
    final class AuthCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      var ②parentCoordinator: AppCoordinator?
      func start() {}
    }
    final class AppCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      func start() { showAuth() }
      private func showAuth() {
        childCoordinators.removeAll()
        let auth = AuthCoordinator()
        ①childCoordinators.append(auth)
        ↓auth.parentCoordinator = self
        auth.start()
      }\(more)
    }
    """
  }

  static let replacingExamples: [RuleExample] = [
    // Shown once, from `start()`: the clear before the add never takes this child out.
    .fails(replacingAuth(more: ""), findings: [
      .finding("""
        'AuthCoordinator.parentCoordinator' holds 'AppCoordinator' strongly: retain cycle 'AppCoordinator' → \
        'AuthCoordinator' → 'AppCoordinator'; declare 'parentCoordinator' as 'weak var'
        """, notes: [
          .note("'AppCoordinator' keeps 'AuthCoordinator' in its children", at: "①"),
          .note("'parentCoordinator' is declared strong here", at: "②"),
        ]),
    ]),
    // Shown again on sign-out, which clears the first sign-in child: a cycle that ends (another rule's finding).
    .passes(RuleExample.unmarked(replacingAuth(more: "\n  func signOut() { showAuth() }"))),
  ]
}
