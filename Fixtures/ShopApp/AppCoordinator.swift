import UIKit

/// Signed out: the auth flow. Signed in: the main tab bar. Each flow finishing starts the other.
final class AppCoordinator: Coordinator {

    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var finishDelegate: CoordinatorFinishDelegate?

    private let environment: ShopEnvironment
    private var pendingURL: URL?

    init(navigationController: UINavigationController, environment: ShopEnvironment) {
        self.navigationController = navigationController
        self.environment = environment
    }

    func start() {
        environment.session.isSignedIn ? runMain() : runAuth()
    }

    func open(_ url: URL) {
        guard let main = childCoordinators.first(where: { $0 is MainTabCoordinator }) as? MainTabCoordinator else {
            pendingURL = url   // handled once the user has signed in
            return
        }
        main.open(url)
    }

    // MARK: - Flows

    private func runAuth() {
        attachAndStart(AuthCoordinator(navigationController: navigationController, session: environment.session))
    }

    private func runMain() {
        let main = MainTabCoordinator(navigationController: navigationController, environment: environment)
        attachAndStart(main)

        if let url = pendingURL {
            pendingURL = nil
            main.open(url)
        }
    }
}

// MARK: - CoordinatorFinishDelegate

extension AppCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        free(childCoordinator)
        navigationController.setViewControllers([], animated: false)

        switch childCoordinator {
        case is AuthCoordinator:
            runMain()
        case is MainTabCoordinator:
            runAuth()
        default:
            assertionFailure("unexpected child \(childCoordinator)")
        }
    }
}
