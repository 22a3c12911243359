import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    /// Held for the lifetime of the scene: nothing else keeps the top of the coordinator tree alive.
    private var appCoordinator: AppCoordinator?

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }

        let window = UIWindow(windowScene: windowScene)
        let coordinator = AppCoordinator(window: window, recipes: RecipeStore.shared)
        self.window = window
        self.appCoordinator = coordinator

        coordinator.start()
        window.makeKeyAndVisible()

        if let shortcut = connectionOptions.shortcutItem {
            coordinator.handle(shortcut: shortcut)
        }
    }

    func windowScene(_ windowScene: UIWindowScene,
                     performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        completionHandler(appCoordinator?.handle(shortcut: shortcutItem) ?? false)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        RecipeStore.shared.persist()
    }
}
