import UIKit
import CoreLocation

protocol TrackingListener: AnyObject {
    func trackingDidEnd(with summary: WorkoutSummary?)
}

/// Shared live-tracking flow: presents the tracking screen full screen and reports the recorded workout.
///
/// Not `open`: only the two activity-specific flows below derive from it.
class TrackingCoordinator: BaseFlowCoordinator {

    weak var listener: TrackingListener?

    let repository: WorkoutRepository
    var activity: ActivityKind { fatalError("subclasses provide the activity") }

    init(repository: WorkoutRepository) {
        self.repository = repository
        super.init()
    }

    override func start(at navigationController: UINavigationController?) {
        super.start(at: navigationController)

        let session = repository.makeSession(for: activity)
        let screen = TrackingViewController(session: session)
        screen.modalPresentationStyle = .fullScreen
        screen.onEnd = { [weak self] summary in
            self?.navigationController?.dismiss(animated: true)
            self?.listener?.trackingDidEnd(with: summary)
        }
        navigationController?.present(screen, animated: true)
    }
}

// MARK: - Run

final class RunTrackingCoordinator: TrackingCoordinator {

    private let locationManager = CLLocationManager()

    override var activity: ActivityKind { .run }

    override func start(at navigationController: UINavigationController?) {
        // Runs need GPS; ask before the tracking screen appears, not in the middle of a workout.
        if locationManager.authorizationStatus == .notDetermined {
            locationManager.requestWhenInUseAuthorization()
        }
        super.start(at: navigationController)
    }
}

// MARK: - Ride

final class RideTrackingCoordinator: TrackingCoordinator {

    private var sensor: CadenceSensor?

    override var activity: ActivityKind { .ride }

    override func start(at navigationController: UINavigationController?) {
        sensor = CadenceSensor.pairedSensor()
        sensor?.connect()
        super.start(at: navigationController)
    }

    override func stop() {
        sensor?.disconnect()
        sensor = nil
        super.stop()
    }
}
