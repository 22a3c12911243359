/// Whether a type's code ever lets `self` out: hands it to a call, stores it, returns it, captures it in a closure
/// (weakly too: a weak reference expects it alive) or hands out one of its methods as a function value.
///
/// A coordinator that never does has no part to play once its `start` returns (it built and showed a screen and
/// nothing can call back into it), so nothing keeping it is no loss.
public struct SelfEscape {
  private let codebase: Codebase

  public init(codebase: Codebase) { self.codebase = codebase }

  /// Whether nothing needs `key`'s objects once their start returns: they add no children and never let `self`
  /// out. The names their own code calls are gathered once for both questions.
  public func isIdle(_ key: String, lifecycle: ChildLifecycle) -> Bool {
    let names = codebase.lineage(of: key)
    let lineage = names.compactMap { codebase.type($0) }
    let called = calledNames(in: lineage.filter { $0.kind != .protocol })
    return !addsChildren(names, called: called, lifecycle: lifecycle) && !letsSelfOut(lineage, called: called)
  }

  /// Whether any function, accessor or property initializer of the lineage's classes lets `self` out, or a
  /// protocol extension's method that their code calls (`called`; one nobody calls on it runs for other conformers
  /// only).
  private func letsSelfOut(_ lineage: [TypeInfo], called: Set<String>) -> Bool {
    lineage.contains { info in
      let isProtocol = info.kind == .protocol
      let methods = Set(info.functions.filter { $0.kind == .function && !$0.isStatic }.map(\.name))
      var visitor = Visitor(methods: methods.subtracting(info.properties.map(\.name)))
      for function in info.functions where !function.isStatic && (!isProtocol || called.contains(function.name)) {
        if let body = function.body { IRWalk.walk(body, &visitor) }
        if visitor.found { return true }
      }
      for property in info.properties where !property.isStatic && !isProtocol {
        IRWalk.walk(property.accessorBody, &visitor)
        if let initializer = property.initializer { IRWalk.walk(initializer, &visitor) }
        if visitor.found { return true }
      }
      return false
    }
  }

  /// The names of the functions the types' own code calls.
  private func calledNames(in types: [TypeInfo]) -> Set<String> {
    Set(types.flatMap { info in
      info.functions.flatMap { StatementSearch.calls(in: $0.body ?? []).compactMap(\.name) }
    })
  }

  /// Whether the lineage adds children: in its classes' code, or through a protocol extension's helper
  /// (`presentModal(_:)` adding to `childCoordinators`) that their code calls (`called`).
  private func addsChildren(_ lineage: [String], called: Set<String>, lifecycle: ChildLifecycle) -> Bool {
    lineage.contains { member in
      // A base class's `addDependency(_:)` adds only when its subclass's code calls it, as an extension's would.
      let adds = lifecycle.adds(ofParent: member).filter { add in
        add.wrapper != nil || lifecycle.wrappers[add.function] == nil || called.contains(add.function.name)
      }
      guard !adds.isEmpty else { return false }
      return codebase.type(member)?.kind != .protocol || adds.contains { called.contains($0.function.name) }
    }
  }

  /// Looks for a use of `self` other than reading its members or calling its methods.
  private struct Visitor: IRVisitor {
    let methods: Set<String>
    var found = false

    mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction {
      if found { return .skipChildren }
      switch expr {
      case .name("self"):
        // `self.navigationController`, `self.show()`: a member read or a method called, not `self` handed out.
        guard case .expression(let parent)? = context.parent, case .member(_, let member) = parent else {
          found = true
          break
        }
        if methods.contains(member) && !isCallee(parent, at: context.ancestors.count - 2, context) { found = true }
      case .name(let name) where methods.contains(name):
        // `button.onTap = didTapClose`: an implicit `self.didTapClose`, a function value that holds `self`.
        if !isCallee(expr, at: context.ancestors.count - 1, context) && !runsOnTheSpot(context) { found = true }
      case .closure(let closure):
        if closure.usesSelf || closure.captures.contains(where: { $0.name == "self" || $0.value == .name("self") }),
           !runsOnTheSpot(context) {
          found = true
        }
      default:
        break
      }
      return found ? .skipChildren : .visitChildren
    }

    /// Whether the expression is an argument of a call that runs it before returning and keeps nothing
    /// (`tabs.map(makeTab(for:))`, `items.forEach { self.add($0) }`): `self` goes no further than the call.
    private func runsOnTheSpot(_ context: IRContext) -> Bool {
      guard let parent = context.ancestors.last, case .expression(.call(let call)) = parent,
            let name = call.name, ClosureCalls.immediate.contains(name) else { return false }
      return call.receiver != nil
    }

    /// Whether `expr` is the callee of the call at `index` among the walk's ancestors.
    private func isCallee(_ expr: Expr, at index: Int, _ context: IRContext) -> Bool {
      guard context.ancestors.indices.contains(index),
            case .expression(.call(let call)) = context.ancestors[index] else { return false }
      return call.callee == expr
    }
  }
}
