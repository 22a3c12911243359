import UIKit
import RxSwift

/// Credentials, then (if the bank asks for it) a one-time passcode; finishes once a session exists.
final class LoginCoordinator: Coordinator {

    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType { .login }

    private let disposeBag = DisposeBag()

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewModel = LoginViewModel(authService: AuthService())
        bind(viewModel)
        navigationController.pushViewController(LoginViewController(viewModel: viewModel), animated: false)
    }

    // MARK: - Routing

    private func bind(_ viewModel: LoginViewModel) {
        viewModel.loginSucceeded
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.finish() })
            .disposed(by: disposeBag)

        viewModel.passcodeRequired
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] challenge in self?.showPasscode(for: challenge) })
            .disposed(by: disposeBag)

        viewModel.forgotPasswordTapped
            .subscribe(with: self) { owner, _ in owner.showPasswordReset() }
            .disposed(by: disposeBag)
    }

    private func showPasscode(for challenge: PasscodeChallenge) {
        let screen = PasscodeViewController(challenge: challenge)
        screen.onVerified = { [weak self] in self?.finish() }
        navigationController.pushViewController(screen, animated: true)
    }

    private func showPasswordReset() {
        let reset = UINavigationController(rootViewController: PasswordResetViewController())
        reset.modalPresentationStyle = .formSheet
        navigationController.present(reset, animated: true)
    }
}
