import UIKit

/// Concrete services for the running app; tests provide their own `AppDependency`.
final class LiveEnvironment: AppDependency {
    let services: NewsServices = LiveNewsServices(baseURL: URL(string: "https://api.example-news.com/v2")!)
    var preferredEdition: Edition { Edition(localeIdentifier: Locale.current.identifier) }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    // The container outlives the scene's first run loop turn only because the scene delegate keeps it.
    private var appContainer: AppContainer?
    private var appCoordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)

        let container = AppContainer(dependency: LiveEnvironment())
        let coordinator = container.makeAppCoordinator(window: window)

        appContainer = container
        appCoordinator = coordinator
        self.window = window
        coordinator.launch()
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        appCoordinator?.stop()
        appCoordinator = nil
    }
}
