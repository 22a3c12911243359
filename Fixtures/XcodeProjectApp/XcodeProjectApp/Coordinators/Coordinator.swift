import UIKit

/// One flow of the app; it keeps the flows it starts until they tell it they are done.
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    /// Forgets a child whose flow has ended.
    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}
