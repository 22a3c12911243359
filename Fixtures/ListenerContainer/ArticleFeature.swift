import UIKit

// MARK: - Interface

protocol ArticleListener: AnyObject {
    func articleDidClose()
    func articleDidOpenRelated(_ id: Article.ID)
}

protocol ArticleContainable: Containable {
    func coordinator(listener: ArticleListener, articleID: Article.ID) -> Coordinating
}

protocol ArticleDependency: Dependency {
    var articles: ArticleRepository { get }
    var bookmarks: BookmarkStore { get }
    var imageLoader: ImageLoading { get }
}

// MARK: - Container

final class ArticleContainer: Container<ArticleDependency>, ArticleContainable {

    func coordinator(listener: ArticleListener, articleID: Article.ID) -> Coordinating {
        let viewModel = ArticleViewModel(
            id: articleID,
            repository: dependency.articles,
            bookmarks: dependency.bookmarks
        )
        let coordinator = ArticleCoordinator(viewModel: viewModel, imageLoader: dependency.imageLoader)
        coordinator.listener = listener
        return coordinator
    }
}

// MARK: - Coordinator

final class ArticleCoordinator: FlowCoordinator {

    weak var listener: ArticleListener?

    private let viewModel: ArticleViewModel
    private let imageLoader: ImageLoading

    init(viewModel: ArticleViewModel, imageLoader: ImageLoading) {
        self.viewModel = viewModel
        self.imageLoader = imageLoader
        super.init()
    }

    override func start(at navigationController: UINavigationController?) {
        super.start(at: navigationController)

        let reader = ArticleViewController(viewModel: viewModel, imageLoader: imageLoader)
        reader.actions = .init(
            share: { [weak self, weak reader] url in
                guard let reader else { return }
                self?.presentShareSheet(for: url, from: reader)
            },
            openRelated: { [weak self] id in self?.listener?.articleDidOpenRelated(id) },
            didLeave: { [weak self] in self?.listener?.articleDidClose() }
        )
        navigationController?.pushViewController(reader, animated: true)
    }

    private func presentShareSheet(for url: URL, from reader: UIViewController) {
        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        activity.popoverPresentationController?.sourceItem = reader.navigationItem.rightBarButtonItem
        reader.present(activity, animated: true)
    }
}
