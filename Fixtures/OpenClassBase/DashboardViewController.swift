import UIKit

// MARK: - View model

/// Today's totals; forwards the user's navigation intents to the dashboard coordinator.
@MainActor
final class DashboardViewModel {

    weak var coordinator: DashboardCoordinator?

    private(set) var todaysMinutes = 0
    var onChange: (() -> Void)?

    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func load() async {
        todaysMinutes = await repository.minutesRecorded(on: .now)
        onChange?()
    }

    func didRecord(_ summary: WorkoutSummary) {
        todaysMinutes += Int(summary.duration / 60)
        onChange?()
    }

    func runTapped() { coordinator?.openTracking(for: .run) }
    func rideTapped() { coordinator?.openTracking(for: .ride) }
    func historyTapped() { coordinator?.openHistory() }
    func signOutTapped() { coordinator?.signOut() }
}

// MARK: - View controller

final class DashboardViewController: UIViewController {

    private let viewModel: DashboardViewModel
    private let minutesLabel = UILabel()

    init(viewModel: DashboardViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        view.backgroundColor = .systemGroupedBackground
        minutesLabel.font = .monospacedDigitSystemFont(ofSize: 56, weight: .bold)

        let buttons = [
            makeButton("Run", symbol: "figure.run") { $0.runTapped() },
            makeButton("Ride", symbol: "bicycle") { $0.rideTapped() },
            makeButton("History", symbol: "clock") { $0.historyTapped() },
        ]
        let stack = UIStackView(arrangedSubviews: [minutesLabel] + buttons)
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.frame = view.bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)

        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Sign Out", primaryAction: UIAction { [weak self] _ in self?.viewModel.signOutTapped() })

        viewModel.onChange = { [weak self] in self?.render() }
        Task { await viewModel.load() }
    }

    private func render() {
        minutesLabel.text = "\(viewModel.todaysMinutes) min"
    }

    private func makeButton(_ title: String, symbol: String,
                            action: @escaping (DashboardViewModel) -> Void) -> UIButton {
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        configuration.image = UIImage(systemName: symbol)
        return UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            action(self.viewModel)
        })
    }
}
