import UIKit

/// Runs the browse flow: the recipe list and every recipe opened from it.
final class RecipeBrowserCoordinator: Coordinator {

    var childCoordinators = [Coordinator]()
    weak var parentCoordinator: AppCoordinator?

    private let navigationController: UINavigationController
    private let recipes: RecipeStore

    init(navigationController: UINavigationController, recipes: RecipeStore) {
        self.navigationController = navigationController
        self.recipes = recipes
    }

    func start() {
        let viewModel = RecipeListViewModel(store: recipes)
        let list = RecipeListViewController(viewModel: viewModel)
        list.coordinator = self
        navigationController.setViewControllers([list], animated: false)
    }

    /// Called by a detail flow once its screen has left the stack.
    func childDidFinish(_ child: Coordinator?) {
        guard let child else { return }
        for (offset, running) in childCoordinators.enumerated() where running === child {
            childCoordinators.remove(at: offset)
            return
        }
    }
}

// MARK: - RecipeListCoordinating

extension RecipeBrowserCoordinator: RecipeListCoordinating {

    func showRecipe(_ recipe: Recipe) {
        let detail = RecipeDetailCoordinator(
            recipe: recipe,
            navigationController: navigationController,
            groceries: recipes.groceries
        )
        detail.parentCoordinator = self
        childCoordinators.append(detail)
        detail.start()
    }

    func showGroceryList() {
        // Groceries are presented over everything, so the app coordinator owns that flow.
        parentCoordinator?.showGroceryList()
    }
}
