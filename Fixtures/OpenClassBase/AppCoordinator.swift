import UIKit

/// Owns the window and keeps exactly one dashboard attached; signing out replaces it with a fresh one.
final class AppCoordinator: BaseFlowCoordinator {

    private let window: UIWindow
    private let repository: WorkoutRepository
    private let rootNavigationController = UINavigationController()

    private var dashboardCoordinator: DashboardCoordinator?

    init(window: UIWindow, repository: WorkoutRepository) {
        self.window = window
        self.repository = repository
        super.init()
    }

    func launch() {
        window.rootViewController = rootNavigationController
        window.makeKeyAndVisible()
        start(at: rootNavigationController)
    }

    override func start(at navigationController: UINavigationController?) {
        super.start(at: navigationController)
        attachDashboard()
    }

    // MARK: - Dashboard

    private func attachDashboard() {
        guard dashboardCoordinator == nil else { return }

        let dashboard = DashboardCoordinator(repository: repository)
        dashboard.listener = self
        addChild(dashboard)
        dashboard.start(at: navigationController)

        dashboardCoordinator = dashboard
    }

    private func detachDashboard() {
        guard let dashboard = dashboardCoordinator else { return }

        dashboard.stop()
        removeChild(dashboard)
        navigationController?.setViewControllers([], animated: false)

        dashboardCoordinator = nil
    }
}

// MARK: - DashboardListener

extension AppCoordinator: DashboardListener {
    func dashboardDidSignOut() {
        repository.clearLocalData()
        detachDashboard()
        attachDashboard()
    }
}
