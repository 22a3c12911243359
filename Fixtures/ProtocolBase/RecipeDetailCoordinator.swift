import UIKit

/// Shows one recipe and lets the user copy its ingredients to the grocery list.
final class RecipeDetailCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: RecipeBrowserCoordinator?

    private let recipe: Recipe
    private let navigationController: UINavigationController
    private let groceries: GroceryList
    private weak var detailViewController: RecipeDetailViewController?

    init(recipe: Recipe, navigationController: UINavigationController, groceries: GroceryList) {
        self.recipe = recipe
        self.navigationController = navigationController
        self.groceries = groceries
    }

    func start() {
        let screen = RecipeDetailViewController(recipe: recipe)
        screen.coordinator = self
        detailViewController = screen
        navigationController.pushViewController(screen, animated: true)
    }
}

// MARK: - RecipeDetailCoordinating

extension RecipeDetailCoordinator: RecipeDetailCoordinating {

    func addIngredientsToGroceries(_ ingredients: [String]) {
        groceries.add(ingredients, source: recipe.title)

        let confirmation = UIAlertController(
            title: "Added to groceries",
            message: "\(ingredients.count) ingredients from \(recipe.title).",
            preferredStyle: .alert
        )
        confirmation.addAction(UIAlertAction(title: "OK", style: .default))
        detailViewController?.present(confirmation, animated: true)
    }

    func closeRecipe() {
        navigationController.popViewController(animated: true)
    }

    func recipeScreenDidDisappear() {
        // Covers the back button, the swipe-back gesture and `closeRecipe()` alike.
        parentCoordinator?.childDidFinish(self)
    }
}
