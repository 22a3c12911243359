import UIKit

// MARK: - Tag

/// Identifies a flow so that a parent can tell its children apart without downcasting.
/// (An enum: despite its name it is not a coordinator itself.)
enum CoordinatorType {
    case app
    case login
    case mainTab
    case accounts
    case transfers
}

// MARK: - Finish delegate

/// Told by a child flow that it is done, so the parent can drop it and decide what comes next.
protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: Coordinator)
}

// MARK: - Coordinator

protocol Coordinator: AnyObject {
    var finishDelegate: CoordinatorFinishDelegate? { get set }
    var navigationController: UINavigationController { get set }
    var childCoordinators: [Coordinator] { get set }
    var type: CoordinatorType { get }

    init(_ navigationController: UINavigationController)

    func start()
    func finish()
}

extension Coordinator {
    /// Default: forget every child, then let the parent know this flow is over.
    func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }
}
