import PackageApp
import UIKit

/// What the app's scene delegate calls: keeps the app coordinator for as long as the window lives.
public final class AppLauncher {
    private var appCoordinator: AppCoordinator?

    public init() {}

    public func launch(in window: UIWindow) {
        let navigationController = UINavigationController()
        let coordinator = AppCoordinator(navigationController: navigationController, screens: UIKitHabitScreens())
        appCoordinator = coordinator
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        coordinator.start()
    }
}
