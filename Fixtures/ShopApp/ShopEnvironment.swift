import Foundation
import Combine

/// Every service the flows hand down to their view models. Built once at launch.
struct ShopEnvironment {
    var session: SessionService
    var catalog: CatalogService
    var cart: CartService
    var orders: OrderService

    static func live() -> ShopEnvironment {
        let api = APIClient(baseURL: URL(string: "https://api.example-shop.com")!)
        let session = KeychainSessionService(api: api)
        return ShopEnvironment(
            session: session,
            catalog: RemoteCatalogService(api: api),
            cart: CartService(api: api, session: session),
            orders: RemoteOrderService(api: api, session: session)
        )
    }
}

// MARK: - Service interfaces

protocol SessionService: AnyObject {
    var isSignedIn: Bool { get }
    var currentUser: AnyPublisher<User?, Never> { get }
    func signIn(email: String, password: String) async throws
    func signOut()
}

protocol CatalogService {
    func products(matching filter: ProductFilter) -> AnyPublisher<[Product], Error>
    func product(id: Product.ID) async throws -> Product
}

protocol OrderService {
    func recentOrders() async throws -> [Order]
    func placeOrder(for items: [CartItem]) async throws -> Order
}

/// The basket, shared by the catalog ("add to cart") and the cart tab.
final class CartService {
    @Published private(set) var items: [CartItem] = []

    private let api: APIClient
    private let session: SessionService

    init(api: APIClient, session: SessionService) {
        self.api = api
        self.session = session
    }

    func add(_ product: Product, quantity: Int = 1) {
        if let index = items.firstIndex(where: { $0.product.id == product.id }) {
            items[index].quantity += quantity
        } else {
            items.append(CartItem(product: product, quantity: quantity))
        }
    }

    func remove(_ productID: Product.ID) {
        items.removeAll { $0.product.id == productID }
    }

    func empty() {
        items = []
    }
}
