import UIKit

/// The first onboarding screen.
final class WelcomeViewController: UIViewController {
    private let onContinue: () -> Void

    init(onContinue: @escaping () -> Void) {
        self.onContinue = onContinue
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Build better habits"
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Get started") { [weak self] _ in
            self?.onContinue()
        })
        view.addSubview(button)
    }
}

/// Asks whether the app may send daily reminders.
final class ReminderPermissionViewController: UIViewController {
    private let onDone: (Bool) -> Void

    init(onDone: @escaping (Bool) -> Void) {
        self.onDone = onDone
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Daily reminders"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Allow", primaryAction: UIAction { [weak self] _ in
            self?.onDone(true)
        })
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Not now", primaryAction: UIAction { [weak self] _ in
            self?.onDone(false)
        })
    }
}
