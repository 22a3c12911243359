import UIKit

/// Owns the window and the one feed flow. Changing the edition rebuilds the feed from scratch.
final class AppCoordinator: FlowCoordinator {

    private enum Slot {
        static let feed = "feed"
    }

    private let window: UIWindow
    private let feedContainable: FeedContainable
    private let rootNavigation = UINavigationController()
    private var edition: Edition

    // Only the interface type is known here; the concrete feed coordinator stays inside its container.
    private var feedCoordinator: Coordinating?

    init(window: UIWindow, feedContainable: FeedContainable, edition: Edition) {
        self.window = window
        self.feedContainable = feedContainable
        self.edition = edition
        super.init()
    }

    func launch() {
        window.rootViewController = rootNavigation
        window.makeKeyAndVisible()
        start(at: rootNavigation)
    }

    override func start(at navigationController: UINavigationController?) {
        super.start(at: navigationController)
        attachFeed()
    }

    // MARK: - Attach / detach

    private func attachFeed() {
        guard feedCoordinator == nil else { return }

        let coordinator = feedContainable.coordinator(listener: self, edition: edition)
        attach(coordinator, as: Slot.feed)
        coordinator.start(at: navigationController)

        feedCoordinator = coordinator
    }

    private func detachFeed() {
        guard feedCoordinator != nil else { return }

        detach(slot: Slot.feed)
        navigationController?.setViewControllers([], animated: false)

        feedCoordinator = nil
    }
}

// MARK: - FeedListener

extension AppCoordinator: FeedListener {
    func feedDidChangeEdition(to newEdition: Edition) {
        guard newEdition != edition else { return }
        edition = newEdition
        detachFeed()
        attachFeed()
    }
}
