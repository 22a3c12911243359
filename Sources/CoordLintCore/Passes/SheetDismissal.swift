/// Children shown as sheets that the user can swipe away: removed when their flow finishes, but not on that exit.
///
/// Since iOS 13 a presented controller is a page sheet the user can swipe down. The child's own finish callback
/// never runs then, so a child removed only on finish stays in its parent's children. The exit is handled when the
/// parent, the child, the presenter or a type the child creates implements the presentation delegate's dismissal
/// callbacks or makes the sheet modal (`isModalInPresentation`, a full-screen style).
public struct SheetDismissal: Sendable {
  /// Names whose presence in a type's code means it deals with the swipe-down exit.
  static let handlingNames: Set<String> = [
    "presentationControllerDidDismiss", "presentationControllerWillDismiss", "presentationControllerShouldDismiss",
    "presentationControllerDidAttemptToDismiss", "isModalInPresentation", "fullScreen", "overFullScreen",
    "modalPresentationStyle", "adaptivePresentationStyle",
  ]
  /// Presented controllers the user cannot swipe away: alerts and action sheets, and Safari's view, which UIKit
  /// shows full screen and whose every dismissal reaches its delegate's `safariViewControllerDidFinish`.
  static let notSwipeable: Set<String> = ["UIAlertController", "SFSafariViewController"]

  private let lifecycle: ChildLifecycle
  private var codebase: Codebase { lifecycle.codebase }
  /// The functions with bodies by reference: where presentations are looked for.
  private let bodies: FunctionBodyIndex
  /// The changes made in functions named like a dismissal callback, in mutation order: the only ones the
  /// callback questions read, picked out once instead of scanning every change for each add.
  private let dismissalCallbackMutations: [ChildMutation]

  /// `bodies` indexes `Codebase.functionBodies` by reference; the caller builds it once for every check it runs.
  public init(lifecycle: ChildLifecycle, bodies: FunctionBodyIndex) {
    self.lifecycle = lifecycle
    self.bodies = bodies
    dismissalCallbackMutations = lifecycle.mutations.filter { SheetDismissal.handlingNames.contains($0.function.name) }
  }

  /// Where the child of `add` is presented as a sheet nothing lets go of on a swipe down, when its add is
  /// otherwise removed; nil when the add is not removed anyway, the child is not presented, or the exit is handled.
  public func unhandledSwipe(of add: ChildMutation) -> SourceLocation? {
    unhandledSwipe(of: add, lifetime: lifecycle.lifetime(of: add))
  }

