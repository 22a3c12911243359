import UIKit

/// Reports a problem; the app delegate builds it with `ReportCoordinator.new` when the device is shaken.
final class ReportCoordinator: NSObject, Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}
}
