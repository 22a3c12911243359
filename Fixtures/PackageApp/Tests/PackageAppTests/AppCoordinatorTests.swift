import PackageApp
import PackageAppUI
import UIKit
import XCTest

/// The coordinators as a test drives them: built, started and inspected, with no scene to keep them.
final class AppCoordinatorTests: XCTestCase {
    private var defaults: UserDefaults!

    override func setUp() {
        super.setUp()
        defaults = UserDefaults(suiteName: #file)
        defaults.removePersistentDomain(forName: #file)
    }

    func testFirstLaunchStartsOnboarding() {
        let navigationController = UINavigationController()
        // Started and never stored: the test only looks at the navigation stack afterwards.
        let coordinator = AppCoordinator(navigationController: navigationController, screens: UIKitHabitScreens(),
                                         defaults: defaults)
        coordinator.start()
        XCTAssertEqual(navigationController.viewControllers.count, 1)
    }

    func testSettingsIsKeptWhileShown() {
        let presenter = UINavigationController()
        let app = AppCoordinator(navigationController: presenter, screens: UIKitHabitScreens(), defaults: defaults)
        let settings = SettingsCoordinator(presenter: presenter, screens: UIKitHabitScreens())
        // Appended by hand and never removed: the test ends before settings would close.
        app.childCoordinators.append(settings)
        settings.start()
        XCTAssertEqual(app.childCoordinators.count, 1)
    }
}
