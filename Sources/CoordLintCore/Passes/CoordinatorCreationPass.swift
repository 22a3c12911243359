/// A coordinator built with its initializer into a local or inline, and what the function does with it.
public struct CoordinatorCreation: Sendable {
  public let type: String
  /// The local it is bound to; nil when created inline (`AppCoordinator(window: w).start()`).
  public let local: String?
  public let location: SourceLocation
  public let function: FunctionRef
  /// Started (a `start…` method called on it) or wired (a property of it set, or a method of it handed `self`).
  public let isUsed: Bool
  /// Stored, added, returned, captured by a closure or passed to any call: something may keep it.
  public let escapes: Bool
}

/// Finds coordinators created into locals (or inline) and whether anything can keep them past the scope.
public struct CoordinatorCreationPass: Sendable {
  public let codebase: Codebase
  public let coordinators: CoordinatorIndex

  public init(codebase: Codebase, coordinators: CoordinatorIndex) {
    self.codebase = codebase
    self.coordinators = coordinators
  }

  public func run() -> [CoordinatorCreation] {
    codebase.functionBodies.flatMap { function in
      let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: function.owner, function: function.decl)
      return creations(in: function.body, all: function.body, resolver: resolver, function: function.function)
    }.sorted { $0.location < $1.location }
  }

  /// The concrete coordinator an initializer call builds, or nil for anything else (a factory, an unknown call).
  private func constructedCoordinator(_ expr: Expr, resolver: ExpressionTypeResolver) -> String? {
    guard case .call(let call) = expr, case .metatype? = resolver.type(of: call.callee),
          let type = resolver.type(of: expr)?.nominalName, coordinators.isCoordinator(type),
          codebase.type(type)?.kind != .protocol else { return nil }
    return type
  }

  private func creations(in statements: [Statement], all body: [Statement], resolver: ExpressionTypeResolver,
                         function: FunctionRef) -> [CoordinatorCreation] {
    var result: [CoordinatorCreation] = []
    for statement in statements {
      switch statement {
      case .binding(let binding):
        if binding.names.count == 1, let value = binding.value,
           let type = constructedCoordinator(value, resolver: resolver) {
          let usage = LocalUsage(name: binding.names[0], after: binding.location).scan(body)
          let location = { if case .call(let call) = value { return call.location } else { return binding.location } }()
          result.append(CoordinatorCreation(type: type, local: binding.names[0], location: location,
                                            function: function, isUsed: usage.isUsed, escapes: usage.escapes))
        }
      case .expression(.call(let call), _):
        // `SomeCoordinator(…).start()`: built, used and dropped in one expression.
        if case .member(let base?, _) = call.callee, let type = constructedCoordinator(base, resolver: resolver),
           !call.arguments.contains(where: { if case .closure = $0.value { return true } else { return false } }) {
          result.append(CoordinatorCreation(type: type, local: nil, location: call.location, function: function,
                                            isUsed: true, escapes: false))
        }
      case .block(let block):
        result.append(contentsOf: creations(in: block.body, all: body, resolver: resolver, function: function))
      case .forIn(let loop):
        result.append(contentsOf: creations(in: loop.body, all: body, resolver: resolver, function: function))
      default:
        break
      }
    }
    return result
  }
}

/// How a function uses one local after it is bound: starting it, setting its properties or handing it `self` are
/// uses; any other mention (an argument, an assigned value, a returned value, an array element, a closure capture)
/// may keep it.
struct LocalUsage {
  let name: String
  let after: SourceLocation
  private(set) var isUsed = false
  private(set) var escapes = false

  init(name: String, after: SourceLocation) {
    self.name = name
    self.after = after
  }

  func scan(_ statements: [Statement]) -> LocalUsage {
    var copy = self
    copy.visit(statements)
    return copy
  }

  private mutating func visit(_ statements: [Statement]) {
    for statement in statements { visit(statement) }
  }

  private mutating func visit(_ statement: Statement) {
    switch statement {
    case .expression(let expr, _): visit(expr)
    case .assignment(let assignment):
      if case .member(let base?, _) = assignment.target, base == .name(name) {
        isUsed = true
      } else {
        visit(assignment.target)
      }
      visit(assignment.value)
    case .binding(let binding):
      if binding.location != after, let value = binding.value { visit(value) }
    case .forIn(let loop):
      visit(loop.sequence)
      visit(loop.body)
    case .block(let block):
      visit(block.conditions)
      visit(block.body)
    case .return(let expr?, _): visit(expr)
    case .return(nil, _): break
    }
  }

  private mutating func visit(_ expr: Expr) {
    switch expr {
    case .name(let other):
      if other == name { escapes = true }
    case .member(let base?, _):
      // `coordinator.rootViewController` reads from it; it does not hand the coordinator out.
      if base == .name(name) { return }
      visit(base)
    case .call(let call):
      if case .member(let base?, let method) = call.callee, base == .name(name) {
        if CoordinatorNaming.isStart(method) || call.arguments.contains(where: { $0.value.isSelf }) { isUsed = true }
      } else {
        visit(call.callee)
      }
      for argument in call.arguments { visit(argument.value) }
    case .closure(let closure):
      if mentions(closure.body) || closure.captures.contains(where: { $0.name == name }) { escapes = true }
    case .binary(let op, let lhs, let rhs):
      // Comparisons do not keep anything.
      if ["===", "!==", "==", "!="].contains(op) { return }
      visit(lhs)
      visit(rhs)
    case .subscriptAccess(let base, let arguments):
      visit(base)
      for argument in arguments { visit(argument.value) }
    case .cast(let inner, _, _), .prefix(_, let inner), .inOut(let inner): visit(inner)
    case .array(let elements), .other(let elements): for element in elements { visit(element) }
    case .dictionary(let entries):
      for entry in entries {
        visit(entry.key)
        visit(entry.value)
      }
    case .ternary(let condition, let then, let otherwise):
      visit(condition)
      visit(then)
      visit(otherwise)
    case .member(nil, _), .type, .literal: break
    }
  }

  private func mentions(_ statements: [Statement]) -> Bool {
    var probe = LocalUsage(name: name, after: after)
    probe.visit(statements)
    return probe.escapes || probe.isUsed
  }
}

extension CoordinatorCreationPass: AnalysisPass {
  public static var name: String { "coordinator creations" }
  public static var requires: [any AnalysisPass.Type] { [CoordinatorDetectionPass.self] }

  public static func run(_ context: PassContext) -> [CoordinatorCreation] {
    CoordinatorCreationPass(codebase: context.codebase, coordinators: context[CoordinatorDetectionPass.self]).run()
  }
}
