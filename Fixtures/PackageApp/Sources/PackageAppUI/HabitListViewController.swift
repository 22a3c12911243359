import UIKit

/// Today's habits, with a settings button.
final class HabitListViewController: UITableViewController {
    private let onOpenSettings: () -> Void
    private var habits = ["Drink water", "Read 20 pages", "Stretch"]

    init(onOpenSettings: @escaping () -> Void) {
        self.onOpenSettings = onOpenSettings
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "gear"), primaryAction: UIAction { [weak self] _ in self?.onOpenSettings() })
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "habit")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        habits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "habit", for: indexPath)
        cell.textLabel?.text = habits[indexPath.row]
        return cell
    }
}
