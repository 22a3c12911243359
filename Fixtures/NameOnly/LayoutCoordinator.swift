import UIKit

/// Keeps the editor's text view clear of the keyboard and of the navigation toolbar.
///
/// It holds a navigation controller, but only to read the toolbar height: with no start method it is a layout
/// helper, not a coordinator.
final class LayoutCoordinator {

    private weak var textView: UITextView?
    private weak var navigationController: UINavigationController?
    private var observers: [NSObjectProtocol] = []

    func attach(to textView: UITextView, navigationController: UINavigationController?) {
        self.textView = textView
        self.navigationController = navigationController

        let center = NotificationCenter.default
        observers = [
            center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) {
                [weak self] note in self?.keyboardFrameWillChange(note)
            },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
                [weak self] _ in self?.applyBottomInset(0)
            },
        ]
    }

    func detach() {
        observers.forEach(NotificationCenter.default.removeObserver)
        observers.removeAll()
    }

    private func keyboardFrameWillChange(_ note: Notification) {
        guard let textView, let window = textView.window,
              let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let overlap = textView.convert(textView.bounds, to: window).maxY - frame.minY
        applyBottomInset(max(overlap, 0))
    }

    private func applyBottomInset(_ keyboardOverlap: CGFloat) {
        let toolbarHeight = navigationController?.isToolbarHidden == false
            ? navigationController?.toolbar.bounds.height ?? 0
            : 0
        textView?.contentInset.bottom = max(keyboardOverlap, toolbarHeight)
        textView?.verticalScrollIndicatorInsets.bottom = max(keyboardOverlap, toolbarHeight)
    }

    deinit {
        detach()
    }
}
