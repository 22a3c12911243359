/// Coordinators that hand themselves to what they show: a method builds an object with a strong reference to the
/// coordinator (`self`, a closure capturing `self`, `asAnyCoordinator()`) and shows a screen, so the screen on
/// the navigation stack keeps the coordinator alive, whoever holds it.
///
/// The ownership graph follows stored properties; these references go through a SwiftUI view's closures or a
/// generic type eraser, which it cannot type. Building and showing in one method is the evidence used instead.
public struct ScreenHandOff: Sendable {
  private let codebase: Codebase
  private let coordinators: CoordinatorIndex

  public init(codebase: Codebase, coordinators: CoordinatorIndex) {
    self.codebase = codebase
    self.coordinators = coordinators
  }

  /// The coordinator types with such a method (subtypes inherit it: check a type's lineage).
  /// Bodies are searched for their calls on up to `jobs` threads; the answer does not depend on it.
  public func typesHandingThemselvesToScreens(jobs: Int = 1) -> Set<String> {
    // Every body's distinct callee names, and a coordinator's calls too, collected once (in parallel, each in its
    // body's slot). Only coordinators' calls are kept whole: every body's would be 50 MB at 1M lines. This runs at
    // the run's peak of memory, so nothing per body is copied further.
    let functions = codebase.functionBodies
    let slots = ResultSlots<(callees: [String], calls: [Call])>(count: functions.count)
    ParallelWork.forEach(functions.count, jobs: jobs) { index in
      let function = functions[index]
      let calls = StatementSearch.calls(in: function.body)
      let kept = function.owner.map(coordinators.isCoordinator) ?? false
      slots[index] = (Array(Set(calls.compactMap(ScreenHandOff.calleeName))), kept ? calls : [])
    }
    let found = slots.take()
    let showing = showingFunctionNames(functions.indices.lazy.map { (functions[$0].decl.name, found[$0].callees) })
    func shows(_ name: String?) -> Bool {
      name.map { UIKitOwnership.keepingMethods[$0] != nil || showing.contains($0) } ?? false
    }
    var result = Set<String>()
    for (function, (_, calls)) in zip(functions, found) {
      guard let owner = function.owner, coordinators.isCoordinator(owner), !result.contains(owner),
            calls.contains(where: { shows(ScreenHandOff.calleeName($0)) }) else { continue }
      let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: owner, function: function.decl)
      let handsSelf = calls.contains { call in
        guard call.arguments.contains(where: { isStrongSelfReference($0.value, owner: owner) }) else { return false }
        // An initializer (`ProfileViewModel(coordinator: self)`), or a factory or container that builds an object
        // around it (`resolver.resolve(PasswordView.self, argument: self)`).
        let built: TypeRef?
        if case .metatype(let type)? = resolver.type(of: call.callee) {
          built = type
        } else {
          built = resolver.type(of: .call(call))?.unwrapped
        }
        guard let name = built?.nominalName, !coordinators.isCoordinator(name) else { return false }
        return !CoordinatorCreationPass.plainValues.contains(name)
      }
      if handsSelf { result.insert(owner) }
    }
    return result
  }

  /// The name a call is known by here: `show(_:sender:)` puts a controller on screen as a push does.
  private static func calleeName(_ call: Call) -> String? {
    UIKitOwnership.isShow(call) ? "pushViewController" : call.name
  }

  /// `self`, a closure that captures `self` strongly, a method of `self` whose body hands `self` to a call, or one
  /// of `self`'s methods as a function value (`Actions(showMain: self.showMain)`), which holds `self` strongly.
  private func isStrongSelfReference(_ expr: Expr, owner: String) -> Bool {
    switch expr {
    case .name("self"):
      return true
    case .member(.name("self")?, let name), .name(let name):
      return codebase.property(named: name, in: owner) == nil && codebase.hasFunction(named: name, in: owner)
    case .closure(let closure):
      return closure.selfCapture == .strong
    case .call(let call):
      let method: String
      switch call.callee {
      case .name(let name): method = name
      case .member(.name("self")?, let name): method = name
      default: return false
      }
      return codebase.functions(named: method, in: owner).contains { found in
        found.decl.body.map { StatementSearch.calls(in: $0).contains { $0.arguments.contains { $0.value.isSelf } } }
          ?? false
      }
    default:
      return false
    }
  }

  /// Names of functions that show a screen: a UIKit keeping call, or a call of another such function (a router's
  /// `replace(_:)` that calls `setViewControllers`), to a fixed point. Names, since a protocol requirement is
  /// called through the protocol and implemented elsewhere.
  private func showingFunctionNames<Bodies: Sequence>(_ bodies: Bodies) -> Set<String>
  where Bodies.Element == (name: String, callees: [String]) {
    // Callers by callee name, then a walk up from the functions that call UIKit directly: each name is reached
    // once, where rescanning every function until nothing changed cost a pass per level of the call chains.
    var callers: [String: Set<String>] = [:]
    var showing = Set<String>()
    var queue: [String] = []
    for (name, callees) in bodies {
      for callee in callees {
        callers[callee, default: []].insert(name)
        if UIKitOwnership.keepingMethods[callee] != nil, showing.insert(name).inserted { queue.append(name) }
      }
    }
    var next = 0
    while next < queue.count {
      let name = queue[next]
      next += 1
      for caller in callers[name] ?? [] where showing.insert(caller).inserted { queue.append(caller) }
    }
    return showing
  }
}
