import UIKit

/// The full-screen player, presented modally.
final class PlayerCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onClose: (() -> Void)?

    private weak var presenter: UIViewController?
    private let episode: Episode

    init(presenter: UIViewController, episode: Episode) {
        self.presenter = presenter
        self.episode = episode
    }

    func start() {
        let player = PlayerViewController(episode: episode)
        player.onClose = { [weak self] in self?.close() }
        // A player covers the screen: the close button is its only way out.
        player.modalPresentationStyle = .fullScreen
        presenter?.present(player, animated: true)
    }

    private func close() {
        presenter?.dismiss(animated: true)
        onClose?()
    }
}
