import UIKit
import FlowKit

/// Compose or edit one entry. Derives from a base class of the FlowKit package, which is not part of these
/// sources, and navigates through a router rather than a navigation controller.
final class EntryEditorCoordinator: FlowKit.BaseFlow {

    var onDone: (() -> Void)?

    private let router: Router
    private let entry: JournalEntry?
    private let store: JournalStore
    private let layout = LayoutCoordinator()

    init(router: Router, entry: JournalEntry?, store: JournalStore) {
        self.router = router
        self.entry = entry
        self.store = store
        super.init()
    }

    override func start() {
        let editor = EntryEditorViewController(draft: entry.map(Draft.init) ?? Draft())
        layout.attach(to: editor.textView, navigationController: router.navigationController)

        editor.onSave = { [weak self] draft in
            self?.store.save(draft, replacing: self?.entry?.id)
            self?.close()
        }
        editor.onDiscard = { [weak self] in self?.confirmDiscard() }
        router.push(editor, animated: true)
    }

    private func confirmDiscard() {
        let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in self?.close() })
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        router.present(alert, animated: true)
    }

    private func close() {
        layout.detach()
        router.pop(animated: true)
        onDone?()
    }
}
