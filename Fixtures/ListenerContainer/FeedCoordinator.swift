import UIKit
import Combine

/// Top stories list. Opens articles through the article feature's container, never by naming its coordinator.
final class FeedCoordinator: FlowCoordinator {

    weak var listener: FeedListener?

    private let viewModel: FeedViewModel
    private let articleContainable: ArticleContainable
    private var articleCoordinator: Coordinating?
    private var subscriptions: Set<AnyCancellable> = []

    init(viewModel: FeedViewModel, articleContainable: ArticleContainable) {
        self.viewModel = viewModel
        self.articleContainable = articleContainable
        super.init()
    }

    override func start(at navigationController: UINavigationController?) {
        super.start(at: navigationController)

        viewModel.route
            .receive(on: DispatchQueue.main)
            .sink { [weak self] route in self?.handle(route) }
            .store(in: &subscriptions)

        navigationController?.setViewControllers([FeedViewController(viewModel: viewModel)], animated: false)
    }

    override func stop() {
        subscriptions.removeAll()
        super.stop()
    }

    private func handle(_ route: FeedViewModel.Route) {
        switch route {
        case .article(let id):
            attachArticle(id: id)
        case .edition(let edition):
            listener?.feedDidChangeEdition(to: edition)
        }
    }

    // MARK: - Article

    private func attachArticle(id: Article.ID) {
        guard articleCoordinator == nil else { return }

        let coordinator = articleContainable.coordinator(listener: self, articleID: id)
        attach(coordinator, as: "article")
        coordinator.start(at: navigationController)
        articleCoordinator = coordinator
    }

    private func detachArticle() {
        guard articleCoordinator != nil else { return }
        detach(slot: "article")
        articleCoordinator = nil
    }
}

// MARK: - ArticleListener

extension FeedCoordinator: ArticleListener {
    func articleDidClose() {
        detachArticle()
    }

    func articleDidOpenRelated(_ id: Article.ID) {
        // Replace rather than stack: the reader shows one article at a time.
        navigationController?.popViewController(animated: false)
        detachArticle()
        attachArticle(id: id)
    }
}
