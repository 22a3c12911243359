import UIKit

extension Checkout {

    /// First checkout step: dates, guests and requests, pushed onto the trips stack.
    final class GuestDetailsCoordinator: Coordinator {

        var childCoordinators: [Coordinator] = []
        var onContinue: ((Draft) -> Void)?

        private let hotel: Hotel
        private unowned let navigationController: UINavigationController
        private var draft: Draft

        init(hotel: Hotel, navigationController: UINavigationController) {
            self.hotel = hotel
            self.navigationController = navigationController
            self.draft = Draft(hotel: hotel, checkIn: .now, nights: 1, guests: [], specialRequests: nil)
        }

        func start() {
            let form = GuestDetailsViewController(draft: draft)
            form.onChange = { [weak self] updated in self?.draft = updated }
            form.onEditDates = { [weak self] in self?.showDatePicker() }
            form.onContinue = { [weak self] in
                guard let self else { return }
                self.onContinue?(self.draft)
            }
            navigationController.pushViewController(form, animated: true)
        }

        private func showDatePicker() {
            let picker = StayDatesViewController(
                checkIn: draft.checkIn,
                nights: draft.nights,
                availability: hotel.availability
            )
            picker.onDone = { [weak self, weak picker] checkIn, nights in
                self?.draft.checkIn = checkIn
                self?.draft.nights = nights
                picker?.dismiss(animated: true)
            }
            navigationController.present(UINavigationController(rootViewController: picker), animated: true)
        }
    }
}
