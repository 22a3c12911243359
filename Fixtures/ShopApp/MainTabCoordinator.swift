import UIKit

/// The signed-in shop: catalog, cart and profile tabs.
final class MainTabCoordinator: Coordinator {

    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var finishDelegate: CoordinatorFinishDelegate?

    private let environment: ShopEnvironment
    private let tabBarController = UITabBarController()

    private enum Tab: Int {
        case catalog, cart, profile
    }

    init(navigationController: UINavigationController, environment: ShopEnvironment) {
        self.navigationController = navigationController
        self.environment = environment
    }

    func start() {
        let catalog = CatalogCoordinator(
            navigationController: tabNavigation("Shop", symbol: "bag", tag: .catalog),
            catalog: environment.catalog,
            cart: environment.cart
        )
        let cart = CartCoordinator(
            navigationController: tabNavigation("Cart", symbol: "cart", tag: .cart),
            cart: environment.cart,
            orders: environment.orders
        )
        cart.delegate = self
        let profile = ProfileCoordinator(
            navigationController: tabNavigation("Profile", symbol: "person.crop.circle", tag: .profile),
            session: environment.session,
            orders: environment.orders
        )

        let tabs: [Coordinator] = [catalog, cart, profile]
        tabs.forEach { attachAndStart($0) }

        tabBarController.viewControllers = tabs.map(\.navigationController)
        navigationController.setNavigationBarHidden(true, animated: false)
        navigationController.setViewControllers([tabBarController], animated: true)
    }

    func open(_ url: URL) {
        guard let link = ShopLink(url: url) else { return }
        switch link {
        case .product(let id):
            tabBarController.selectedIndex = Tab.catalog.rawValue
            childCoordinators.lazy.compactMap { $0 as? CatalogCoordinator }.first?.showProduct(id: id)
        case .cart:
            tabBarController.selectedIndex = Tab.cart.rawValue
        }
    }

    private func tabNavigation(_ title: String, symbol: String, tag: Tab) -> UINavigationController {
        let navigation = UINavigationController()
        navigation.navigationBar.prefersLargeTitles = true
        navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: tag.rawValue)
        return navigation
    }
}

// MARK: - CoordinatorFinishDelegate

extension MainTabCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        // Only the profile tab finishes (sign out), and that ends the signed-in shop.
        free(childCoordinator)
        finish()
    }
}

// MARK: - CartCoordinatorDelegate

extension MainTabCoordinator: CartCoordinatorDelegate {
    func cartCoordinatorDidRequestBrowsing(_ coordinator: CartCoordinator) {
        tabBarController.selectedIndex = Tab.catalog.rawValue
    }

    func cartCoordinator(_ coordinator: CartCoordinator, didPlace order: Order) {
        tabBarController.selectedIndex = Tab.profile.rawValue
    }
}
