import UIKit

/// Routing only: a coordinator neither builds its dependencies nor knows its children's concrete types.
/// Children are keyed by the slot they occupy (`"feed"`, `"article"`), so a slot holds at most one flow.
public protocol Coordinating: AnyObject {
    var navigationController: UINavigationController? { get }
    var children: [String: Coordinating] { get }

    func start(at navigationController: UINavigationController?)
    func stop()
}

/// Base of every flow. Feature coordinators override `start(at:)`; the child table is only touched here.
open class FlowCoordinator: Coordinating {

    public weak var navigationController: UINavigationController?
    public private(set) var children: [String: Coordinating] = [:]

    public init() {}

    open func start(at navigationController: UINavigationController?) {
        self.navigationController = navigationController
    }

    open func stop() {
        children.values.forEach { $0.stop() }
        children.removeAll()
    }

    // MARK: - Child slots

    public final func attach(_ child: Coordinating, as slot: String) {
        precondition(children[slot] == nil, "slot '\(slot)' is already taken")
        children[slot] = child
    }

    @discardableResult
    public final func detach(slot: String) -> Coordinating? {
        let child = children.removeValue(forKey: slot)
        child?.stop()
        return child
    }
}
