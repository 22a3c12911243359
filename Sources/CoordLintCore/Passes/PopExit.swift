/// The back-button exit of a child that pushes its first screen onto its parent's navigation stack: the user pops
/// that screen and the child's flow is over, whatever callbacks it has. A child removed only through its own
/// callbacks stays in its parent on that exit unless something observes the pop.
///
/// The pop counts as observed, and nothing is reported, when any of these says so: the screen (or a supertype)
/// overrides a disappearance hook (`viewDidDisappear`, `didMove(toParent:)`, `isMovingFromParent`) or has a
/// `deinit` that does something; the child or the parent is a navigation controller's delegate
/// (`navigationController(_:didShow:animated:)`); the push hands the router a pop callback; or, for a plain
/// `pushViewController`, any type of the app is such a delegate (it may be the stack's, which coordlint cannot
/// tell). A screen without a back button (`hidesBackButton`, a custom left item) has no such exit.
///
/// One is made per rule run and asked per add; it remembers what it learned of each type (not `Sendable`).
public final class PopExit {
  private let lifecycle: ChildLifecycle
  var codebase: Codebase { lifecycle.codebase }
  /// Whether some type of the app implements a navigation controller delegate's show callback.
  private let appObservesShows: Bool
  /// Whether each type's code hides a navigation bar, and whether it shows one: a pushed screen has a back button
  /// only where the bar is shown. Learned per type when first asked, since only the types around a push matter.
  private var barVisibilities: [String: (hides: Bool, shows: Bool)] = [:]
  /// Each child's first push and each parent's referenced types, once per type: a parent adds many children.
  private var pushes: [String: FoundPush?] = [:]
  private var referenced: [String: Set<String>] = [:]
  /// The types of the added children and their supertypes, made on first use.
  private var childLineages: Set<String>?
  /// Whether each navigation controller type turns the swipe back on again, once per type.
  private var swipeReenabling: [String: Bool] = [:]
  /// Whether a screen each child pushes hears that it leaves, once per child type.
  private var leavingScreens: [String: Bool] = [:]
  /// Whether each screen type's own action pops it and tells no one, once per type.
  private var selfPopping: [String: Bool] = [:]
  /// What `observes(_:orLeaving:)` and `screenObservesOrHasNoBack(_:countingNoBack:)` learn from one type's own
  /// members, whichever type's lineage it is in, by type and flag: every screen and coordinator shares its base
  /// classes and the extensions of UIKit's, whose bodies the orphan rule walked again for each (growing with the
  /// square of the app where those extensions grow with it).
  private var observingMembers: [MemberKey: Bool] = [:]
  private var screenObservingMembers: [MemberKey: Bool] = [:]

  private struct MemberKey: Hashable {
    let type: String
    let flag: Bool
  }

  /// The methods the app's navigation controllers call on a screen they pop (`didPopViewController(animated:)`
  /// from an override of `popViewController(animated:)`, which the back button and the swipe both go through): a
  /// screen implementing one hears its pop.
  private let popNotifications: Set<String>

  public init(lifecycle: ChildLifecycle) {
    self.lifecycle = lifecycle
    let codebase = lifecycle.codebase
    appObservesShows = codebase.types.values.contains { info in
      info.isDeclaredInSources && info.functions.contains(where: PopExit.isShowCallback)
    }
    var notifications = Set<String>()
    for info in codebase.types.values where codebase.isSubtype(info.name, of: "UINavigationController") {
      for decl in info.functions where decl.name == "popViewController" {
        for call in StatementSearch.calls(in: decl.body ?? []) {
          guard let name = call.name, let receiver = call.receiver, !receiver.isSelf, receiver != .name("super")
          else { continue }
          notifications.insert(name)
        }
      }
    }
    // Only methods a protocol of the sources declares are notifications: not `async`, `animate` or a logger's.
    let declared = Set(codebase.types.values.filter { $0.kind == .protocol && $0.isDeclaredInSources }
      .flatMap(\.functions).map(\.name))
    popNotifications = notifications.intersection(declared)
  }

  private func barVisibility(of key: String) -> (hides: Bool, shows: Bool) {
    if let known = barVisibilities[key] { return known }
    var result = (hides: false, shows: false)
    for decl in codebase.type(key)?.functions ?? [] {
      guard let body = decl.body else { continue }
      let found = PopExit.barVisibility(in: body)
      // Showing the bar again as the screen leaves (`viewWillDisappear`) is for the screen below: while this one
      // is on top, its bar stays hidden.
      let leaving = PopExit.disappearanceHooks.contains(decl.name)
      result = (result.hides || found.hides, result.shows || (found.shows && !leaving))
    }
    barVisibilities[key] = result
    return result
  }

  /// A push of the child's first screen that nothing observes being popped, when the child of `add` is otherwise
  /// removed: where the screen is pushed, and its type.
  public struct Push: Sendable {
    public let location: SourceLocation
    public let screen: String
  }

  /// Where the child of `add` pushes a screen whose pop nobody observes; nil when the add is not removed anyway,
  /// the child shows no screen on a stack it was given, or the pop is observed.
  public func unobservedPop(of add: ChildMutation, lifetime: ChildLifecycle.Lifetime,
                            bodies: FunctionBodyIndex) -> Push? {
    guard add.kind == .add, lifetime == .removed, let child = add.child,
          !lifecycle.coordinators.isLibraryManaged(add.parent),
          sharesParentStack(add, bodies: bodies) else { return nil }
    let found: FoundPush?
    switch entry(of: add, bodies: bodies) {
    case .start:
      found = pushes[child] ?? firstPush(of: child)
      pushes[child] = .some(found)
    case .methods(let names):
      found = firstPush(of: child, entering: names)
    case .none:
      return nil
    }
    guard let push = found else { return nil }
    return unheard(push, child: child, parent: add.parent)
  }

