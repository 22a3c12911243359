/// What kind of nominal type a declaration introduces.
public enum TypeKind: String, Codable, Hashable, Sendable {
  case `class`, `struct`, `enum`, `protocol`, `actor`
}

/// A generic parameter with its inline constraint: `Route: Presentable`.
public struct GenericParameter: Codable, Hashable, Sendable {
  public var name: String
  public var constraint: TypeRef?
}

/// A `where` requirement: `Self: UIViewController`, `T == Int`.
public struct Requirement: Codable, Hashable, Sendable {
  /// Whether the requirement is a conformance (`:`) or a same-type (`==`) requirement.
  public enum Kind: String, Codable, Sendable { case conformance, sameType }
  public var kind: Kind
  public var subject: TypeRef
  public var constraint: TypeRef
}

/// A type declaration: class, struct, enum, protocol or actor, with its members.
public struct TypeDecl: Codable, Hashable, Sendable {
  public var kind: TypeKind
  public var name: String
  /// Names of the enclosing types, outermost first, as written (an extension contributes its extended type's name).
  public var scope: [String]
  public var genericParameters: [GenericParameter]
  public var inheritance: [TypeRef]
  public var requirements: [Requirement]
  public var modifiers: [String]
  public var attributes: [String]
  public var members: Members
  public var location: SourceLocation
  /// The name `@objc(Name)` gives the type in Objective-C; nil without an argument or without `@objc`.
  public var objcName: String? = nil

  /// The name qualified with its enclosing types: `Checkout.PaymentCoordinator`.
  public var qualifiedName: String { (scope + [name]).joined(separator: ".") }
}

/// An extension, with the conformances and members it adds.
public struct ExtensionDecl: Codable, Hashable, Sendable {
  public var extendedType: TypeRef
  /// Enclosing types when the extension itself is written inside a type (rare, but legal in some positions).
  public var scope: [String]
  public var inheritance: [TypeRef]
  public var requirements: [Requirement]
  public var members: Members
  public var location: SourceLocation
}

/// A `typealias` or an `associatedtype` default.
public struct TypealiasDecl: Codable, Hashable, Sendable {
  public var name: String
  public var scope: [String]
  public var genericParameters: [GenericParameter]
  public var target: TypeRef
  public var location: SourceLocation
}

/// The members declared in one type body or extension body.
public struct Members: Codable, Hashable, Sendable {
  public var properties: [PropertyDecl] = []
  public var functions: [FunctionDecl] = []
  public var associatedTypes: [String] = []
  public var enumCases: [String] = []
  /// The types of the enum cases' associated values, in order: what decides whether the enum is inert
  /// (`BodyElision`).
  public var payloadTypes: [TypeRef] = []

  public init() {}

  public var isEmpty: Bool {
    properties.isEmpty && functions.isEmpty && associatedTypes.isEmpty && enumCases.isEmpty
  }
}

/// A property: stored, computed, or a protocol requirement.
public struct PropertyDecl: Codable, Hashable, Sendable {
  /// How the property holds its value.
  public enum Storage: String, Codable, Sendable {
    case stored, computed
    /// `var x: T { get set }` in a protocol.
    case requirement
  }
  public var name: String
  /// The declared type, if written.
  public var type: TypeRef?
  /// The type the initializer states without needing the Codebase (`= Foo()`, `= [Coordinator]()`, literals).
  public var inferredType: TypeRef?
  public var initializer: Expr?
  public var isLet: Bool
  public var isStatic: Bool
  public var isLazy: Bool
  public var ownership: Ownership
  public var storage: Storage
  /// Bodies of getters, setters and observers (`didSet`), which can wire objects too.
  public var accessorBody: [Statement]
  public var modifiers: [String]
  public var attributes: [String]
  public var location: SourceLocation

  /// The declared type, else the syntactically inferred one.
  public var statedType: TypeRef? { type ?? inferredType }
}

/// A parameter of a function or initializer.
public struct Parameter: Codable, Hashable, Sendable {
  /// The argument label callers write; nil for `_`.
  public var label: String?
  /// The name used inside the body.
  public var name: String
  public var type: TypeRef?
  public var hasDefault: Bool
}

