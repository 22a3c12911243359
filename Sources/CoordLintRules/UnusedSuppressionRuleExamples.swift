import CoordLintCore

/// Examples of `unused-suppression`: each is documentation and a test. They run through the `Linter` with every
/// rule, since whether a comment is used depends on the other rules' findings.
enum UnusedSuppressionRuleExamples {
  static let base = """
    \(RuleExample.coordinatorProtocol)
    final class FiltersViewController: UIViewController { weak var coordinator: FiltersCoordinator? }
    final class FiltersCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let window: UIWindow
      init(window: UIWindow) { self.window = window }
      func start() {
        let screen = FiltersViewController()
        screen.coordinator = self
        window.rootViewController = screen
      }
    }
    """

  static let all: [RuleExample] = [
    // Each comment suppresses a finding of the rule it names.
    .passes("""
      \(base)
      final class CatalogCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func start() {}
        func showFilters() {
          let filters = FiltersCoordinator(window: window)
          // coordlint:disable:next orphan-child - the filters stay for the catalog's lifetime
          childCoordinators.append(filters)
          filters.start()
        }
        // coordlint:disable unretained-coordinator
        func preview() {
          FiltersCoordinator(window: window).start()
        }
        // coordlint:enable unretained-coordinator
        func peek() { FiltersCoordinator(window: window).start() } // coordlint:disable:this all
      }
      """),
    // A comment about a rule the configuration did not run, and one that names this rule, are left alone.
    .passes("""
      \(base)
      // coordlint:disable:next unused-suppression
      // coordlint:disable:next orphan-child
      let answer = 42
      """),
    // The code was fixed; the comments stayed.
    .fails("""
      \(base)
      final class CatalogCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func start() {}
        func showFilters() {
          let filters = FiltersCoordinator(window: window)
          ↓// coordlint:disable:next orphan-child
          filters.start()
        }
        ↓/* coordlint:disable all */
        func preview() {}
      }
      """, findings: [
      .finding("'coordlint:disable:next orphan-child' suppresses no finding; remove it"),
      .finding("'coordlint:disable all' suppresses no finding; remove it"),
    ]),
    // One of two ids is needed; a misspelt id suppresses nothing.
    .fails("""
      \(base)
      final class CatalogCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func start() {}
        func preview() {
          FiltersCoordinator(window: window).start() ↓// coordlint:disable:this orphan-child, unretained-coordinator
        }
        func peek() {
          ↓// coordlint:disable:next unretained-coordinators
          FiltersCoordinator(window: window).start() // coordlint:disable:this unretained-coordinator
        }
      }
      """, findings: [
      .finding("""
        'orphan-child' in 'coordlint:disable:this orphan-child,unretained-coordinator' suppresses no finding; \
        remove it from the comment
        """),
      .finding("""
        'unretained-coordinators' is not a coordlint rule, so 'coordlint:disable:next unretained-coordinators' \
        suppresses nothing for it; 'coordlint rules' lists the rules
        """),
    ]),
  ]
}
