/// One place where the program hands an object a reference: `child.delegate = self`, `ViewModel(coordinator: self)`
/// followed into the initializer, a closure stored on another object or kept by a subscription.
public struct Wiring: Hashable, Sendable {
  /// How the reference is handed over.
  public enum Kind: String, Codable, Sendable {
    /// `holder.property = value`.
    case assignment
    /// An argument an initializer, method or factory stores (the `via` notes say where).
    case injection
    /// A closure stored in a property.
    case closure
    /// A closure kept by a subscription (`.store(in:)`, `.disposed(by:)`).
    case subscription
  }

  public let kind: Kind
  /// The node that keeps the reference, and its type.
  public let holder: String
  public let holderType: String
  /// The property that stores it; nil for subscriptions.
  public let property: OwnershipGraph.PropertyRef?
  /// The node referred to (for closures: the captured `self`), and its type.
  public let target: String
  public let targetType: String
  /// Strong, weak or unowned, as the property or capture list says.
  public let strength: Ownership
  /// The wiring function hands over its own `self` (or a closure capturing it): a reference back to the wirer.
  public let isBackReference: Bool
  /// The wiring site: the assignment, the call site of the injection, the closure.
  public let location: SourceLocation
  /// The function the wiring is written in.
  public let function: FunctionRef?
  /// Where the callee stores the value, for injections.
  public let via: [Finding.Note]
  /// For a closure capturing a local rather than `self`: the local's name.
  public var capturedName: String? = nil
  /// For a method used as a function value, as written (`self.close`).
  public var methodReference: String? = nil
  /// For a subscription: where its sequence ends by itself, which lets go of the closure.
  public var sequenceEnd: SequenceEnd? = nil
  /// The edge the wiring adds to the ownership graph.
  public var edge: OwnershipGraph.Edge {
    OwnershipGraph.Edge(from: holder, to: target, kind: property == nil ? .subscription : (kind == .closure ? .closure : .property),
                        strength: strength, property: property, location: location)
  }
}

/// A closure capturing a coordinator strongly, handed to a keeper outside the program's objects (the notification
/// center, the run loop, a shared service).
public struct ExternalCapture: Hashable, Sendable {
  /// Who keeps it, as a reader would name it: "the notification center", "'SessionService.shared'".
  public let keeper: String
  public let closure: SourceLocation
  /// The capturing type.
  public let capturer: String
  public let function: FunctionRef?
  /// The call or assignment handing it over.
  public let location: SourceLocation
}

/// A framework call or property handing a screen to a container: `navigationController.pushViewController(vc)`,
/// `present(vc)`, `window.rootViewController = vc`; substituted into callers, so a coordinator calling a router that
/// pushes is the presenter.
public struct Presentation: Hashable, Sendable {
  /// The type whose code (or a callee's) shows the screen.
  public let presenter: String
  /// The ownership graph node shown: a type, or an instance created at a site.
  public let shown: String
  /// `push`, `present`, `root`, `setViewControllers`, `viewControllers`, `addChild`.
  public let method: String
  public let location: SourceLocation
}
