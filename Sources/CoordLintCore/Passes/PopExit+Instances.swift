/// Framework screens (`UIHostingController(rootView:)`, a `UIViewController` a helper makes) pushed by a child:
/// their class hears nothing of its own, so whether the pop is heard depends on what the child does with that one
/// object, and on the SwiftUI view and view models it shows.
extension PopExit {
  /// Whether `key` is a view controller class the sources do not declare.
  static func isFrameworkScreen(_ key: String, codebase: Codebase) -> Bool {
    guard codebase.type(key)?.isDeclaredInSources != true else { return false }
    return key == "UIViewController" || key == "UIHostingController"
      || FrameworkHierarchy.supertypes[key] != nil && codebase.isSubtype(key, of: "UIViewController")
      && !codebase.isSubtype(key, of: "UINavigationController") && !codebase.isSubtype(key, of: "UIAlertController")
  }

  /// Whether the pushed object may tell someone that it leaves: the child hands it a closure or reads a
  /// publisher of it (`vc.onClose = { … }`, `vc.deallocatedPublisher()`), passes it to code other than its own
  /// configuring methods, hides its back button; or the SwiftUI view it shows, or a view model that view is made
  /// with, reacts to disappearing (`onDisappear { viewModel.close() }`, a `deinit` that tells). Anything it cannot
  /// follow counts as heard.
  func instanceMayHearLeaving(_ instance: PushedInstance) -> Bool {
    var visited = Set<SourceLocation>()
    if handsOff(instance.local, in: instance.body, owner: instance.owner, visited: &visited, depth: 0) { return true }
    guard let made = ReturnedSequences.boundValue(of: instance.local, in: instance.body) else { return true }
    return shownContentMayHearLeaving(made, in: instance.body, owner: instance.owner, decl: instance.decl)
  }

  /// Whether `body` uses `local` other than to set plain values on it and push it.
  private func handsOff(_ local: String, in body: [Statement], owner: TypeInfo, visited: inout Set<SourceLocation>,
                        depth: Int) -> Bool {
    var result = false
    var ownMethods: [(FunctionDecl, String)] = []
    IRWalk.forEachStatement(in: body) { statement, _ in
      guard !result else { return }
      switch statement {
      case .assignment(let assignment):
        guard assignment.target.rootName == local else {
          if PopExit.mentions(local, assignment.value) { result = true }
          return
        }
        let path = assignment.target.memberPath ?? []
        // A closure given to it, or a back button hidden or replaced.
        if case .closure = assignment.value { result = true }
        if !PopExit.noBackNames.isDisjoint(with: path) { result = true }
      case .binding(let binding):
        // `let x = Wrapper(vc)`: handed on.
        if case .call(let call)? = binding.value, call.arguments.contains(where: { $0.value == .name(local) }) {
          result = true
        }
      default:
        break
      }
    }
    if result { return true }
    for call in StatementSearch.calls(in: body) {
      guard let name = call.name else { continue }
      if call.receiver?.rootName == local {
        // `vc.deallocatedPublisher()`, `vc.rx.deallocated`, a method of the screen's own.
        if !PopExit.configuringCalls.contains(name) { return true }
        continue
      }
      guard let argument = call.arguments.firstIndex(where: { $0.value == .name(local) }) else { continue }
      if PopExit.stackShowingCalls.contains(name) || name == "present" { continue }
      // One of the child's own methods (`style(controller: vc)`): followed once, under its parameter's name.
      guard depth < 1, call.receiver == nil || call.receiver?.isSelf == true,
            let method = owner.functions.first(where: { $0.name == name && $0.parameters.count > argument }),
            method.body != nil else { return true }
      ownMethods.append((method, method.parameters[argument].name))
    }
    for (method, parameter) in ownMethods where visited.insert(method.location).inserted {
      if handsOff(parameter, in: method.body ?? [], owner: owner, visited: &visited, depth: depth + 1) { return true }
    }
    return false
  }

