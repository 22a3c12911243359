import UIKit

// MARK: - Root

/// A flow of screens plus the sub-flows it started and has not yet released.
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func addChild(_ child: Coordinator) {
        childCoordinators.append(child)
    }

    func removeChild(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

// MARK: - Refinements

enum AppTab: Int, CaseIterable {
    case trips
    case profile
}

/// A coordinator that is the root of one tab of the tab bar.
protocol TabCoordinator: Coordinator {
    var tab: AppTab { get }
    var rootViewController: UIViewController { get }
}

/// A flow that is shown modally as one unit.
protocol Presentable: AnyObject {
    func toPresentable() -> UIViewController
}

/// Modal flows are both: they coordinate, and their whole stack can be presented.
typealias PresentableCoordinator = Coordinator & Presentable

// MARK: - Deep links

enum DeepLink: Equatable {
    case trip(id: Trip.ID)
    case booking(confirmation: String)
    case profile
}

/// A flow that can take over a deep link. Only coordinators may adopt it.
protocol DeepLinkHandling: AnyObject where Self: Coordinator {
    func canHandle(_ link: DeepLink) -> Bool
    func handle(_ link: DeepLink)
}

extension DeepLinkHandling {
    /// Offers the link to this flow first, then to its children, depth first.
    @discardableResult
    func route(_ link: DeepLink) -> Bool {
        if canHandle(link) {
            handle(link)
            return true
        }
        for case let child as DeepLinkHandling in childCoordinators where child.route(link) {
            return true
        }
        return false
    }
}
