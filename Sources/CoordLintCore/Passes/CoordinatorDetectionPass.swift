/// Decides which types are coordinators: conformance to a coordinator root, transitively, else a coordinator name
/// backed by coordinator members.
public struct CoordinatorDetectionPass: Sendable {
  public let codebase: Codebase
  /// Extra root names from configuration, trusted without the member check.
  public let extraRoots: Set<String>

  public init(codebase: Codebase, extraRoots: Set<String> = []) {
    self.codebase = codebase
    self.extraRoots = extraRoots
  }

  public func run() -> CoordinatorIndex {
    let sourceTypes = codebase.types.values.filter(\.isDeclaredInSources)
    let imports = Set(codebase.files.flatMap(\.imports))
    var libraryRoots: [String: CoordinatorLibraries.Base] = [:]
    for name in CoordinatorLibraries.bases.keys where codebase.type(name)?.isDeclaredInSources != true {
      libraryRoots[name] = CoordinatorLibraries.base(named: name, imports: imports)
    }

    let superclasses = Set(sourceTypes.compactMap { codebase.directSupertypes[$0.name]?.first?.target })
    let candidateRoots = Set(sourceTypes.filter { isSourceRoot($0, superclasses: superclasses) }.map(\.name))
      .union(extraRoots.flatMap(codebase.keys(named:)))
    // A named root that itself conforms to another root (`class BaseCoordinator: Coordinator`) is a step on the
    // way, not where chains end: chains go up to the top-most root, or to a library base.
    let sourceRoots = candidateRoots.filter { root in
      codebase.supertypeChain(from: root) { candidateRoots.contains($0) || libraryRoots[$0] != nil } == nil
    }
    var entries: [String: CoordinatorEntry] = [:]
    func classify(_ roots: Set<String>, reasonForChain: (String) -> CoordinatorEntry.Reason) {
      for info in sourceTypes where entries[info.name] == nil {
        let isRoot = roots.contains(info.name) || candidateRoots.contains(info.name)
        let chain = codebase.supertypeChain(from: info.name) { roots.contains($0) || libraryRoots[$0] != nil }
        guard isRoot || chain != nil else { continue }
        let root = chain?.last?.target ?? info.name
        let reason: CoordinatorEntry.Reason =
          chain == nil ? .root : (libraryRoots[root] != nil ? .library : reasonForChain(root))
        entries[info.name] = CoordinatorEntry(
          name: info.name, displayName: info.displayName, kind: .coordinator, reason: reason, chain: chain ?? [],
          root: root,
          library: libraryRoots[root]?.library, location: info.location)
      }
    }
    classify(sourceRoots) { _ in .conformance }

    // Types named like coordinators that conform to nothing known become roots of their own, so that their
    // subclasses are found too.
    let byName = Set(sourceTypes.filter { entries[$0.name] == nil && isNamedCoordinator($0) }.map(\.name))
    if !byName.isEmpty {
      for key in byName {
        let info = codebase.types[key]!
        entries[key] = CoordinatorEntry(
          name: key, displayName: info.displayName, kind: .coordinator, reason: .name, chain: [], root: key,
          library: nil, location: info.location)
      }
      classify(byName) { _ in .conformance }
    }
    return CoordinatorIndex(entries: assignKinds(entries))
  }

  // MARK: - Roots

  /// A protocol or base class named like a coordinator root that declares coordinator members itself.
  ///
  /// A protocol qualifies with a start, finish or children member. A class must also be a base (open, or
  /// subclassed in the sources) and have a children store or the members the name fallback asks for: a final
  /// `SyncCoordinator` with a `start()` is a helper, not the root of a hierarchy.
  func isSourceRoot(_ info: TypeInfo, superclasses: Set<String>) -> Bool {
    guard info.kind == .protocol || info.kind == .class, hasRootName(info.name) else { return false }
    let ownChildrenStore = info.properties.contains { property in
      guard !property.isStatic, let type = property.statedType.map({ codebase.resolve($0, from: info.memberScope) }),
            let element = type.collectionElement?.nominalName else { return false }
      if element == info.name || hasRootName(element) { return true }
      // `[UUID: Any]` holding values of this very type, as its own methods put them there.
      guard info.kind == .class, Codebase.untypedElements.contains(element) else { return false }
      let member = FoundMember(owner: info, decl: property)
      return codebase.typesPut(into: member).contains { $0.nominalName == info.name }
    }
    if info.kind == .protocol {
      return ownChildrenStore
        || info.functions.contains { CoordinatorNaming.isStart($0.name) || CoordinatorNaming.isFinish($0.name) }
    }
    guard superclasses.contains(info.name) || info.modifiers.contains("open") else { return false }
    return ownChildrenStore || hasCoordinatorMembers(info) || entersFlowsOfItsKind(info)
  }

