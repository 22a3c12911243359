import UIKit

/// Reports what happens in the cart tab to the tab bar.
///
/// Not class-bound, so a conforming property cannot even be declared `weak`.
protocol CartCoordinatorDelegate {
    func cartCoordinatorDidRequestBrowsing(_ coordinator: CartCoordinator)
    func cartCoordinator(_ coordinator: CartCoordinator, didPlace order: Order)
}

/// Basket → checkout confirmation.
final class CartCoordinator: Coordinator {

    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var finishDelegate: CoordinatorFinishDelegate?

    // BUG: strong reference back to the parent. MainTabCoordinator keeps this coordinator in `childCoordinators` and
    // sets itself here, so the two retain each other after sign-out.
    var delegate: CartCoordinatorDelegate?

    private let cart: CartService
    private let orders: OrderService

    init(navigationController: UINavigationController, cart: CartService, orders: OrderService) {
        self.navigationController = navigationController
        self.cart = cart
        self.orders = orders
    }

    func start() {
        let viewModel = CartViewModel(cart: cart, coordinator: self)
        navigationController.setViewControllers([CartViewController(viewModel: viewModel)], animated: false)
    }

    // MARK: - Navigation

    func showCheckout(for items: [CartItem]) {
        let review = CheckoutReviewViewController(items: items)
        review.onConfirm = { [weak self] in self?.placeOrder(items) }
        navigationController.pushViewController(review, animated: true)
    }

    func browseProducts() {
        delegate?.cartCoordinatorDidRequestBrowsing(self)
    }

    private func placeOrder(_ items: [CartItem]) {
        Task { @MainActor in
            do {
                let order = try await orders.placeOrder(for: items)
                cart.empty()
                navigationController.popToRootViewController(animated: false)
                delegate?.cartCoordinator(self, didPlace: order)
            } catch {
                let alert = UIAlertController(title: "Payment failed", message: error.localizedDescription,
                                              preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                navigationController.present(alert, animated: true)
            }
        }
    }
}
