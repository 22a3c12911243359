import UIKit
import XCoordinator

enum AppRoute: Route {
    case launch
    case onboarding
    case home(deepLink: HomeRoute?)
}

/// Top-level router. Decides between onboarding and the tab bar; everything below is owned by XCoordinator.
final class AppCoordinator: NavigationCoordinator<AppRoute> {

    private let settings: PlayerSettings
    private var onboardingHost: OnboardingHost?

    init(settings: PlayerSettings = .standard) {
        self.settings = settings
        super.init(initialRoute: .launch)
        rootViewController.setNavigationBarHidden(true, animated: false)
    }

    override func prepareTransition(for route: AppRoute) -> NavigationTransition {
        switch route {
        case .launch:
            return settings.hasCompletedOnboarding
                ? .trigger(.home(deepLink: nil), on: self)
                : .trigger(.onboarding, on: self)

        case .onboarding:
            let host = OnboardingHost { [unowned self] in
                self.settings.hasCompletedOnboarding = true
                self.onboardingHost = nil
                self.trigger(.home(deepLink: nil))
            }
            onboardingHost = host
            return .set([host.rootViewController])

        case .home(let deepLink):
            let home = HomeTabCoordinator()
            if let deepLink {
                home.trigger(deepLink)
            }
            return .presentFullScreen(home, animation: .fade)
        }
    }
}
