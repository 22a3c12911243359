import UIKit

/// Puts the podcast library in the window and opens the player over it when an episode is chosen.
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        let library = LibraryCoordinator(navigationController: navigationController)
        library.onPlay = { [weak self] episode in self?.play(episode) }
        childCoordinators.append(library)
        library.start()
    }

    private func play(_ episode: Episode) {
        let player = PlayerCoordinator(presenter: navigationController, episode: episode)
        player.onClose = { [weak self, weak player] in
            guard let self, let player else { return }
            self.childDidFinish(player)
        }
        childCoordinators.append(player)
        player.start()
    }
}
