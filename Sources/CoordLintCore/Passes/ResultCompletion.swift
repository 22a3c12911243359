/// Removals that wait for the end of a child's result, and results that never end.
///
/// `coordinate(to:)` adds a child, subscribes to the publisher its `start()` returns and removes it when that
/// publisher completes (`handleEvents(receiveCompletion:)`, RxSwift's `do(onCompleted:)`). A child whose `start()`
/// returns a subject (through operators that end with it) that nothing completes is never removed: a
/// `PassthroughSubject` that is only sent values, a relay, which cannot complete. With `prefix(1)` or `first()`
/// the first value ends it, so only a subject nothing sends to at all never completes then.
///
/// Decided from how the subject flows: a private property or a local whose every use the child's code shows
/// (sends, completions, subscriptions); one handed to anything else (`bind(to: subject)`, an argument) may be
/// completed there, and nothing is claimed.
final class ResultCompletion {
  private let lifecycle: ChildLifecycle
  private let bodies: FunctionBodyIndex
  private var codebase: Codebase { lifecycle.codebase }
  /// Whether each function hands a call a completion or value closure, once per function: most adds' functions
  /// do not, and the question then ends before any removal is looked up.
  private var waitingFunctions: [FunctionRef: Bool] = [:]

  init(lifecycle: ChildLifecycle, bodies: FunctionBodyIndex) {
    self.lifecycle = lifecycle
    self.bodies = bodies
  }

  /// Closure labels that run when a sequence completes (or fails).
  static let completionLabels: Set<String> = ["receiveCompletion", "onCompleted"]
  /// Closure labels that run on each value (`do(onNext: { free(coordinator) })`): the removal waits for the first.
  static let valueLabels: Set<String> = ["receiveValue", "receiveOutput", "onNext"]

  /// Operators whose output completes exactly when their source does.
  static let passingOperators: Set<String> = [
    "eraseToAnyPublisher", "map", "compactMap", "filter", "receive", "removeDuplicates", "handleEvents", "share",
    "asObservable", "distinctUntilChanged", "observe", "do", "mapToVoid",
  ]

  /// Subjects that hold a value and send it to whoever subscribes.
  static let currentValueTypes: Set<String> = [
    "CurrentValueSubject", "BehaviorSubject", "BehaviorRelay", "ReplaySubject",
  ]

  /// Subjects and relays: they complete only when told to, and relays never.
  static let subjectTypes: Set<String> = [
    "PassthroughSubject", "CurrentValueSubject", "PublishSubject", "BehaviorSubject", "ReplaySubject",
    "PublishRelay", "BehaviorRelay",
  ]

  /// The result `add`'s child never completes while every covering removal waits for it to; nil otherwise.
  func neverCompletes(_ add: ChildMutation, removals: @autoclosure () -> [ChildMutation]) -> NeverEndingResult? {
    let functions = [add.function] + (add.wrapper.map { [$0] } ?? [])
    guard let child = add.child, functions.contains(where: handsWaitingClosure) else { return nil }
    let removals = removals()
    guard !removals.isEmpty else { return nil }
    var found: NeverEndingResult?
    for removal in removals {
      // Whatever trigger the lifecycle gave it (`do(onNext:)` reads like code that runs at once), a removal in
      // a completion or value closure waits for the result.
      guard let waiting = waitedMethod(for: removal, of: add),
            let never = neverEndingResult(of: child, method: waiting.method, waitsForValue: waiting.forValue,
                                          removal: removal.location) else { return nil }
      found = found ?? never
    }
    return found
  }

  // MARK: - What the removal waits for

  /// The child's method whose result's completion runs `removal`: the call chain a completion closure holding it
  /// is attached to rests on `child.method()`, the child being the add's local or the wrapper's parameter.
  private func waitedMethod(for removal: ChildMutation, of add: ChildMutation) -> (method: String, forValue: Bool)? {
    guard let function = bodies[removal.function] else { return nil }
    var childNames = Set<String>()
    if removal.function == add.wrapper {
      childNames.formUnion(function.decl.parameters.map(\.name))
    } else if removal.function == add.function, let local = add.childExpr?.rootName {
      childNames.insert(local)
    }
    guard !childNames.isEmpty else { return nil }
    for call in StatementSearch.calls(in: function.body) {
      for argument in call.arguments {
        guard let label = argument.label,
              ResultCompletion.completionLabels.contains(label) || ResultCompletion.valueLabels.contains(label),
              case .closure(let closure) = argument.value,
              ResultCompletion.locations(in: closure.body).contains(removal.location) else { continue }
        return chainRoot(call.receiver, names: childNames, in: function.body)
          .map { ($0, ResultCompletion.valueLabels.contains(label)) }
      }
    }
    return nil
  }

