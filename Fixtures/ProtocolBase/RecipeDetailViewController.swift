import UIKit

/// What the recipe detail screen may ask of whoever coordinates it.
protocol RecipeDetailCoordinating: AnyObject {
    func addIngredientsToGroceries(_ ingredients: [String])
    func closeRecipe()
    func recipeScreenDidDisappear()
}

/// One recipe: a header, its ingredients and a button that copies them to the grocery list.
final class RecipeDetailViewController: UIViewController {

    weak var coordinator: RecipeDetailCoordinating?

    private let recipe: Recipe

    private lazy var ingredientsLabel: UILabel = {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.text = recipe.ingredients.map { "• \($0)" }.joined(separator: "\n")
        return label
    }()

    private lazy var addButton: UIButton = {
        var configuration = UIButton.Configuration.borderedProminent()
        configuration.title = "Add to groceries"
        configuration.image = UIImage(systemName: "cart.badge.plus")
        configuration.imagePadding = 6
        return UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.coordinator?.addIngredientsToGroceries(self.recipe.ingredients)
        })
    }()

    init(recipe: Recipe) {
        self.recipe = recipe
        super.init(nibName: nil, bundle: nil)
        navigationItem.title = recipe.title
        navigationItem.largeTitleDisplayMode = .never
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let stack = UIStackView(arrangedSubviews: [ingredientsLabel, addButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent {
            coordinator?.recipeScreenDidDisappear()
        }
    }
}
