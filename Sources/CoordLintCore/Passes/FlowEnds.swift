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

  /// A contribution of a child flow that never ends, or not on every exit.
  public struct Contribution: Sendable {
    public let parent: String
    public let child: String
    public let location: SourceLocation
    public let gap: Gap
  }

  /// Why a contributed child flow stays.
  public enum Gap: Sendable {
    /// It never returns `.end`.
    case noEnd
    /// Its `.end`, here, is under steps nothing emits.
    case deadEnd(SourceLocation)
    /// It ends, but not when the user pops the first screen it pushes for the step it is contributed with.
    case pop(PopExit.Push)
  }

  /// Every contribution, in the flows' order, of a child flow built on the parent's stack that never ends, or
  /// that ends but not when the user goes back from its first screen (`pops`).
  ///
  /// A child that never ends on the stack of a parent no flow contributes and that shows nothing there itself (an
  /// app flow handing its window's new navigation controller on) is the app's content: its first screen is the
  /// stack's root, with no way back, and nothing is left behind.
  public func neverEnding(pops: PopExit) -> [Contribution] {
    let flows = coordinators.sorted.filter { $0.kind == .coordinator && $0.library == "RxFlow" }.map(\.name)
    guard !flows.isEmpty else { return [] }
    var candidates: [(parent: String, child: String, call: Call, stacks: Set<String>)] = []
    for parent in flows {
      for decl in codebase.type(parent)?.functions ?? [] {
        guard let body = decl.body else { continue }
        let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: parent, function: decl)
        for call in StatementSearch.calls(in: body) where call.name == "contribute" {
          guard let value = call.arguments.first(where: { $0.label == "withNextPresentable" })?.value,
                let child = resolver.type(of: value, at: call.location)?.unwrapped.nominalName,
                coordinators.entries[child]?.library == "RxFlow" else { continue }
          candidates.append((parent, child, call, stacks(handedTo: value, by: parent, in: body, child: child)))
        }
      }
    }
    let contributed = Set(candidates.map(\.child))
    let emitted = FlowEnds.emittedNames(in: codebase)
    var ends: [String: EndState] = [:]
    var result: [Contribution] = []
    for (parent, child, call, stacks) in candidates where !stacks.isEmpty {
      let state = ends[child] ?? endState(of: child, emitted: emitted)
      ends[child] = state
      let gap: Gap
      switch state {
      case .ends:
        guard let step = FlowEnds.step(of: call),
              let push = pops.unobservedPop(ofFlow: child, step: step, parent: parent) else { continue }
        gap = .pop(push)
      case .never, .dead:
        if !contributed.contains(parent) && !pops.showsOwnScreens(on: stacks, in: parent) { continue }
        if case .dead(let site) = state { gap = .deadEnd(site) } else { gap = .noEnd }
      }
      result.append(Contribution(parent: parent, child: child, location: call.location, gap: gap))
    }
    return result
  }

  /// The one step a contribution starts its child flow with: `withNextStepper: OneStepper(withSingleStep:
  /// AppStep.search)` gives `search`; nil for any other stepper, whose steps coordlint does not follow.
  static func step(of contribution: Call) -> String? {
    guard case .call(let stepper)? = contribution.arguments.first(where: { $0.label == "withNextStepper" })?.value,
          stepper.name == "OneStepper",
          let value = stepper.arguments.first(where: { $0.label == "withSingleStep" })?.value else { return nil }
    switch value {
    case .member(_, let name): return name
    case .call(let call):
      if case .member(_, let name) = call.callee { return name }
      return nil
    default: return nil
    }
  }

  // MARK: - The child's stack

  /// The parent's stored navigation controllers the child flow is made with (`ReminderFlow(rootViewController:
  /// self.rootViewController)`, inline or through a local) and takes for its own root: a flow keeping one only as a
  /// side reference (`weak var windowNavigationController`) while its root is a controller of its own shares no
  /// stack with its parent.
  private func stacks(handedTo value: Expr, by parent: String, in body: [Statement], child: String) -> Set<String> {
    let arguments: [Argument]
    switch value {
    case .call(let call): arguments = call.arguments
    case .name(let local): arguments = SheetDismissal.arguments(ofCreating: local, in: body)
    default: return []
    }
    var result = Set<String>()
    for argument in arguments where rootIsGiven(as: argument.label, in: child) {
      guard PopExit.isStackProperty(argument.value, of: parent, routers: false, codebase: codebase,
                                    coordinators: coordinators),
            let name = argument.value.memberPathDroppingSelf?.first else { continue }
      result.insert(name)
    }
    return result
  }

  /// Whether the flow's `root` is the property an initializer sets from its parameter labelled `label`
  /// (`var root: Presentable { rootViewController }` with `self.rootViewController = rootViewController`).
  private func rootIsGiven(as label: String?, in flow: String) -> Bool {
    guard let root = codebase.property(named: "root", in: flow) else { return false }
    var backing = "root"
    if root.decl.storage != .stored {
      guard let returned = ReturnedSequences.returnedExpressions(in: root.decl.accessorBody).first,
            let path = returned.memberPathDroppingSelf, path.count == 1 else { return false }
      backing = path[0]
    }
    guard let property = codebase.property(named: backing, in: flow), property.decl.storage == .stored,
          property.decl.initializer == nil, !property.decl.isLazy else { return false }
    return codebase.lineage(of: flow).compactMap { codebase.type($0) }.contains { info in
      info.functions.contains { decl in
        guard decl.kind == .initializer, let body = decl.body,
              let parameter = decl.parameters.first(where: { $0.label == label }) else { return false }
        var sets = false
        IRWalk.forEachStatement(in: body) { statement, _ in
          if case .assignment(let assignment) = statement, assignment.op == "=",
             assignment.target.memberPathDroppingSelf == [backing], assignment.value == .name(parameter.name) {
            sets = true
          }
        }
        return sets
      }
    }
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
