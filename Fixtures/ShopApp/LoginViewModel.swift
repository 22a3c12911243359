import Foundation
import Combine

/// Email + password form state. Tells the auth coordinator what happened; never builds screens itself.
@MainActor
final class LoginViewModel: ObservableObject {

    enum State: Equatable {
        case editing
        case submitting
        case failed(message: String)
    }

    @Published var email = ""
    @Published var password = ""
    @Published private(set) var state: State = .editing
    @Published private(set) var canSubmit = false

    private let session: SessionService
    // Weak: the coordinator owns the screen that owns this view model.
    private weak var coordinator: AuthCoordinator?

    init(session: SessionService, coordinator: AuthCoordinator) {
        self.session = session
        self.coordinator = coordinator

        Publishers.CombineLatest($email, $password)
            .map { email, password in email.contains("@") && password.count >= 8 }
            .removeDuplicates()
            .assign(to: &$canSubmit)
    }

    func submit() {
        guard canSubmit, state != .submitting else { return }
        state = .submitting

        Task {
            do {
                try await session.signIn(email: email, password: password)
                coordinator?.didSignIn()
            } catch {
                state = .failed(message: error.localizedDescription)
            }
        }
    }

    func createAccountTapped() {
        coordinator?.showRegistration(prefilledEmail: email.isEmpty ? nil : email)
    }

    func forgotPasswordTapped() {
        coordinator?.showPasswordHelp()
    }
}