/// A method, initializer, deinitializer or free function, with the statements of its body.
///
/// A value with its fields in one shared box, copied on write: the type's members, the list of bodies, each body's
/// summary and the implementations index each hold the declaration, and at a million lines four inline copies of
/// its 104 bytes were some 40 MB.
public struct FunctionDecl: Codable, Hashable, Sendable {
  /// What kind of function.
  public enum Kind: String, Codable, Sendable { case function, initializer, deinitializer }

  /// The fields, as the declaration's value (its coding and equality are theirs).
  struct Fields: Codable, Hashable, Sendable {
    var kind: Kind
    var name: String
    var parameters: [Parameter]
    var returnType: TypeRef?
    var isStatic: Bool
    var isFailable: Bool
    var modifiers: [String]
    var attributes: [String]
    var body: [Statement]?
    var location: SourceLocation
    var isAsync = false
    var condition: BuildCondition?
    var metatypeParameters: [String: Int] = [:]
  }

  // Written only through `fields`, which copies a box that is shared first.
  private final class Box: @unchecked Sendable {
    var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var box: Box

  private var fields: Fields {
    get { box.fields }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
      yield &box.fields
    }
  }

  public init(kind: Kind, name: String, parameters: [Parameter], returnType: TypeRef?, isStatic: Bool,
              isFailable: Bool, modifiers: [String], attributes: [String], body: [Statement]?,
              location: SourceLocation, isAsync: Bool = false, condition: BuildCondition? = nil,
              metatypeParameters: [String: Int] = [:]) {
    box = Box(Fields(kind: kind, name: name, parameters: parameters, returnType: returnType, isStatic: isStatic,
                     isFailable: isFailable, modifiers: modifiers, attributes: attributes, body: body,
                     location: location, isAsync: isAsync, condition: condition,
                     metatypeParameters: metatypeParameters))
  }

  public init(from decoder: any Decoder) throws { box = Box(try Fields(from: decoder)) }
  public func encode(to encoder: any Encoder) throws { try box.fields.encode(to: encoder) }
  public static func == (lhs: FunctionDecl, rhs: FunctionDecl) -> Bool {
    lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
  }
  public func hash(into hasher: inout Hasher) { box.fields.hash(into: &hasher) }

  public var kind: Kind {
    get { box.fields.kind }
    set { fields.kind = newValue }
  }
  /// `start`, `init`, `deinit`.
  public var name: String {
    get { box.fields.name }
    set { fields.name = newValue }
  }
  public var parameters: [Parameter] {
    get { box.fields.parameters }
    set { fields.parameters = newValue }
  }
  public var returnType: TypeRef? {
    get { box.fields.returnType }
    set { fields.returnType = newValue }
  }
  public var isStatic: Bool {
    get { box.fields.isStatic }
    set { fields.isStatic = newValue }
  }
  /// True for `init?` and `init!`.
  public var isFailable: Bool {
    get { box.fields.isFailable }
    set { fields.isFailable = newValue }
  }
  public var modifiers: [String] {
    get { box.fields.modifiers }
    set { fields.modifiers = newValue }
  }
  public var attributes: [String] {
    get { box.fields.attributes }
    set { fields.attributes = newValue }
  }
  /// Nil for protocol requirements and other declarations without a body.
  public var body: [Statement]? {
    get { box.fields.body }
    set { fields.body = newValue }
  }
  public var location: SourceLocation {
    get { box.fields.location }
    set { fields.location = newValue }
  }
  /// `async`: its caller waits for it, and its locals live until it returns.
  public var isAsync: Bool {
    get { box.fields.isAsync }
    set { fields.isAsync = newValue }
  }
  /// The `#if` condition it is compiled under; nil outside any `#if`.
  public var condition: BuildCondition? {
    get { box.fields.condition }
    set { fields.condition = newValue }
  }
  /// For each generic parameter whose metatype a parameter takes, that parameter's index: `C` → 0 in
  /// `open<C: Coordinator>(_ type: C.Type)`, whose body may make a `C(…)`. Empty for nearly every function.
  public var metatypeParameters: [String: Int] {
    get { box.fields.metatypeParameters }
    set { fields.metatypeParameters = newValue }
  }

  /// The Swift selector spelling: `addChild(_:)`, `start(at:)`, `init(viewModel:)`.
  public var selector: String {
    "\(name)(\(parameters.map { "\($0.label ?? "_"):" }.joined()))"
  }
}
