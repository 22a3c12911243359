import UIKit

/// The journal timeline. There is no coordinator protocol in this app: each flow is a plain object named
/// `…Coordinator` that owns a navigation controller and has a `start()`.
final class JournalCoordinator: NSObject {

    let navigationController = UINavigationController()

    private let store: JournalStore
    private let fadeAnimator = FadeTransitionCoordinator(duration: 0.25)

    // One editor and one import at a time; each is released when it calls back.
    private var editor: EntryEditorCoordinator?
    private var photoImport: PhotoImportCoordinator?
    private var tags: TagsCoordinator?
    private var settings: SettingsCoordinator?

    init(store: JournalStore) {
        self.store = store
        super.init()
        navigationController.delegate = self
    }

    func start() {
        let timeline = TimelineViewController(entries: store.entriesPublisher)
        timeline.onCompose = { [weak self] in self?.openEditor(for: nil) }
        timeline.onSelect = { [weak self] entry in self?.openEditor(for: entry) }
        timeline.onImportPhotos = { [weak self] in self?.importPhotos(scanning: false) }
        timeline.onScanPage = { [weak self] in self?.importPhotos(scanning: true) }
        timeline.onBrowseTags = { [weak self] in self?.browseTags() }
        timeline.onOpenSettings = { [weak self] in self?.openSettings() }
        navigationController.viewControllers = [timeline]
    }

    func `continue`(_ activity: NSUserActivity) {
        guard activity.activityType == "com.example.journal.compose" else { return }
        openEditor(for: nil)
    }

    // MARK: - Flows

    private func openEditor(for entry: JournalEntry?) {
        let coordinator = EntryEditorCoordinator(router: NavigationRouter(navigationController), entry: entry, store: store)
        coordinator.onDone = { [weak self] in self?.editor = nil }
        editor = coordinator
        coordinator.start()
    }

    private func importPhotos(scanning: Bool) {
        let coordinator = scanning
            ? ScannerImportCoordinator(presenter: navigationController)
            : PhotoImportCoordinator(presenter: navigationController)
        coordinator.completion = { [weak self] images in
            self?.photoImport = nil
            if !images.isEmpty { self?.store.createEntry(with: images) }
        }
        photoImport = coordinator
        coordinator.start()
    }

    private func browseTags() {
        let coordinator = TagsCoordinator(navigationController: navigationController, store: store)
        tags = coordinator
        coordinator.start()
    }

    private func openSettings() {
        let coordinator = SettingsCoordinator(presenter: navigationController)
        settings = coordinator
        coordinator.start()
    }
}

// MARK: - UINavigationControllerDelegate

extension JournalCoordinator: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // Editor pushes cross-fade; everything else slides as usual.
        (toVC is EntryEditorViewController || fromVC is EntryEditorViewController) ? fadeAnimator : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool) {
        if tags != nil, !navigationController.viewControllers.contains(where: { $0 is TagListViewController }) {
            tags = nil
        }
    }
}
