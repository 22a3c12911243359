import UIKit

// MARK: - Protocols

/// A navigation flow of the shop. Parents keep running children in `childCoordinators` and learn about their end
/// through `finishDelegate`.
protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get }
    var childCoordinators: [Coordinator] { get set }
    var finishDelegate: CoordinatorFinishDelegate? { get set }

    func start()
}

protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: Coordinator)
}

// MARK: - Children store

extension Coordinator {

    /// Keeps `child` alive until `free(_:)`.
    func store(_ child: Coordinator) {
        guard !childCoordinators.contains(where: { $0 === child }) else { return }
        childCoordinators.append(child)
    }

    func free(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }

    /// Ends this flow: releases every child, then tells the parent.
    func finish() {
        childCoordinators.forEach { $0.finishDelegate = nil }
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }
}

extension Coordinator where Self: CoordinatorFinishDelegate {

    /// The usual way to run a child: become its finish delegate, store it, start it.
    func attachAndStart(_ child: Coordinator) {
        child.finishDelegate = self
        store(child)
        child.start()
    }
}
