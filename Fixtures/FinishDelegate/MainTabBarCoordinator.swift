import UIKit

/// The signed-in app: one tab per feature flow, each with its own navigation stack.
final class MainTabBarCoordinator: Coordinator {

    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    let type = CoordinatorType.mainTab

    private let tabBarController = UITabBarController()

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let accounts = makeTab(AccountsCoordinator.self, title: "Accounts", symbol: "creditcard")
        let transfers = makeTab(TransfersCoordinator.self, title: "Transfers", symbol: "arrow.left.arrow.right")

        tabBarController.setViewControllers(
            [accounts.navigationController, transfers.navigationController],
            animated: false
        )
        navigationController.setViewControllers([tabBarController], animated: false)
    }

    private func makeTab<Flow: Coordinator>(_ flow: Flow.Type, title: String, symbol: String) -> Flow {
        let tabNavigation = UINavigationController()
        tabNavigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: 0)
        tabNavigation.navigationBar.prefersLargeTitles = true

        let coordinator = Flow(tabNavigation)
        coordinator.finishDelegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
        return coordinator
    }
}

// MARK: - CoordinatorFinishDelegate

extension MainTabBarCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        // A tab only finishes when the user signs out, which ends the whole signed-in flow.
        childCoordinators.removeAll { $0 === childCoordinator }
        finish()
    }
}
