import UIKit

/// Sign in, or create an account first. Finishes as soon as a session exists.
final class AuthCoordinator: Coordinator {

    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var finishDelegate: CoordinatorFinishDelegate?

    private let session: SessionService

    init(navigationController: UINavigationController, session: SessionService) {
        self.navigationController = navigationController
        self.session = session
    }

    func start() {
        let viewModel = LoginViewModel(session: session, coordinator: self)
        let login = LoginViewController(viewModel: viewModel)
        navigationController.setNavigationBarHidden(false, animated: false)
        navigationController.setViewControllers([login], animated: false)
    }

    // MARK: - Called by the view models

    func didSignIn() {
        finish()
    }

    func showRegistration(prefilledEmail: String?) {
        let viewModel = RegistrationViewModel(session: session, email: prefilledEmail ?? "")
        viewModel.onRegistered = { [weak self] in self?.didSignIn() }
        navigationController.pushViewController(RegistrationViewController(viewModel: viewModel), animated: true)
    }

    func showPasswordHelp() {
        let help = UIAlertController(
            title: "Forgot your password?",
            message: "We'll email you a link to reset it.",
            preferredStyle: .alert
        )
        help.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        help.addAction(UIAlertAction(title: "Send Link", style: .default))
        navigationController.present(help, animated: true)
    }
}
