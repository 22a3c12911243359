import UIKit

/// Base class of every flow in the app.
///
/// Subclasses override `start(at:)` to put their first screen on screen and call `super` first. The child list can
/// only be changed through the two final methods below, so that the bookkeeping stays in one place.
open class BaseFlowCoordinator: Coordinating {

    public private(set) weak var navigationController: UINavigationController?
    public final private(set) var children: [Coordinating] = []

    public init() {}

    // MARK: - Lifecycle

    open func start(at navigationController: UINavigationController?) {
        self.navigationController = navigationController
    }

    /// Override to tear down timers or sessions; always call `super`.
    open func stop() {
        for child in children.reversed() {
            child.stop()
            removeChild(child)
        }
        navigationController = nil
    }

    // MARK: - Children

    public final func addChild(_ coordinator: Coordinating) {
        guard !children.contains(where: { $0 === coordinator }) else {
            assertionFailure("\(type(of: coordinator)) is already attached to \(type(of: self))")
            return
        }
        children.append(coordinator)
    }

    public final func removeChild(_ coordinator: Coordinating) {
        guard let index = children.firstIndex(where: { $0 === coordinator }) else { return }
        children.remove(at: index)
    }

    deinit {
        // A flow that goes away while still attached to children would leave their screens stranded.
        if !children.isEmpty {
            stop()
        }
    }
}
