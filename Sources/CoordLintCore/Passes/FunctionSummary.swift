/// What one function body does that the lifecycle and wiring analyses need: store changes, calls, hand-offs of
/// `self`.
public struct FunctionSummary: Sendable {
  /// A store change written directly in the body (`children.append(c)`, `children = children.filter { … }`).
  public struct StoreChange: Sendable {
    public let kind: ChildMutation.Kind
    public let parent: String
    public let store: ChildrenStore
    public let childExpr: Expr?
    /// The function's parameter the child is, when it is one (not a local that shadows it), or, when
    /// `childIsMade`, the parameter whose type the child is made of (`C(…)` with `type: C.Type`).
    public let childParameter: Int?
    public let childIsMade: Bool
    public let via: String
    public let trigger: ChildMutation.Trigger
    public let location: SourceLocation
  }

  /// A call with the functions it can reach.
  public struct CallSite: Sendable {
    public let name: String
    /// Every function the call can dispatch to: the one found by lookup and, for a protocol requirement, each
    /// implementation in a conforming type.
    public let targets: [FunctionRef]
    /// The receiver's type key: the enclosing type for `self`/implicit calls.
    public let receiverType: String?
    public let isOnSelf: Bool
    public let arguments: [Argument]
    /// For each argument, the caller's parameter it passes on, if it is one; empty when none is, which most calls
    /// are, so that a codebase's hundreds of thousands of call sites allocate nothing for it.
    private let argumentParameters: [Int?]
    /// The caller's parameter the call is made on (`parent.addChild(c)` with `parent` a parameter), if it is one.
    public var receiverParameter: Int? = nil
    public let trigger: ChildMutation.Trigger
    public let location: SourceLocation

    public init(name: String, targets: [FunctionRef], receiverType: String?, isOnSelf: Bool, arguments: [Argument],
                argumentParameters: [Int?], trigger: ChildMutation.Trigger, location: SourceLocation) {
      self.name = name
      self.targets = targets
      self.receiverType = receiverType
      self.isOnSelf = isOnSelf
      self.arguments = arguments
      self.argumentParameters = argumentParameters.contains { $0 != nil } ? argumentParameters : []
      self.trigger = trigger
      self.location = location
    }

    /// The caller's parameter that argument `index` passes on, if it is one.
    public func argumentParameter(_ index: Int) -> Int? {
      index < argumentParameters.count ? argumentParameters[index] : nil
    }
  }

  /// `delegate?.didFinish(self)`: the object passes itself to one of its own properties' methods.
  public struct SelfHandoff: Hashable, Sendable {
    public let property: String
    /// The property's type key: whoever it points to must be one of these.
    public let propertyType: String
    public let method: String
    public let location: SourceLocation
  }

  public let function: FunctionRef
  /// Nil for property accessors and initializer expressions.
  public let decl: FunctionDecl?
  /// The owning type's key, nil for a free function.
  public var owner: String? { function.ownerKey }
  public var changes: [StoreChange] = []
  /// The calls that reach source (or a coordinator library's child methods); see `unresolvedCallNames`.
  public var calls: [CallSite] = []
  /// The other calls, which reach no function the sources declare (UIKit, Foundation), written as selectors
  /// (`login(oauthSwift:)`, `dismiss`): only whether a function of that name and labels may be called is asked of
  /// them, and keeping them as call sites made them most of a large app's memory.
  public var unresolvedCallNames: [String] = []
  public var selfHandoffs: [SelfHandoff] = []
  /// The `start…` methods (other than `start`) the body names other than by calling them: method references
  /// handed on as values (`Actions(startAdd: startAdd)`). Empty in nearly every body.
  public var startMethodValues: [String] = []
  /// The parameter index named `name`, if `name` is a parameter.
  public func parameterIndex(named name: String) -> Int? {
    decl?.parameters.firstIndex { $0.name == name }
  }
}
