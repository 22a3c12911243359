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
  /// Made by a factory (`module.makeAuthCoordinator(…)`) rather than by an initializer written here.
  public var viaFactory = false
  /// In a `static`/`class` method, which has no instance to be the parent.
  public var inTypeMethod = false
  /// The property of the function's own type it is assigned to (`itemList = module.makeItemList()`): kept by it.
  public var storedIn: String?
  /// Made in a closure's body (`.execute { vc, _ in let c = ReportsCoordinator(…); c.start() }`), which runs at
  /// another time than the function; what the closure does with it is read as for a function's own locals.
  public var inClosure = false
}

/// Finds coordinators created into locals (or inline) and whether anything can keep them past the scope.
public struct CoordinatorCreationPass: Sendable {
  public let codebase: Codebase
  public let coordinators: CoordinatorIndex
  /// How many threads may walk bodies at once; the result does not depend on it.
  public let jobs: Int

  public init(codebase: Codebase, coordinators: CoordinatorIndex, jobs: Int = 1) {
    self.codebase = codebase
    self.coordinators = coordinators
    self.jobs = jobs
  }

  public func run() -> [CoordinatorCreation] {
    // Each body is read on its own: walked in parallel, each result in its body's slot, then sorted by location.
    let bodies = codebase.functionBodies
    let slots = ResultSlots<[CoordinatorCreation]>(count: bodies.count)
    ParallelWork.forEach(bodies.count, jobs: jobs) { position in
      slots[position] = creations(of: bodies[position])
    }
    return slots.values.flatMap { $0 }.sorted { $0.location < $1.location }
  }

