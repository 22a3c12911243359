import UIKit

/// Namespace for the booking checkout: guest details, then payment.
enum Checkout {

    struct Draft: Equatable {
        let hotel: Hotel
        var checkIn: Date
        var nights: Int
        var guests: [Guest]
        var specialRequests: String?
    }

    enum Outcome {
        case confirmed(confirmation: String)
        case cancelled
    }

    // MARK: - Payment

    /// Card entry and 3-D Secure, presented modally over the guest form.
    final class PaymentCoordinator: PresentableCoordinator {

        var childCoordinators: [Coordinator] = []
        var onFinish: ((Outcome) -> Void)?

        private let draft: Draft
        private let payments: PaymentService
        private let modalNavigation = UINavigationController()

        init(draft: Draft, payments: PaymentService) {
            self.draft = draft
            self.payments = payments
            modalNavigation.isModalInPresentation = true
        }

        func start() {
            let form = CardEntryViewController(total: payments.quote(for: draft))
            form.onCancel = { [weak self] in self?.onFinish?(.cancelled) }
            form.onSubmit = { [weak self] card in self?.authorize(card) }
            modalNavigation.setViewControllers([form], animated: false)
        }

        func toPresentable() -> UIViewController {
            modalNavigation
        }

        private func authorize(_ card: CardDetails) {
            Task { @MainActor [weak self] in
                guard let self else { return }
                switch await payments.authorize(card, for: draft) {
                case .success(let confirmation):
                    onFinish?(.confirmed(confirmation: confirmation))
                case .challenge(let url):
                    modalNavigation.pushViewController(ThreeDSecureViewController(url: url), animated: true)
                case .declined(let reason):
                    modalNavigation.topViewController?.showBanner(reason, style: .error)
                }
            }
        }
    }
}