  /// The same, for a caller that already knows the add's `lifetime` (`ChildLifecycle.lifetime(of:)`).
  public func unhandledSwipe(of add: ChildMutation, lifetime: ChildLifecycle.Lifetime) -> SourceLocation? {
    guard add.kind == .add, lifetime == .removed, let child = add.child,
          case .name(let local)? = add.childExpr,
          let function = bodies[add.function] else {
      return nil
    }
    // The methods the parent sends the child where it adds it (`child.openAddReview(for: id)`) start it as much as
    // its `start()` does.
    let sentCalls = Dictionary(grouping: StatementSearch.calls(in: function.body).filter { call in
      if case .member(.name(local)?, _) = call.callee { return true }
      return false
    }) { $0.name ?? "" }
    let sent = Set(sentCalls.keys)
    let presentation = presentationOfLocal(local, in: function)
      ?? presentationInStart(of: child, sent: sent, calls: sentCalls)
    guard let presentation else { return nil }
    // Handled where it is presented (the sheet made modal there, itself or through a helper it calls), or by a
    // dismissal callback of anyone involved.
    if handles(function.body, owner: function.owner, decl: function.decl) || startMentionsHandling(child, sent: sent) {
      return nil
    }
    // A child whose start waits for its screen to be freed (`return controller.rx.deallocated`) ends on any
    // dismissal, a swipe included.
    if startWaitsForDeallocation(child, sent: sent) { return nil }
    // The parent's own dismissal callback counts when it removes children and hears about this sheet.
    if parentRemovesOnDismissal(add.parent), parentHearsDismissal(of: function, parent: add.parent) { return nil }
    if childDismissalServesItself(child, parent: add.parent) { return nil }
    // A navigation controller the parent presents plainly, with the child built on it: only a delegate set on that
    // controller's presentation hears its swipe, not a router the child makes for its own sheets.
    if presentation.isParentsStack && mentionsPresentationDelegate(child) { return nil }
    let created = presentation.isParentsStack ? [] : createdTypes(in: child)
    let concerned = presentation.types + created
    if concerned.contains(where: declaresDismissalCallback) { return nil }
    // The navigation controller the child is built on, made here: its own `viewDidDisappear` runs when the sheet
    // goes, however it goes, and tells someone (`coordinator?.didFinish()`).
    let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: function.owner, function: function.decl)
    let creation = SheetDismissal.arguments(ofCreating: local, in: function.body)
    let typeOf = { (argument: Argument) in resolver.type(of: argument.value, at: add.location)?.unwrapped.nominalName }
    let handed = creation.compactMap { argument -> String? in
      guard case .name = argument.value else { return nil }
      return typeOf(argument)
    }
    if (presentation.types + handed).contains(where: hearsOwnDisappearance) { return nil }
    // A controller made for the child where it is made (`Settings(navigationController: SettingsStack())`) that
    // handles its own sheet: its `presentationControllerDidDismiss`, or a full-screen style.
    let made = creation.compactMap { argument -> String? in
      guard case .call = argument.value, let type = typeOf(argument),
            codebase.isSubtype(type, of: "UIViewController") else { return nil }
      return type
    }
    if made.contains(where: declaresDismissalCallback) { return nil }
    // A screen the child makes that hears its own disappearance and tells someone (`viewDidDisappear` →
    // `coordinator?.didFinish()`): a sheet's swipe down makes it disappear too.
    // On the parent's stack too: the sheet takes the child's screens with it, and the top one disappears.
    let screens = presentation.isParentsStack ? createdTypes(in: child) : created
    if screens.contains(where: { codebase.isSubtype($0, of: "UIViewController") && dismissalRemoves(add, from: $0) }) {
      return nil
    }
    // A screen the child makes and does not keep is freed by any dismissal, a swipe included: its `deinit`
    // telling someone (`deinitBlock?()` removing the child) hears every exit.
    if created.contains(where: { tellsOnDeinit($0) }) && !keepsScreens(child) { return nil }
    return presentation.location
  }

  // MARK: - Presentations

  private struct Presentation {
    let location: SourceLocation
    /// The presenter's type and what is presented, when known: either may handle the dismissal.
    let types: [String]
    /// A navigation controller the parent made and built the child on, presented with UIKit's `present`.
    var isParentsStack = false
  }

  /// Whether the child's code reads a presentation controller (`presentationController?.delegate = self`): it may
  /// hear the dismissal of the sheet it is shown in.
  private func mentionsPresentationDelegate(_ child: String) -> Bool {
    codebase.lineage(of: child).compactMap { codebase.type($0) }.contains { info in
      info.functions.contains { decl in
        decl.body.map { StatementSearch.names(in: $0).contains("presentationController") } ?? false
      }
    }
  }

  /// `router.present(child, animated: true)` or `present(child.toPresentable(), …)` in the function that adds it;
  /// or the presentation of a navigation controller the parent made there and built the child on (`let stack =
  /// TKNavigationController(); let child = make(router: Router(root: stack)); …; present(stack, animated: true)`).
  private func presentationOfLocal(_ local: String, in function: FunctionBody) -> Presentation? {
    let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: function.owner, function: function.decl)
    let creation = SheetDismissal.arguments(ofCreating: local, in: function.body)
    let handedStacks = StatementSearch.names(in: creation.map { .expression($0.value, function.decl.location) })
    for call in StatementSearch.calls(in: function.body) where call.name == "present" {
      guard let first = call.arguments.first?.value, let root = first.rootName else { continue }
      if root != local {
        // Only a navigation controller made here, a plain `present(_:animated:)` of UIKit's.
        guard case .name(root) = first, handedStacks.contains(root), (call.labels.first ?? nil) == nil,
              call.labels.contains("animated") || presenterOffersDismissHandler(call, resolver: resolver),
              !SheetDismissal.passesDismissHandler(call),
              let made = ReturnedSequences.boundValue(of: root, in: function.body), case .call = made,
              let shown = resolver.type(of: first, at: call.location)?.unwrapped.nominalName,
              codebase.isSubtype(shown, of: "UINavigationController") else { continue }
        // A presenter whose dismissal handler is left out hears the swipe and tells no one.
        let presenter = presenterOffersDismissHandler(call, resolver: resolver)
          ? nil : call.receiver.flatMap { resolver.type(of: $0)?.unwrapped.nominalName }
        return Presentation(location: call.location, types: [presenter, shown].compactMap { $0 }, isParentsStack: true)
      }
      // `router.present(screen, onDismiss: { … })`: the presenter reports every dismissal, a swipe included.
      if SheetDismissal.passesDismissHandler(call) { return nil }
      // `Child(router: router)` then `router.present(child)`: the child shows its screens on the presenter's own
      // stack, so there is no sheet of its own to swipe away.
      if let presenter = call.receiver?.memberPathDroppingSelf,
         SheetDismissal.arguments(ofCreating: local, in: function.body).contains(where: {
           $0.value.memberPathDroppingSelf == presenter
         }) {
        return nil
      }
      let presenter = call.receiver.flatMap { resolver.type(of: $0)?.unwrapped.nominalName }
      // One of the child's properties shown (`present(child.navigationController)`): its own code may make it
      // full screen.
      let shown = first == .name(local) ? nil : resolver.type(of: first, at: call.location)?.unwrapped.nominalName
      return Presentation(location: call.location, types: [presenter, shown].compactMap { $0 })
    }
    return nil
  }

  /// `parent.present(navigationController, animated: true)` in the child's own `start…` or another method the
  /// parent sends it (`sent`).
  private func presentationInStart(of child: String, sent: Set<String>, calls sentCalls: [String: [Call]])
    -> Presentation? {
    for (member, decl) in lifecycle.startingMethods(of: child, sent: sent) {
      // Of a method the parent calls, only the overloads its calls can reach: `start()`, not `start(present:)`.
      if let calls = sentCalls[decl.name], !calls.contains(where: { decl.accepts(labels: $0.labels) }) { continue }
      guard let body = decl.body else { continue }
      let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: member.name, function: decl)
      for call in StatementSearch.calls(in: body + overloadBodies(calledIn: body, named: decl.name, in: child))
      where call.name == "present" && (call.labels.first ?? nil) == nil {
        guard let shown = call.arguments.first?.value else { continue }
        if SheetDismissal.passesDismissHandler(call) { return nil }
        let shownType = resolver.type(of: shown, at: call.location)?.unwrapped.nominalName
        if let shownType, SheetDismissal.notSwipeable.contains(where: { codebase.isSubtype(shownType, of: $0) }) {
          continue
        }
        // A library's own controller (`FloatingPanelController`) presents itself its own way, with its own
        // dismissal callbacks: not a page sheet.
        if let shownType, codebase.type(shownType)?.isDeclaredInSources != true,
           FrameworkHierarchy.supertypes[shownType] == nil, !UIKitContainers.types.contains(shownType),
           shownType != "UIViewController" {
          continue
        }
        // UIKit's `present(_:animated:completion:)`, or a controller handed to another presenter: an indicator
        // or banner presenter (`indicators.present(.loading)`) shows no sheet.
        let isController = shownType.map { codebase.isSubtype($0, of: "UIViewController") } ?? false
        guard isController || call.labels.contains("animated") else { continue }
        let presenter = call.receiver.flatMap { resolver.type(of: $0)?.unwrapped.nominalName }
        return Presentation(location: call.location, types: [presenter, shownType].compactMap { $0 })
      }
    }
    return nil
  }

  /// The bodies of the overloads named `name` that `body` calls on `self`, one level down, each cut to the
  /// branches its literal `Bool` arguments take: `start() { start(present: false) }` runs only the `else` of
  /// `if present`.
  private func overloadBodies(calledIn body: [Statement], named name: String, in child: String) -> [Statement] {
    var result: [Statement] = []
    for call in StatementSearch.calls(in: body) {
      switch call.callee {
      case .name(name): break
      case .member(let base?, name) where base.isSelf: break
      default: continue
      }
      guard let callee = codebase.function(named: name, labels: call.labels, in: child)?.decl,
            let calleeBody = callee.body else { continue }
      var constants: [String: Bool] = [:]
      var position = 0
      for parameter in callee.parameters {
        guard position < call.arguments.count, call.arguments[position].label == parameter.label else { continue }
        switch call.arguments[position].value {
        case .literal(.true): constants[parameter.name] = true
        case .literal(.false): constants[parameter.name] = false
        default: break
        }
        position += 1
      }
      result += StatementSearch.taking(constants, in: calleeBody)
    }
    return result
  }

  // MARK: - Handling

  /// Types the child's methods build: its screens and their helpers, which may handle the dismissal themselves.
  /// Coordinators it builds are left out: their callbacks serve the sheets they present themselves.
  private func createdTypes(in child: String) -> [String] {
    var result: [String] = []
    for member in codebase.lineage(of: child).compactMap({ codebase.type($0) }) {
      for decl in member.functions {
        guard let body = decl.body else { continue }
        let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: member.name, function: decl)
        for call in StatementSearch.calls(in: body) {
          if case .metatype(let type)? = resolver.type(of: call.callee), let key = type.nominalName,
             lifecycle.coordinators.entries[key] == nil {
            result.append(key)
          }
          // A screen's static factory (`ReportController.controller(didFlash:deinitBlock:)`) makes that screen.
          if case .member(let base?, _) = call.callee, case .metatype(let type)? = resolver.type(of: base),
             let key = type.nominalName, codebase.type(key)?.isDeclaredInSources == true,
             codebase.isSubtype(key, of: "UIViewController") {
            result.append(key)
          }
        }
        // `let screen: DeclareController = .init(…)`: the binding's declared type says what the initializer makes.
        IRWalk.forEachStatement(in: body) { statement, _ in
          guard case .binding(let binding) = statement, case .call(let call)? = binding.value,
                call.callee == .member(base: nil, name: "init"), let written = binding.type?.unwrapped,
                let key = codebase.resolve(written, from: resolver.scope).nominalName,
                codebase.type(key)?.isDeclaredInSources == true, lifecycle.coordinators.entries[key] == nil
          else { return }
          result.append(key)
        }
      }
    }
    return result
  }

  /// Whether the type (or a supertype) implements a presentation controller's dismissal callback.
  private func declaresDismissalCallback(_ key: String) -> Bool {
    codebase.lineage(of: key).compactMap { codebase.type($0) }.contains { info in
      info.functions.contains { SheetDismissal.handlingNames.contains($0.name) }
        || info.properties.contains { SheetDismissal.handlingNames.contains($0.name) }
        // A controller that sets its own style when made (`modalPresentationStyle = .overFullScreen` in `init`), or
        // makes itself modal when loaded (`isModalInPresentation = true` in `viewDidLoad`).
        || info.functions.contains { decl in
          decl.kind == .initializer && (decl.body.map { setsStyle($0, in: key, depth: 0) } ?? false)
        }
        || info.functions.contains { decl in
          decl.body.map { StatementSearch.names(in: $0).contains("isModalInPresentation") } ?? false
        }
    }
  }

  /// Whether an initializer's `body` of `key` mentions the sheet's handling, itself or through the methods of `key`
  /// it calls on `self`, two calls deep (`init` → `initialSetup()` → a protocol extension's `setupTransition()`
  /// setting `modalPresentationStyle = .fullScreen`).
  private func setsStyle(_ body: [Statement], in key: String, depth: Int) -> Bool {
    if SheetDismissal.mentionsHandling(body) { return true }
    guard depth < 2 else { return false }
    return StatementSearch.calls(in: body).contains { call in
      guard let name = call.name, call.receiver == nil || call.receiver?.isSelf == true else { return false }
      return codebase.functions(named: name, in: key).contains { method in
        method.decl.kind == .function && (method.decl.body.map { setsStyle($0, in: key, depth: depth + 1) } ?? false)
      }
    }
  }

  /// Whether the type (or a supertype the sources declare) overrides `viewDidDisappear` or `viewWillDisappear` to
  /// tell something outside it: a presented controller hears its own dismissal, a swipe included.
  private func hearsOwnDisappearance(_ key: String) -> Bool {
    codebase.lineage(of: key).compactMap { codebase.type($0) }.contains { info in
      info.functions.contains { decl in
        PopExit.disappearanceHookNames.contains(decl.name) && decl.modifiers.contains("override")
          && PopExit.tellsOthers(decl.body ?? [], in: info.name, codebase: codebase)
      }
    }
  }

  /// Whether the screen type `key` (or a supertype the sources declare) overrides a disappearance hook whose calls,
  /// when it is dismissed, reach (four calls deep, along the calls the lifecycle resolved) the child's report that
  /// it finished or a removal that covers `add`: `viewDidDisappear` → its view model → its coordinator →
  /// `parentCoordinator?.childDidFinish(self)`. What runs only `if isMovingFromParent` (a pop) does not count.
  private func dismissalRemoves(_ add: ChildMutation, from key: String) -> Bool {
    guard let child = add.child else { return false }
    let removing = Set(lifecycle.coveringRemovals(for: add).map(\.location))
      .union(lifecycle.finishSignals(of: child, to: add.parent).map(\.location))
    guard !removing.isEmpty else { return false }
    for info in codebase.lineage(of: key).compactMap({ codebase.type($0) }) {
      for decl in info.functions where PopExit.disappearanceHookNames.contains(decl.name)
        && decl.modifiers.contains("override") {
        let dismissed = StatementSearch.taking(SheetDismissal.whenDismissed, in: decl.body ?? [])
        let sites = Set(StatementSearch.calls(in: dismissed).map(\.location))
        let hook = FunctionRef(owner: info.name, selector: decl.selector, name: decl.name, location: decl.location)
        let start = (lifecycle.summary(of: hook)?.calls ?? []).filter { sites.contains($0.location) }
          .flatMap(\.targets)
        let reaches = lifecycle.firstReached(from: start, levels: 4) { _, summary -> Bool? in
          summary.calls.contains(where: { removing.contains($0.location) })
            || summary.selfHandoffs.contains(where: { removing.contains($0.location) })
            || summary.changes.contains(where: { removing.contains($0.location) }) ? true : nil
        }
        if reaches == true { return true }
      }
    }
    return false
  }

  /// What a screen's flags read while its sheet is dismissed: it is not being popped.
  static let whenDismissed: [String: Bool] = ["isMovingFromParent": false, "isMovingFromParentViewController": false]

  /// Whether the type (or a supertype) has a `deinit` that tells something outside it.
  private func tellsOnDeinit(_ key: String) -> Bool {
    codebase.lineage(of: key).compactMap { codebase.type($0) }.contains { info in
      info.functions.contains { decl in
        decl.kind == .deinitializer && PopExit.tellsOthers(decl.body ?? [], in: key, codebase: codebase)
      }
    }
  }

  /// Whether the child keeps a screen or a navigation controller in a strong stored property: what it shows then
  /// outlives the dismissal for as long as the child does, and no `deinit` of it runs.
  private func keepsScreens(_ child: String) -> Bool {
    codebase.allProperties(of: child).contains { member in
      guard member.decl.storage == .stored, !member.decl.isStatic, member.decl.ownership == .strong,
            let type = codebase.resolvedType(of: member)?.unwrapped.nominalName else { return false }
      return codebase.isSubtype(type, of: "UIViewController")
    }
  }

  /// Whether the child's own dismissal callback can stand for its sheet's swipe down.
  ///
  /// One that only removes the child's own children serves sheets the child presents, not the child's.
  private func childDismissalServesItself(_ child: String, parent: String) -> Bool {
    guard declaresDismissalCallback(child) else { return false }
    let lineage = Set(codebase.lineage(of: child))
    let parents = Set(codebase.lineage(of: parent))
    let inCallback = dismissalCallbackMutations.filter { mutation in
      lineage.contains(mutation.function.owner) && SheetDismissal.handlingNames.contains(mutation.function.name)
    }
    return inCallback.isEmpty || inCallback.contains { parents.contains($0.parent) || !lineage.contains($0.parent) }
  }

  /// Whether the parent (or a supertype) has a dismissal callback that changes its own children.
  ///
  /// A callback that hands the parent itself to its own parent (`delegate?.didDismiss(self)`) removes it from
  /// the grandparent's store: that serves the parent's presentation, not its children's.
  private func parentRemovesOnDismissal(_ parent: String) -> Bool {
    let lineage = Set(codebase.lineage(of: parent))
    return dismissalCallbackMutations.contains { mutation in
      mutation.kind != .add && lineage.contains(mutation.function.owner) && lineage.contains(mutation.parent)
        && SheetDismissal.handlingNames.contains(mutation.function.name)
    }
  }

  /// Whether the parent's dismissal callback hears about the sheet shown in `function`.
  ///
  /// UIKit calls it only for presentations whose presentation controller has the parent as delegate. A parent
  /// that sets that delegate in some functions only serves those; one that never sets it in its own code is
  /// wired from elsewhere, which coordlint cannot follow, so it is trusted.
  private func parentHearsDismissal(of function: FunctionBody, parent: String) -> Bool {
    if StatementSearch.names(in: function.body).contains("presentationController") { return true }
    let setsDelegateSomewhere = codebase.lineage(of: parent).compactMap { codebase.type($0) }.contains { info in
      info.functions.contains { decl in
        decl.body.map { StatementSearch.names(in: $0).contains("presentationController") } ?? false
      }
    }
    return !setsDelegateSomewhere
  }

  /// Whether the child's `start…` or `toPresentable()` makes its sheet modal or sets a presentation style, itself
  /// or through a method it calls (`toPresentable().setModalFullScreen(true)`).
  private func startMentionsHandling(_ child: String, sent: Set<String>) -> Bool {
    for member in codebase.lineage(of: child).compactMap({ codebase.type($0) }) {
      for decl in member.functions
      where CoordinatorNaming.isStart(decl.name) || decl.name == "toPresentable" || sent.contains(decl.name) {
        guard let body = decl.body else { continue }
        if handles(body, owner: member.name, decl: decl) { return true }
      }
    }
    return false
  }

  /// Whether the child's start (or a method its parent sends it) reads a deallocation of something it made
  /// (`controller.rx.deallocated`, `deallocatedPublisher()`): what waits for it hears every way the sheet goes.
  private func startWaitsForDeallocation(_ child: String, sent: Set<String>) -> Bool {
    lifecycle.startingMethods(of: child, sent: sent).contains { _, decl in
      decl.body.map { !StatementSearch.names(in: $0).isDisjoint(with: PopExit.deallocationNames) } ?? false
    }
  }

  /// Whether a body makes a sheet modal or sets a presentation style, itself or through a method it calls
  /// (`controller.makePresentationFullScreen()`, an extension of `UIViewController` setting `.fullScreen`), or
  /// reads a property of its owner whose initializer does (`lazy var stack = { …; nav.makeFullScreen(); … }()`,
  /// presented by `start()`).
  private func handles(_ body: [Statement], owner: String?, decl: FunctionDecl, readingProperties: Bool = true)
    -> Bool {
    if SheetDismissal.mentionsHandling(body) { return true }
    let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: owner, function: decl)
    let calls = StatementSearch.calls(in: body)
    for call in calls {
      guard let name = call.name else { continue }
      let receiverType = call.receiver.flatMap { resolver.type(of: $0, at: call.location)?.unwrapped.nominalName }
      if call.receiver != nil, receiverType == nil, name == "present" {
        // A presenter whose type is not read here (`case .modal(let router)`): when every `present` of the
        // sources it can be makes the sheet modal (a router forcing `.fullScreen`), so does this one.
        let helpers = presentHelpers(accepting: call.labels)
        if !helpers.isEmpty, helpers.allSatisfy({ $0.decl.body.map(SheetDismissal.mentionsHandling) ?? false }) {
          return true
        }
        continue
      }
      guard let callee = receiverType ?? owner else { continue }
      let callees = codebase.functions(named: name, in: callee)
      if callees.contains(where: { $0.decl.body.map(SheetDismissal.mentionsHandling) ?? false }) { return true }
    }
    guard readingProperties, let owner else { return false }
    // A property handed to a call (`present(stack, animated: true)`). Its initializer is read as the body of a
    // function of its own, so that the locals of a closure it runs (`let nav = NavigationController(…)`) resolve
    // when a helper is called on them.
    let handed = Set(calls.flatMap(\.arguments).compactMap { argument -> String? in
      switch argument.value {
      case .name(let name), .member(.name("self")?, let name): return name
      default: return nil
      }
    })
    for name in handed.sorted() {
      guard let property = codebase.property(named: name, in: owner), !property.decl.isStatic,
            let initializer = property.decl.initializer else { continue }
      let statements: [Statement] = [.expression(initializer, property.decl.location)]
      var made = decl
      made.parameters = []
      made.body = statements
      if handles(statements, owner: property.owner.name, decl: made, readingProperties: false) { return true }
    }
    return false
  }

  /// The methods named `present` with bodies that the sources declare and a call with `labels` can reach.
  private func presentHelpers(accepting labels: [String?]) -> [FoundMember<FunctionDecl>] {
    codebase.implementations(named: "present")
      .filter { $0.owner.isDeclaredInSources && $0.decl.accepts(labels: labels) }
  }

  private static func mentionsHandling(_ body: [Statement]) -> Bool {
    !StatementSearch.names(in: body).isDisjoint(with: handlingNames)
  }

  /// The arguments of the call whose result is bound to `local` (`let child = Child(router: router)`), if one is.
  static func arguments(ofCreating local: String, in body: [Statement]) -> [Argument] {
    var result: [Argument] = []
    IRWalk.visitStatements(in: body) { statement, _ in
      if case .binding(let binding) = statement, binding.names == [local], case .call(let call)? = binding.value {
        result += call.arguments
      }
      return .visitChildren
    }
    return result
  }

  /// Whether a presenting call is handed something to run on dismissal (`onDismiss:`, `dismissHandler:`).
  /// Whether the call's receiver is a presenter of the sources whose `present` takes a dismissal handler
  /// (`router.present(stack)` of a router declaring `present(_:animated:onDismiss:)`): left out, nothing of the
  /// presenter's reports the swipe.
  private func presenterOffersDismissHandler(_ call: Call, resolver: ExpressionTypeResolver) -> Bool {
    guard let receiver = call.receiver, let name = call.name,
          let presenter = resolver.type(of: receiver, at: call.location)?.unwrapped.nominalName,
          codebase.type(presenter)?.isDeclaredInSources == true else { return false }
    return codebase.functions(named: name, in: presenter).contains { method in
      method.decl.body != nil && method.decl.parameters.contains { $0.label?.lowercased().contains("dismiss") == true }
    }
  }

  static func passesDismissHandler(_ call: Call) -> Bool {
    call.labels.contains { $0?.lowercased().contains("dismiss") == true }
  }
}
