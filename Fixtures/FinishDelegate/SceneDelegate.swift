import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    var appCoordinator: AppCoordinator?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }

        #if DEBUG
        // UI tests launch with this flag to always begin at the login screen.
        if ProcessInfo.processInfo.arguments.contains("-resetSession") {
            SessionStore.shared.signOut()
        }
        #endif

        let rootNavigation = UINavigationController()
        rootNavigation.setNavigationBarHidden(true, animated: false)

        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = rootNavigation
        window?.makeKeyAndVisible()

        appCoordinator = AppCoordinator(rootNavigation)
        appCoordinator?.start()
    }

    func sceneWillResignActive(_ scene: UIScene) {
        // Balances and IBANs must not show up in the app switcher snapshot.
        window?.addPrivacyCover()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        window?.removePrivacyCover()
    }
}
