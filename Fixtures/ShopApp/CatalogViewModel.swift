import Foundation
import Combine

/// Products for the current filter, reloaded whenever the filter changes.
final class CatalogViewModel {

    @Published private(set) var products: [Product] = []
    @Published private(set) var filter = ProductFilter.all
    @Published private(set) var errorMessage: String?

    private let catalog: CatalogService
    private weak var coordinator: CatalogCoordinator?
    private var cancellables = Set<AnyCancellable>()

    init(catalog: CatalogService, coordinator: CatalogCoordinator) {
        self.catalog = catalog
        self.coordinator = coordinator

        $filter
            .removeDuplicates()
            .map { [catalog] filter in
                catalog.products(matching: filter)
                    .map(Result<[Product], Error>.success)
                    .catch { Just(.failure($0)) }
            }
            .switchToLatest()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] result in
                switch result {
                case .success(let products):
                    self?.products = products
                    self?.errorMessage = nil
                case .failure(let error):
                    self?.errorMessage = error.localizedDescription
                }
            }
            .store(in: &cancellables)
    }

    // MARK: - Inputs

    func apply(_ newFilter: ProductFilter) {
        filter = newFilter
    }

    func didSelectProduct(at index: Int) {
        guard products.indices.contains(index) else { return }
        coordinator?.showProduct(id: products[index].id)
    }

    func filterButtonTapped() {
        coordinator?.showFilters(current: filter)
    }
}
