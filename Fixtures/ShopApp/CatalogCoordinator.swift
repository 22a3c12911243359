import UIKit

/// Product grid → product page, plus the filter sheet.
final class CatalogCoordinator: Coordinator {

    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var finishDelegate: CoordinatorFinishDelegate?

    private let catalog: CatalogService
    private let cart: CartService
    private var viewModel: CatalogViewModel?

    init(navigationController: UINavigationController, catalog: CatalogService, cart: CartService) {
        self.navigationController = navigationController
        self.catalog = catalog
        self.cart = cart
    }

    func start() {
        let viewModel = CatalogViewModel(catalog: catalog, coordinator: self)
        self.viewModel = viewModel
        navigationController.setViewControllers([CatalogViewController(viewModel: viewModel)], animated: false)
    }

    // MARK: - Navigation

    func showProduct(id: Product.ID) {
        let page = ProductViewController(productID: id, catalog: catalog)
        page.onAddToCart = { [cart] product in cart.add(product) }
        page.onShowSimilar = { [weak self] category in
            self?.viewModel?.apply(ProductFilter(category: category))
            self?.navigationController.popToRootViewController(animated: true)
        }
        navigationController.pushViewController(page, animated: true)
    }

    /// Action handler of the grid's "Filter" bar button.
    func showFilters(current: ProductFilter) {
        let filters = FiltersCoordinator(
            navigationController: navigationController,
            initialFilter: current
        ) { [weak self] filter in
            self?.viewModel?.apply(filter)
        }
        // BUG: stored on every tap but never freed: nobody sets `filters.finishDelegate`, and this coordinator does not
        // conform to `CoordinatorFinishDelegate`, so `finish()` in FiltersCoordinator reaches no one.
        childCoordinators.append(filters)
        filters.start()
    }
}