  /// The creations in one function's body.
  private func creations(of function: FunctionBody) -> [CoordinatorCreation] {
    let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: function.owner, function: function.decl)
    // A body of one expression in a function with a result returns it: `X(…).asAnyCoordinator()` hands X out.
    var returned: SourceLocation?
    if function.decl.returnType != nil, function.body.count == 1,
       case .expression(.call(let call), _) = function.body[0] {
      returned = call.location
    }
    var made = creations(in: function.body, resolver: resolver, function: function.function, returned: returned,
                         isAsync: function.decl.isAsync)
    // Each closure's own statements, once: a nested closure is met as a closure of its own.
    var closures = ClosureCollector()
    IRWalk.walk(function.body, &closures)
    for closure in closures.found {
      made += creations(in: closure.body, resolver: resolver, function: function.function, returned: nil,
                        isAsync: false).map { creation in
        var creation = creation
        creation.inClosure = true
        return creation
      }
    }
    return made.map { creation in
      var creation = creation
      creation.inTypeMethod = function.decl.isStatic
      return creation
    }
  }

  /// Every closure literal of a body, nested ones included.
  private struct ClosureCollector: IRVisitor {
    var found: [Closure] = []

    mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction {
      if case .closure(let closure) = expr { found.append(closure) }
      return .visitChildren
    }
  }

  /// Whether one of the type's `start…` methods returns an object rather than nothing or a plain value.
  private func startReturnsObject(_ type: String) -> Bool {
    codebase.lineage(of: type).compactMap { codebase.type($0) }.contains { info in
      info.functions.contains { decl in
        guard CoordinatorNaming.isStart(decl.name), let returned = decl.returnType?.unwrapped else { return false }
        if case .tuple(let elements) = returned, elements.isEmpty { return false }
        return !CoordinatorCreationPass.plainValues.contains(returned.nominalName ?? "")
      }
    }
  }

  /// Return types that cannot hold the coordinator.
  static let plainValues: Set<String> = ["Void", "Bool", "Int", "String", "Double", "Float", "UUID", "Date"]

  /// The concrete coordinator an initializer call builds, or nil for anything else (a factory, an unknown call).
  private func constructedCoordinator(_ expr: Expr, resolver: ExpressionTypeResolver) -> String? {
    guard case .call(let call) = expr, case .metatype? = resolver.type(of: call.callee),
          let type = resolver.type(of: expr)?.nominalName, coordinators.isCoordinator(type),
          codebase.type(type)?.kind != .protocol else { return nil }
    return type
  }

  /// `let child: ChildCoordinator = .init(navigationController: nav)`: the binding's declared type says which
  /// coordinator the implicit initializer builds.
  private func implicitInit(_ value: Expr, declared: TypeRef?, resolver: ExpressionTypeResolver) -> String? {
    guard case .call(let call) = value, case .member(nil, "init") = call.callee,
          let written = declared?.unwrapped, let key = codebase.resolve(written, from: resolver.scope).nominalName,
          coordinators.isCoordinator(key), codebase.type(key)?.kind != .protocol else { return nil }
    return key
  }

  /// The concrete coordinator a factory call returns (`module.makeAuthCoordinator(…)`), seen through a type-erasing
  /// wrapper; nil for initializers and anything else.
  private func factoryMade(_ expr: Expr, resolver: ExpressionTypeResolver, owner: String?,
                           at location: SourceLocation) -> String? {
    guard case .call(let call) = expr, resolver.type(of: call.callee).map({ if case .metatype = $0 { false } else { true } }) ?? true
    else { return nil }
    let type = FactoryInspector(codebase: codebase, coordinators: coordinators)
      .concreteType(of: expr, resolver: resolver, owner: owner, at: location)
    return type.flatMap { coordinators.entries[$0]?.kind == .coordinator ? $0 : nil }
  }

  /// Coordinators built in `body`'s own statements and nested blocks and loops (closures run at other times).
  private func creations(in body: [Statement], resolver: ExpressionTypeResolver, function: FunctionRef,
                         returned: SourceLocation?, isAsync: Bool) -> [CoordinatorCreation] {
    var result: [CoordinatorCreation] = []
    IRWalk.visitStatements(in: body) { statement, _ in
      switch statement {
      case .binding(let binding):
        guard binding.names.count == 1, let value = binding.value,
              let (type, viaFactory) = coordinatorBuilt(by: value, in: function, resolver: resolver,
                                                        at: binding.location)
                ?? implicitInit(value, declared: binding.type, resolver: resolver).map({ ($0, false) })
        else { break }
        let usage = LocalUsage(name: binding.names[0], after: binding.location, isAsync: isAsync,
                               startReturnsObject: startReturnsObject(type)).scan(body)
        var creation = CoordinatorCreation(type: type, local: binding.names[0],
                                           location: value.callLocation ?? binding.location, function: function,
                                           isUsed: usage.isUsed, escapes: usage.escapes)
        creation.viaFactory = viaFactory
        result.append(creation)
      case .assignment(let assignment):
        // `self.itemList = module.makeItemListCoordinator(…)`: the property keeps what it is given, whatever type
        // the factory's result is erased to.
        guard assignment.op == "=", let property = ownProperty(assignment.target, of: function.owner),
              assignment.target != .name(property) || resolver.locals.binding(named: property,
                                                                             before: assignment.location) == nil,
              let (type, viaFactory) = coordinatorBuilt(by: assignment.value, in: function, resolver: resolver,
                                                        at: assignment.location) else { break }
        var creation = CoordinatorCreation(type: type, local: nil,
                                           location: assignment.value.callLocation ?? assignment.location,
                                           function: function, isUsed: false, escapes: true)
        creation.viaFactory = viaFactory
        creation.storedIn = property
        result.append(creation)
      case .expression(.call(let call), _):
        // `SomeCoordinator(…).start()`: built, started and dropped in one expression.
        if call.location != returned, case .member(let base?, let method) = call.callee,
           CoordinatorNaming.isStart(method) || call.arguments.contains(where: { $0.value.isSelf }),
           let type = constructedCoordinator(base, resolver: resolver),
           !call.arguments.contains(where: { if case .closure = $0.value { return true } else { return false } }) {
          result.append(CoordinatorCreation(type: type, local: nil, location: call.location, function: function,
                                            isUsed: true, escapes: false))
        }
      case .block, .forIn:
        return .bodyOnly
      default:
        break
      }
      return .skipChildren
    }
    return result
  }

  /// The concrete coordinator `value` builds with an initializer, or else one a factory call makes.
  private func coordinatorBuilt(by value: Expr, in function: FunctionRef, resolver: ExpressionTypeResolver,
                                at location: SourceLocation) -> (type: String, viaFactory: Bool)? {
    if let built = constructedCoordinator(value, resolver: resolver) { return (built, false) }
    return factoryMade(value, resolver: resolver, owner: function.ownerKey, at: location).map { ($0, true) }
  }

  /// The strong stored property of `owner` that `target` names (`x` or `self.x`), when it is one.
  private func ownProperty(_ target: Expr, of owner: String) -> String? {
    let name: String
    switch target {
    case .name(let written): name = written
    case .member(let base?, let member) where base.isSelf: name = member
    default: return nil
    }
    guard !owner.isEmpty, let found = codebase.property(named: name, in: owner), !found.decl.isStatic,
          found.decl.ownership == .strong else { return nil }
    return name
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
  /// How many closures the walk is inside.
  private var closureDepth = 0

  /// In an `async` function a flow whose result is awaited keeps its coordinator: the local lives until the
  /// function returns, which is after the flow ends.
  let isAsync: Bool
  /// Whether the coordinator's `start…` returns an object (a SwiftUI view or a screen built around it): a start
  /// whose result is kept or handed on (`currentView = AnyView(coordinator.start())`) may keep the coordinator.
  let startReturnsObject: Bool

  init(name: String, after: SourceLocation, isAsync: Bool = false, startReturnsObject: Bool = false) {
    self.name = name
    self.after = after
    self.isAsync = isAsync
    self.startReturnsObject = startReturnsObject
  }

  func scan(_ statements: [Statement]) -> LocalUsage {
    var copy = self
    IRWalk.walk(statements, &copy)
    return copy
  }
}

