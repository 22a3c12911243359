/// A stored property of a coordinator that holds its children: a collection of coordinators, whatever its name.
public struct ChildrenStore: Hashable, Sendable {
  /// The type that declares the property (the coordinator, a base class or a protocol it adopts).
  public let owner: String
  public let name: String
  /// Dictionaries are keyed: children are added with `store[key] = child` and removed with `= nil`.
  public let isKeyed: Bool
  public let location: SourceLocation
}

/// A function of the analyzed program, identified by its owner and selector.
public struct FunctionRef: Hashable, Sendable, Comparable {
  /// The owning type's key, or `""` for a free function.
  public let owner: String
  public let selector: String
  public let name: String
  public let location: SourceLocation

  /// The owning type's key, nil for a free function.
  public var ownerKey: String? { owner.isEmpty ? nil : owner }

  public static func < (lhs: FunctionRef, rhs: FunctionRef) -> Bool { lhs.location < rhs.location }

  // Hashed by where it is declared, which sets it apart from every other function but a property's accessors (the
  // owner does the rest): hashing the selector and name strings too showed in the profiles of large runs, where
  // function references key most of the lifecycle's tables. Equality still compares every field.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(location)
  }
}

extension FunctionRef {
  /// The reference to a function found by member lookup.
  init(_ found: FoundMember<FunctionDecl>) {
    self.init(owner: found.owner.name, selector: found.decl.selector, name: found.decl.name,
              location: found.decl.location)
  }
}

/// One change to a children store, written directly or through a wrapper method.
public struct ChildMutation: Hashable, Sendable {
  /// What the change does to the store.
  public enum Kind: String, Codable, Sendable {
    case add, remove, removeAll
  }

  /// Under what circumstances the statement runs.
  public enum Trigger: String, Codable, Sendable {
    /// Directly in a function body (or a closure run on the spot, such as `forEach`).
    case body
    /// In a closure kept as an event handler (a stored callback, a subscription): it can run many times.
    case handler
  }

  public let kind: Kind
  /// The coordinator (or coordinator protocol) whose store changes.
  public let parent: String
  public let store: String
  /// The child's resolved type, nil when unknown (then no rule fires on it).
  public let child: String?
  /// The added or removed value as written, when there is one.
  public let childExpr: Expr?
  /// `append`, `remove(at:)`, `filter`, or the wrapper's name: `addChild`, `store`.
  public let via: String
  /// The wrapper method called, when the change goes through one (this is then its call site).
  public let wrapper: FunctionRef?
  public let trigger: Trigger
  /// The function the statement is in.
  public let function: FunctionRef
  public let location: SourceLocation
  /// Which parent the change is made on, as the function sees it.
  public var parentSource: ParentSource = .other

  /// Which parent a change is made on, as the function sees it: its own `self`, one of its parameters
  /// (`parent.addChild(c)`), or anything else. A protocol extension's or a helper's parent is settled by its
  /// callers.
  public enum ParentSource: Hashable, Sendable {
    case selfValue
    case parameter(Int)
    case other
  }

  /// Whether the change is a wrapper's call site rather than a store method.
  public var isWrapperCall: Bool { wrapper != nil }
}

/// A method inferred to add, remove or clear children: its body (or a wrapper it calls) changes a store.
public struct ChildWrapper: Hashable, Sendable {
  public let function: FunctionRef
  public let kind: ChildMutation.Kind
  /// The parameter holding the child, for adders and removers.
  public let parameterIndex: Int?
  /// The store the wrapper changes.
  public let store: String
  /// Whether the parameter is the child's type, which the wrapper makes the child of (`open(SwapCoordinator.self)`
  /// with `func open<C: Coordinator>(_ type: C.Type) { children.append(C(…)) }`), rather than the child itself.
  public let makesChild: Bool

  public init(function: FunctionRef, kind: ChildMutation.Kind, parameterIndex: Int?, store: String = "",
              makesChild: Bool = false) {
    self.function = function
    self.kind = kind
    self.parameterIndex = parameterIndex
    self.store = store
    self.makesChild = makesChild
  }
}
