extension ChildLifecycle {
  /// Whether the add's child is a constant stored property of the adding type (`private let issues =
  /// IssueCoordinator()`, then `store(issues)` on every event): the same object each time, which the property keeps
  /// alive whether the store does or not, so adding it again makes no new child and removing it would free nothing.
  func addsOwnConstant(_ add: ChildMutation) -> Bool {
    let name: String
    switch add.childExpr {
    case .member(.name("self")?, let member)?:
      name = member
    case .name(let local)?:
      // A local or parameter of that name is another object.
      guard let position = summaryPosition(add.function), let decl = summaries[position].decl,
            LocalScope(function: decl).binding(named: local, before: add.location) == nil else { return false }
      name = local
    default:
      return false
    }
    guard let property = codebase.property(named: name, in: add.function.owner)?.decl else { return false }
    if property.isLet && property.storage == .stored { return true }
    // A `lazy var` its type never assigns (`lazy var camera = CameraCoordinator(…)`) is made once, on first use.
    return property.isLazy && property.storage == .stored
      && codebase.assignedValues(ofProperty: name, in: add.function.owner).isEmpty
  }

  /// Whether the add makes a new child once, off its parent's start path (when a once-added child finishes): a
  /// flow that may still end on an exit of its own, unlike a tab root set up by `start()`.
  public func isMadeOnceOffStartPath(_ add: ChildMutation) -> Bool {
    add.kind == .add && add.trigger == .body && !isRepeatable(add) && !isOnStartPath(add.function)
      && !addsOwnConstant(add) && !addsSharedInstance(add)
  }

  /// Whether the add's child is taken from storage shared by the whole app (`guard let c = Registry.coordinators[id]
  /// as? Coordinator`, a global's element): the registry made it and keeps it, so adding it again makes no new child
  /// and removing it would free nothing.
  func addsSharedInstance(_ add: ChildMutation) -> Bool {
    guard case .name(let local)? = add.childExpr, let body = body(of: add.function),
          var value = ReturnedSequences.boundValue(of: local, in: body) else { return false }
    while true {
      switch value {
      case .cast(let base, _, _), .subscriptAccess(let base, _), .prefix(_, let base): value = base
      case .member(let base?, let name):
        // `Registry.coordinators`: a static property of a type of the sources.
        if case .name(let type) = base, let owner = codebase.type(type), owner.isDeclaredInSources,
           codebase.property(named: name, in: type)?.decl.isStatic == true {
          return true
        }
        value = base
      case .name(let name):
        return name != local && codebase.globalVariable(named: name, from: codebase.fileScope(add.location.file)) != nil
      default:
        return false
      }
    }
  }

  /// Whether the add runs only while the navigation stack its child is made with is empty (`if nav.viewControllers
  /// .isEmpty { let c = makeCatalog(nav); c.start(); addChild(c) }`, a tab's flow made on its first selection): the
  /// child puts its screens on that stack, so the test fails from then on and the add does not repeat.
  func isAddedOnlyWhileStackEmpty(_ add: ChildMutation) -> Bool {
    guard case .name(let local)? = add.childExpr, let body = body(of: add.function) else { return false }
    var stacks: [String] = []
    IRWalk.visitStatements(in: body) { statement, context in
      guard stacks.isEmpty else { return .skipChildren }
      var isAdd = statement.location == add.location
      if case .expression(.call(let call), _) = statement, call.location == add.location { isAdd = true }
      guard isAdd else { return .visitChildren }
      // Out through the enclosing blocks: an `else` belongs to the `if` around it, whose test it does not pass; a
      // closure in between runs later, when the test no longer holds.
      var inElse = false
      for node in context.ancestors.reversed() {
        if case .expression(.closure) = node { break }
        guard case .statement(.block(let block)) = node else { continue }
        if block.kind == .else {
          inElse = true
        } else if block.kind == .if {
          if !inElse { stacks = ChildLifecycle.stacksTestedEmpty(in: block.conditions) }
          if !stacks.isEmpty { break }
          inElse = false
        }
      }
      return .skipChildren
    }
    guard !stacks.isEmpty else { return false }
    let handed = StatementSearch.names(in: SheetDismissal.arguments(ofCreating: local, in: body).map {
      .expression($0.value, add.location)
    })
    return stacks.contains { handed.contains($0) }
  }

  /// The names whose `viewControllers` `conditions` test for emptiness: `nav.viewControllers.isEmpty`, `== true`
  /// included (not negated, not `== false`).
  static func stacksTestedEmpty(in conditions: [Statement]) -> [String] {
    var names: [String] = []
    IRWalk.visitStatements(in: conditions) { statement, _ in
      guard case .expression(let expr, _) = statement else { return .visitChildren }
      IRWalk.forEachExpression(in: expr) { expr, _ in
        switch expr {
        case .binary(let op, _, let rhs) where op != "&&" && (op != "==" || rhs != .literal(.true)):
          return .skipChildren
        case .member:
          if let path = expr.memberPath, path.count == 3, path[1] == "viewControllers", path[2] == "isEmpty" {
            names.append(path[0])
          }
        case .prefix(let op, _) where op == "!":
          return .skipChildren
        default:
          break
        }
        return .visitChildren
      }
      return .visitChildren
    }
    return names
  }
}
