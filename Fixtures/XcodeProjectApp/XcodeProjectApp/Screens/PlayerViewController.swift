import UIKit

/// Plays one episode; the close button hands control back to the coordinator.
final class PlayerViewController: UIViewController {
    var onClose: (() -> Void)?
    private let episode: Episode

    init(episode: Episode) {
        self.episode = episode
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = episode.title
        let close = UIButton(type: .close, primaryAction: UIAction { [weak self] _ in self?.onClose?() })
        view.addSubview(close)
    }
}