  /// Whether `function` passes a closure labelled as a completion or value handler to some call.
  private func handsWaitingClosure(_ function: FunctionRef) -> Bool {
    if let known = waitingFunctions[function] { return known }
    let found = StatementSearch.calls(in: bodies[function]?.body ?? []).contains { call in
      call.arguments.contains { argument in
        guard let label = argument.label, case .closure = argument.value else { return false }
        return ResultCompletion.completionLabels.contains(label) || ResultCompletion.valueLabels.contains(label)
      }
    }
    waitingFunctions[function] = found
    return found
  }

  /// `child.start().map { … }`: the method called on one of `names` at the root of a call chain.
  private func chainRoot(_ receiver: Expr?, names: Set<String>, in body: [Statement]) -> String? {
    var current = receiver
    var followed = 0
    while let expr = current {
      switch expr {
      case .call(let call):
        guard case .member(let base?, let method) = call.callee else { return nil }
        if case .name(let name) = base, names.contains(name) { return method }
        current = base
      case .name(let local) where followed < 4:
        followed += 1
        current = ReturnedSequences.boundValue(of: local, in: body)
      default:
        return nil
      }
    }
    return nil
  }

  /// Where the statements and calls of a body (closures included) are.
  private static func locations(in body: [Statement]) -> Set<SourceLocation> {
    var result = Set(StatementSearch.calls(in: body).map(\.location))
    IRWalk.forEachStatement(in: body) { statement, _ in result.insert(statement.location) }
    return result
  }

  // MARK: - Whether the result ends

  /// The subject the child's `method` returns when it never completes (or, `waitsForValue`, never sends a value).
  private func neverEndingResult(of child: String, method: String, waitsForValue: Bool,
                                 removal: SourceLocation) -> NeverEndingResult? {
    guard let found = codebase.lineage(of: child).lazy.compactMap({ key in
      self.codebase.type(key)?.functions.first { $0.name == method && $0.kind == .function && $0.body != nil }
        .map { (key, $0) }
    }).first, let body = found.1.body else { return nil }
    let returned = ReturnedSequences.returnedExpressions(in: body)
    guard !returned.isEmpty else { return nil }
    var result: NeverEndingResult?
    for expr in returned {
      guard let subject = subject(under: expr, in: body, of: child,
                                  returnedAt: ResultCompletion.returnLocation(of: expr, in: body)),
            waitsForValue ? subject.neverSends() : subject.neverEnds() else { return nil }
      result = result ?? NeverEndingResult(method: found.1.selector, subject: subject.name, declared: subject.declared,
                               removal: removal, waitsForValue: waitsForValue, isFixed: subject.fixedCompletes != nil)
    }
    return result
  }

  /// A subject a returned chain rests on.
  private struct Subject {
    let name: String
    let declared: SourceLocation
    /// Whether it sends each subscriber a current value (`CurrentValueSubject`, `BehaviorSubject`, `BehaviorRelay`).
    let hasCurrentValue: Bool
    /// Whether the chain ends after its first values (`prefix(1)`, `first()`).
    let limited: Bool
    /// The bodies that can use it: the method's (a local), or the declaring type's own code (a private property).
    let bodies: [[Statement]]
    let isProperty: Bool
    /// For a fixed sequence that sends nothing (`Observable.never()`, `.empty()`, `Empty()`), whether it completes.
    var fixedCompletes: Bool? = nil

    /// Whether nothing completes it: no completion (and, when `limited`, no value) is sent, and it is handed to
    /// nothing that could.
    func neverEnds() -> Bool {
      if let fixedCompletes { return !fixedCompletes }
      guard let uses = ownUses(), !uses.completes else { return false }
      return !(limited && uses.sends)
    }

    /// Whether it never sends a value: nothing sends one, and it is handed to nothing that could. A
    /// `CurrentValueSubject` or `BehaviorRelay` sends its current value to each subscriber.
    func neverSends() -> Bool {
      if fixedCompletes != nil { return true }
      guard !hasCurrentValue, let uses = ownUses() else { return false }
      return !uses.sends
    }

    /// Its uses, when the code shown is all that can use it: every mention is the receiver of a call (or
    /// `.value`); any other hands the subject off.
    private func ownUses() -> SubjectUses? {
      var uses = SubjectUses(name: name, isProperty: isProperty)
      for body in bodies { IRWalk.walk(body, &uses) }
      return !uses.escapes && uses.mentions <= uses.calledOn ? uses : nil
    }
  }

