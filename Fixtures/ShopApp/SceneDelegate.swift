import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private(set) var appCoordinator: AppCoordinator?

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }

        let environment: ShopEnvironment
        #if DEBUG
        environment = ProcessInfo.processInfo.environment["SHOP_STUB_API"] == "1" ? .stubbed() : .live()
        #else
        environment = .live()
        #endif

        let window = UIWindow(windowScene: windowScene)
        let navigationController = UINavigationController()
        navigationController.isNavigationBarHidden = true
        window.rootViewController = navigationController
        self.window = window

        let appCoordinator = AppCoordinator(navigationController: navigationController, environment: environment)
        self.appCoordinator = appCoordinator
        appCoordinator.start()

        window.makeKeyAndVisible()
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url else { return }
        appCoordinator?.open(url)
    }
}
