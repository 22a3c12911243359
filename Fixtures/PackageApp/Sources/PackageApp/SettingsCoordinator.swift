import UIKit

/// Presents settings modally and dismisses them.
public final class SettingsCoordinator: Coordinator {
    public var childCoordinators: [Coordinator] = []
    public var onFinish: (() -> Void)?

    private weak var presenter: UIViewController?
    private let screens: HabitScreens

    public init(presenter: UIViewController, screens: HabitScreens) {
        self.presenter = presenter
        self.screens = screens
    }

    public func start() {
        let settings = screens.settings(onClose: { [weak self] in self?.close() })
        let sheet = UINavigationController(rootViewController: settings)
        // Settings end through their close button only, which removes this coordinator from its parent.
        sheet.isModalInPresentation = true
        presenter?.present(sheet, animated: true)
    }

    private func close() {
        presenter?.dismiss(animated: true)
        onFinish?()
    }
}
