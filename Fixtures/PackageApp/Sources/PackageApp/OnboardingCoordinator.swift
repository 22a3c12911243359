import UIKit

/// Welcome screen, then the reminder permission prompt; tells its parent when both are done.
public final class OnboardingCoordinator: Coordinator {
    public var childCoordinators: [Coordinator] = []
    public var onFinish: (() -> Void)?

    private let navigationController: UINavigationController
    private let screens: HabitScreens

    public init(navigationController: UINavigationController, screens: HabitScreens) {
        self.navigationController = navigationController
        self.screens = screens
    }

    public func start() {
        let welcome = screens.welcome(onContinue: { [weak self] in self?.showReminderPermission() })
        navigationController.setViewControllers([welcome], animated: false)
    }

    private func showReminderPermission() {
        let permission = screens.reminderPermission(onDone: { [weak self] _ in self?.onFinish?() })
        navigationController.pushViewController(permission, animated: true)
    }
}
