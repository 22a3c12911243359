import CoordLintCore

/// Examples of `non-class-delegate-protocol`: each is documentation and a test.
enum NonClassDelegateProtocolRuleExamples {
  static let base = RuleExample.coordinatorProtocol

  /// `noted` goes before the property a note points at.
  static func tabs(_ declaration: String, noted: String = "") -> String {
    """
    \(base)
    \(declaration)
    final class CartCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      var \(noted)delegate: CartCoordinatorDelegate?
      func start() {}
    }
    final class TabsCoordinator: Coordinator, CartCoordinatorDelegate {
      var childCoordinators: [Coordinator] = []
      func start() {
        let cart = CartCoordinator()
        cart.delegate = self
        childCoordinators.append(cart)
      }
      func cartDidRequestBrowsing() {}
    }
    """
  }

  static let all: [RuleExample] = [
    // Used for a reference back to the parent, and structs could adopt it.
    .fails(tabs("protocol ↓CartCoordinatorDelegate { func cartDidRequestBrowsing() }", noted: "①"), findings: [
      .finding("""
        protocol 'CartCoordinatorDelegate' is the type of the back reference 'CartCoordinator.delegate' but is not \
        class-bound, so it cannot be 'weak'; declare it 'protocol CartCoordinatorDelegate: AnyObject'
        """, notes: [.note("'CartCoordinator.delegate' is declared with it here", at: "①")]),
    ]),
    // Class-bound directly, through an inherited protocol, through `where Self: AnyObject`, or as `@objc`.
    .passes(tabs("protocol CartCoordinatorDelegate: AnyObject { func cartDidRequestBrowsing() }")),
    .passes(tabs("""
      protocol CoordinatorDelegate: class {}
      protocol CartCoordinatorDelegate: CoordinatorDelegate { func cartDidRequestBrowsing() }
      """)),
    .passes(tabs("protocol CartCoordinatorDelegate where Self: AnyObject { func cartDidRequestBrowsing() }")),
    .passes(tabs("@objc protocol CartCoordinatorDelegate { func cartDidRequestBrowsing() }")),
    // Not class-bound, inherited: the finding is at the protocol the property names.
    .fails(files: [
      "Coordinator.swift": base,
      "Delegates.swift": """
        protocol FlowDelegate { func flowDidEnd() }
        protocol ↓SettingsCoordinatorDelegate: FlowDelegate {}
        """,
      "SettingsCoordinator.swift": """
        final class SettingsCoordinator: Coordinator {
          var childCoordinators: [Coordinator] = []
          var ①delegate: SettingsCoordinatorDelegate?
          func start() {}
        }
        """,
      "AppCoordinator.swift": """
        final class AppCoordinator: Coordinator, SettingsCoordinatorDelegate {
          var childCoordinators: [Coordinator] = []
          func start() {
            let settings = SettingsCoordinator()
            settings.delegate = self
            childCoordinators.append(settings)
          }
          func flowDidEnd() { childCoordinators.removeAll() }
        }
        """,
    ], findings: [
      .finding("""
        protocol 'SettingsCoordinatorDelegate' is the type of the back reference 'SettingsCoordinator.delegate' but \
        is not class-bound, so it cannot be 'weak'; declare it 'protocol SettingsCoordinatorDelegate: AnyObject'
        """, notes: [.note("'SettingsCoordinator.delegate' is declared with it here", at: "①")]),
    ]),
    // Named like a delegate but only ever holds a value that does not own the holder: decided by use.
    .passes("""
      \(base)
      protocol PriceFormatterDelegate { func format(_ cents: Int) -> String }
      struct EuroFormatter: PriceFormatterDelegate { func format(_ cents: Int) -> String { "" } }
      final class CheckoutCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var formatter: PriceFormatterDelegate?
        func start() { formatter = EuroFormatter() }
      }
      """),
  ]
}