  /// Whether a base class holds a navigation stack and has a method that takes another instance of its own type
  /// to run (`enter(flow: FlowCoordinator)`): a flow hierarchy whose entry point is not named `start`.
  private func entersFlowsOfItsKind(_ info: TypeInfo) -> Bool {
    let holdsStack = codebase.allProperties(of: info.name).contains { member in
      guard let key = codebase.resolvedType(of: member)?.unwrapped.nominalName else { return false }
      return UIKitContainers.navigationControllers.contains { codebase.isSubtype(key, of: $0) }
    }
    return holdsStack && info.functions.contains { function in
      !function.isStatic && function.parameters.contains { parameter in
        parameter.type.map { codebase.resolve($0, from: info.memberScope).unwrapped.nominalName == info.name } ?? false
      }
    }
  }

  private func hasRootName(_ key: String) -> Bool {
    let name = Codebase.declaredName(ofKey: key)
    let last = name.split(separator: ".").last.map(String.init) ?? name
    return CoordinatorNaming.rootSuffixes.contains { last.hasSuffix($0) }
  }

  // MARK: - Name fallback

  /// A class named `…Coordinator` with a `start` method and a navigation controller, router or children property.
  func isNamedCoordinator(_ info: TypeInfo) -> Bool {
    guard info.kind == .class || info.kind == .actor else { return false }
    let last = info.displayName.split(separator: ".").last.map(String.init) ?? info.displayName
    return last.hasSuffix(CoordinatorNaming.classSuffix) && hasCoordinatorMembers(info)
  }

  /// A `start` method plus a navigation controller, router or children property, own or inherited.
  private func hasCoordinatorMembers(_ info: TypeInfo) -> Bool {
    let lineage = codebase.lineage(of: info.name).compactMap { codebase.type($0) }
    let hasStart = lineage.contains { $0.functions.contains { CoordinatorNaming.isStart($0.name) && !$0.isStatic } }
    guard hasStart else { return false }
    return codebase.allProperties(of: info.name).contains { member in
      let isRouter = member.decl.name == CoordinatorNaming.routerProperty
      guard let type = codebase.resolvedType(of: member) else { return isRouter }
      if let key = type.nominalName {
        if UIKitContainers.navigationControllers.contains(where: { codebase.isSubtype(key, of: $0) }) { return true }
        // An app's root flow may hold only its window and its current child (`var tabs: TabCoordinator?`).
        if codebase.isSubtype(key, of: "UIWindow") { return true }
        if key != info.name, codebase.type(key)?.isDeclaredInSources == true, codebase.type(key)?.kind == .class,
           Codebase.declaredName(ofKey: key).hasSuffix(CoordinatorNaming.classSuffix) { return true }
        if Codebase.declaredName(ofKey: key).hasSuffix(CoordinatorNaming.routerTypeSuffix) || isRouter { return true }
      }
      if let element = type.collectionElement?.nominalName, hasRootName(element) { return true }
      return false
    }
  }

  // MARK: - Kinds

  private func assignKinds(_ entries: [String: CoordinatorEntry]) -> [String: CoordinatorEntry] {
    // A class is a base when another coordinator class names it as its superclass.
    var subclassed = Set<String>()
    for key in entries.keys where codebase.type(key)?.kind == .class {
      if let superclass = codebase.directSupertypes[key]?.first?.target, entries[superclass] != nil {
        subclassed.insert(superclass)
      }
    }
    return entries.mapValues { entry in
      let info = codebase.type(entry.name)
      let kind: CoordinatorEntry.Kind
      if info?.kind == .protocol {
        kind = .protocol
      } else if info?.kind == .class, subclassed.contains(entry.name) || info?.modifiers.contains("open") == true {
        kind = .base
      } else {
        kind = .coordinator
      }
      return CoordinatorEntry(
        name: entry.name, displayName: entry.displayName, kind: kind, reason: entry.reason, chain: entry.chain,
        root: entry.root, library: entry.library, location: entry.location)
    }
  }
}

extension CoordinatorDetectionPass: AnalysisPass {
  public static var name: String { "coordinator detection" }
  public static var requires: [any AnalysisPass.Type] { [] }

  public static func run(_ context: PassContext) -> CoordinatorIndex {
    CoordinatorDetectionPass(codebase: context.codebase, extraRoots: context.options.coordinatorRoots).run()
  }
}
