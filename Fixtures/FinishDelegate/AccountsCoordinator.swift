import UIKit
import RxSwift

/// Account overview → account detail → statement PDF. Signing out from settings ends this flow.
final class AccountsCoordinator: Coordinator {

    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType = .accounts

    private var disposeBag = DisposeBag()

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewModel = AccountListViewModel(repository: AccountRepository.live)

        viewModel.selectedAccount
            .subscribe(onNext: { [weak self] account in self?.showDetail(of: account) })
            .disposed(by: disposeBag)
        viewModel.signOutRequested
            .subscribe(onNext: { [weak self] in self?.confirmSignOut() })
            .disposed(by: disposeBag)

        navigationController.setViewControllers([AccountListViewController(viewModel: viewModel)], animated: false)
    }

    func finish() {
        disposeBag = DisposeBag()
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }

    // MARK: - Screens

    private func showDetail(of account: Account) {
        let viewModel = AccountDetailViewModel(account: account)
        viewModel.statementRequested
            .subscribe(onNext: { [weak self] month in self?.showStatement(for: account, month: month) })
            .disposed(by: disposeBag)
        navigationController.pushViewController(AccountDetailViewController(viewModel: viewModel), animated: true)
    }

    private func showStatement(for account: Account, month: DateComponents) {
        let preview = StatementPreviewController(accountID: account.id, month: month)
        navigationController.present(preview, animated: true)
    }

    private func confirmSignOut() {
        let sheet = UIAlertController(title: nil, message: "Sign out of your bank?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { [weak self] _ in
            SessionStore.shared.signOut()
            self?.finish()
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        navigationController.present(sheet, animated: true)
    }
}
