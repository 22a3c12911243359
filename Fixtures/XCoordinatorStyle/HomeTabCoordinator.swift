import UIKit
import XCoordinator

enum HomeRoute: Route {
    case library
    case discover
    case profile
    case episode(Episode.ID)
}

/// The three tabs. Each tab is a router of its own; this coordinator only selects and forwards.
final class HomeTabCoordinator: TabBarCoordinator<HomeRoute> {

    private let libraryRouter: StrongRouter<LibraryRoute>
    private let discoverRouter: StrongRouter<DiscoverRoute>
    private let profileRouter: StrongRouter<ProfileRoute>

    convenience init() {
        self.init(
            libraryRouter: LibraryCoordinator().strongRouter,
            discoverRouter: DiscoverCoordinator().strongRouter,
            profileRouter: ProfileCoordinator().strongRouter
        )
    }

    init(libraryRouter: StrongRouter<LibraryRoute>,
         discoverRouter: StrongRouter<DiscoverRoute>,
         profileRouter: StrongRouter<ProfileRoute>) {
        self.libraryRouter = libraryRouter
        self.discoverRouter = discoverRouter
        self.profileRouter = profileRouter

        super.init(tabs: [libraryRouter, discoverRouter, profileRouter], select: libraryRouter)
        rootViewController.tabBar.tintColor = .systemPurple
    }

    override func prepareTransition(for route: HomeRoute) -> TabBarTransition {
        switch route {
        case .library:
            return .select(libraryRouter)
        case .discover:
            return .select(discoverRouter)
        case .profile:
            return .select(profileRouter)
        case .episode(let id):
            // Deep links to an episode always land in the library tab.
            return .multiple(
                .select(libraryRouter),
                .trigger(.episode(id), on: libraryRouter)
            )
        }
    }
}
