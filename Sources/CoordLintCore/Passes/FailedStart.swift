/// Children whose start waits for work that can fail (signing in, loading an account) before it shows anything, and
/// whose failure shows nothing and ends nothing: on that path the child has no screen to leave and never signals its
/// end, so it stays in its parent's children, removed only on exits it never reaches.
///
/// Read from the child's start: the methods its parent sends it and the methods of its own they call, up to three
/// levels, outside closures kept for later. A completion handed to a call there (`authenticate { result in … }`,
/// `Task { do … catch … }`) whose success branch does something while a failure branch (`case .failure`, `catch`)
/// only reports (an alert on a screen, a log) is the dead end. A start that shows a screen or tells someone first
/// (a callback, `self` handed on) has an exit the user can take, and is left alone.
///
/// One is made per rule run and asked per add; it remembers each child's answer (not `Sendable`).
public final class FailedStart {
  /// Where a child's start waits for work whose failure neither shows nor ends anything.
  public struct DeadEnd: Sendable, Equatable {
    /// The call whose completion handles the failure: `authenticate(scope:presenter:)`.
    public let call: String
    public let callLocation: SourceLocation
    /// The failure branch: its `case .failure` or `catch`.
    public let failure: SourceLocation
  }

  private let lifecycle: ChildLifecycle
  private let bodies: FunctionBodyIndex
  private var codebase: Codebase { lifecycle.codebase }
  /// Each child's dead end by the methods its parent sends it, once per pair.
  private var known: [String: DeadEnd?] = [:]

  /// Calls that put a screen in front of the user, on a stack or as a sheet.
  static let showingCalls: Set<String> = PopExit.stackShowingCalls.union([
    "present", "presentViewController", "showDetailViewController", "setRootViewController",
  ])

  public init(lifecycle: ChildLifecycle, bodies: FunctionBodyIndex) {
    self.lifecycle = lifecycle
    self.bodies = bodies
  }

  /// The dead end of `add`'s child, when it is otherwise removed (`lifetime` is `.removed`) and the parent shows
  /// nothing of it where it adds it.
  public func deadEnd(of add: ChildMutation, lifetime: ChildLifecycle.Lifetime) -> DeadEnd? {
    guard add.kind == .add, lifetime == .removed, let child = add.child,
          !lifecycle.coordinators.isLibraryManaged(add.parent), case .name(let local)? = add.childExpr,
          let function = bodies[add.function] else { return nil }
    // The parent showing the child's screens itself (`present(child.navigationController)`) gives it an exit.
    let calls = StatementSearch.calls(in: function.body)
    if calls.contains(where: { $0.name.map(FailedStart.showingCalls.contains) == true }) { return nil }
    let sent = Set(calls.compactMap { call -> String? in
      guard case .member(.name(local)?, let method) = call.callee else { return nil }
      return method
    })
    let key = ([child] + sent.sorted()).joined(separator: " ")
    if let cached = known[key] { return cached }
    let found = deadEnd(of: child, entries: lifecycle.startingMethods(of: child, sent: sent))
    known[key] = .some(found)
    return found
  }

