import Foundation
import Combine

/// Line items and totals of the basket.
final class CartViewModel {

    struct Line: Hashable {
        let productID: Product.ID
        let name: String
        let quantity: Int
        let price: String
    }

    @Published private(set) var lines: [Line] = []
    @Published private(set) var total = ""
    var isEmpty: Bool { lines.isEmpty }

    private let cart: CartService
    private weak var coordinator: CartCoordinator?
    private var subscription: AnyCancellable?

    private let currency: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    init(cart: CartService, coordinator: CartCoordinator?) {
        self.cart = cart
        self.coordinator = coordinator

        subscription = cart.$items
            .receive(on: DispatchQueue.main)
            .sink { [weak self] items in self?.render(items) }
    }

    private func render(_ items: [CartItem]) {
        lines = items.map { item in
            Line(
                productID: item.product.id,
                name: item.product.name,
                quantity: item.quantity,
                price: currency.string(from: item.subtotal as NSDecimalNumber) ?? "–"
            )
        }
        let sum = items.reduce(Decimal.zero) { $0 + $1.subtotal }
        total = currency.string(from: sum as NSDecimalNumber) ?? "–"
    }

    // MARK: - Inputs

    func removeLine(_ line: Line) {
        cart.remove(line.productID)
    }

    func checkoutTapped() {
        guard !cart.items.isEmpty else { return }
        coordinator?.showCheckout(for: cart.items)
    }

    func emptyStateButtonTapped() {
        coordinator?.browseProducts()
    }
}
