import UIKit

/// Reminder time and a close button.
final class SettingsViewController: UIViewController {
    private let onClose: () -> Void

    init(onClose: @escaping () -> Void) {
        self.onClose = onClose
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        let close = UIAction { [weak self] _ in self?.onClose() }
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .close, primaryAction: close)
        let picker = UIDatePicker()
        picker.datePickerMode = .time
        view.addSubview(picker)
    }
}
