import Foundation
import Combine
import XCoordinator

/// Episodes of one show. Navigates by triggering routes on an unowned router, never by touching view controllers.
final class EpisodeListViewModel: ObservableObject {

    struct Row: Identifiable, Hashable {
        let id: Episode.ID
        let title: String
        let subtitle: String
        let isDownloaded: Bool
    }

    @Published private(set) var rows: [Row] = []
    @Published private(set) var isRefreshing = false

    private let showID: Show.ID
    private let router: UnownedRouter<LibraryRoute>
    private let catalog: PodcastCatalog
    private var cancellables = Set<AnyCancellable>()

    private static let durationFormatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .short
        return formatter
    }()

    init(showID: Show.ID, router: UnownedRouter<LibraryRoute>, catalog: PodcastCatalog) {
        self.showID = showID
        self.router = router
        self.catalog = catalog
    }

    func refresh() {
        isRefreshing = true
        catalog.episodesPublisher(for: showID)
            .map { episodes in episodes.map(Self.row(for:)) }
            .replaceError(with: [])
            .receive(on: DispatchQueue.main)
            .sink { [weak self] rows in
                self?.rows = rows
                self?.isRefreshing = false
            }
            .store(in: &cancellables)
    }

    // MARK: - Intents

    func select(_ row: Row) {
        router.trigger(.episode(row.id))
    }

    func play(_ row: Row) {
        router.trigger(.player(row.id))
    }

    func back() {
        router.trigger(.close)
    }

    private static func row(for episode: Episode) -> Row {
        let duration = durationFormatter.string(from: episode.duration) ?? ""
        return Row(
            id: episode.id,
            title: episode.title,
            subtitle: "\(episode.publishedAt.formatted(date: .abbreviated, time: .omitted)) · \(duration)",
            isDownloaded: episode.localFileURL != nil
        )
    }
}
