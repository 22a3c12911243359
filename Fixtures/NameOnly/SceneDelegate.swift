import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private lazy var journal = JournalCoordinator(store: JournalStore.shared)

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }

        window = UIWindow(windowScene: windowScene)
        window?.tintColor = UIColor(named: "AccentColor")
        window?.rootViewController = journal.navigationController
        window?.makeKeyAndVisible()

        journal.start()
        if let activity = connectionOptions.userActivities.first {
            journal.continue(activity)
        }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        journal.continue(userActivity)
    }
}