  /// The push, when nothing hears its screen popped: neither the child nor the parent, nor the app when the push
  /// is a plain `pushViewController`, nor the screen (its class, or for a framework screen, that one object), and
  /// the screen has a back button or the swipe back.
  private func unheard(_ push: FoundPush, child: String, parent: String) -> Push? {
    if observes(child, orLeaving: true) || observes(parent, orLeaving: false) { return nil }
    if push.plain && appObservesShows { return nil }
    // A custom left item or a hidden bar removes the back button, not the swipe back when the app turns that on
    // again.
    let swipeStaysOn = swipeBackStaysOn(for: parent)
    // The stack tells the child of the pops its back button makes; a swipe the app keeps on pops unheard.
    if !swipeStaysOn && registersOnPoppingStack(child) { return nil }
    // A custom back button whose action pops the screen itself and tells no one is the system one's exit.
    let popsItself = push.instance == nil && popsItselfUnheard(push.screen)
    if let instance = push.instance {
      if instanceMayHearLeaving(instance) { return nil }
    } else if screenObservesOrHasNoBack(push.screen, countingNoBack: !swipeStaysOn && !popsItself) {
      return nil
    }
    if !swipeStaysOn && !popsItself && barMayBeHidden(on: push.screen, child: child, parent: parent) { return nil }
    return Push(location: push.location, screen: push.screen)
  }

  /// Whether the screen's own action (`@objc` or `@IBAction`) pops it off its stack and tells no one: `@objc func
  /// backTapped() { navigationController?.popViewController(animated: true) }` behind a custom back button. The
  /// action must be wired for this screen: named (`#selector(backTapped)`) in its own type's code, or in a method of
  /// its lineage that code calls (a base class's `setLeftBarButton()`). The nearest declaration of each name counts,
  /// so an override that tells someone replaces its base's.
  private func popsItselfUnheard(_ screen: String) -> Bool {
    if let known = selfPopping[screen] { return known }
    let lineage = codebase.lineage(of: screen).compactMap { codebase.type($0) }.filter(\.isDeclaredInSources)
    let ownBodies = codebase.type(screen)?.functions.compactMap(\.body) ?? []
    let ownNames = ownBodies.reduce(into: Set<String>()) { $0.formUnion(StatementSearch.names(in: $1)) }
    let helpers = lineage.flatMap(\.functions).filter { ownNames.contains($0.name) }.compactMap(\.body)
    let wired = helpers.reduce(into: ownNames) { $0.formUnion(StatementSearch.names(in: $1)) }
    var seen = Set<String>()
    var found = false
    for info in lineage {
      for decl in info.functions where decl.kind == .function && seen.insert(decl.name).inserted {
        guard wired.contains(decl.name), decl.attributes.contains("objc") || decl.attributes.contains("IBAction"),
              let body = decl.body,
              StatementSearch.calls(in: body).contains(where: { call in
                call.name == "popViewController" && call.receiver?.memberPathDroppingSelf == ["navigationController"]
              }) else { continue }
        if !PopExit.tellsOthers(body, in: screen, codebase: codebase) { found = true }
      }
    }
    selfPopping[screen] = found
    return found
  }

  /// Whether the parent's stack keeps the swipe back on whatever the screen's bar shows: the app's own navigation
  /// controller code (an extension of `UINavigationController`, or the subclass the parent stores) becomes the
  /// gesture's delegate (`interactivePopGestureRecognizer?.delegate = self` with `gestureRecognizerShouldBegin`),
  /// which UIKit otherwise turns off with a custom back button.
  private func swipeBackStaysOn(for parent: String) -> Bool {
    if reenablesSwipe("UINavigationController") { return true }
    return codebase.allProperties(of: parent).contains { member in
      guard member.decl.storage == .stored,
            let type = codebase.resolvedType(of: member)?.unwrapped.nominalName, type != "UINavigationController",
            codebase.isSubtype(type, of: "UINavigationController") else { return false }
      return codebase.lineage(of: type).contains(where: reenablesSwipe)
    }
  }

  /// Whether a navigation controller type's own code is its swipe gesture's delegate and lets it begin.
  private func reenablesSwipe(_ key: String) -> Bool {
    if let known = swipeReenabling[key] { return known }
    let functions = codebase.type(key)?.functions ?? []
    let found = functions.contains { $0.name == "gestureRecognizerShouldBegin" }
      && functions.contains { decl in
        decl.body.map { StatementSearch.names(in: $0).contains("interactivePopGestureRecognizer") } ?? false
      }
    swipeReenabling[key] = found
    return found
  }

  /// Whether the navigation bar may be hidden when the screen is pushed, so that it has no back button: the screen
  /// does not show the bar itself, and the screen, the child, the parent or a type the parent's code refers to
  /// (its own screens, which share the stack) hides it. A hidden bar also disables the swipe back.
  private func barMayBeHidden(on screen: String, child: String, parent: String) -> Bool {
    let screenLineage = codebase.lineage(of: screen)
    if screenLineage.contains(where: { barVisibility(of: $0).shows }) { return false }
    let near = screenLineage + codebase.lineage(of: child) + codebase.lineage(of: parent)
    if near.contains(where: { barVisibility(of: $0).hides }) { return true }
    return referencedTypes(in: parent).contains { codebase.lineage(of: $0).contains { barVisibility(of: $0).hides } }
  }

