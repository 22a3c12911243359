/// RxFlow's children that never end: a flow contributed as a child (`.contribute(withNextPresentable: childFlow,
/// …)`) keeps a flow coordinator in its parent's until it returns `.end(forwardToParentFlowWithStep:)`, or until
/// its root is dismissed. A child flow built on its parent's navigation controller has no root of its own to
/// dismiss, so `.end` is its only way out; one whose `.end` is missing, or sits only under steps that nothing
/// emits, stays as long as its parent does, and another joins it each time the parent contributes one.
public struct FlowEnds: Sendable {
  private let codebase: Codebase
  private let coordinators: CoordinatorIndex

  public init(codebase: Codebase, coordinators: CoordinatorIndex) {
    self.codebase = codebase
    self.coordinators = coordinators
  }

  /// A contribution of a child flow that never ends.
  public struct Contribution: Sendable {
    public let parent: String
    public let child: String
    public let location: SourceLocation
    /// The `.end` the child has, under steps nothing emits; nil when it has none at all.
    public let deadEnd: SourceLocation?
  }

  /// Every contribution, in the flows' order, of a child flow built on the parent's stack that never ends.
  public func neverEnding() -> [Contribution] {
    let flows = coordinators.sorted.filter { $0.kind == .coordinator && $0.library == "RxFlow" }.map(\.name)
    guard !flows.isEmpty else { return [] }
    let emitted = FlowEnds.emittedNames(in: codebase)
    var ends: [String: EndState] = [:]
    var result: [Contribution] = []
    for parent in flows {
      for decl in codebase.type(parent)?.functions ?? [] {
        guard let body = decl.body else { continue }
        let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: parent, function: decl)
        for call in StatementSearch.calls(in: body) where call.name == "contribute" {
          guard let value = call.arguments.first(where: { $0.label == "withNextPresentable" })?.value,
                let child = resolver.type(of: value, at: call.location)?.unwrapped.nominalName,
                coordinators.entries[child]?.library == "RxFlow",
                builtOnStack(value, of: parent, in: body) else { continue }
          let state = ends[child] ?? endState(of: child, emitted: emitted)
          ends[child] = state
          switch state {
          case .ends: continue
          case .never: result.append(Contribution(parent: parent, child: child, location: call.location, deadEnd: nil))
          case .dead(let site):
            result.append(Contribution(parent: parent, child: child, location: call.location, deadEnd: site))
          }
        }
      }
    }
    return result
  }

  // MARK: - The child's stack

  /// Whether the child flow is made with one of the parent's stored navigation controllers (`ReminderFlow(root:
  /// self.rootViewController)`), inline or through a local.
  private func builtOnStack(_ value: Expr, of parent: String, in body: [Statement]) -> Bool {
    let arguments: [Argument]
    switch value {
    case .call(let call): arguments = call.arguments
    case .name(let local): arguments = SheetDismissal.arguments(ofCreating: local, in: body)
    default: return false
    }
    return arguments.contains { PopExit.isStackProperty($0.value, of: parent, routers: false, codebase: codebase) }
  }

  // MARK: - The child's end

  private enum EndState: Sendable {
    case ends
    case never
    /// It has `.end`, but only under `case`s of steps that nothing emits.
    case dead(SourceLocation)
  }

  /// Whether the flow returns `.end(…)`: anywhere outside a `case` (a helper, a `default`) counts; under a `case`,
  /// only when one of the steps it matches is emitted somewhere.
  private func endState(of flow: String, emitted: Set<String>) -> EndState {
    var deadEnd: SourceLocation?
    for info in codebase.lineage(of: flow).compactMap({ codebase.type($0) }) {
      for decl in info.functions {
        guard let body = decl.body else { continue }
        var stack: [(statements: [Statement], steps: [String]?)] = [(body, nil)]
        while let (statements, steps) = stack.popLast() {
          for statement in statements {
            if case .block(let block) = statement {
              if block.kind == .case {
                let names = block.conditions.compactMap { condition -> String? in
                  if case .expression(.member(nil, let name), _) = condition { return name }
                  if case .expression(.call(let call), _) = condition, case .member(nil, let name) = call.callee {
                    return name
                  }
                  return nil
                }
                // A `case` matching no enum case (`default`, a binding pattern) may match anything.
                stack.append((block.body, names.isEmpty ? nil : names))
              } else {
                stack.append((block.body, steps))
              }
              continue
            }
            guard let end = FlowEnds.endCall(in: statement) else { continue }
            guard let steps else { return .ends }
            if steps.contains(where: emitted.contains) { return .ends }
            if deadEnd == nil { deadEnd = end }
          }
        }
      }
    }
    return deadEnd.map { .dead($0) } ?? .never
  }

  /// Where a statement returns or makes `.end(forwardToParentFlowWithStep:)`, if it does.
  private static func endCall(in statement: Statement) -> SourceLocation? {
    var found: SourceLocation?
    IRWalk.visitStatements(in: [statement]) { inner, _ in
      let expr: Expr?
      switch inner {
      case .return(let value, _): expr = value
      case .expression(let value, _): expr = value
      default: expr = nil
      }
      if let expr, found == nil {
        IRWalk.forEachExpression(in: expr) { candidate, _ in
          if case .call(let call) = candidate, call.name == "end",
             call.arguments.contains(where: { $0.label == "forwardToParentFlowWithStep" }) {
            found = call.location
          }
          return found == nil ? .visitChildren : .skipChildren
        }
      }
      return found == nil ? .visitChildren : .skipChildren
    }
    return found
  }

  /// Every name the app's code uses as a value, `case` patterns left out: a step is emitted only where its case
  /// is written as a value (`steps.accept(AppStep.done)`, `OneStepper(withSingleStep: .done)`).
  static func emittedNames(in codebase: Codebase) -> Set<String> {
    var names = Set<String>()
    for function in codebase.functionBodies {
      var stack: [[Statement]] = [function.body]
      while let statements = stack.popLast() {
        for statement in statements {
          switch statement {
          case .block(let block):
            // The patterns of a `case` match steps; they emit nothing.
            if block.kind != .case { stack.append(block.conditions) }
            stack.append(block.body)
          case .forIn(let loop):
            names.formUnion(StatementSearch.names(in: [.expression(loop.sequence, loop.location)]))
            stack.append(loop.body)
          default:
            names.formUnion(StatementSearch.names(in: [statement]))
          }
        }
      }
    }
    // Property initializers and accessors emit too (`lazy var stepper = OneStepper(withSingleStep: .start)`).
    for info in codebase.types.values {
      for property in info.properties {
        if let initializer = property.initializer {
          names.formUnion(StatementSearch.names(in: [.expression(initializer, property.location)]))
        }
        names.formUnion(StatementSearch.names(in: property.accessorBody))
      }
    }
    return names
  }
}