  /// Whether a closure or expression mentions `name` (a capture in a strong closure, an argument).
  private static func mentions(_ name: String, _ expr: Expr) -> Bool {
    var found = false
    IRWalk.forEachExpression(in: expr) { inner, _ in
      if case .name(name) = inner { found = true }
      return found ? .skipChildren : .visitChildren
    }
    return found
  }

  /// Calls on a screen that set it up and tell no one: navigation item and bar settings, layout.
  static let configuringCalls: Set<String> = [
    "setNeedsStatusBarAppearanceUpdate", "loadViewIfNeeded", "setToolbarItems", "setEditing", "addChild",
    "layoutIfNeeded", "setNeedsLayout", "overrideUserInterfaceStyle",
  ]

  /// Whether the SwiftUI view a framework screen is made from (`UIHostingController(rootView: view)`,
  /// `view.asViewController()`), or a view model that view is made with, reacts to disappearing.
  private func shownContentMayHearLeaving(_ made: Expr, in body: [Statement], owner: TypeInfo,
                                          decl: FunctionDecl) -> Bool {
    guard case .call = made, let view = PopExit.hostedView(made: made, in: body) else { return true }
    let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: owner.name, function: decl)
    guard case .call(let viewCall) = view,
          let viewType = resolver.type(of: view)?.unwrapped.nominalName,
          let info = codebase.type(viewType), info.isDeclaredInSources else { return true }
    if PopExit.reactsToDisappearing(info) { return true }
    // The view models it is made with: a `deinit` that tells someone hears the screen go.
    for argument in viewCall.arguments {
      var value = argument.value
      if case .name(let local) = value, let bound = ReturnedSequences.boundValue(of: local, in: body) { value = bound }
      guard let key = resolver.type(of: value)?.unwrapped.nominalName, let model = codebase.type(key),
            model.isDeclaredInSources, model.kind == .class else { continue }
      if model.functions.contains(where: {
        $0.kind == .deinitializer && PopExit.tellsOthers($0.body ?? [], in: key, codebase: codebase)
      }) {
        return true
      }
    }
    return false
  }

  /// The SwiftUI view a local screen is made from: `UIHostingController(rootView: view)`, `view.asViewController()`,
  /// a local followed to its value.
  static func hostedView(of local: String, in body: [Statement]) -> Expr? {
    ReturnedSequences.boundValue(of: local, in: body).flatMap { hostedView(made: $0, in: body) }
  }

  static func hostedView(made: Expr, in body: [Statement]) -> Expr? {
    guard case .call(let construction) = made else { return nil }
    var content: Expr?
    if let rootView = construction.arguments.first(where: { $0.label == "rootView" })?.value {
      content = rootView
    } else if case .member(let base?, _) = construction.callee {
      content = base
    }
    guard var view = content else { return nil }
    if case .name(let local) = view, let bound = ReturnedSequences.boundValue(of: local, in: body) { view = bound }
    return view
  }

  /// Whether a SwiftUI view's code runs something when it disappears: an `onDisappear` closure that calls
  /// anything (setting a flag alone tells no one); or it hides its back button.
  private static func reactsToDisappearing(_ info: TypeInfo) -> Bool {
    let bodies = info.functions.compactMap(\.body) + info.properties.map(\.accessorBody)
    for body in bodies {
      // A view without a back button (`navigationBarBackButtonHidden(true)`) has no such exit.
      if StatementSearch.calls(in: body).contains(where: { $0.name == "navigationBarBackButtonHidden" }) { return true }
      for call in StatementSearch.calls(in: body) where call.name == "onDisappear" {
        guard let handler = call.arguments.last?.value else { return true }
        guard case .closure(let closure) = handler else { return true }
        if !StatementSearch.calls(in: closure.body).isEmpty { return true }
      }
    }
    return false
  }
}
