import UIKit

/// The subscribed shows and their episodes.
final class LibraryCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onPlay: ((Episode) -> Void)?

    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let library = LibraryViewController(shows: Show.subscribed)
        library.onSelectShow = { [weak self] show in self?.showEpisodes(of: show) }
        navigationController.setViewControllers([library], animated: false)
    }

    private func showEpisodes(of show: Show) {
        let episodes = EpisodeListViewController(show: show)
        episodes.onSelectEpisode = { [weak self] episode in self?.onPlay?(episode) }
        navigationController.pushViewController(episodes, animated: true)
    }
}
