import PackageApp
import UIKit

/// The app's screens as UIKit view controllers.
public final class UIKitHabitScreens: HabitScreens {
    public init() {}

    public func welcome(onContinue: @escaping () -> Void) -> UIViewController {
        WelcomeViewController(onContinue: onContinue)
    }

    public func reminderPermission(onDone: @escaping (Bool) -> Void) -> UIViewController {
        ReminderPermissionViewController(onDone: onDone)
    }

    public func habitList(onOpenSettings: @escaping () -> Void) -> UIViewController {
        HabitListViewController(onOpenSettings: onOpenSettings)
    }

    public func settings(onClose: @escaping () -> Void) -> UIViewController {
        SettingsViewController(onClose: onClose)
    }
}
