/// Where a flow can end while a screen pushed onto a stack is still on it: the screen, or a screen it leads to
/// through its coordinator, swaps the window's root, dismisses the stack, or (on a stack only the coordinator uses)
/// has the coordinator report that it finished. The stack leaves with the screen on it, still held by the
/// coordinator, so a cycle through the screen that only a pop would break outlives the flow (a sign-up screen that
/// ends onboarding, the last step of a wizard that dismisses its modal).
///
/// Read from the calls a screen (or a view model it holds) makes through its coordinator property, followed along
/// the calls the child lifecycle resolved (four calls deep), and the screens the coordinator pushes on the way, up
/// to eight screens on.
final class StackFlowEnds: @unchecked Sendable {
  // Used by one thread: cycle classification asks in turn.
  private let codebase: Codebase
  private let lifecycle: ChildLifecycle
  /// Each coordinator's pushes: the shown screen's type by the push's location.
  private let pushes: [String: [SourceLocation: String]]
  private var ends: [String: SourceLocation?] = [:]
  private var finishSignals: [String: Set<SourceLocation>] = [:]
  static let maximumScreens = 8
  static let maximumCallDepth = 4

  /// What may end a flow, by how much of the stack the coordinator owns.
  struct Scope: Hashable {
    /// The stack is the coordinator's own: its finishing takes the stack away.
    var ownStack: Bool
    /// Some code presents the stack: dismissing it closes it.
    var presented: Bool
  }

  init(codebase: Codebase, lifecycle: ChildLifecycle, presentations: [Presentation], graph: OwnershipGraph) {
    self.codebase = codebase
    self.lifecycle = lifecycle
    var pushes: [String: [SourceLocation: String]] = [:]
    for presentation in presentations where !CycleBreaks.rootMethods.contains(presentation.method)
      && presentation.method != "present" && presentation.method != "addChild" {
      pushes[presentation.presenter, default: [:]][presentation.location] =
        graph.nodeTypes[presentation.shown] ?? presentation.shown
    }
    self.pushes = pushes
  }

  /// The pushes asked about whose flow can end with their screen still on the stack, with where it ends.
  private(set) var endsBySite: [SourceLocation: SourceLocation] = [:]

  /// Where the flow of `coordinator` can end with `screen`, which it pushed at `site`, still on the stack; nil when
  /// nothing found ends it from there.
  func end(after screen: String, coordinator: String, at site: SourceLocation, scope: Scope) -> SourceLocation? {
    let found = end(after: screen, coordinator: coordinator, scope: scope)
    if let found { endsBySite[site] = found }
    return found
  }

  private func end(after screen: String, coordinator: String, scope: Scope) -> SourceLocation? {
    let key = "\(coordinator)\u{0}\(screen)\u{0}\(scope.ownStack)\u{0}\(scope.presented)"
    if let known = ends[key] { return known }
    var visited: Set<String> = [screen]
    var queue = [screen]
    var found: SourceLocation?
    while found == nil, !queue.isEmpty, visited.count <= Self.maximumScreens {
      let next = queue.removeFirst()
      let actions = self.actions(of: next, into: coordinator)
      if scope.presented, let dismissal = actions.dismissal {
        found = dismissal
        break
      }
      let reached = self.reached(from: actions.calls, coordinator: coordinator, scope: scope)
      found = reached.end
      for shown in reached.shown.sorted() where visited.insert(shown).inserted { queue.append(shown) }
    }
    ends[key] = found
    return found
  }

  // MARK: - The screen's side

  /// The functions `screen`'s code (or a view model it holds) reaches through a property typed as the coordinator
  /// or a supertype of it (`coordinator.didSignUp()`, `coordinator.delegate?.didFinish()`), and where the screen
  /// dismisses itself (its stack with it).
  private func actions(of screen: String, into coordinator: String)
    -> (calls: [FunctionRef], dismissal: SourceLocation?) {
    guard let info = codebase.type(screen) else { return ([], nil) }
    var holders = [info]
    for property in info.properties where !property.isStatic && property.storage == .stored {
      guard let type = codebase.resolvedType(of: FoundMember(owner: info, decl: property))?.unwrapped.nominalName,
            type != screen, let held = codebase.type(type), held.isDeclaredInSources, held.kind == .class,
            !codebase.isSubtype(coordinator, of: type) else { continue }
      holders.append(held)
    }
    var calls: [FunctionRef] = []
    var dismissal: SourceLocation?
    for (position, holder) in holders.enumerated() {
      let references = Set(holder.properties.filter { property in
        guard let type = codebase.resolvedType(of: FoundMember(owner: holder, decl: property))?.unwrapped
          .nominalName else { return false }
        return codebase.isSubtype(coordinator, of: type)
      }.map(\.name))
      for function in holder.functions {
        var sites = Set<SourceLocation>()
        for call in StatementSearch.calls(in: function.body ?? []) {
          if let root = call.receiver?.memberPathDroppingSelf?.first, references.contains(root) {
            sites.insert(call.location)
          } else if position == 0, dismissal == nil, call.name == "dismiss", Self.dismissesOwnStack(call) {
            dismissal = call.location
          }
        }
        guard !sites.isEmpty else { continue }
        let ref = FunctionRef(owner: holder.name, selector: function.selector, name: function.name,
                              location: function.location)
        for site in lifecycle.summary(of: ref)?.calls ?? [] where sites.contains(site.location) {
          calls += site.targets
        }
      }
    }
    return (calls, dismissal)
  }

