import UIKit

/// Switches between the signed-out login flow and the signed-in tab bar flow.
final class AppCoordinator: Coordinator {

    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators = [Coordinator]()
    let type: CoordinatorType = .app

    private let session: SessionStore

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
        self.session = .shared
    }

    func start() {
        if session.hasValidToken {
            showMainFlow()
        } else {
            showLoginFlow()
        }
    }

    private func showLoginFlow() {
        let login = LoginCoordinator(navigationController)
        login.finishDelegate = self
        login.start()
        childCoordinators.append(login)
    }

    private func showMainFlow() {
        let main = MainTabBarCoordinator(navigationController)
        main.finishDelegate = self
        main.start()
        childCoordinators.append(main)
    }
}

// MARK: - CoordinatorFinishDelegate

extension AppCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators = childCoordinators.filter { $0.type != childCoordinator.type }
        navigationController.viewControllers.removeAll()

        switch childCoordinator.type {
        case .login:
            showMainFlow()
        case .mainTab:
            showLoginFlow()
        default:
            break
        }
    }
}
