import UIKit
import XCoordinator

enum ProfileRoute: Route {
    case overview
    case downloads
    case sleepTimer
    case signOut
}

/// The profile tab has no stack of its own: it swaps child screens inside one container view controller.
typealias ProfileFlow = ViewCoordinator<ProfileRoute>

final class ProfileCoordinator: ProfileFlow {

    private let container = ProfileContainerViewController()
    private let account: AccountService

    init(account: AccountService = .shared) {
        self.account = account
        container.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person.crop.circle"), tag: 2)
        super.init(rootViewController: container, initialRoute: .overview)
    }

    override func prepareTransition(for route: ProfileRoute) -> ViewTransition {
        switch route {
        case .overview:
            container.show(ProfileOverviewViewController(router: unownedRouter, account: account))
            return .none()
        case .downloads:
            container.show(DownloadsViewController(storage: .shared))
            return .none()
        case .sleepTimer:
            let picker = SleepTimerPickerController()
            picker.sheetPresentationController?.detents = [.medium()]
            return .present(picker)
        case .signOut:
            account.signOut()
            return .multiple(.dismissAll(), .none())
        }
    }
}
