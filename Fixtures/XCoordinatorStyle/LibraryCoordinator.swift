import UIKit
import XCoordinator

enum LibraryRoute: Route {
    case subscriptions
    case show(Show.ID)
    case episode(Episode.ID)
    case player(Episode.ID)
    case close
}

final class LibraryCoordinator: StyledNavigationCoordinator<LibraryRoute> {

    init() {
        super.init(title: "Library", symbolName: "square.stack", initialRoute: .subscriptions)
    }

    override func prepareTransition(for route: LibraryRoute) -> NavigationTransition {
        switch route {
        case .subscriptions:
            let viewModel = SubscriptionsViewModel(router: unownedRouter, store: .shared)
            return .set([SubscriptionsViewController(viewModel: viewModel)])

        case .show(let showID):
            let viewModel = EpisodeListViewModel(showID: showID, router: unownedRouter, catalog: .live)
            return .push(EpisodeListViewController(viewModel: viewModel))

        case .episode(let episodeID):
            let viewModel = EpisodeDetailViewModel(episodeID: episodeID, router: unownedRouter)
            return .push(EpisodeDetailViewController(viewModel: viewModel))

        case .player(let episodeID):
            return fullPlayerTransition(for: episodeID)

        case .close:
            return .pop()
        }
    }
}
