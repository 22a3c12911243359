import UIKit

/// Events the dashboard flow reports to whoever attached it.
protocol DashboardListener: AnyObject {
    func dashboardDidSignOut()
}

/// Shows today's activity and launches live tracking or the workout history from it.
final class DashboardCoordinator: BaseFlowCoordinator {

    weak var listener: DashboardListener?

    private let repository: WorkoutRepository
    private let viewModel: DashboardViewModel
    private let viewController: DashboardViewController

    private var trackingCoordinator: TrackingCoordinator?
    private var historyCoordinator: HistoryCoordinator?

    init(repository: WorkoutRepository) {
        self.repository = repository
        self.viewModel = DashboardViewModel(repository: repository)
        self.viewController = DashboardViewController(viewModel: viewModel)
        super.init()
        viewModel.coordinator = self
    }

    override func start(at navigationController: UINavigationController?) {
        super.start(at: navigationController)
        navigationController?.setViewControllers([viewController], animated: false)
    }

    // MARK: - Routing requested by the view model

    func openTracking(for activity: ActivityKind) {
        guard trackingCoordinator == nil else { return }

        let tracking: TrackingCoordinator
        switch activity {
        case .run: tracking = RunTrackingCoordinator(repository: repository)
        case .ride: tracking = RideTrackingCoordinator(repository: repository)
        }
        tracking.listener = self
        addChild(tracking)
        tracking.start(at: navigationController)
        trackingCoordinator = tracking
    }

    func openHistory() {
        guard historyCoordinator == nil else { return }

        let history = HistoryCoordinator(repository: repository)
        history.listener = self
        addChild(history)
        history.start(at: navigationController)
        historyCoordinator = history
    }

    func signOut() {
        listener?.dashboardDidSignOut()
    }
}

// MARK: - TrackingListener

extension DashboardCoordinator: TrackingListener {
    func trackingDidEnd(with summary: WorkoutSummary?) {
        guard let tracking = trackingCoordinator else { return }
        tracking.stop()
        removeChild(tracking)
        trackingCoordinator = nil

        if let summary {
            viewModel.didRecord(summary)
        }
    }
}

// MARK: - HistoryListener

extension DashboardCoordinator: HistoryListener {
    func historyDidClose() {
        guard let history = historyCoordinator else { return }
        removeChild(history)
        historyCoordinator = nil
    }
}
