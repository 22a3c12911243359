import UIKit

/// Builds the tab bar from the tab coordinators and dispatches deep links to them.
final class AppCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []

    private let window: UIWindow
    private let services: BookingServices
    private let tabBarController = UITabBarController()

    init(window: UIWindow, services: BookingServices) {
        self.window = window
        self.services = services
    }

    func start() {
        let tabs: [TabCoordinator] = [
            TripsCoordinator(services: services),
            ProfileCoordinator(account: services.account, loyalty: services.loyalty),
        ]
        tabs.forEach { tab in
            addChild(tab)
            tab.start()
        }

        tabBarController.viewControllers = tabs
            .sorted { $0.tab.rawValue < $1.tab.rawValue }
            .map(\.rootViewController)
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
    }

    // MARK: - Deep links

    func open(_ link: DeepLink) {
        for case let handler as DeepLinkHandling in childCoordinators where handler.route(link) {
            select(tabOwning: handler)
            return
        }
        if link == .profile {
            tabBarController.selectedIndex = AppTab.profile.rawValue
        }
    }

    private func select(tabOwning handler: DeepLinkHandling) {
        guard let tab = handler as? TabCoordinator else { return }
        tabBarController.selectedIndex = tab.tab.rawValue
    }
}
