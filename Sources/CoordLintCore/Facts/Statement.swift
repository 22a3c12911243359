/// A statement inside a body, kept with its nesting so loops, conditions and closures can be read in context.
public indirect enum Statement: Codable, Hashable, Sendable {
  case expression(Expr, SourceLocation)
  case assignment(Assignment)
  case binding(Binding)
  case forIn(ForIn)
  case block(Block)
  case `return`(Expr?, SourceLocation)

  /// Where the statement starts.
  public var location: SourceLocation {
    switch self {
    case .expression(_, let location), .return(_, let location): return location
    case .assignment(let assignment): return assignment.location
    case .binding(let binding): return binding.location
    case .forIn(let loop): return loop.location
    case .block(let block): return block.location
    }
  }
}

/// `target = value`, or a compound assignment such as `children += [c]`.
public struct Assignment: Codable, Hashable, Sendable {
  public var target: Expr
  /// `=`, `+=`, `-=` …
  public var op: String
  public var value: Expr
  public var location: SourceLocation
}

/// A local binding: `let c = Child()`, `var x: T`, `if let c = …`, `guard let c = …`.
public struct Binding: Codable, Hashable, Sendable {
  /// The bound names; a tuple pattern binds several.
  public var names: [String]
  public var isLet: Bool
  public var type: TypeRef?
  public var value: Expr?
  /// True for `if let` / `guard let` / `while let`, where the value is unwrapped.
  public var unwrapsOptional: Bool
  public var location: SourceLocation
  /// For a pattern binding several names (`let (coordinator, screen) = make()`), where each name's part lies in the
  /// value, parallel to `names`; nil otherwise. A single name's part is in `value` itself (`Expr.projection`).
  public var paths: [[PatternStep]]?
}

/// `for pattern in sequence where condition { body }`.
public struct ForIn: Codable, Hashable, Sendable {
  /// Names bound by the pattern, in order: `for (i, c) in …` gives `["i", "c"]`.
  public var names: [String]
  public var sequence: Expr
  public var whereClause: Expr?
  public var body: [Statement]
  public var location: SourceLocation
}

/// A nested block: `if`, `guard`, `while`, `switch` case, `do`, `catch`, `defer` or a local function.
public struct Block: Codable, Hashable, Sendable {
  /// What kind of block.
  public enum Kind: String, Codable, Sendable {
    case `if`, `else`, `guard`, `while`, `repeat`, `switch`, `case`, `do`, `catch`, `defer`, localFunction
  }
  public var kind: Kind
  /// Conditions and the bindings they introduce (`if let c = …` is a binding here).
  public var conditions: [Statement]
  public var body: [Statement]
  public var location: SourceLocation
}
