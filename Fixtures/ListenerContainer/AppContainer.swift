import UIKit

/// What the composition root needs from the environment.
protocol AppDependency: Dependency {
    var services: NewsServices { get }
    var preferredEdition: Edition { get }
}

/// Composition root. Satisfies the feed's dependency itself, so the feed never sees the environment type.
final class AppContainer: Container<AppDependency>, FeedDependency {

    // MARK: FeedDependency

    var headlines: HeadlinesRepository { dependency.services.headlines }
    var articles: ArticleRepository { dependency.services.articles }
    var bookmarks: BookmarkStore { dependency.services.bookmarks }
    var imageLoader: ImageLoading { dependency.services.imageLoader }

    // MARK: Factory

    func makeAppCoordinator(window: UIWindow) -> AppCoordinator {
        let feed = FeedContainer(dependency: self)
        return AppCoordinator(
            window: window,
            feedContainable: feed,
            edition: dependency.preferredEdition
        )
    }
}
