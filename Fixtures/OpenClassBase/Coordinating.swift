import UIKit

/// A unit of navigation that a parent attaches, starts on a navigation controller, and later detaches.
public protocol Coordinating: AnyObject {
    /// The stack this flow pushes onto; `nil` until started and after `stop()`.
    var navigationController: UINavigationController? { get }
    /// Flows attached below this one, in attach order.
    var children: [Coordinating] { get }

    func start(at navigationController: UINavigationController?)
    func stop()
}

// MARK: - Conveniences

public extension Coordinating {
    var isRunning: Bool { navigationController != nil }

    func firstChild<Child: Coordinating>(of type: Child.Type) -> Child? {
        children.first { $0 is Child } as? Child
    }
}

#if DEBUG
public extension Coordinating {
    /// Prints the attached tree, e.g. from `po appCoordinator.printTree()` in the debugger.
    func printTree(depth: Int = 0) {
        let indent = String(repeating: "  ", count: depth)
        print("\(indent)\(type(of: self)) running=\(isRunning)")
        children.forEach { $0.printTree(depth: depth + 1) }
    }
}
#endif