  /// Where `expr` is returned in a body (`return controller.rx.deallocated`, or a body that is that expression).
  private static func returnLocation(of expr: Expr, in body: [Statement]) -> SourceLocation? {
    var found: SourceLocation?
    IRWalk.forEachStatement(in: body) { statement, _ in
      switch statement {
      case .return(let returned?, let location) where returned == expr && found == nil: found = location
      case .expression(let returned, let location) where body.count == 1 && returned == expr: found = location
      default: break
      }
    }
    return found
  }

  private func subject(under expr: Expr, in body: [Statement], of child: String,
                       returnedAt: SourceLocation? = nil) -> Subject? {
    var current = expr
    var limited = false
    for _ in 0..<64 {
      switch current {
      case .call(let call):
        if let fixed = ResultCompletion.fixedSequence(call) { return fixed }
        if let kept = deallocationOfKept(call.callee, at: call.location, of: child) { return kept }
        guard case .member(let base?, let name) = call.callee else { return nil }
        if FiniteSequences.ends(name, arguments: call.arguments) {
          limited = true
        } else if !ResultCompletion.passingOperators.contains(name) {
          return nil
        }
        current = base
      case .name(let name) where name != "self":
        if let value = ReturnedSequences.boundValue(of: name, in: body) {
          guard let type = ResultCompletion.constructedSubject(value) else { return nil }
          guard let declared = ResultCompletion.bindingLocation(of: name, in: body) else { return nil }
          return Subject(name: name, declared: declared,
                         hasCurrentValue: ResultCompletion.currentValueTypes.contains(type), limited: limited,
                         bodies: [body], isProperty: false)
        }
        return propertySubject(name, of: child, limited: limited)
      case .member(.name("self")?, let name):
        return propertySubject(name, of: child, limited: limited)
      case .member:
        return deallocationOfKept(current, at: returnedAt ?? body.first?.location, of: child)
      default:
        return nil
      }
    }
    return nil
  }

  /// A private stored subject property of the child's: every use of it is in the child's own code.
  private func propertySubject(_ name: String, of child: String, limited: Bool) -> Subject? {
    guard let property = codebase.property(named: name, in: child), property.decl.storage == .stored,
          !property.decl.isStatic,
          property.decl.modifiers.contains("private") || property.decl.modifiers.contains("fileprivate") else {
      return nil
    }
    let type = property.decl.statedType?.unwrapped.nominalName.map(FiniteSequences.lastComponent)
      ?? property.decl.initializer.flatMap(ResultCompletion.constructedSubject)
    guard let type, ResultCompletion.subjectTypes.contains(type) else { return nil }
    // Private: only the declaring type's own code (its extensions in the file) can use it, not its supertypes'.
    let owner = property.owner
    let bodies = owner.functions.compactMap(\.body) + owner.properties.map(\.accessorBody)
    return Subject(name: name, declared: property.decl.location,
                   hasCurrentValue: ResultCompletion.currentValueTypes.contains(type), limited: limited,
                   bodies: bodies, isProperty: true)
  }

  /// A sequence that sends nothing: RxSwift's `Observable.never()` (or `.never()`), which never ends either, and
  /// `Observable.empty()`; Combine's `Empty()`, which completes at once unless made with `completeImmediately:
  /// false`.
  private static func fixedSequence(_ call: Call) -> Subject? {
    let completes: Bool
    let written: String
    switch call.callee {
    case .member(let base, let name) where name == "never" || name == "empty":
      if let base, base != .name("Observable") { return nil }
      guard call.arguments.isEmpty else { return nil }
      completes = name == "empty"
      written = (base == nil ? "." : "Observable.") + name + "()"
    case .name("Empty"), .type(.named("Empty", _)):
      let immediately = call.arguments.first { $0.label == "completeImmediately" }?.value
      guard immediately == nil || immediately == .literal(.true) || immediately == .literal(.false) else { return nil }
      completes = immediately != .literal(.false)
      written = completes ? "Empty()" : "Empty(completeImmediately: false)"
    default:
      return nil
    }
    return Subject(name: written, declared: call.location, hasCurrentValue: false, limited: false, bodies: [],
                   isProperty: false, fixedCompletes: completes)
  }

