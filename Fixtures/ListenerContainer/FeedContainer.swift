import UIKit

// MARK: - Interface (what parents see)

public protocol FeedListener: AnyObject {
    func feedDidChangeEdition(to newEdition: Edition)
}

public protocol FeedContainable: Containable {
    func coordinator(listener: FeedListener, edition: Edition) -> Coordinating
}

// MARK: - Dependency (what the feed needs from its parent)

public protocol FeedDependency: Dependency {
    var headlines: HeadlinesRepository { get }
    var articles: ArticleRepository { get }
    var bookmarks: BookmarkStore { get }
    var imageLoader: ImageLoading { get }
}

// MARK: - Container

public final class FeedContainer: Container<FeedDependency>, FeedContainable, ArticleDependency {

    // ArticleDependency, forwarded from our own parent.
    public var articles: ArticleRepository { dependency.articles }
    public var bookmarks: BookmarkStore { dependency.bookmarks }
    public var imageLoader: ImageLoading { dependency.imageLoader }

    public func coordinator(listener: FeedListener, edition: Edition) -> Coordinating {
        let viewModel = FeedViewModel(
            repository: dependency.headlines,
            imageLoader: dependency.imageLoader,
            edition: edition
        )
        let coordinator = FeedCoordinator(
            viewModel: viewModel,
            articleContainable: ArticleContainer(dependency: self)
        )
        coordinator.listener = listener
        return coordinator
    }
}
