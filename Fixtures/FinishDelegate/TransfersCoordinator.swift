import UIKit
import RxSwift
import RxCocoa

/// New transfer: pick a payee, enter the amount, review, then confirm with Face ID.
final class TransfersCoordinator: Coordinator {

    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    let type: CoordinatorType = .transfers

    private let draft = BehaviorRelay<TransferDraft>(value: .empty)
    private let bag = DisposeBag()

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let payees = PayeePickerViewController(payees: PayeeBook.shared.all)
        payees.title = "Transfers"
        payees.rx.payeeSelected
            .bind(with: self) { owner, payee in
                owner.draft.accept(owner.draft.value.with(payee: payee))
                owner.showAmountEntry()
            }
            .disposed(by: bag)
        navigationController.setViewControllers([payees], animated: false)
    }

    private func showAmountEntry() {
        let amount = AmountEntryViewController(currency: draft.value.currency)
        amount.rx.amountConfirmed
            .bind(with: self) { owner, value in
                owner.draft.accept(owner.draft.value.with(amount: value))
                owner.showReview()
            }
            .disposed(by: bag)
        navigationController.pushViewController(amount, animated: true)
    }

    private func showReview() {
        let review = TransferReviewViewController(draft: draft.asDriver())
        review.onSent = { [weak self] in
            self?.draft.accept(.empty)
            self?.navigationController.popToRootViewController(animated: true)
        }
        navigationController.pushViewController(review, animated: true)
    }
}
