import UIKit

// MARK: - Coordinator

extension ProfileCoordinator: Coordinator {
    func start() {
        navigationController.setViewControllers([makeOverview()], animated: false)
    }
}

// MARK: - TabCoordinator

extension ProfileCoordinator: TabCoordinator {
    var tab: AppTab { .profile }
    var rootViewController: UIViewController { navigationController }
}

// MARK: - DeepLinkHandling

extension ProfileCoordinator: DeepLinkHandling {
    func canHandle(_ link: DeepLink) -> Bool {
        link == .profile
    }

    func handle(_ link: DeepLink) {
        navigationController.popToRootViewController(animated: false)
    }
}
