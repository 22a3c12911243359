import UIKit

/// Builds the screens the coordinators show. The UI module implements it, so this module needs no view code.
public protocol HabitScreens: AnyObject {
    func welcome(onContinue: @escaping () -> Void) -> UIViewController
    func reminderPermission(onDone: @escaping (Bool) -> Void) -> UIViewController
    func habitList(onOpenSettings: @escaping () -> Void) -> UIViewController
    func settings(onClose: @escaping () -> Void) -> UIViewController
}
