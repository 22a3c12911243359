import UIKit

/// Template for simple list flows: `start()` installs whatever `makeRootViewController()` returns.
/// Not named like a coordinator, so it is not one itself.
class ListFlow {

    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(makeRootViewController(), animated: true)
    }

    func makeRootViewController() -> UIViewController {
        preconditionFailure("\(type(of: self)) must override makeRootViewController()")
    }
}

/// Tag browser. Its `start()` and `navigationController` are inherited from `ListFlow`.
final class TagsCoordinator: ListFlow {

    private let store: JournalStore

    init(navigationController: UINavigationController, store: JournalStore) {
        self.store = store
        super.init(navigationController: navigationController)
    }

    override func makeRootViewController() -> UIViewController {
        let list = TagListViewController(tags: store.allTags())
        list.onSelect = { [weak self] tag in self?.showEntries(taggedWith: tag) }
        list.onRename = { [weak self] tag, newName in self?.store.rename(tag, to: newName) }
        return list
    }

    private func showEntries(taggedWith tag: Tag) {
        let results = TimelineViewController(entries: store.entriesPublisher(taggedWith: tag))
        results.title = "#\(tag.name)"
        navigationController.pushViewController(results, animated: true)
    }
}
