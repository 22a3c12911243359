import UIKit

// MARK: - Coordinator

/// An object that owns one navigation flow of the app and keeps its sub-flows alive while they run.
///
/// Sub-flows live in `childCoordinators`. Whoever appends a child is also the one that removes it, once the child
/// reports back through its parent's `childDidFinish(_:)`.
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }

    func start()
}

// MARK: - Helpers

extension Coordinator {
    /// The first running child of the given type; used so that a second tap does not start the same flow twice.
    func runningChild<Child: Coordinator>(of type: Child.Type) -> Child? {
        childCoordinators.lazy.compactMap { $0 as? Child }.first
    }

    /// Whether any sub-flow is still on screen.
    var hasRunningChildren: Bool {
        !childCoordinators.isEmpty
    }
}
