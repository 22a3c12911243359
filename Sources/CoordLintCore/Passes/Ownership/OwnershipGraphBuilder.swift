/// Turns walked effects into ownership edges and wirings, resolving each value to a node.
struct OwnershipGraphBuilder {
  let codebase: Codebase
  let context: FlowContext
  let weakByDesign: Set<String>
  let weakHoldingTypes: Set<String>
  /// `Owner.property` → the one class its owner ever stores in it.
  let storedTypes: [String: String]
  private var graph = OwnershipGraph()
  private var wirings: Set<Wiring> = []
  private var captures: Set<ExternalCapture> = []
  private var presentations: Set<Presentation> = []
  /// Every site that sets a root screen (`rootViewController =`, `setViewControllers`), by the holder node, whether
  /// or not what it sets is a node of the graph.
  private var rootSites: [String: Set<SourceLocation>] = [:]
  /// The types of the sources adopting each protocol, for `adopters(of:)`; made on first use.
  private var adoptersByProtocol: [String: [String]]?
  /// The one conforming type declaring a stored property, by protocol and name (nil when none or several do).
  private var conformerProperties: [String: FoundMember<PropertyDecl>?] = [:]

  init(codebase: Codebase, context: FlowContext, weakByDesign: Set<String>, weakHoldingTypes: Set<String>,
       storedTypes: [String: String]) {
    self.codebase = codebase
    self.context = context
    self.weakByDesign = weakByDesign
    self.weakHoldingTypes = weakHoldingTypes
    self.storedTypes = storedTypes
  }

  /// Adds the effects a function (or initializer expression) has in its own context; effects on parameters are
  /// added where the function is called instead.
  mutating func add(_ effects: [FlowEffect], owner: String?, function: FunctionRef?) {
    for var effect in effects where !effect.mentionsParameters {
      // Within the function that made them, every branch can run.
      effect.holder = effect.holder.unguarded
      effect.value = effect.value.unguarded
      switch effect.kind {
      case .store(let property): store(effect, property: property, owner: owner, function: function)
      case .keep(let kind): keep(effect, kind: kind, owner: owner, function: function)
      case .external(let keeper): capture(effect.value, keeper: keeper, owner: owner, function: function,
                                          at: effect.location)
      }
    }
  }

  /// Edges from stored properties whose declared type is a class of the sources: they hold whatever is assigned,
  /// even where the assignment is out of sight (a storyboard, a container).
  mutating func addDeclaredEdges(of info: TypeInfo) {
    for property in info.properties where !property.isStatic && property.storage == .stored {
      let member = FoundMember(owner: info, decl: property)
      guard let type = codebase.resolvedType(of: member)?.unwrapped, case .named = type,
            let target = type.nominalName, let targetInfo = codebase.type(target), targetInfo.isDeclaredInSources,
            targetInfo.kind == .class else { continue }
      graph.node(info.name, type: info.name)
      graph.node(target, type: target)
      graph.add(OwnershipGraph.Edge(from: info.name, to: target, kind: .property, strength: strength(of: member),
                                    property: reference(member), location: property.location))
    }
  }

  mutating func finish() -> OwnershipAnalysis {
    graph.finish()
    return OwnershipAnalysis(
      graph: graph,
      wirings: wirings.sorted { ($0.location, $0.holder, $0.property?.name ?? "", $0.target)
        < ($1.location, $1.holder, $1.property?.name ?? "", $1.target) },
      externalCaptures: captures.sorted { ($0.closure, $0.keeper) < ($1.closure, $1.keeper) },
      presentations: presentations.sorted { ($0.location, $0.presenter, $0.shown) < ($1.location, $1.presenter, $1.shown) },
      rootSites: rootSites)
  }

  // MARK: - Effects