  /// `dismiss(animated:)` on the screen itself, its navigation controller or what presented it.
  private static func dismissesOwnStack(_ call: Call) -> Bool {
    guard let receiver = call.receiver else { return true }
    guard let path = receiver.memberPath else { return false }
    return path == ["self"] || ["navigationController", "presentingViewController"].contains(path.last ?? "")
  }

  // MARK: - What the calls reach

  /// Where the functions `start` reach (themselves included, `maximumCallDepth` calls on) end the flow, and the
  /// screens the coordinator pushes in them.
  private func reached(from start: [FunctionRef], coordinator: String,
                       scope: Scope) -> (end: SourceLocation?, shown: Set<String>) {
    var shown = Set<String>()
    let pushed = pushes[coordinator] ?? [:]
    let lineage = Set(codebase.lineage(of: coordinator))
    let end = lifecycle.firstReached(from: start, levels: Self.maximumCallDepth + 1) {
      function, summary -> SourceLocation? in
      guard let body = summary.decl?.body else { return nil }
      let own = lineage.contains(function.owner)
      if let end = endOfFlow(in: body, function: function, own: own, coordinator: coordinator, scope: scope) {
        return end
      }
      if own {
        for call in summary.calls { if let screen = pushed[call.location] { shown.insert(screen) } }
        for call in StatementSearch.calls(in: body) { if let screen = pushed[call.location] { shown.insert(screen) } }
      }
      return nil
    }
    return (end, shown)
  }

  /// Where `body` ends the flow: it swaps a window's root; on a presented stack, the coordinator (`own`) dismisses
  /// it; on the coordinator's own stack, it reports the coordinator finished to a parent (a finish signal the child
  /// lifecycle knows) or a parent takes a child out.
  private func endOfFlow(in body: [Statement], function: FunctionRef, own: Bool, coordinator: String,
                         scope: Scope) -> SourceLocation? {
    let dismisses: (Call) -> Bool = { [codebase] call in
      // The stack or its presenter, as a property of the coordinator; a local (`picker.dismiss`) is something else.
      guard scope.presented, own else { return false }
      guard let receiver = call.receiver else { return true }
      guard let path = receiver.memberPathDroppingSelf, path.count == 1 else { return false }
      if path[0] == "presentingViewController" { return true }
      guard let property = codebase.property(named: path[0], in: coordinator),
            let type = codebase.resolvedType(of: property)?.unwrapped.nominalName else { return false }
      return codebase.isSubtype(type, of: "UIViewController")
    }
    if let end = Self.dismissalOrRootSwap(in: body, dismisses: dismisses) { return end }
    guard scope.ownStack else { return nil }
    if own {
      let signals = finishSignalLocations(of: coordinator)
      if let signal = StatementSearch.calls(in: body).first(where: { signals.contains($0.location) }) {
        return signal.location
      }
    } else if lifecycle.removesChildren(inFunctionAt: function.location) {
      return function.location
    }
    return nil
  }

  /// The first `dismiss(…)` call that `dismisses` accepts, or assignment of a `rootViewController`, in `body`.
  private static func dismissalOrRootSwap(in body: [Statement], dismisses: (Call) -> Bool) -> SourceLocation? {
    var found: SourceLocation?
    IRWalk.visitStatements(in: body) { statement, _ in
      guard found == nil else { return .skipChildren }
      if case .assignment(let assignment) = statement, case .member(_, "rootViewController") = assignment.target {
        found = assignment.location
      } else if case .expression(.call(let call), _) = statement, call.name == "dismiss", dismisses(call) {
        found = call.location
      }
      return found == nil ? .visitChildren : .skipChildren
    }
    return found
  }

  /// Where the coordinator reports to a parent that adds it that its flow ended.
  private func finishSignalLocations(of coordinator: String) -> Set<SourceLocation> {
    if let known = finishSignals[coordinator] { return known }
    let parents = Set(lifecycle.adds.compactMap { add -> String? in
      guard let child = add.child, codebase.isSubtype(coordinator, of: child) else { return nil }
      return add.parent
    })
    let result = Set(parents.sorted().flatMap { lifecycle.finishSignals(of: coordinator, to: $0).map(\.location) })
    finishSignals[coordinator] = result
    return result
  }
}
