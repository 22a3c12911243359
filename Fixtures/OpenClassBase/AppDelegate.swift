import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    private var appCoordinator: AppCoordinator?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let repository = WorkoutRepository(store: .shared)

        let coordinator = AppCoordinator(window: window, repository: repository)
        appCoordinator = coordinator
        self.window = window

        coordinator.launch()
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        appCoordinator?.stop()
    }
}
