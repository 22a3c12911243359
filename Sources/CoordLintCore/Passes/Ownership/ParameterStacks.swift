/// Whether a function's navigation controller parameter is always a new stack: every call of the function passes
/// one made in place (`UINavigationController()`), a local made so and handed to nothing else, or a parameter of
/// its own that is always new in turn (`start()` makes a tab's stack and hands it to `startGroupScene(_:)`, which
/// hands it to a factory that makes the tab's coordinator). Three levels at most; a function no call reaches is
/// not taken to get new stacks.
struct ParameterStacks {
  private let codebase: Codebase
  private let bodies: [FunctionBody]
  /// The calls of each function that has a navigation controller parameter, by name: `(caller position, call)`.
  private let callsByName: [String: [(caller: Int, call: Call)]]
  private var answers: [Key: Bool] = [:]

  private struct Key: Hashable {
    let function: Int
    let parameter: Int
  }

  init(codebase: Codebase) {
    self.codebase = codebase
    bodies = codebase.functionBodies
    // Only functions taking a stack can pass one on: their calls are the only ones kept, from one walk.
    var names = Set<String>()
    for function in bodies where function.decl.kind == .function {
      if function.decl.parameters.contains(where: { ParameterStacks.isStackType($0.type, codebase) }) {
        names.insert(function.decl.name)
      }
    }
    var calls: [String: [(caller: Int, call: Call)]] = [:]
    if !names.isEmpty {
      for (position, function) in bodies.enumerated() {
        for call in StatementSearch.calls(in: function.body) {
          guard let name = call.name, names.contains(name) else { continue }
          calls[name, default: []].append((position, call))
        }
      }
    }
    callsByName = calls
  }

  /// The index of the parameter of `function` that `value` names, when it names one the body never rebinds.
  func parameterIndex(of value: Expr, in function: FunctionBody) -> Int? {
    guard case .name(let name) = value,
          let index = function.decl.parameters.firstIndex(where: { $0.name == name }),
          ReturnedSequences.boundValue(of: name, in: function.body) == nil else { return nil }
    return index
  }

  /// Whether every call of the function at `position` passes a new stack for its parameter `parameter`.
  mutating func alwaysNew(function position: Int, parameter: Int, depth: Int = 0) -> Bool {
    let key = Key(function: position, parameter: parameter)
    if let known = answers[key] { return known }
    // Asked again inside its own chain (a recursion): not shown to be new.
    answers[key] = false
    let decl = bodies[position].decl
    let callers = (callsByName[decl.name] ?? []).filter { decl.accepts(labels: $0.call.labels) }
    var result = depth < 3 && decl.kind == .function && !callers.isEmpty
    for (caller, call) in callers where result {
      guard let index = ParameterStacks.argumentIndex(of: parameter, in: decl, call: call) else {
        result = false
        break
      }
      let body = bodies[caller].body
      let value = CycleBreaks.withLocalStacks(call, in: body, calls: StatementSearch.calls(in: body),
                                              codebase: codebase).arguments[index].value
      if CycleBreaks.isNewStack(value, codebase: codebase) { continue }
      guard let passed = parameterIndex(of: value, in: bodies[caller]) else {
        result = false
        break
      }
      result = alwaysNew(function: caller, parameter: passed, depth: depth + 1)
    }
    answers[key] = result
    return result
  }

  /// The argument of `call` that fills `decl`'s parameter `parameter`, matched as `accepts(labels:)` matches.
  private static func argumentIndex(of parameter: Int, in decl: FunctionDecl, call: Call) -> Int? {
    var index = 0
    for (position, declared) in decl.parameters.enumerated() {
      let matches = index < call.arguments.count && call.arguments[index].label == declared.label
      if position == parameter { return matches ? index : nil }
      if matches { index += 1 }
    }
    return nil
  }

  private static func isStackType(_ type: TypeRef?, _ codebase: Codebase) -> Bool {
    guard let name = type?.unwrapped.nominalName else { return false }
    return codebase.isSubtype(name, of: "UINavigationController")
  }
}