  private mutating func store(_ effect: FlowEffect, property name: String, owner: String?, function: FunctionRef?) {
    if case .shared(let holder) = effect.holder {
      capture(effect.value, keeper: "'\(holder)'", owner: owner, function: function, at: effect.location)
      return
    }
    // A class-bound protocol's value is an object too: what a method of its one conformer stores, it holds.
    guard let holder = node(effect.holder, owner: owner), let holderType = graph.nodeTypes[holder],
          context.isClass(holderType) || isStructInstance(effect.holder)
            || (codebase.type(holderType)?.kind == .protocol && codebase.classBound(holderType) == .yes)
    else { return }
    // A property the sources do not declare (a framework's) is unknown and makes no edge. Held as a protocol (a
    // router passed in as `NavigationRouterType`), the store happened in the one conforming type that declares it.
    guard let member = codebase.property(named: name, in: holderType) ?? conformerProperty(named: name, of: holderType),
          member.decl.storage == .stored, !member.decl.isStatic else { return }
    let property = reference(member)
    if case .closure(let closure) = effect.value {
      if let ownership = closure.ownership, let target = node(closure.captured, owner: owner) {
        var wiring = Wiring(kind: .closure, holder: holder, holderType: holderType, property: property,
                            target: target, targetType: graph.nodeTypes[target] ?? target, strength: ownership,
                            isBackReference: closure.captured == .selfRef, location: closure.location,
                            function: function, via: effect.via)
        wiring.methodReference = closure.methodReference
        wire(wiring)
      }
      // A closure that captures another closure holds what that one holds: `child.onInput = { onInput($0) }` in
      // a helper handed `onInput: { self.unlock() }`.
      for local in closure.capturedLocals {
        guard case .closure(let inner) = local.value, let ownership = inner.ownership,
              let target = node(inner.captured, owner: owner) else { continue }
        var wiring = Wiring(kind: .closure, holder: holder, holderType: holderType, property: property,
                            target: target, targetType: graph.nodeTypes[target] ?? target, strength: ownership,
                            isBackReference: inner.captured == .selfRef,
                            location: inner.location == FlowWalker.unplaced ? closure.location : inner.location,
                            function: function, via: effect.via)
        wiring.methodReference = inner.methodReference
        wire(wiring)
      }
      // A closure stored on the very object it captures keeps that object: `child.onFinish = { …child… }`.
      for local in closure.capturedLocals {
        guard let target = node(local.value, owner: owner), target == holder else { continue }
        var wiring = Wiring(kind: .closure, holder: holder, holderType: holderType, property: property,
                            target: target, targetType: graph.nodeTypes[target] ?? target, strength: .strong,
                            isBackReference: true, location: closure.location, function: function, via: effect.via)
        wiring.capturedName = local.name
        wiring.methodReference = closure.methodReference
        wire(wiring)
      }
      return
    }
    guard let target = node(effect.value, owner: owner), let targetType = graph.nodeTypes[target],
          context.isClass(targetType) || isStructInstance(effect.value) else { return }
    wire(Wiring(kind: effect.via.isEmpty ? .assignment : .injection, holder: holder, holderType: holderType,
                property: property, target: target, targetType: targetType,
                strength: strength(of: member, storing: targetType),
                isBackReference: effect.value == .selfRef, location: effect.location, function: function,
                via: effect.via))
  }

  /// Whether the value is a struct of the sources made here: a copy of it holds what its properties hold, so a
  /// SwiftUI view kept by a hosting controller holds the coordinator it was given.
  private func isStructInstance(_ value: FlowValue) -> Bool {
    guard case .object(let type, _) = value, let info = codebase.type(type) else { return false }
    return info.isDeclaredInSources && info.kind == .struct
  }

  /// The stored property `name` of the one type of the sources that conforms to the protocol `key` and declares
  /// it; nil when `key` is no protocol or several conformers declare the name.
  private mutating func conformerProperty(named name: String, of key: String) -> FoundMember<PropertyDecl>? {
    let cacheKey = key + "." + name
    if let known = conformerProperties[cacheKey] { return known }
    var found: FoundMember<PropertyDecl>?
    if codebase.type(key)?.kind == .protocol {
      let declaring = adopters(of: key).filter { adopter in
        codebase.type(adopter)?.properties.contains { $0.name == name } == true
      }
      if declaring.count == 1 { found = codebase.property(named: name, in: declaring[0]) }
    }
    conformerProperties[cacheKey] = .some(found)
    return found
  }

