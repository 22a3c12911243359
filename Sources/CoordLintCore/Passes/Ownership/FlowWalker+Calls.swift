extension FlowWalker {
  /// A call's value, with its effects recorded: constructors, methods of the analyzed program (their effects on
  /// parameters inherited), UIKit keeps, subscriptions and children adds.
  mutating func evaluateCall(_ call: Call) -> FlowValue {
    if case .closure(let closure) = call.callee, call.arguments.isEmpty {
      // `{ … }()`, as in `lazy var viewModel: ViewModel = { … }()`: the body runs here and its result is the value.
      return closureValueAndResults(closure, element: nil).returns
    }
    let receiver: FlowValue? = call.receiver.map { evaluate($0) }
    let element = receiver.flatMap { $0.alternatives.count > 1 ? $0 : nil }
    var arguments: [FlowValue] = []
    for argument in call.arguments {
      if case .closure(let closure) = argument.value,
         let name = call.name, ClosureCalls.immediate.contains(name) {
        arguments.append(closureValue(closure, element: element))
      } else {
        arguments.append(evaluate(argument.value))
      }
    }
    if let add = context.childAdds[call.location], add.wrapper == nil {
      addChild(add, value: add.childExpr.map { evaluate($0) } ?? .unknown, holder: holderOfStore(call.receiver),
               at: call.location)
      return .unknown
    }
    if let type = constructedType(call) {
      return construct(type, call, arguments)
    }
    guard let name = call.name else { return .unknown }
    let target = receiver ?? .selfRef
    // `.init(…)` or `.make()` is a member of the type the context expects, never a method of `self`.
    let implicitMember: Bool
    if case .member(nil, _) = call.callee { implicitMember = true } else { implicitMember = false }
    if !implicitMember, let effects = methodEffects(name, call, target: target, arguments: arguments) {
      return effects
    }
    if CollectionMethods.adders.contains(name), let store = call.receiver,
       resolver.type(of: store, at: call.location)?.unwrapped.collectionElement != nil,
       let (holder, property) = lvalue(store), let first = arguments.first {
      // `handlers.append(h)`, `observers.insert(o)`: the collection property keeps what is added.
      record(.store(property: property), holder: holder, value: first, at: call.location)
      return .unknown
    }
    return frameworkCall(name, call, receiver: receiver, arguments: arguments)
  }

  // MARK: - Constructors

  /// The type a call constructs: `Foo(…)`, `Foo.init(…)`, `Module.Foo(…)`; nil for any other call.
  private func constructedType(_ call: Call) -> String? {
    switch call.callee {
    case .name(let name):
      if let owner, context.codebase.hasFunction(named: name, in: owner) { return nil }
      return context.typeName(name, scope: scopeNames)
    case .type(let type):
      return type.nominalName.flatMap { context.typeName($0, scope: scopeNames) }
    case .member(let base?, "init"):
      return base.memberPath.flatMap { context.typeName($0.joined(separator: "."), scope: scopeNames) }
    case .member(_?, _):
      guard let path = call.callee.memberPath, path.first?.first?.isUppercase == true else { return nil }
      return context.typeName(path.joined(separator: "."), scope: scopeNames)
    default:
      return nil
    }
  }

  private mutating func construct(_ type: String, _ call: Call, _ arguments: [FlowValue]) -> FlowValue {
    let object = FlowValue.object(type: type, site: call.location)
    if let initializer = context.codebase.function(named: "init", labels: call.labels, in: type,
                                                   from: call.location.file),
       initializer.decl.body != nil,
       // A framework type's own initializer is not in the sources: an extension's convenience one with other
       // labels (`init(rootView:ignoresKeyboard:)`) is not what `UIHostingController(rootView:)` runs.
       context.codebase.type(type)?.isDeclaredInSources == true || initializer.decl.accepts(labels: call.labels) {
      inheritCall(initializer, receiver: object, arguments: arguments, call: call)
    } else if let label = UIKitOwnership.keepingInitializers[type],
              let index = call.arguments.firstIndex(where: { $0.label == label }) {
      record(.keep(.containment), holder: object, value: arguments[index], at: call.location)
    } else if let label = ReducerStores.keepingBuilders[type], let index = builderIndex(call, label: label),
              case .closure(let closure) = call.arguments[index].value {
      // `Store(initialState:) { Feature(coordinator: self) }`: the builder runs here, the store keeps its result.
      let built = closureValueAndResults(closure, element: nil).returns
      record(.keep(.containment), holder: object, value: built, at: call.location)
    } else if let info = context.codebase.type(type), info.isDeclaredInSources, info.kind == .struct,
              // Only an initializer in the struct's own declaration takes the synthesized one away.
              !info.declarations.contains(where: { $0.members.functions.contains { $0.kind == .initializer } }) {
      memberwise(info, object: object, call, arguments)
    }
    return object
  }

  /// The object an argument written `.init(…)` makes when the property or parameter it is handed to declares
  /// `type`; nil for any other argument. Its closures are not values here: a builder the type keeps is read by
  /// `construct`.
  private mutating func writtenInit(_ argument: Expr, as type: String) -> FlowValue? {
    guard FlowWalker.isWrittenInit(argument), case .call(let made) = argument else { return nil }
    let arguments = made.arguments.map { argument -> FlowValue in
      if case .closure = argument.value { return .unknown }
      return evaluate(argument.value)
    }
    return construct(type, made, arguments)
  }

  /// Whether an argument is written `.init(…)`, its type left to what it is handed to.
  private static func isWrittenInit(_ argument: Expr) -> Bool {
    if case .call(let made) = argument, case .member(nil, "init") = made.callee { return true }
    return false
  }

  /// The index of a builder closure argument: labelled `label`, or the trailing closure.
  private func builderIndex(_ call: Call, label: String) -> Int? {
    call.arguments.firstIndex { $0.label == label }
      ?? call.arguments.indices.last.flatMap { call.arguments[$0].label == nil ? $0 : nil }
  }

  /// A struct's synthesized initializer stores each argument in the stored property of its label; an argument
  /// written `.init(…)` constructs the property's declared type (`store: .init(initialState: …)`).
  private mutating func memberwise(_ info: TypeInfo, object: FlowValue, _ call: Call, _ arguments: [FlowValue]) {
    for (index, argument) in call.arguments.enumerated() {
      guard let label = argument.label,
            let property = info.properties.first(where: { $0.name == label && !$0.isStatic }),
            property.storage == .stored else { continue }
      var value = arguments[index]
      if FlowWalker.isWrittenInit(argument.value),
         let declared = context.codebase.resolvedType(of: FoundMember(owner: info, decl: property))?.unwrapped
           .nominalName, let made = writtenInit(argument.value, as: declared) {
        value = made
      }
      record(.store(property: label), holder: object, value: value, at: call.location)
    }
  }

  // MARK: - Methods of the analyzed program

  /// Inherits the effects of the method the call reaches, and returns what it returns; nil when the call reaches
  /// no method with a body in the sources.
  private mutating func methodEffects(_ name: String, _ call: Call, target: FlowValue, arguments: [FlowValue])
    -> FlowValue? {
    guard let typeKey = typeKey(of: target, call: call) else { return nil }
    let candidates: [FoundMember<FunctionDecl>]
    if let found = context.codebase.function(named: name, labels: call.labels, in: typeKey, from: call.location.file) {
      if found.decl.body != nil {
        candidates = [found]
      } else {
        // A requirement without a default: the call reaches a conformer's implementation. Only a few
        // implementations are followed; a requirement with dozens says nothing about any one call.
        let implementations = context.codebase.implementations(of: found.decl.selector, below: found.owner.name,
                                                               limit: 5)
        guard !implementations.isEmpty, implementations.count <= 4 else { return nil }
        candidates = implementations
      }
    } else {
      return nil
    }
    var returns: [FlowValue] = []
    for candidate in candidates {
      returns.append(contentsOf: inheritCall(candidate, receiver: target, arguments: arguments, call: call))
    }
    return returns.isEmpty ? .unknown : .anyOf(returns)
  }

  /// The type whose methods a call on `target` can reach.
  private func typeKey(of target: FlowValue, call: Call) -> String? {
    switch target.unguarded {
    case .selfRef: return owner
    case .object(let type, _), .typed(let type): return type
    default:
      guard let receiver = call.receiver else { return owner }
      return resolver.type(of: receiver, at: call.location)?.unwrapped.nominalName
    }
  }

  /// Adds the callee's effects on its parameters, with `self` and parameters replaced by this call's receiver and
  /// arguments, reported at the call site with a note where the callee does it; returns the callee's results.
  @discardableResult
  private mutating func inheritCall(_ callee: FoundMember<FunctionDecl>, receiver: FlowValue,
                                    arguments: [FlowValue], call: Call) -> [FlowValue] {
    let summary = context.summary(of: callee)
    let indices = argumentIndices(callee.decl, call)
    var mapped = indices.map { $0.map { arguments[$0] } ?? .unknown }
    // An argument written `.init(…)` makes the parameter's declared type (`View(store: .init(initialState: …))`).
    for (position, index) in indices.enumerated() where mapped[position] == .unknown {
      guard let index, FlowWalker.isWrittenInit(call.arguments[index].value),
            let declared = callee.decl.parameters[position].type.map({
              context.codebase.resolve($0, from: context.codebase.type(callee.owner.name)?.memberScope ?? [])
            })?.unwrapped.nominalName, context.isClass(declared),
            let made = writtenInit(call.arguments[index].value, as: declared) else { continue }
      mapped[position] = made
    }
    var cases: [Int: String] = [:]
    for (parameter, index) in indices.enumerated() {
      guard let index else { continue }
      switch call.arguments[index].value {
      case .member(nil, let name): cases[parameter] = name
      case .call(let inner):
        if case .member(nil, let name) = inner.callee { cases[parameter] = name }
      default: break
      }
    }
    let selector = callee.decl.selector
    // A value made here (a SwiftUI view) is its own object, which its type's node does not stand for: what a
    // method does to `self` (`view.asViewController()` wrapping it in a hosting controller), the call does to it.
    // An object of a class has its type's edges already.
    var receiverIsValue = false
    if case .object(let type, _) = receiver.unguarded { receiverIsValue = !context.isClass(type) }
    inherit(summary.effects.compactMap { effect -> FlowEffect? in
      guard effect.dependsOnParameters || receiverIsValue && effect.value.isSelf else { return nil }
      var note: Finding.Note
      switch effect.kind {
      case .store(let property): note = Finding.Note("'\(selector)' stores it in '\(property)' here", at: effect.location)
      case .keep(.children): note = Finding.Note("'\(selector)' adds it to the children here", at: effect.location)
      case .keep, .external: note = Finding.Note("'\(selector)' keeps it here", at: effect.location)
      }
      if !effect.via.isEmpty {
        // The callee got it through another call: this hop passes it on.
        note = Finding.Note("'\(selector)' passes it on here", at: effect.location)
      }
      return effect.substituting(receiver: receiver, arguments: mapped, cases: cases, at: call.location, note: note)
    })
    return summary.returns.map { $0.substituting(receiver: receiver, arguments: mapped, cases: cases) }
  }

  /// For each of the callee's parameters, the index of the call argument passed to it (nil for a defaulted
  /// parameter left out).
  private func argumentIndices(_ decl: FunctionDecl, _ call: Call) -> [Int?] {
    var indices: [Int?] = []
    var index = 0
    for parameter in decl.parameters {
      if index < call.arguments.count,
         call.arguments[index].label == parameter.label || (index == call.arguments.count - 1
                                                              && call.arguments[index].label == nil) {
        indices.append(index)
        index += 1
      } else {
        indices.append(nil)
      }
    }
    return indices
  }

  // MARK: - Framework calls

  private mutating func frameworkCall(_ name: String, _ call: Call, receiver: FlowValue?, arguments: [FlowValue])
    -> FlowValue {
    if ClosureKeeping.subscriptionKeepers.contains(name), let receiver,
       let keeper = call.arguments.indices.first(where: { call.arguments[$0].label == "in" || call.arguments[$0].label == "by" }) {
      // `.store(in: &cancellables)`, `.disposed(by: bag)`: the keeper holds the subscription and so its closures.
      let end: SequenceEnd?
      if case .member(let subscription?, _) = call.callee { end = sequenceEnd(of: subscription) } else { end = nil }
      var closures = receiver.alternatives.filter(isClosure)
      if closures.isEmpty, case .member(.call(let made)?, _) = call.callee, let name = made.name,
         !ClosureCalls.immediate.contains(name) {
        // A subscription made by a call coordlint does not know (`sinkAsync { … }`, a library's `observe`): what
        // it is kept as holds the closures the call was handed.
        closures = made.arguments.compactMap { argument -> FlowValue? in
          guard case .closure(let closure) = argument.value else { return nil }
          return closureValue(closure, element: nil)
        }
      }
      for closure in closures {
        record(.keep(.subscription), holder: arguments[keeper], value: closure, at: call.location, sequenceEnd: end)
      }
      return .unknown
    }
    if let keeping = ClosureKeeping.calls[name] {
      var closures = arguments.filter(isClosure)
      if name == "assign", let index = call.arguments.firstIndex(where: { $0.label == "on" }) {
        // `assign(to:on:)` holds its target strongly, like a closure capturing it; CombineExt's
        // `assign(to:on:ownership: .weak)` (or `.unowned`) does not.
        var ownership = Ownership.strong
        if let written = call.arguments.first(where: { $0.label == "ownership" })?.value {
          switch written {
          case .member(nil, "weak"): ownership = .weak
          case .member(nil, "unowned"): ownership = .unowned
          default: break
          }
        }
        closures.append(.closure(ClosureValue(location: call.location, captured: arguments[index],
                                              ownership: ownership)))
      }
      switch keeping {
      case .subscription:
        return closures.isEmpty ? .unknown : .union(closures)
      case .external(let keeper):
        if name == "scheduledTimer", !repeats(call) { return .unknown }
        for closure in closures { record(.external(keeper), holder: .shared(keeper), value: closure, at: call.location) }
        return .unknown
      }
    }
    if let label = UIKitOwnership.keepingMethods[name], let holder = receiver ?? implicitControllerSelf(call),
       let index = call.arguments.firstIndex(where: { $0.label == label }) {
      // A child view controller stays until it is removed from its parent, whether or not it is on screen.
      record(.keep(name == "addChild" ? .containment : .shows), holder: holder, value: arguments[index],
             at: call.location, method: name == "pushViewController" ? "push" : name)
    } else if UIKitOwnership.isShow(call), let holder = receiver, !call.arguments.isEmpty,
              UIKitOwnership.isShowOnStack(call, receiverType: call.receiver.flatMap { resolver.type(of: $0) }
                                             .flatMap(\.unwrapped.nominalName), codebase: context.codebase) {
      record(.keep(.shows), holder: holder, value: arguments[0], at: call.location, method: "push")
    }
    return .unknown
  }

  /// `self` for a bare `pushViewController(vc, animated: true)` in a view controller's own code (an extension of
  /// `UINavigationController` among them): the controller itself shows what it is handed.
  private func implicitControllerSelf(_ call: Call) -> FlowValue? {
    guard case .name = call.callee, let owner,
          context.codebase.isSubtype(owner, of: "UIViewController") else { return nil }
    return .selfRef
  }

  /// Where the sequence a subscription is made on ends by itself: a finite operator anywhere down the chain
  /// (`.take(1)`, `.first()`), or a source of a finite type (`fetch()` returning a `Single`, `Just(value)`).
  /// Nil when nothing says it ends, which is every subject, relay and published property.
  private func sequenceEnd(of subscription: Expr) -> SequenceEnd? {
    var current = subscription
    let returned = ReturnedSequences(codebase: context.codebase)
    // A chain is as long as the code wrote it; the bound only guards against hand-made input.
    for _ in 0..<256 {
      if let type = resolver.type(of: current)?.unwrapped.nominalName.map(FiniteSequences.lastComponent),
         FiniteSequences.types.contains(type) {
        let written = FiniteSequences.describe(current)
        return SequenceEnd(reason: "\(written) is a '\(type)', which completes by itself", location: location(of: current))
      }
      guard case .call(let call) = current else { return nil }
      switch call.callee {
      case .member(let base?, let name):
        if FiniteSequences.ends(name, arguments: call.arguments) {
          return SequenceEnd(reason: "'\(name)' ends the sequence after a fixed number of elements",
                             location: call.location)
        }
        if let type = base.memberPath?.last.map(FiniteSequences.lastComponent),
           FiniteSequences.factories[type]?.contains(name) == true {
          return SequenceEnd(reason: "'\(type).\(name)' completes by itself", location: call.location)
        }
        if returned.ends(call, resolver: resolver, owner: owner) {
          return SequenceEnd(reason: "'\(name)()' returns a sequence that completes by itself", location: call.location)
        }
        current = base
      case .name(let name) where FiniteSequences.types.contains(name):
        return SequenceEnd(reason: "'\(name)' completes by itself", location: call.location)
      case .name(let name) where returned.ends(call, resolver: resolver, owner: owner):
        return SequenceEnd(reason: "'\(name)()' returns a sequence that completes by itself", location: call.location)
      default:
        return nil
      }
    }
    return nil
  }

  private func location(of expr: Expr) -> SourceLocation {
    if case .call(let call) = expr { return call.location }
    return FlowWalker.unplaced
  }

  private func isClosure(_ value: FlowValue) -> Bool {
    if case .closure = value.unguarded { return true }
    return false
  }

  /// Whether a timer repeats: only a literal `repeats: true` says so.
  private func repeats(_ call: Call) -> Bool {
    call.arguments.contains { $0.label == "repeats" && $0.value == .literal(.true) }
  }
}
