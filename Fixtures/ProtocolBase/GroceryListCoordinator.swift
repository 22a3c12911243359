import UIKit

/// Presents the grocery list modally in its own navigation stack.
///
/// Inherits from `NSObject` only to act as the sheet's presentation delegate, so that a swipe-down dismissal
/// is reported to the parent just like the Done button.
final class GroceryListCoordinator: NSObject, Coordinator {

    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: AppCoordinator?

    private unowned let presenter: UIViewController
    private let list: GroceryList
    private let modalNavigationController = UINavigationController()

    init(presenter: UIViewController, list: GroceryList) {
        self.presenter = presenter
        self.list = list
        super.init()
    }

    func start() {
        let screen = GroceryListViewController(list: list)
        screen.onDone = { [weak self] in self?.dismiss() }

        modalNavigationController.setViewControllers([screen], animated: false)
        modalNavigationController.presentationController?.delegate = self
        presenter.present(modalNavigationController, animated: true)
    }

    private func dismiss() {
        presenter.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.parentCoordinator?.childDidFinish(self)
        }
    }
}

// MARK: - UIAdaptivePresentationControllerDelegate

extension GroceryListCoordinator: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        parentCoordinator?.childDidFinish(self)
    }
}

// MARK: - Screen

final class GroceryListViewController: UITableViewController {

    var onDone: (() -> Void)?

    private let list: GroceryList

    init(list: GroceryList) {
        self.list = list
        super.init(style: .plain)
        title = "Groceries"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction { [weak self] _ in self?.onDone?() }
        )
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        list.items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "item")
        let item = list.items[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = item.name
        content.secondaryText = item.source
        cell.contentConfiguration = content
        cell.accessoryType = item.isChecked ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        list.toggle(at: indexPath.row)
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }
}
