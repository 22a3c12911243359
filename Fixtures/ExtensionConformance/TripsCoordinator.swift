import UIKit

/// Upcoming and past stays. Opens bookings and runs the two-step checkout for a new stay.
final class TripsCoordinator: TabCoordinator, DeepLinkHandling {

    var childCoordinators: [Coordinator] = []
    let tab: AppTab = .trips
    var rootViewController: UIViewController { navigationController }

    private let navigationController = UINavigationController()
    private let services: BookingServices

    init(services: BookingServices) {
        self.services = services
        navigationController.tabBarItem = UITabBarItem(title: "Trips", image: UIImage(systemName: "suitcase"), tag: 0)
    }

    func start() {
        let list = TripListViewController(viewModel: TripListViewModel(repository: services.trips))
        list.onSelectBooking = { [weak self] booking in self?.showBooking(booking.confirmation) }
        list.onBookAgain = { [weak self] hotel in self?.startCheckout(for: hotel) }
        navigationController.viewControllers = [list]
    }

    // MARK: - DeepLinkHandling

    func canHandle(_ link: DeepLink) -> Bool {
        if case .trip = link { return true }
        return false
    }

    func handle(_ link: DeepLink) {
        guard case .trip(let id) = link else { return }
        navigationController.popToRootViewController(animated: false)
        navigationController.pushViewController(TripDetailViewController(tripID: id), animated: true)
    }

    // MARK: - Children

    private func showBooking(_ confirmation: String) {
        let booking = BookingDetailCoordinator(
            confirmation: confirmation,
            navigationController: navigationController,
            repository: services.bookings
        )
        booking.onClose = { [weak self, unowned booking] in self?.removeChild(booking) }
        addChild(booking)
        booking.start()
    }

    private func startCheckout(for hotel: Hotel) {
        let guests = Checkout.GuestDetailsCoordinator(hotel: hotel, navigationController: navigationController)
        guests.onContinue = { [weak self, unowned guests] draft in
            self?.removeChild(guests)
            self?.startPayment(for: draft)
        }
        addChild(guests)
        guests.start()
    }

    private func startPayment(for draft: Checkout.Draft) {
        let payment = Checkout.PaymentCoordinator(draft: draft, payments: services.payments)
        payment.onFinish = { [weak self, unowned payment] _ in
            self?.navigationController.dismiss(animated: true)
            self?.navigationController.popToRootViewController(animated: false)
            self?.removeChild(payment)
        }
        addChild(payment)
        payment.start()
        // A payment ends on its own screens, never by a swipe that would leave the child behind.
        payment.toPresentable().isModalInPresentation = true
        navigationController.present(payment.toPresentable(), animated: true)
    }
}