  /// The types of the calls in the parent's code (screens it builds, factories' results): the screens that may be
  /// on the stack before the child's.
  private func referencedTypes(in parent: String) -> Set<String> {
    if let known = referenced[parent] { return known }
    var result = Set<String>()
    defer { referenced[parent] = result }
    for member in codebase.lineage(of: parent).compactMap({ codebase.type($0) }) {
      for decl in member.functions {
        guard let body = decl.body else { continue }
        let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: member.name, function: decl)
        for call in StatementSearch.calls(in: body) {
          let type = resolver.type(of: .call(call), at: call.location)?.unwrapped
          if let key = type?.nominalName, codebase.type(key)?.isDeclaredInSources == true { result.insert(key) }
        }
      }
    }
    return result
  }

  /// Whether a body hides a navigation bar (`setNavigationBarHidden(true, …)`, `isNavigationBarHidden = true`,
  /// `navigationBar.isHidden = true`) and whether it shows one (the same with `false`).
  static func barVisibility(in body: [Statement]) -> (hides: Bool, shows: Bool) {
    var hides = false, shows = false
    IRWalk.visitStatements(in: body) { statement, _ in
      switch statement {
      case .assignment(let assignment) where assignment.op == "=":
        let path = assignment.target.memberPath ?? []
        let isBar = path.last == "isNavigationBarHidden" || path.suffix(2) == ["navigationBar", "isHidden"]
        if isBar, assignment.value == .literal(.true) { hides = true }
        if isBar, assignment.value == .literal(.false) { shows = true }
      case .expression(let expr, _):
        IRWalk.forEachExpression(in: expr) { inner, _ in
          if case .call(let call) = inner, call.name == "setNavigationBarHidden", let first = call.arguments.first {
            if first.value == .literal(.true) { hides = true }
            if first.value == .literal(.false) { shows = true }
          }
          return .visitChildren
        }
      default:
        break
      }
      return .visitChildren
    }
    return (hides, shows)
  }

  /// Whether the child is made, where it is added, with one of the parent's own properties as an argument (its
  /// navigation controller or router): the stack already holds the parent's screens, so the child's pushed screen
  /// has one to go back to. A child given a new, empty navigation controller pushes its stack's root instead.
  ///
  /// A parent that is no one's child and shows nothing on that stack itself (an app coordinator handed the window's
  /// new, empty navigation controller) leaves it empty: the child's first screen is its root, with no back button.
  private func sharesParentStack(_ add: ChildMutation, bodies: FunctionBodyIndex) -> Bool {
    guard let creation = creation(of: add, bodies: bodies) else { return false }
    let made = creation.arguments
    let stacks = made.filter { argument in
      // A local of the same name (`let router = Router(root: NavigationController())`) is not the parent's property;
      // `guard let router = router` still is. A parameter of the same name is taken for it, as callers hand it on.
      if case .name(let name) = argument.value, let bound = ReturnedSequences.boundValue(of: name, in: creation.body),
         bound.memberPathDroppingSelf != [name] {
        return false
      }
      return PopExit.isStackProperty(argument.value, of: add.parent, routers: true, codebase: codebase,
                                     coordinators: lifecycle.coordinators)
    }
    // `guard let stack = presentation.presentingViewController as? UINavigationController`: the navigation
    // controller the parent's own screen is on, so the child's first screen has that one to go back to.
    if stacks.isEmpty && isSomeonesChild(add.parent) && made.contains(where: { argument in
      guard case .name(let local) = argument.value,
            case .cast(let base, let type, _)? = ReturnedSequences.boundValue(of: local, in: creation.body),
            let target = type.nominalName, codebase.isSubtype(target, of: "UINavigationController"),
            let root = base.memberPathDroppingSelf?.first else { return false }
      return codebase.property(named: root, in: add.parent) != nil
    }) {
      return true
    }
    guard !stacks.isEmpty else { return false }
    if isSomeonesChild(add.parent) { return true }
    let names = Set(stacks.compactMap { $0.value.memberPathDroppingSelf?.first })
    guard showsOwnScreens(on: names, in: add.parent) else { return false }
    // On the root's start path (`start()` → `showLanding()`) its stack is still empty unless it shows a screen
    // there first: the child's screen is the stack's root, with no back button.
    guard lifecycle.isOnStartPath(add.function), let adding = bodies[add.function]?.body else { return true }
    return StatementSearch.calls(in: adding).contains { call in
      guard call.location < add.location, let name = call.name, PopExit.stackShowingCalls.contains(name),
            let receiver = call.receiver?.memberPathDroppingSelf else { return false }
      return receiver.count == 1 && names.contains(receiver[0])
    }
  }

  /// The arguments the child of `add` is made with, and the body it is made in: where it is added, or for a child
  /// a wrapper makes of the type it is handed (`open(SwapCoordinator.self)`), the wrapper's.
  private func creation(of add: ChildMutation, bodies: FunctionBodyIndex)
    -> (arguments: [Argument], body: [Statement])? {
    var childExpr = add.childExpr
    var function = add.function
    if childExpr == nil, let wrapper = add.wrapper, lifecycle.wrappers[wrapper]?.makesChild == true {
      // Wrappers that make their child are few, and so are their calls: a scan of the adds for each is cheap.
      childExpr = lifecycle.adds.first { $0.function == wrapper }?.childExpr
      function = wrapper
    }
    guard let body = bodies[function]?.body else { return nil }
    switch childExpr {
    case .name(let local)?: return (SheetDismissal.arguments(ofCreating: local, in: body), body)
    // Made where it is added: `coordinate(to: SwapCoordinator(navigationController: navigationController))`.
    case .call(let call)?: return (call.arguments, body)
    default: return nil
    }
  }

  /// Whether some coordinator adds the type (or a subtype of it) to its children.
  private func isSomeonesChild(_ key: String) -> Bool {
    // Every added child's type and its supertypes, gathered once: asked per parent, a scan of every add was
    // quadratic in the app (16 s at 2M lines).
    if childLineages == nil {
      var types = Set<String>()
      for mutation in lifecycle.adds {
        guard let child = mutation.child, !types.contains(child) else { continue }
        types.formUnion(codebase.lineage(of: child))
      }
      childLineages = types
    }
    return childLineages?.contains(key) ?? false
  }

  /// Whether the owner's code puts a screen on one of its stack properties itself (`navigationController
  /// .pushViewController(home, …)`, `setViewControllers`, `viewControllers =`).
  func showsOwnScreens(on properties: Set<String>, in owner: String) -> Bool {
    codebase.lineage(of: owner).compactMap { codebase.type($0) }.contains { info in
      info.functions.contains { decl in
        var found = false
        IRWalk.visitStatements(in: decl.body ?? []) { statement, _ in
          if case .assignment(let assignment) = statement, let path = assignment.target.memberPathDroppingSelf,
             path.count == 2, properties.contains(path[0]), path[1] == "viewControllers" {
            found = true
          }
          return found ? .skipChildren : .visitChildren
        }
        return found || StatementSearch.calls(in: decl.body ?? []).contains { call in
          guard let name = call.name, PopExit.stackShowingCalls.contains(name),
                let receiver = call.receiver?.memberPathDroppingSelf else { return false }
          return receiver.count == 1 && properties.contains(receiver[0])
        }
      }
    }
  }

  /// Types a screen empties or stops as it goes, telling no one: collections, subscription bags, timers.
  static let housekeepingTypes: Set<String> = [
    "Set", "Array", "Dictionary", "DisposeBag", "CompositeDisposable", "AnyCancellable", "Timer",
    "NSKeyValueObservation", "DispatchWorkItem", "Task", "NotificationCenter",
  ]

  /// Calls that put a screen on a navigation stack.
  static let stackShowingCalls: Set<String> = ["pushViewController", "setViewControllers", "push", "setRoot",
                                               "setRootModule", "show"]

  /// Whether `value` is one of `owner`'s own properties (`navigationController`, `self.router`) holding a navigation
  /// controller, or with `routers`, a router the sources declare.
  /// A property a library base declares counts too (CoordinatorsFoundation's `navigationController`).
  static func isStackProperty(_ value: Expr, of owner: String, routers: Bool, codebase: Codebase,
                              coordinators: CoordinatorIndex) -> Bool {
    guard let path = value.memberPathDroppingSelf, path.count == 1, path[0] != "self" else { return false }
    guard let property = codebase.property(named: path[0], in: owner) else {
      guard let entry = coordinators.entries[owner], let library = entry.library else { return false }
      return CoordinatorLibraries.stackProperties[library]?[entry.root]?.contains(path[0]) == true
    }
    // Seen from the owner: a generic base's `let router: R` is the router its subclass names.
    guard let type = codebase.resolvedType(of: property, seenFrom: owner)?.unwrapped.nominalName else { return false }
    return codebase.isSubtype(type, of: "UINavigationController")
      || routers && codebase.type(type)?.isDeclaredInSources == true && isRouter(type, codebase: codebase)
  }

  /// Whether a type of the sources puts screens on a stack (`push(_:)`, `setRoot(_:)`): a router, not an assembly
  /// or a service.
  private static func isRouter(_ key: String, codebase: Codebase) -> Bool {
    codebase.lineage(of: key).contains { member in
      codebase.type(member)?.functions.contains { stackShowingCalls.contains($0.name) } ?? false
    }
  }

  // MARK: - The push

  struct FoundPush {
    let location: SourceLocation
    let screen: String
    /// A `pushViewController` on a navigation controller, not a router's own method.
    let plain: Bool
    /// For a screen of a framework class (`UIHostingController(rootView:)`), the local it is pushed as and the code
    /// around it: what it tells is learned from that one object, not from its class.
    var instance: PushedInstance? = nil
  }

  /// A framework screen pushed as a local, with the body and method that make it.
  struct PushedInstance {
    let local: String
    let body: [Statement]
    let owner: TypeInfo
    let decl: FunctionDecl
  }

  /// How the code that adds a child sets it going.
  private enum Entry {
    /// Through its `start…` method, or in a way not followed (a wrapper, a call it is handed to).
    case start
    /// Through these other methods of its own (`child.pushPreparation(with: setting)`).
    case methods(Set<String>)
    /// Not at all: it is only configured (`child.delegate = self`), so it shows nothing there.
    case none
  }

  /// How the function that adds a local child starts it: the methods it calls on the child.
  private func entry(of add: ChildMutation, bodies: FunctionBodyIndex) -> Entry {
    guard add.wrapper == nil, case .name(let local)? = add.childExpr, let body = bodies[add.function]?.body,
          let child = add.child else { return .start }
    var called = Set<String>()
    for call in StatementSearch.calls(in: body) where call.location != add.location {
      if let name = call.name, call.receiver?.memberPath == [local] {
        called.insert(name)
      } else if call.arguments.contains(where: { $0.value.rootName == local }) {
        // Handed to code that may start it (`coordinate(to: child)`).
        return .start
      }
    }
    if called.contains(where: CoordinatorNaming.isStart) { return .start }
    // Returned or stored, the child may be started by whoever gets it.
    var escapes = false
    IRWalk.forEachStatement(in: body) { statement, _ in
      switch statement {
      case .return(let value?, _) where value.rootName == local: escapes = true
      case .assignment(let assignment) where assignment.value.rootName == local: escapes = true
      default: break
      }
    }
    if escapes { return .start }
    let own = called.filter { name in
      codebase.lineage(of: child).contains { !codebase.functions(named: name, in: $0).isEmpty }
    }
    return own.isEmpty ? .none : .methods(own)
  }

  /// The first push in the child's `start…` methods, or the methods named `entering`, (and the methods of its own
  /// they call) of a screen of the sources onto a navigation controller or router the child was given rather
  /// than made.
  private func firstPush(of child: String, entering: Set<String>? = nil) -> FoundPush? {
    var queue: [EntryPoint] = []
    for member in codebase.lineage(of: child).compactMap({ codebase.type($0) }) {
      for decl in member.functions where decl.kind == .function
        && (entering.map { $0.contains(decl.name) } ?? CoordinatorNaming.isStart(decl.name)) {
        queue.append(EntryPoint(owner: member, decl: decl, statements: nil))
      }
    }
    return firstPush(of: child, from: queue)
  }

  /// Code a child runs as it starts: a method, or only some statements of one (the `case` of a step).
  private struct EntryPoint {
    let owner: TypeInfo
    let decl: FunctionDecl
    /// The statements to follow; nil for the whole body.
    let statements: [Statement]?
  }

  /// The first push of a screen onto a stack the child was given in `entries`, or the methods of its own they call
  /// (three levels).
  private func firstPush(of child: String, from entries: [EntryPoint]) -> FoundPush? {
    let lineage = codebase.lineage(of: child).compactMap { codebase.type($0) }
    var visited = Set<SourceLocation>()
    var queue = entries
    var depth = 0
    while !queue.isEmpty && depth < 3 {
      var next: [EntryPoint] = []
      for point in queue where point.statements != nil || visited.insert(point.decl.location).inserted {
        guard let body = point.statements ?? point.decl.body else { continue }
        let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: point.owner.name, function: point.decl)
        var entry = EntryCalls()
        IRWalk.walk(body, &entry)
        for call in entry.calls {
          if let found = push(call, in: child, resolver: resolver, body: body, point: point) { return found }
          // A method of the child's own that the start calls (`runMainFlow()`, `self.showList()`).
          guard let name = call.name, call.receiver == nil || call.receiver?.isSelf == true else { continue }
          for member in lineage {
            for callee in member.functions where callee.name == name && callee.kind == .function {
              next.append(EntryPoint(owner: member, decl: callee, statements: nil))
            }
          }
        }
      }
      queue = next
      depth += 1
    }
    return nil
  }

  // MARK: - RxFlow child flows

  /// Where an RxFlow child flow that `parent` contributes for the step `step` (`OneStepper(withSingleStep:
  /// .search)`) pushes its first screen onto the navigation controller it was given, when the user can pop that
  /// screen and nothing hears it: RxFlow ends a flow only when it returns `.end` or its root is dismissed, and a
  /// flow on its parent's stack shares a root that stays. Nil when the step's `case` pushes nothing or the pop is
  /// heard (the screen reacts to leaving, has no back button, or someone is the stack's delegate).
  public func unobservedPop(ofFlow child: String, step: String, parent: String) -> Push? {
    var entries: [EntryPoint] = []
    for member in codebase.lineage(of: child).compactMap({ codebase.type($0) }) {
      for decl in member.functions where decl.name == "navigate" {
        for statements in PopExit.caseBodies(matching: step, in: decl.body ?? []) {
          entries.append(EntryPoint(owner: member, decl: decl, statements: statements))
        }
      }
    }
    guard let push = firstPush(of: child, from: entries) else { return nil }
    return unheard(push, child: child, parent: parent)
  }

  /// The bodies of the `case`s of a body's `switch`es that match the enum case `name` (`case .search:`,
  /// `case .detail(let id):`).
  static func caseBodies(matching name: String, in body: [Statement]) -> [[Statement]] {
    var result: [[Statement]] = []
    IRWalk.visitStatements(in: body) { statement, _ in
      guard case .block(let block) = statement, block.kind == .case else { return .visitChildren }
      let matches = block.conditions.contains { condition in
        guard case .expression(let expr, _) = condition else { return false }
        switch expr {
        case .member(_, let member): return member == name
        case .call(let call):
          if case .member(_, let member) = call.callee { return member == name }
          return false
        default: return false
        }
      }
      if matches { result.append(block.body) }
      return .visitChildren
    }
    return result
  }

  /// The calls a start runs as it runs: not those in a closure kept for later events (a subscription's, a screen's
  /// callback), where a push shows an inner screen of the flow (a tab's detail), not the child's first one.
  private struct EntryCalls: IRVisitor {
    var calls: [Call] = []

    mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction {
      switch expr {
      case .closure(let closure):
        guard let call = context.callPassing(closure) else { return .skipChildren }
        return call.name.map(ClosureCalls.subscribing.contains) == true ? .skipChildren : .visitChildren
      case .call(let call):
        calls.append(call)
      default:
        break
      }
      return .visitChildren
    }
  }

  /// `navigationController.pushViewController(screen, animated: true)` or `router.push(screen)` on a stack the
  /// child was given, of a screen whose type the sources declare.
  private func push(_ call: Call, in child: String, resolver: ExpressionTypeResolver, body: [Statement],
                    point: EntryPoint) -> FoundPush? {
    guard let name = call.name, let receiver = call.receiver, let shown = call.arguments.first?.value else {
      return nil
    }
    let pushing = name == "pushViewController" || name == "push"
      || isPushingHelper(name, on: receiver, at: call.location, resolver: resolver)
    guard pushing, let type = resolver.type(of: shown, at: call.location)?.unwrapped,
          isGiven(receiver, to: child) else { return nil }
    guard let screen = screenClass(type) else {
      // A framework screen made here (`let vc = UIHostingController(rootView: view)`), plainly pushed.
      guard name == "pushViewController", case .name(let local) = shown, let key = type.nominalName,
            PopExit.isFrameworkScreen(key, codebase: codebase) else { return nil }
      // Named after the SwiftUI view it shows, when that is known: what the user sees.
      let shownView = PopExit.hostedView(of: local, in: body).flatMap { view -> String? in
        guard let name = resolver.type(of: view, at: call.location)?.unwrapped.nominalName,
              codebase.type(name)?.isDeclaredInSources == true else { return nil }
        return name
      }
      return FoundPush(location: call.location, screen: shownView ?? key, plain: true,
                       instance: PushedInstance(local: local, body: body, owner: point.owner, decl: point.decl))
    }
    if name != "push" {
      return FoundPush(location: call.location, screen: screen, plain: true)
    }
    // A router's push: it must push onto a navigation controller, and a pop callback it takes must not be given.
    guard let router = resolver.type(of: receiver, at: call.location)?.unwrapped.nominalName,
          let method = codebase.functions(named: "push", in: router).first(where: { $0.decl.body != nil }),
          let body = method.decl.body,
          StatementSearch.calls(in: body).contains(where: { $0.name == "pushViewController" }) else { return nil }
    let popLabels = method.decl.parameters.compactMap(\.label).filter(PopExit.isPopLabel)
    if call.arguments.contains(where: { argument in
      argument.label.map(PopExit.isPopLabel) == true && argument.value != .literal(.nil)
    }) { return nil }
    // A router that runs no pop callback of its own may still observe pops for its own ends: only a router
    // taking one is known to leave a push without it unobserved.
    guard !popLabels.isEmpty else { return nil }
    return FoundPush(location: call.location, screen: screen, plain: false)
  }

  /// Whether `name` is a method the sources add to a navigation controller (an extension or a subclass) that
  /// pushes its first parameter (`pushTDViewController(_:animated:)` styling the bar around a
  /// `pushViewController`): what it shows has the back exit of a plain push.
  private func isPushingHelper(_ name: String, on receiver: Expr, at location: SourceLocation,
                               resolver: ExpressionTypeResolver) -> Bool {
    guard let stack = resolver.type(of: receiver, at: location)?.unwrapped.nominalName,
          codebase.isSubtype(stack, of: "UINavigationController") else { return false }
    return codebase.functions(named: name, in: stack).contains { method in
      guard let body = method.decl.body, let parameter = method.decl.parameters.first?.name else { return false }
      return StatementSearch.calls(in: body).contains { inner in
        inner.name == "pushViewController" && (inner.receiver == nil || inner.receiver?.isSelf == true)
          && inner.arguments.first?.value == .name(parameter)
      }
    }
  }

  /// The screen class a pushed value's type names: a view controller class of the sources, or the one class of the
  /// sources that conforms to the protocols a type alias or composition names (`typealias ListScreen =
  /// UIViewController & ListScreenType`).
  private func screenClass(_ type: TypeRef) -> String? {
    if let key = type.nominalName, let info = codebase.type(key), info.isDeclaredInSources, info.kind != .protocol {
      return codebase.isSubtype(key, of: "UIViewController") ? key : nil
    }
    let protocols = type.componentNames.filter { codebase.type($0)?.kind == .protocol }
    guard !protocols.isEmpty else { return nil }
    let conformers = codebase.types.values.filter { info in
      info.isDeclaredInSources && info.kind == .class && protocols.allSatisfy { codebase.isSubtype(info.name, of: $0) }
        && codebase.isSubtype(info.name, of: "UIViewController")
    }
    return conformers.count == 1 ? conformers[0].name : nil
  }

  /// Whether the receiver is a stored property of the child set from outside (an initializer argument), not a
  /// navigation controller the child makes and presents itself. A property of a library base the child builds on
  /// (`NavigationCoordinator.navigationController`) counts when the child's initializer is given a navigation
  /// controller.
  private func isGiven(_ receiver: Expr, to child: String) -> Bool {
    guard let path = receiver.memberPathDroppingSelf, let first = path.first, path.count == 1 else { return false }
    guard let property = codebase.property(named: first, in: child) else {
      return codebase.type(child)?.functions.contains { decl in
        decl.kind == .initializer && decl.parameters.contains { parameter in
          parameter.type?.unwrapped.nominalName.map { codebase.isSubtype($0, of: "UINavigationController") } == true
        }
      } ?? false
    }
    guard property.decl.storage == .stored && property.decl.initializer == nil && !property.decl.isLazy else {
      return false
    }
    return !setsItself(first, in: child)
  }

  /// Whether a method of the child's class (not an initializer) sets the property to a stack it makes: one it
  /// presents itself (`let vc = ContainerViewController(); container = vc`), whose first screen has no back
  /// button, not one it was given.
  private func setsItself(_ property: String, in child: String) -> Bool {
    codebase.lineage(of: child).compactMap { codebase.type($0) }.contains { info in
      info.kind == .class && info.functions.contains { decl in
        guard decl.kind != .initializer, let body = decl.body else { return false }
        var found = false
        IRWalk.forEachStatement(in: body) { statement, _ in
          guard case .assignment(let assignment) = statement, assignment.op == "=",
                assignment.target.memberPathDroppingSelf == [property] else { return }
          var value = assignment.value
          if case .name(let local) = value, let bound = ReturnedSequences.boundValue(of: local, in: body) {
            value = bound
          }
          // A construction: `ContainerViewController(…)`, `UINavigationController(rootViewController: vc)`.
          if case .call(let call) = value, case .name(let callee) = call.callee, callee.first?.isUppercase == true {
            found = true
          }
        }
        return found
      }
    }
  }

  // MARK: - Observers

  /// Whether the type (or a supertype) is a navigation controller delegate told of shows, or reads them
  /// reactively (`rx.didShow`); with `orLeaving`, also whether its code reads what a screen leaving (or having no
  /// back button) is told by (`isMovingFromParent`, `hidesBackButton`).
  private func observes(_ key: String, orLeaving: Bool) -> Bool {
    let names = orLeaving ? PopExit.showObservingNames.union(PopExit.leavingNames) : PopExit.showObservingNames
    return codebase.lineage(of: key).compactMap { codebase.type($0) }.contains { info in
      let memo = MemberKey(type: info.name, flag: orLeaving)
      if let known = observingMembers[memo] { return known }
      let found = info.functions.contains(where: PopExit.isShowCallback) || info.functions.contains { decl in
        decl.body.map { !StatementSearch.names(in: $0).isDisjoint(with: names) } ?? false
      }
      observingMembers[memo] = found
      return found
    }
  }

  /// Whether a pop of the child's screens is heard: the child or the parent hears the stack's shows, or a screen
  /// the child pushes (in any of its methods) hears that it leaves its stack. A handler of the child's callback
  /// that pops the child's screen then ends the flow the way the back button does, and what hears the pop (a
  /// `willMove(toParent: nil)` telling the coordinator it finished) removes the child.
  public func popIsObserved(of add: ChildMutation) -> Bool {
    guard let child = add.child else { return false }
    if observes(child, orLeaving: false) || observes(add.parent, orLeaving: false) { return true }
    if let known = leavingScreens[child] { return known }
    var found = false
    defer { leavingScreens[child] = found }
    for member in codebase.lineage(of: child).compactMap({ codebase.type($0) }) {
      for decl in member.functions {
        guard let body = decl.body else { continue }
        let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: member.name, function: decl)
        for call in StatementSearch.calls(in: body) where call.name == "pushViewController" || call.name == "push" {
          guard let shown = call.arguments.first?.value,
                let type = resolver.type(of: shown, at: call.location)?.unwrapped,
                let screen = screenClass(type) else { continue }
          if screenObservesOrHasNoBack(screen, countingNoBack: false) {
            found = true
            return true
          }
        }
      }
    }
    return false
  }

  /// Whether the child's code hands itself to a property of a navigation controller of the sources
  /// (`navigationController.customDelegate = self`) that the controller tells where it pops: in its
  /// `popViewController` override, or, when it hides the system bar (whose back button would pop unheard), in a
  /// method of its own back button that pops (`popViewController(animated: true); customDelegate?.didPop()`).
  private func registersOnPoppingStack(_ child: String) -> Bool {
    for member in codebase.lineage(of: child).compactMap({ codebase.type($0) }) {
      for decl in member.functions {
        guard let body = decl.body else { continue }
        var registrations: [(base: Expr, property: String, at: SourceLocation)] = []
        IRWalk.visitStatements(in: body) { statement, _ in
          if case .assignment(let assignment) = statement, assignment.op == "=", assignment.value.isSelf,
             case .member(let base?, let property) = assignment.target {
            registrations.append((base, property, assignment.location))
          }
          return .visitChildren
        }
        guard !registrations.isEmpty else { continue }
        let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: member.name, function: decl)
        for registration in registrations {
          guard let stack = resolver.type(of: registration.base, at: registration.at)?.unwrapped.nominalName,
                codebase.type(stack)?.isDeclaredInSources == true,
                codebase.isSubtype(stack, of: "UINavigationController") else { continue }
          let lineage = codebase.lineage(of: stack).compactMap { codebase.type($0) }
          let hidesBar = lineage.contains { info in
            info.functions.contains { PopExit.barVisibility(in: $0.body ?? []).hides }
          }
          let tells = lineage.contains { info in
            info.functions.contains { function in
              let calls = StatementSearch.calls(in: function.body ?? [])
              let overrides = function.name == "popViewController" && function.modifiers.contains("override")
              let pops = overrides || hidesBar && calls.contains { $0.name == "popViewController" }
              return pops && calls.contains { $0.receiver?.memberPath?.last == registration.property }
            }
          }
          if tells { return true }
        }
      }
    }
    return false
  }

  /// Whether the screen (or a supertype, or an extension of one) hears that it leaves, or (with `countingNoBack`)
  /// cannot be popped by the user: its overrides, its `deinit` and the names its code reads.
  private func screenObservesOrHasNoBack(_ screen: String, countingNoBack: Bool = true) -> Bool {
    let names = countingNoBack ? PopExit.leavingNames : PopExit.leavingNames.subtracting(PopExit.noBackNames)
    // Extensions of UIKit's own classes count: one on `UIViewController` (a swizzled `viewDidDisappear`) serves
    // every screen.
    return codebase.lineage(of: screen).compactMap { codebase.type($0) }.contains { info in
      // A hook reads its properties from the screen's side: asked per screen, and it names few functions.
      info.functions.contains { decl in
        guard let body = decl.body, isHook(decl) else { return false }
        return PopExit.tellsOthers(body, in: screen, codebase: codebase)
      } || screenObservingMembers(of: info, names: names, countingNoBack: countingNoBack)
    }
  }

  /// A `deinit`, a disappearance hook, or a method the app's navigation controllers call on a popped screen.
  private func isHook(_ decl: FunctionDecl) -> Bool {
    decl.kind == .deinitializer || PopExit.disappearanceHooks.contains(decl.name) || popNotifications.contains(decl.name)
  }

  /// The part of `screenObservesOrHasNoBack(_:countingNoBack:)` one type's own members answer whatever screen it is a
  /// supertype of: a view model it keeps whose `deinit` tells someone, or a method other than a hook reading
  /// `names` or a disappearance reactively.
  private func screenObservingMembers(of info: TypeInfo, names: Set<String>, countingNoBack: Bool) -> Bool {
    let memo = MemberKey(type: info.name, flag: countingNoBack)
    if let known = screenObservingMembers[memo] { return known }
    // A view model the screen keeps, whose `deinit` tells someone that the screen went.
    let found = info.properties.contains { property in
      guard property.storage == .stored, !property.isStatic,
            let key = property.statedType?.unwrapped.nominalName.flatMap({ codebase.keys(named: $0).first }),
            key != info.name, let type = codebase.type(key), type.kind == .class else { return false }
      return type.functions.contains { $0.kind == .deinitializer && PopExit.tellsOthers($0.body ?? [], in: key, codebase: codebase) }
    } || info.functions.contains { decl in
      guard let body = decl.body, !isHook(decl) else { return false }
      // The hooks' names count only as read reactively (`rx.viewWillDisappear`): an action case named after one
      // (`Reactor.Action.viewWillDisappear` sent by a custom back button) hears no pop.
      return !StatementSearch.names(in: body).isDisjoint(with: names.subtracting(PopExit.disappearanceHookNames))
        || PopExit.readsDisappearanceReactively(body)
    }
    screenObservingMembers[memo] = found
    return found
  }

  /// Whether a disappearance hook or `deinit` of `owner` tells anything outside it: it reads whether the screen is
  /// leaving (`isMovingFromParent`), calls a closure it stores (`onLeave?()`) or a method of an object it stores
  /// (`delegate?.didLeave()`, `viewModel.close()`), directly or through its own methods. Logging the time on
  /// screen or removing a notification observer tells no coordinator that the screen went.
  static func tellsOthers(_ body: [Statement], in owner: String, codebase: Codebase, depth: Int = 0) -> Bool {
    if !StatementSearch.names(in: body).isDisjoint(with: PopExit.leavingStateNames) { return true }
    // A stored property whose object may tell someone (`mayTell`).
    let isStored = { (name: String) -> Bool in
      guard let property = codebase.property(named: name, in: owner),
            property.decl.storage == .stored, !property.decl.isStatic else { return false }
      return PopExit.mayTell(property, codebase: codebase)
    }
    for call in StatementSearch.calls(in: body) {
      guard let name = call.name else { continue }
      guard let receiver = call.receiver, !receiver.isSelf else {
        if isStored(name) { return true }
        guard depth < 2 else { continue }
        for method in codebase.functions(named: name, in: owner) {
          if let inner = method.decl.body, tellsOthers(inner, in: owner, codebase: codebase, depth: depth + 1) {
            return true
          }
        }
        continue
      }
      if receiver == .name("super") { continue }
      if let first = receiver.memberPathDroppingSelf?.first, first != "super", isStored(first) { return true }
    }
    return false
  }

  /// Whether the object a stored property holds may tell a coordinator that the screen went: a closure or an
  /// object of the app's own (a delegate, a view model, a coordinator); not a bag of subscriptions emptied, a timer
  /// stopped or a collection cleared, nor one of the screen's views (`layoutView.cancelDownload()`) or a framework's
  /// object (`musicPlayer.pause()`). A type coordlint cannot tell (a generic parameter) may be anything.
  private static func mayTell(_ property: FoundMember<PropertyDecl>, codebase: Codebase) -> Bool {
    switch codebase.resolvedType(of: property)?.unwrapped {
    case .array?, .dictionary?:
      return false
    case .named(let type, _)?:
      if PopExit.housekeepingTypes.contains(type) { return false }
      // `var viewModel: VM` in a generic base screen may be anything; `var layoutView = LayoutView()` with
      // `LayoutView: UIView` is a view.
      if let generic = property.owner.declarations.lazy.flatMap(\.genericParameters).first(where: { $0.name == type }) {
        guard let bound = generic.constraint?.nominalName else { return true }
        return !codebase.keys(named: bound).contains { codebase.isSubtype($0, of: "UIView") }
      }
      // `keys(named:)` gives the name itself for a type the sources do not declare.
      guard let key = codebase.keys(named: type).first(where: { codebase.type($0)?.isDeclaredInSources == true })
      else { return false }
      return !codebase.isSubtype(key, of: "UIView")
    case nil:
      // `ApplicationMusicPlayer.shared`: a framework's singleton, by a type the sources do not declare.
      if case .member(.name(let base)?, _)? = property.decl.initializer, base.first?.isUppercase == true,
         !codebase.keys(named: base).contains(where: { codebase.type($0) != nil }) {
        return false
      }
      return true
    default:
      return true
    }
  }

  /// `navigationController(_:didShow:animated:)` and `navigationController(_:willShow:animated:)`.
  static func isShowCallback(_ decl: FunctionDecl) -> Bool {
    decl.name == "navigationController" && decl.parameters.count == 3
      && ["didShow", "willShow"].contains(decl.parameters[1].label ?? "")
  }

  /// A parameter label of a pop callback: `popCompletion:`, `onPop:`, `onPopClosures:`.
  static func isPopLabel(_ label: String) -> Bool { label.lowercased().contains("pop") }

  /// Reactive reads of a navigation controller's shows.
  static let showObservingNames: Set<String> = ["didShow", "willShow"]

  /// The two hooks whose names `leavingNames` lists.
  static let disappearanceHookNames: Set<String> = ["viewWillDisappear", "viewDidDisappear"]

  /// Whether a body reads a disappearance hook through a reactive wrapper: `rx.viewWillDisappear`,
  /// `rx.methodInvoked(#selector(viewDidDisappear(_:)))`.
  static func readsDisappearanceReactively(_ body: [Statement]) -> Bool {
    var found = false
    IRWalk.forEachStatement(in: body) { statement, _ in
      guard !found else { return }
      let exprs: [Expr]
      switch statement {
      case .expression(let expr, _), .return(let expr?, _): exprs = [expr]
      case .assignment(let assignment): exprs = [assignment.value]
      case .binding(let binding): exprs = binding.value.map { [$0] } ?? []
      default: exprs = []
      }
      for expr in exprs {
        IRWalk.forEachExpression(in: expr) { inner, _ in
          switch inner {
          case .member(let base?, let name) where disappearanceHookNames.contains(name):
            if base.memberPath?.last == "rx" { found = true }
          case .call(let call) where call.name == "methodInvoked" || call.name == "sentMessage":
            found = true
          default:
            break
          }
          return found ? .skipChildren : .visitChildren
        }
      }
    }
    return found
  }

  /// `UIViewController` overrides that run when the screen leaves its stack.
  static let disappearanceHooks: Set<String> = [
    "viewWillDisappear", "viewDidDisappear", "willMove", "didMove", "removeFromParent",
  ]

  /// Names a screen's code reads when it reacts to leaving (`isMovingFromParent`, RxSwift's `rx.deallocated`,
  /// a `deallocatedPublisher()`), or when it has no back button to leave by.
  static let leavingNames: Set<String> = leavingStateNames.union(["viewWillDisappear", "viewDidDisappear"])
    .union(noBackNames)

  /// The names of `leavingNames` a screen reads to tell whether it is leaving, not only disappearing.
  static let leavingStateNames: Set<String> = Set([
    "isMovingFromParent", "isMovingFromParentViewController", "isBeingDismissed",
  ]).union(deallocationNames)

  /// What code reads to hear an object freed (RxSwift's `rx.deallocated`, a `deallocatedPublisher()`): however a
  /// screen goes, it is told.
  static let deallocationNames: Set<String> = ["deallocated", "deallocating", "deallocatedPublisher"]

  /// The names of `leavingNames` that tell of a screen without a back button rather than of one leaving.
  static let noBackNames: Set<String> = [
    "hidesBackButton", "setHidesBackButton", "leftBarButtonItem", "leftBarButtonItems",
    "interactivePopGestureRecognizer",
  ]
}
