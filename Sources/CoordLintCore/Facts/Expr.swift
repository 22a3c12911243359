/// An expression inside a body, reduced to what the analyses read: names, member chains, calls, closures, casts.
///
/// Optional chaining (`a?.b`), force unwrapping, `try` and `await` are folded away: they change neither which
/// object is meant nor who owns it.
///
/// Only the cases that hold an expression or a large payload inline are `indirect`: a name, a literal, a type or an
/// array is kept in place, where boxing it cost an allocation for most leaves of every tree.
public enum Expr: Codable, Hashable, Sendable {
  /// An identifier, including `self`, `Self` and `super`.
  case name(String)
  /// `base.name`; `base` is nil for an implicit member such as `.home`.
  indirect case member(base: Expr?, name: String)
  indirect case call(Call)
  indirect case subscriptAccess(base: Expr, arguments: [Argument])
  indirect case closure(Closure)
  /// `e as T`, `e as? T`, `e as! T`, `e is T`.
  indirect case cast(Expr, type: TypeRef, kind: CastKind)
  case array([Expr])
  case dictionary([DictionaryEntry])
  /// A binary operator other than assignment: `a ?? b`, `a === b`.
  indirect case binary(op: String, lhs: Expr, rhs: Expr)
  indirect case ternary(condition: Expr, then: Expr, else: Expr)
  indirect case prefix(op: String, operand: Expr)
  /// `&x`.
  indirect case inOut(Expr)
  /// A type used as a value, such as the `[Coordinator]` in `[Coordinator]()` or a generic specialization.
  case type(TypeRef)
  case literal(LiteralKind)
  /// Anything not modelled; the calls and closures inside it are kept so no wiring is lost.
  case other([Expr])
  /// A part of a value a pattern takes apart: `c` in `let (c, _) = make()` is `make()` projected on element 0, in
  /// `case .push(let c)` the `.push` payload of the switched value.
  indirect case projection(Expr, [PatternStep])

  /// How a cast is written.
  public enum CastKind: String, Codable, Sendable { case plain, optional, forced, check }
  /// The kind of a literal; the value itself is not needed.
  public enum LiteralKind: String, Codable, Sendable { case string, integer, float, boolean, `true`, `false`, `nil`, regex }
  // `boolean` stays for facts that only need the kind; `true`/`false` are what the extractor writes.

  /// The chain of names from the root of a member access: `self.child?.delegate` is `["self", "child", "delegate"]`.
  /// Nil when the chain goes through a call, subscript or anything else.
  public var memberPath: [String]? {
    switch self {
    case .name(let name): return [name]
    case .member(let base?, let name): return base.memberPath.map { $0 + [name] }
    default: return nil
    }
  }

  /// The path without a leading `self`, so `self.children` and `children` compare equal.
  public var memberPathDroppingSelf: [String]? {
    guard let path = memberPath else { return nil }
    return path.first == "self" && path.count > 1 ? Array(path.dropFirst()) : path
  }

  /// Whether this is the bare `self` expression.
  public var isSelf: Bool { self == .name("self") }
}

/// A call: `callee(arguments)` with trailing closures appended as arguments.
public struct Call: Codable, Hashable, Sendable {
  public var callee: Expr
  public var arguments: [Argument]
  public var location: SourceLocation

  public init(callee: Expr, arguments: [Argument], location: SourceLocation) {
    self.callee = callee
    self.arguments = arguments
    self.location = location
  }

  /// The name of the called function or method: `append` for `children.append(c)`.
  public var name: String? {
    switch callee {
    case .name(let name): return name
    case .member(_, let name): return name
    case .type(let type): return type.nominalName
    default: return nil
    }
  }

  /// The receiver of a method call: `children` for `children.append(c)`, nil for a free call.
  public var receiver: Expr? {
    if case .member(let base, _) = callee { return base }
    return nil
  }

  /// Argument labels as Swift writes them in a selector: `["at", nil]`.
  public var labels: [String?] { arguments.map(\.label) }
}

/// One argument of a call or subscript.
public struct Argument: Codable, Hashable, Sendable {
  public var label: String?
  public var value: Expr

  public init(label: String?, value: Expr) {
    self.label = label
    self.value = value
  }
}

/// One `key: value` entry of a dictionary literal.
public struct DictionaryEntry: Codable, Hashable, Sendable {
  public var key: Expr
  public var value: Expr
}

/// A closure literal with its capture list and whether its body refers to `self`.
public struct Closure: Codable, Hashable, Sendable {
  public var captures: [Capture]
  public var parameters: [String]
  public var body: [Statement]
  /// True when `self` appears anywhere in the body or the capture list, so the closure holds the enclosing object.
  public var usesSelf: Bool
  public var location: SourceLocation

  public init(captures: [Capture], parameters: [String], body: [Statement], usesSelf: Bool,
              location: SourceLocation) {
    self.captures = captures
    self.parameters = parameters
    self.body = body
    self.usesSelf = usesSelf
    self.location = location
  }

  /// How `self` is captured: `weak`/`unowned` when the capture list says so, otherwise strong if used at all.
  public var selfCapture: Ownership? {
    if let capture = captures.first(where: { $0.name == "self" || $0.value == .name("self") }) {
      return capture.ownership
    }
    return usesSelf ? .strong : nil
  }
}

/// One entry of a capture list: `[weak self]`, `[unowned vc = self.vc]`, `[child]`.
public struct Capture: Codable, Hashable, Sendable {
  public var name: String
  public var ownership: Ownership
  public var value: Expr?
}

/// Reference strength of a property or capture.
public enum Ownership: String, Codable, Hashable, Sendable {
  case strong, weak, unowned
}

/// One step a pattern takes into a value.
public enum PatternStep: Codable, Hashable, Sendable {
  /// A tuple's element by position.
  case element(Int)
  /// A tuple's element by label (`made.coordinator`).
  case label(String)
  /// An enum case's associated value by position: `.push(let child)` is `payload("push", 0)`.
  case payload(String, Int)
}
