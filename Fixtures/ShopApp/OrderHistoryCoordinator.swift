import UIKit

/// Past orders → order detail → "track parcel" in Safari.
final class OrderHistoryCoordinator: Coordinator {

    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var finishDelegate: CoordinatorFinishDelegate?

    private let orders: OrderService

    init(navigationController: UINavigationController, orders: OrderService) {
        self.navigationController = navigationController
        self.orders = orders
    }

    func start() {
        let list = OrderListViewController(loader: { [orders] in try await orders.recentOrders() })
        list.coordinator = self
        navigationController.pushViewController(list, animated: true)
    }

    func showOrder(_ order: Order) {
        let detail = OrderDetailViewController(order: order)
        detail.onTrackParcel = { [weak self] url in self?.openTracking(url) }
        navigationController.pushViewController(detail, animated: true)
    }

    private func openTracking(_ url: URL) {
        UIApplication.shared.open(url, options: [.universalLinksOnly: false])
    }

    func historyDidClose() {
        finish()
    }
}

// MARK: - Screen

final class OrderListViewController: UITableViewController {

    weak var coordinator: OrderHistoryCoordinator?

    private let loader: () async throws -> [Order]
    private var orders: [Order] = []

    init(loader: @escaping () async throws -> [Order]) {
        self.loader = loader
        super.init(style: .insetGrouped)
        title = "Orders"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        Task { [weak self] in
            guard let self else { return }
            self.orders = (try? await self.loader()) ?? []
            self.tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let order = orders[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Order \(order.number)"
        cell.detailTextLabel?.text = order.placedAt.formatted(date: .abbreviated, time: .omitted)
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        coordinator?.showOrder(orders[indexPath.row])
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent { coordinator?.historyDidClose() }
    }
}
