import UIKit

protocol HistoryListener: AnyObject {
    func historyDidClose()
}

/// Pushes the list of past workouts; reports back when the user leaves it.
final class HistoryCoordinator: BaseFlowCoordinator {

    weak var listener: HistoryListener?
    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
        super.init()
    }

    override func start(at navigationController: UINavigationController?) {
        super.start(at: navigationController)

        let screen = HistoryViewController(workouts: repository.recentWorkouts(limit: 50))
        screen.onLeave = { [weak self] in self?.listener?.historyDidClose() }
        navigationController?.pushViewController(screen, animated: true)
    }
}

// MARK: - Screen

final class HistoryViewController: UITableViewController {

    var onLeave: (() -> Void)?
    private let workouts: [WorkoutSummary]
    private let formatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .abbreviated
        return formatter
    }()

    init(workouts: [WorkoutSummary]) {
        self.workouts = workouts
        super.init(style: .insetGrouped)
        title = "History"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        workouts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let workout = workouts[indexPath.row]
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = workout.activity.displayName
        cell.detailTextLabel?.text = formatter.string(from: workout.duration)
        return cell
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil { onLeave?() }
    }
}
