import UIKit
import Combine

/// Account details, order history and sign out. Signing out finishes this flow.
final class ProfileCoordinator: Coordinator {

    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var finishDelegate: CoordinatorFinishDelegate?

    private let session: SessionService
    private let orders: OrderService
    private var userSubscription: AnyCancellable?

    init(navigationController: UINavigationController, session: SessionService, orders: OrderService) {
        self.navigationController = navigationController
        self.session = session
        self.orders = orders
    }

    func start() {
        let profile = ProfileViewController()
        profile.onOrderHistory = { [weak self] in self?.showOrderHistory() }
        profile.onSignOut = { [weak self] in self?.confirmSignOut() }

        userSubscription = session.currentUser
            .receive(on: DispatchQueue.main)
            .sink { [weak profile] user in profile?.render(user) }

        navigationController.setViewControllers([profile], animated: false)
    }

    // MARK: - Navigation

    private func showOrderHistory() {
        // BUG: the coordinator is only a local: nothing stores it, so it is deallocated when this method returns and
        // the history screen's `weak var coordinator` is nil by the time the user taps an order.
        let history = OrderHistoryCoordinator(navigationController: navigationController, orders: orders)
        history.start()
    }

    private func confirmSignOut() {
        let sheet = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { [weak self] _ in
            self?.session.signOut()
            self?.userSubscription = nil
            self?.finish()
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        navigationController.present(sheet, animated: true)
    }
}