  private mutating func keep(_ effect: FlowEffect, kind: FlowEffect.KeepKind, owner: String?,
                             function: FunctionRef?) {
    if case .shared(let holder) = effect.holder {
      capture(effect.value, keeper: "'\(holder)'", owner: owner, function: function, at: effect.location)
      return
    }
    guard let holder = node(effect.holder, owner: owner), let holderType = graph.nodeTypes[holder] else { return }
    if case .closure(let closure) = effect.value {
      guard let ownership = closure.ownership, let target = node(closure.captured, owner: owner) else { return }
      var wiring = Wiring(kind: .subscription, holder: holder, holderType: holderType, property: nil, target: target,
                          targetType: graph.nodeTypes[target] ?? target, strength: ownership,
                          isBackReference: closure.captured == .selfRef, location: closure.location,
                          function: function, via: [Finding.Note("the subscription is kept here", at: effect.location)])
      wiring.sequenceEnd = effect.sequenceEnd
      wire(wiring)
      return
    }
    if kind == .shows, CycleBreaks.rootMethods.contains(effect.method) {
      rootSites[holder, default: []].insert(effect.location)
    }
    guard let target = node(effect.value, owner: owner) else { return }
    let edgeKind: OwnershipGraph.Edge.Kind
    switch kind {
    case .shows:
      edgeKind = .shows
      if let owner {
        presentations.insert(Presentation(presenter: owner, shown: target, method: effect.method,
                                          location: effect.location))
      }
    case .children: edgeKind = .children
    case .subscription: edgeKind = .subscription
    case .containment:
      edgeKind = .containment
      // A child view controller a coordinator adds is one of its screens, as one it pushes is.
      if let owner, effect.method == "addChild" {
        presentations.insert(Presentation(presenter: owner, shown: target, method: effect.method,
                                          location: effect.location))
      }
    }
    graph.add(OwnershipGraph.Edge(from: holder, to: target, kind: edgeKind, strength: .strong, property: nil,
                                  location: effect.location))
  }

  private mutating func capture(_ value: FlowValue, keeper: String, owner: String?, function: FunctionRef?,
                                at location: SourceLocation) {
    guard case .closure(let closure) = value, closure.ownership == .strong, closure.captured == .selfRef,
          let owner else { return }
    captures.insert(ExternalCapture(keeper: keeper, closure: closure.location, capturer: owner, function: function,
                                    location: location))
  }

  private mutating func wire(_ wiring: Wiring) {
    wirings.insert(wiring)
    graph.add(wiring.edge)
  }

  // MARK: - Nodes

  /// The node a value stands for: its type, or one instance for paths from `self` and containers created here.
  private mutating func node(_ value: FlowValue, owner: String?) -> String? {
    switch value {
    case .selfRef:
      guard let owner else { return nil }
      graph.node(owner, type: owner)
      return owner
    case .path(let names):
      guard let owner else { return nil }
      return pathNode(names, from: owner)
    case .object(let type, let site):
      // Each creation site is its own instance (it also has every edge its type has), so two objects of one type
      // made in unrelated places are never taken for one another.
      let id = "\(type)@\(site)"
      graph.node(id, type: type)
      graph.instanceLabels[id] = codebase.type(type)?.displayName ?? type
      return id
    case .objectPath(let type, let site, let names):
      guard let object = node(.object(type: type, site: site), owner: owner) else { return nil }
      return pathNode(names, fromNode: object, type: type)
    case .typed(let type):
      graph.node(type, type: type)
      return type
    default:
      return nil
    }
  }

  /// The instance reached from `owner` through stored properties, with an edge per property on the way.
  private mutating func pathNode(_ names: [String], from owner: String) -> String? {
    graph.node(owner, type: owner)
    return pathNode(names, fromNode: owner, type: owner)
  }

