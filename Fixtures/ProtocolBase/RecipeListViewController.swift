import UIKit
import Combine

// MARK: - Navigation requests

/// What the recipe list may ask of whoever coordinates it.
protocol RecipeListCoordinating: AnyObject {
    func showRecipe(_ recipe: Recipe)
    func showGroceryList()
}

// MARK: - View model

/// Loads the recipe catalogue and narrows it down as the user types.
final class RecipeListViewModel {

    @Published private(set) var recipes: [Recipe] = []
    @Published var query = ""

    init(store: RecipeStore) {
        $query
            .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { text in store.recipes(matching: text) }
            .assign(to: &$recipes)
    }
}

// MARK: - View controller

final class RecipeListViewController: UITableViewController {

    weak var coordinator: RecipeListCoordinating?

    private let viewModel: RecipeListViewModel
    private let searchController = UISearchController(searchResultsController: nil)
    private var cancellables = Set<AnyCancellable>()

    init(viewModel: RecipeListViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
        title = "Recipes"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "recipe")
        searchController.searchResultsUpdater = self
        navigationItem.searchController = searchController
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "cart"), style: .plain, target: self, action: #selector(groceriesTapped))

        viewModel.$recipes
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.tableView.reloadData() }
            .store(in: &cancellables)
    }

    @objc private func groceriesTapped() {
        coordinator?.showGroceryList()
    }

    // MARK: UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "recipe", for: indexPath)
        let recipe = viewModel.recipes[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = recipe.title
        content.secondaryText = "\(recipe.minutes) min"
        cell.contentConfiguration = content
        return cell
    }

    // MARK: UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        coordinator?.showRecipe(viewModel.recipes[indexPath.row])
    }
}

// MARK: - UISearchResultsUpdating

extension RecipeListViewController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
        viewModel.query = searchController.searchBar.text ?? ""
    }
}
