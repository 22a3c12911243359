import UIKit

/// One booking: details, the map, cancellation. It adopts only `DeepLinkHandling`; its `Coordinator` conformance
/// comes from that protocol's `where Self: Coordinator` requirement.
final class BookingDetailCoordinator: DeepLinkHandling {

    var childCoordinators: [Coordinator] = []
    var onClose: (() -> Void)?

    private var confirmation: String
    private unowned let navigationController: UINavigationController
    private let repository: BookingRepository

    init(confirmation: String, navigationController: UINavigationController, repository: BookingRepository) {
        self.confirmation = confirmation
        self.navigationController = navigationController
        self.repository = repository
    }

    func start() {
        let screen = BookingDetailViewController(confirmation: confirmation, repository: repository)
        screen.onShowMap = { [weak self] location in self?.showMap(at: location) }
        screen.onCancelBooking = { [weak self] in self?.confirmCancellation() }
        screen.onDisappearFromStack = { [weak self] in self?.onClose?() }
        navigationController.pushViewController(screen, animated: true)
    }

    // MARK: - DeepLinkHandling

    func canHandle(_ link: DeepLink) -> Bool {
        link == .booking(confirmation: confirmation)
    }

    func handle(_ link: DeepLink) {
        // Already on screen: just make sure it is the top of the stack.
        if let screen = navigationController.viewControllers.last(where: { $0 is BookingDetailViewController }) {
            navigationController.popToViewController(screen, animated: true)
        }
    }

    // MARK: - Screens

    private func showMap(at location: HotelLocation) {
        navigationController.pushViewController(HotelMapViewController(location: location), animated: true)
    }

    private func confirmCancellation() {
        let alert = UIAlertController(
            title: "Cancel booking?",
            message: "Free cancellation ends 24 hours before check-in.",
            preferredStyle: .alert
        )
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
        alert.addAction(UIAlertAction(title: "Cancel Booking", style: .destructive) { [weak self] _ in
            guard let self else { return }
            Task { @MainActor in
                try? await self.repository.cancel(confirmation: self.confirmation)
                self.navigationController.popViewController(animated: true)
            }
        })
        navigationController.present(alert, animated: true)
    }
}
