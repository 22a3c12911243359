import UIKit

@objcMembers
final class HomeCoordinator: NSObject, Coordinator {
    var childCoordinators: [Coordinator] = []
    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        window.rootViewController = navigationController
        navigationController.setViewControllers([HomeViewController()], animated: false)
        window.makeKeyAndVisible()
    }

    func showProfile() {
        let profile = ProfileCoordinator(navigationController: navigationController)
        profile.onFinish = { [weak self, weak profile] in
            self?.childCoordinators.removeAll { $0 === profile }
        }
        childCoordinators.append(profile)
        profile.start()
    }
}

final class HomeViewController: UIViewController {}
