import UIKit
import XCoordinator

enum DiscoverRoute: Route {
    case charts(category: Category?)
    case search
    case showPreview(Show.ID)
    case subscribed(Show.ID)
}

/// Charts and search. Subscribing from a preview dismisses it and hands the show over to the library tab.
final class DiscoverCoordinator: StyledNavigationCoordinator<DiscoverRoute> {

    private let catalog: PodcastCatalog

    init(catalog: PodcastCatalog = .live) {
        self.catalog = catalog
        super.init(title: "Discover", symbolName: "sparkles", initialRoute: .charts(category: nil))
    }

    override func prepareTransition(for route: DiscoverRoute) -> NavigationTransition {
        switch route {
        case let .charts(category):
            let charts = ChartsViewController(catalog: catalog, category: category)
            charts.onSelect = { [unowned self] show in self.trigger(.showPreview(show)) }
            charts.onSearch = { [unowned self] in self.trigger(.search) }
            return category == nil ? .set([charts]) : .push(charts)

        case .search:
            let search = SearchViewController(catalog: catalog)
            search.onSelect = { [unowned self] show in self.trigger(.showPreview(show)) }
            return .push(search, animation: .default)

        case let .showPreview(showID):
            let preview = ShowPreviewViewController(showID: showID, catalog: catalog)
            preview.onSubscribe = { [unowned self] in self.trigger(.subscribed(showID)) }
            return .present(UINavigationController(rootViewController: preview))

        case let .subscribed(showID):
            catalog.subscribe(to: showID)
            return .dismiss()
        }
    }
}
