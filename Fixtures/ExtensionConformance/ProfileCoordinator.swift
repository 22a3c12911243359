import UIKit

/// Account, loyalty status and settings.
///
/// The type itself only holds state and screens; its `Coordinator` and `TabCoordinator` conformances live in
/// `ProfileCoordinator+Coordinator.swift`.
final class ProfileCoordinator {

    var childCoordinators: [Coordinator] = []

    let navigationController: UINavigationController
    let account: AccountService
    let loyalty: LoyaltyService

    init(account: AccountService, loyalty: LoyaltyService) {
        self.account = account
        self.loyalty = loyalty
        self.navigationController = UINavigationController()
        navigationController.navigationBar.prefersLargeTitles = true
        navigationController.tabBarItem = UITabBarItem(
            title: "Profile",
            image: UIImage(systemName: "person"),
            selectedImage: UIImage(systemName: "person.fill")
        )
    }

    // MARK: - Screens

    func makeOverview() -> UIViewController {
        let overview = ProfileOverviewViewController(account: account, loyalty: loyalty)
        overview.onEditProfile = { [weak self] in self?.showEditProfile() }
        overview.onShowLoyalty = { [weak self] in self?.showLoyaltyCard() }
        overview.onSignOut = { [weak self] in self?.account.signOut() }
        return overview
    }

    func showEditProfile() {
        let form = EditProfileViewController(profile: account.currentProfile)
        form.onSave = { [weak self] profile in
            self?.account.update(profile)
            self?.navigationController.popViewController(animated: true)
        }
        navigationController.pushViewController(form, animated: true)
    }

    func showLoyaltyCard() {
        let card = LoyaltyCardViewController(status: loyalty.status)
        card.modalPresentationStyle = .pageSheet
        navigationController.present(card, animated: true)
    }
}