extension LocalUsage: IRVisitor {
  mutating func visit(_ statement: Statement, _ context: IRContext) -> IRWalkAction {
    switch statement {
    case .assignment(let assignment):
      // Setting a property of it uses it; the target's member access is then skipped below.
      if case .member(let base?, _) = assignment.target, base == .name(name) { markUsed() }
      if startReturnsObject && handsOnStart(assignment.value) { escapes = true }
    case .binding(let binding) where binding.location == after:
      return .skipChildren
    case .return(let value?, _) where isAsync && closureDepth == 0 && startsLocal(value):
      escapes = true
    case .binding(let binding) where isAsync && closureDepth == 0 && binding.value.map(startsLocal) == true:
      escapes = true
    case .binding(let binding) where startReturnsObject && binding.value.map(handsOnStart) == true:
      escapes = true
    case .return(let value?, _) where startReturnsObject && handsOnStart(value):
      escapes = true
    case .expression(.call(let call), _) where startReturnsObject
      && call.arguments.contains(where: { handsOnStart($0.value) }):
      escapes = true
    default:
      break
    }
    return .visitChildren
  }

  mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction {
    switch expr {
    case .name(let other):
      if other == name { escapes = true }
    case .member(let base?, _):
      // `coordinator.rootViewController` reads from it; it does not hand the coordinator out.
      if base == .name(name) { return .skipChildren }
    case .call(let call):
      if case .member(let base?, let method) = call.callee, base == .name(name),
         CoordinatorNaming.isStart(method) || call.arguments.contains(where: { $0.value.isSelf }) {
        markUsed()
      }
    case .closure(let closure):
      if closure.captures.contains(where: { $0.name == name }) { escapes = true }
      closureDepth += 1
    case .binary(let op, _, _):
      // Comparisons do not keep anything.
      if ["===", "!==", "==", "!="].contains(op) { return .skipChildren }
    default:
      break
    }
    return .visitChildren
  }

  mutating func leave(_ expr: Expr, _ context: IRContext) {
    if case .closure = expr { closureDepth -= 1 }
  }

  /// Whether `expr` calls a `start…` method of the local, as its value or the receiver of what it calls
  /// (`coordinator.start().async()`).
  private func startsLocal(_ expr: Expr) -> Bool {
    switch expr {
    case .call(let call):
      guard case .member(let base?, let method) = call.callee else { return false }
      if base == .name(name), CoordinatorNaming.isStart(method) { return true }
      return startsLocal(base)
    case .member(let base?, _):
      return startsLocal(base)
    default:
      return false
    }
  }

  /// Whether `expr` contains a call of one of the local's `start…` methods whose result it uses.
  private func handsOnStart(_ expr: Expr) -> Bool {
    var found = false
    IRWalk.forEachExpression(in: expr) { node, _ in
      if found { return .skipChildren }
      if case .closure = node { return .skipChildren }
      if case .call(let call) = node, case .member(.name(name)?, let method) = call.callee,
         CoordinatorNaming.isStart(method) {
        found = true
      }
      return .visitChildren
    }
    return found
  }

  /// A use inside a closure may happen any time later, so there it counts as keeping the local.
  private mutating func markUsed() {
    if closureDepth > 0 { escapes = true } else { isUsed = true }
  }
}

extension CoordinatorCreationPass: AnalysisPass {
  public static var name: String { "coordinator creations" }
  public static var requires: [any AnalysisPass.Type] { [CoordinatorDetectionPass.self] }

  public static func run(_ context: PassContext) -> [CoordinatorCreation] {
    CoordinatorCreationPass(codebase: context.codebase, coordinators: context[CoordinatorDetectionPass.self],
                            jobs: context.jobs).run()
  }
}

extension Expr {
  /// Where a call is written; nil for anything else.
  fileprivate var callLocation: SourceLocation? {
    if case .call(let call) = self { return call.location }
    return nil
  }
}
