import UIKit
import XCoordinator

/// A navigation coordinator with the app's bar appearance applied once, instead of in every tab.
class StyledNavigationCoordinator<RouteType: Route>: NavigationCoordinator<RouteType> {

    init(title: String, symbolName: String, initialRoute: RouteType) {
        let navigation = UINavigationController()
        navigation.navigationBar.prefersLargeTitles = true
        navigation.navigationBar.tintColor = .systemPurple
        navigation.tabBarItem = UITabBarItem(
            title: title,
            image: UIImage(systemName: symbolName),
            selectedImage: UIImage(systemName: symbolName + ".fill")
        )

        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        appearance.largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 32, weight: .heavy)]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance

        super.init(rootViewController: navigation, initialRoute: initialRoute)
    }

    /// Shared by every tab: the mini player can always expand into the full-screen player.
    func fullPlayerTransition(for episode: Episode.ID) -> NavigationTransition {
        let player = NowPlayingViewController(viewModel: NowPlayingViewModel(episodeID: episode))
        player.modalPresentationStyle = .pageSheet
        player.sheetPresentationController?.prefersGrabberVisible = true
        return .present(player)
    }
}
