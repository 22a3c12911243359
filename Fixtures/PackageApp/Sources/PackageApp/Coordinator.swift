import UIKit

/// Owns one flow of the app and the flows it started.
public protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}