  /// `screen.deallocatedPublisher()` or `screen.rx.deallocated` of an object the child keeps in a strong stored
  /// property: it is not deallocated while the child is kept, so what waits for it keeps the child for good.
  private func deallocationOfKept(_ expr: Expr, at location: SourceLocation?, of child: String) -> Subject? {
    let base: Expr
    switch expr {
    case .member(let owner?, "deallocatedPublisher"): base = owner
    case .member(.member(let owner?, "rx")?, "deallocated"): base = owner
    default: return nil
    }
    guard let location, let path = base.memberPathDroppingSelf, path.count == 1,
          let property = codebase.property(named: path[0], in: child), property.decl.storage == .stored,
          !property.decl.isStatic, property.decl.ownership == .strong else { return nil }
    let written = expr == .member(base: base, name: "deallocatedPublisher")
      ? "\(path[0]).deallocatedPublisher()" : "\(path[0]).rx.deallocated"
    return Subject(name: written, declared: location, hasCurrentValue: false, limited: false, bodies: [],
                   isProperty: false, fixedCompletes: false)
  }

  /// Where `let name = …` is in a body.
  private static func bindingLocation(of name: String, in body: [Statement]) -> SourceLocation? {
    var found: SourceLocation?
    IRWalk.forEachStatement(in: body) { statement, _ in
      if found == nil, case .binding(let binding) = statement, binding.names == [name] { found = binding.location }
    }
    return found
  }

  /// The subject type a value constructs: `PassthroughSubject<Void, Never>()`.
  private static func constructedSubject(_ value: Expr) -> String? {
    guard case .call(let call) = value else { return nil }
    let name: String?
    switch call.callee {
    case .name(let callee): name = callee
    case .type(let type): name = type.nominalName
    default: name = nil
    }
    guard let name = name.map(FiniteSequences.lastComponent), subjectTypes.contains(name) else { return nil }
    return name
  }
}

/// Every use of a subject in a body: the methods called on it, and whether it is used any other way.
private struct SubjectUses: IRVisitor {
  let name: String
  let isProperty: Bool
  var sends = false
  var completes = false
  var escapes = false
  private(set) var mentions = 0
  private(set) var calledOn = 0

  init(name: String, isProperty: Bool) {
    self.name = name
    self.isProperty = isProperty
  }

  /// Methods that send a value, and those that end the sequence.
  static let sending: Set<String> = ["send", "onNext", "accept"]
  static let completing: Set<String> = ["onCompleted", "onError"]
  /// Methods that read the subject without completing it: subscriptions and operators.
  static let reading: Set<String> = ResultCompletion.passingOperators.union(FiniteSequences.operators)
    .union(FiniteSequences.countedOperators)
    .union(["sink", "subscribe", "bind", "drive", "value", "asDriver", "asSignal"])

  /// RxSwift's `on(.next(value))`, as against `.completed` or `.error`.
  static func isNextEvent(_ value: Expr?) -> Bool {
    switch value {
    case .member(_, "next")?: return true
    case .call(let call)?:
      if case .member(_, "next") = call.callee { return true }
      return false
    default: return false
    }
  }

  private func isSubject(_ expr: Expr) -> Bool {
    switch expr {
    case .name(let candidate): return candidate == name
    case .member(.name("self")?, let candidate): return isProperty && candidate == name
    default: return false
    }
  }

  mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction {
    if isSubject(expr) {
      mentions += 1
      return .skipChildren
    }
    if case .call(let call) = expr, case .member(let base?, let method) = call.callee, isSubject(base) {
      calledOn += 1
      if SubjectUses.completing.contains(method)
        || method == "send" && call.arguments.first?.label == "completion"
        || method == "on" && !SubjectUses.isNextEvent(call.arguments.first?.value) {
        completes = true
      } else if SubjectUses.sending.contains(method) || method == "on" {
        sends = true
      } else if !SubjectUses.reading.contains(method) {
        escapes = true
      }
    }
    if case .member(let base?, let member) = expr, isSubject(base), member == "value" {
      calledOn += 1
    }
    return .visitChildren
  }

}

/// A child's result that never completes, and the removal waiting for it.
public struct NeverEndingResult: Sendable {
  /// The child's method whose result the removal waits for (`start()`).
  public let method: String
  /// The subject the result rests on and where it is made, or the fixed sequence returned (`Observable.never()`)
  /// and where.
  public let subject: String
  public let declared: SourceLocation
  public let removal: SourceLocation
  /// Whether the removal waits for a value (`onNext`), which never comes, rather than for the end.
  public let waitsForValue: Bool
  /// Whether `subject` is a fixed sequence the method returns rather than a subject it keeps.
  public let isFixed: Bool
}