  private func deadEnd(of child: String, entries: [(owner: TypeInfo, decl: FunctionDecl)]) -> DeadEnd? {
    let lineage = codebase.lineage(of: child).compactMap { codebase.type($0) }
    var queue = entries
    var visited = Set<SourceLocation>()
    var waits: [(call: Call, closure: Closure, resolver: ExpressionTypeResolver)] = []
    var depth = 0
    while !queue.isEmpty && depth < 3 {
      var next: [(owner: TypeInfo, decl: FunctionDecl)] = []
      for (owner, decl) in queue where visited.insert(decl.location).inserted {
        guard let body = decl.body else { continue }
        var path = StartPath(lineage: lineage)
        IRWalk.walk(body, &path)
        if path.exits { return nil }
        let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: owner.name, function: decl)
        waits += path.waits.map { ($0.call, $0.closure, resolver) }
        for name in path.ownCalls {
          for member in lineage {
            for callee in member.functions where callee.name == name && callee.kind == .function {
              next.append((member, callee))
            }
          }
        }
      }
      queue = next
      depth += 1
    }
    for wait in waits {
      guard let (failure, tried) = inertFailure(in: wait.closure, lineage: lineage, resolver: wait.resolver)
      else { continue }
      // For `Task { do { try await signIn() … } catch … }`, the work is the call the `do` starts with.
      let call = tried ?? wait.call
      let labels = call.labels.map { "\($0 ?? "_"):" }.joined()
      return DeadEnd(call: "\(call.name ?? "call")(\(labels))", callLocation: call.location, failure: failure)
    }
    return nil
  }

  /// The first failure branch of a completion that only reports, when its success branch does something; for a
  /// `catch`, with the first call of its `do`.
  private func inertFailure(in closure: Closure, lineage: [TypeInfo], resolver: ExpressionTypeResolver)
    -> (SourceLocation, Call?)? {
    var result: (SourceLocation, Call?)?
    func scan(_ statements: [Statement]) {
      for (index, statement) in statements.enumerated() where result == nil {
        guard case .block(let block) = statement else { continue }
        if block.kind == .switch {
          let failures = block.body.filter { FailedStart.isCase($0, named: "failure") }
          let successes = block.body.filter { FailedStart.isCase($0, named: "success") }
          if let failure = failures.first, successes.contains(where: { !isInert(FailedStart.body(of: $0), lineage,
                                                                                   resolver) }),
             failures.allSatisfy({ isInert(FailedStart.body(of: $0), lineage, resolver) }) {
            result = (failure.location, nil)
            return
          }
        }
        if block.kind == .do, !isInert(block.body, lineage, resolver) {
          let catches = statements[(index + 1)...].prefix { statement in
            if case .block(let next) = statement { return next.kind == .catch }
            return false
          }
          if let first = catches.first, catches.allSatisfy({ isInert(FailedStart.body(of: $0), lineage, resolver) }) {
            result = (first.location, StatementSearch.calls(in: block.body).first)
            return
          }
        }
        scan(block.body)
      }
    }
    scan(closure.body)
    return result
  }

  private static func body(of statement: Statement) -> [Statement] {
    if case .block(let block) = statement { return block.body }
    return []
  }

  /// Whether a statement is a `case` of a switch matching the enum case `name` (`case .failure(let error):`).
  private static func isCase(_ statement: Statement, named name: String) -> Bool {
    guard case .block(let block) = statement, block.kind == .case else { return false }
    return !PopExit.caseBodies(matching: name, in: [statement]).isEmpty
  }

  /// Whether a branch only reports: every call in it is a free function (a log, an assertion) or a static one, or
  /// a screen's (`presenter.showErrorAlert(error)`), hands on no closure and shows or ends nothing. A method or
  /// callback of the child's own, or a call to another object (a delegate, its parent, a router), may end the flow.
  private func isInert(_ body: [Statement], _ lineage: [TypeInfo], _ resolver: ExpressionTypeResolver) -> Bool {
    StatementSearch.calls(in: body).allSatisfy { call in
      guard let name = call.name, !FailedStart.showingCalls.contains(name),
            !ChildLifecycle.endingCalls.contains(name),
            !call.arguments.contains(where: { if case .closure = $0.value { return true } else { return false } })
      else { return false }
      guard let receiver = call.receiver else {
        return !lineage.contains { member in
          member.functions.contains { $0.name == name } || member.properties.contains { $0.name == name }
        }
      }
      if receiver.isSelf { return false }
      switch resolver.type(of: receiver, at: call.location)?.unwrapped {
      case .metatype?: return true
      case .named(let key, _)?:
        return codebase.isSubtype(key, of: "UIViewController") || codebase.isSubtype(key, of: "UIView")
      default: return false
      }
    }
  }
}

/// The calls a start makes as it runs, outside the closures it keeps for later, and the completions it waits for.
private struct StartPath: IRVisitor {
  let lineage: [TypeInfo]
  /// Methods of the child's own it calls: followed.
  var ownCalls: [String] = []
  /// Completions handed to calls, with a failure branch: where a dead end may be.
  var waits: [(call: Call, closure: Closure)] = []
  /// Whether the start shows a screen or tells someone (a callback of its own, `self` handed on): the user then
  /// has a way out, or someone else decides.
  var exits = false

  init(lineage: [TypeInfo]) {
    self.lineage = lineage
  }

  mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction {
    switch expr {
    case .closure(let closure):
      guard let call = context.callPassing(closure),
            !(call.name.map(ClosureCalls.subscribing.contains) ?? false) else { return .skipChildren }
      if StartPath.hasFailureBranch(closure.body) {
        waits.append((call, closure))
        return .skipChildren
      }
      // A closure without a failure branch (`DispatchQueue.main.async { … }`) runs its calls whatever happens.
      return .visitChildren
    case .call(let call):
      guard let name = call.name else { exits = true; break }
      if FailedStart.showingCalls.contains(name) || call.arguments.contains(where: { $0.value.isSelf }) {
        exits = true
      } else if call.receiver == nil || call.receiver?.isSelf == true {
        if lineage.contains(where: { member in member.properties.contains { $0.name == name } }) {
          exits = true  // `didPrepareForPresent?()`: the parent may show it
        } else if lineage.contains(where: { member in member.functions.contains { $0.name == name } }) {
          ownCalls.append(name)
        }
      }
    default:
      break
    }
    return exits ? .skipChildren : .visitChildren
  }

  mutating func visit(_ statement: Statement, _ context: IRContext) -> IRWalkAction {
    if case .assignment(let assignment) = statement,
       let last = assignment.target.memberPath?.last, last == "rootViewController" || last == "viewControllers" {
      exits = true
    }
    return exits ? .skipChildren : .visitChildren
  }

  /// Whether a body has a `case .failure` of a switch or a `catch`.
  static func hasFailureBranch(_ body: [Statement]) -> Bool {
    var found = false
    IRWalk.visitStatements(in: body) { statement, _ in
      guard !found, case .block(let block) = statement else { return found ? .skipChildren : .visitChildren }
      let failing = block.kind == .case && !PopExit.caseBodies(matching: "failure", in: [statement]).isEmpty
      if block.kind == .catch || failing {
        found = true
        return .skipChildren
      }
      return .visitChildren
    }
    return found
  }
}
