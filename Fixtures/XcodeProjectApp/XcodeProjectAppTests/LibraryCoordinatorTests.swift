import UIKit
import XCTest
@testable import XcodeProjectApp

/// The library flow as a test drives it, with no scene delegate to keep the coordinators.
final class LibraryCoordinatorTests: XCTestCase {
    func testStartShowsTheLibrary() {
        let navigationController = UINavigationController()
        // Started and never stored: only the navigation stack is checked.
        let coordinator = LibraryCoordinator(navigationController: navigationController)
        coordinator.start()
        XCTAssertTrue(navigationController.topViewController is LibraryViewController)
    }

    func testPlayerIsAChildWhilePlaying() {
        let window = UIWindow()
        let app = AppCoordinator(window: window)
        let player = PlayerCoordinator(presenter: UIViewController(), episode: Show.subscribed[0].episodes[0])
        // Appended by hand and never removed: the test ends while the player is open.
        app.childCoordinators.append(player)
        player.start()
        XCTAssertEqual(app.childCoordinators.count, 1)
    }
}