  /// The instance reached from the node `start` (of type `type`: `self`'s type, or an object made at a site)
  /// through stored properties, with an edge per property on the way.
  private mutating func pathNode(_ names: [String], fromNode start: String, type: String) -> String? {
    let ownerLabel = graph.instanceLabels[start] ?? codebase.type(type)?.displayName ?? type
    var current = start
    var currentType = type
    for (index, name) in names.enumerated() {
      guard let member = codebase.property(named: name, in: currentType), !member.decl.isStatic,
            member.decl.storage == .stored,
            var nextType = codebase.resolvedType(of: member, seenFrom: currentType)
              .flatMap(OwnershipGraphBuilder.nodeTypeName) else {
        return nil
      }
      if !context.isClass(nextType), let concrete = storedTypes["\(member.owner.name).\(name)"],
         !concrete.isEmpty, codebase.isSubtype(concrete, of: nextType) {
        nextType = concrete
      } else if !context.isClass(nextType), let only = soleConformer(of: nextType) {
        // A property typed by a protocol that one type of the sources adopts holds that type, however it got
        // there (a container's `resolve(ViewModelInput.self)`).
        nextType = only
      }
      let next = "\(start).\(names[...index].joined(separator: "."))"
      graph.node(next, type: nextType)
      graph.instanceLabels[next] = ([ownerLabel] + names[...index]).joined(separator: ".")
      graph.add(OwnershipGraph.Edge(from: current, to: next, kind: .property, strength: strength(of: member),
                                    property: reference(member), location: member.decl.location))
      current = next
      currentType = nextType
    }
    return current
  }

  /// The one type of the sources adopting the protocol `key`, when it is a class; nil when `key` is no protocol of
  /// the sources or several types adopt it.
  private mutating func soleConformer(of key: String) -> String? {
    guard let info = codebase.type(key), info.kind == .protocol, info.isDeclaredInSources else { return nil }
    let adopters = adopters(of: key)
    guard adopters.count == 1, codebase.type(adopters[0])?.kind == .class else { return nil }
    return adopters[0]
  }

  /// The types of the sources, protocols left out, that inherit from or adopt `key`, in no particular order.
  private mutating func adopters(of key: String) -> [String] {
    if adoptersByProtocol == nil {
      // Built once, from each type's ancestors: a scan of every type per protocol grew with the square of the app.
      var index: [String: [String]] = [:]
      for other in codebase.types.values where other.isDeclaredInSources && other.kind != .protocol {
        for ancestor in codebase.ancestors(of: other.name) { index[ancestor, default: []].append(other.name) }
      }
      adoptersByProtocol = index
    }
    return adoptersByProtocol?[key] ?? []
  }

  /// The type a property's node gets: its nominal type, and for the sugared collections (`[AnyCancellable]`,
  /// `[String: Any]`) the collection itself, so that a bag written `[AnyCancellable]()` keeps what is stored in it
  /// as `Set<AnyCancellable>()` does.
  static func nodeTypeName(_ type: TypeRef) -> String? {
    switch type.unwrapped {
    case .array: return "Array"
    case .dictionary: return "Dictionary"
    default: return type.nominalName
    }
  }

  private func reference(_ member: FoundMember<PropertyDecl>) -> OwnershipGraph.PropertyRef {
    OwnershipGraph.PropertyRef(owner: member.owner.name, name: member.decl.name, ownership: member.decl.ownership,
                               type: member.decl.statedType, location: member.decl.location)
  }

  /// The property's strength, when an object of type `stored` is put into it. Types weak by design and
  /// weak-holding containers hold nothing strongly; a property of a weak-holding type holds the container itself as
  /// declared, and what is put into the container (`listeners += self`, `observers = [self]`) weakly.
  private func strength(of member: FoundMember<PropertyDecl>, storing stored: String? = nil) -> Ownership {
    if weakByDesign.contains(member.owner.displayName) || isWeakHolding(member.owner.name) { return .weak }
    if let stored, let container = codebase.resolvedType(of: member)?.unwrapped.nominalName,
       isWeakHolding(container), !codebase.isSubtype(stored, of: container) {
      return .weak
    }
    return member.decl.ownership
  }

  /// Whether the type holds its elements weakly, named with or without its module or outer types.
  private func isWeakHolding(_ key: String) -> Bool {
    let name = Codebase.declaredName(ofKey: key)
    return weakHoldingTypes.contains(name) || weakHoldingTypes.contains(String(name.split(separator: ".").last ?? ""))
  }
}
