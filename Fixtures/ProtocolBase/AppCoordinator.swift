import UIKit

/// Top of the coordinator tree: owns the window, the main navigation stack and the modal grocery list.
final class AppCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []

    private let window: UIWindow
    private let recipes: RecipeStore
    private let navigationController: UINavigationController

    init(window: UIWindow, recipes: RecipeStore) {
        self.window = window
        self.recipes = recipes
        self.navigationController = UINavigationController()
        navigationController.navigationBar.prefersLargeTitles = true
    }

    func start() {
        window.rootViewController = navigationController

        // The browse flow lives as long as the app does, so it is never handed back.
        let browser = RecipeBrowserCoordinator(navigationController: navigationController, recipes: recipes)
        browser.parentCoordinator = self
        childCoordinators.append(browser)
        browser.start()
    }

    // MARK: - Groceries

    func showGroceryList() {
        guard runningChild(of: GroceryListCoordinator.self) == nil else { return }

        let groceries = GroceryListCoordinator(presenter: navigationController, list: recipes.groceries)
        groceries.parentCoordinator = self
        childCoordinators.append(groceries)
        groceries.start()
    }

    // MARK: - Home screen quick actions

    @discardableResult
    func handle(shortcut: UIApplicationShortcutItem) -> Bool {
        switch shortcut.type {
        case "com.example.recipes.groceries":
            showGroceryList()
            return true
        default:
            return false
        }
    }

    // MARK: - Children

    func childDidFinish(_ child: Coordinator) {
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
            childCoordinators.remove(at: index)
            break
        }
    }
}
