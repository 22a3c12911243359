import UIKit

/// Lets Objective-C present the pin flow, which is Swift: it owns the flow's coordinator while it is shown.
@objc(PinPresenter)
final class PinCoordinatorBridgePresenter: NSObject {
    private var coordinator: PinCoordinator?

    @objc func present(from viewController: UIViewController) {
        let coordinator = PinCoordinator()
        coordinator.start()
        viewController.present(coordinator.navigationController, animated: true)
        self.coordinator = coordinator
    }

    @objc func dismiss() {
        coordinator?.navigationController.dismiss(animated: true)
        coordinator = nil
    }
}

final class PinCoordinator: NSObject, Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {
        navigationController.setViewControllers([UIViewController()], animated: false)
    }
}
