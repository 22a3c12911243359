import UIKit

/// Shows onboarding on first launch, then the habit list, with settings presented over it.
public final class AppCoordinator: Coordinator {
    public var childCoordinators: [Coordinator] = []

    private let navigationController: UINavigationController
    private let screens: HabitScreens
    private let defaults: UserDefaults

    public init(navigationController: UINavigationController, screens: HabitScreens,
                defaults: UserDefaults = .standard) {
        self.navigationController = navigationController
        self.screens = screens
        self.defaults = defaults
    }

    public func start() {
        if defaults.bool(forKey: "didOnboard") {
            showHabitList()
        } else {
            showOnboarding()
        }
    }

    private func showOnboarding() {
        let onboarding = OnboardingCoordinator(navigationController: navigationController, screens: screens)
        onboarding.onFinish = { [weak self, weak onboarding] in
            guard let self, let onboarding else { return }
            self.defaults.set(true, forKey: "didOnboard")
            self.childDidFinish(onboarding)
            self.showHabitList()
        }
        childCoordinators.append(onboarding)
        onboarding.start()
    }

    private func showHabitList() {
        let list = screens.habitList(onOpenSettings: { [weak self] in self?.showSettings() })
        navigationController.setViewControllers([list], animated: true)
    }

    private func showSettings() {
        let settings = SettingsCoordinator(presenter: navigationController, screens: screens)
        settings.onFinish = { [weak self, weak settings] in
            guard let self, let settings else { return }
            self.childDidFinish(settings)
        }
        childCoordinators.append(settings)
        settings.start()
    }

    private func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}
