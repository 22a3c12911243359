import UIKit

/// Filter sheet over the catalog. Calls back with the chosen filter, then finishes.
final class FiltersCoordinator: Coordinator {

    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var finishDelegate: CoordinatorFinishDelegate?

    private let initialFilter: ProductFilter
    private let onApply: (ProductFilter) -> Void

    init(navigationController: UINavigationController,
         initialFilter: ProductFilter,
         onApply: @escaping (ProductFilter) -> Void) {
        self.navigationController = navigationController
        self.initialFilter = initialFilter
        self.onApply = onApply
    }

    func start() {
        let sheet = FilterSheetViewController(filter: initialFilter)
        sheet.onApply = { [weak self] filter in
            self?.onApply(filter)
            self?.close()
        }
        sheet.onReset = { [weak self] in
            self?.onApply(.all)
            self?.close()
        }

        let container = UINavigationController(rootViewController: sheet)
        if let presentation = container.sheetPresentationController {
            presentation.detents = [.medium(), .large()]
            presentation.prefersGrabberVisible = true
        }
        navigationController.present(container, animated: true)
    }

    private func close() {
        navigationController.dismiss(animated: true)
        finish()
    }
}
