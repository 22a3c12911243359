import Foundation

/// Which properties are children stores, per type, and which functions implement a protocol requirement.
final class StoreTable: @unchecked Sendable {
  // The lock guards `cache` and `targets`: the pass's body walks ask from several threads. An entry is computed
  // outside it (two threads may both compute one; they get the same answer) so that a slow type holds no one up.
  private let lock = NSLock()
  private let codebase: Codebase
  private let coordinators: CoordinatorIndex
  private let extraNames: Set<String>
  private var cache: [String: [ChildrenStore]] = [:]
  /// The functions a requirement's call reaches, by declaration and receiver type; guarded by `lock` too.
  private var targets: [TargetsKey: [FunctionRef]] = [:]

  init(codebase: Codebase, coordinators: CoordinatorIndex, extraNames: Set<String> = []) {
    self.codebase = codebase
    self.coordinators = coordinators
    self.extraNames = extraNames
  }

  /// Stored properties (or protocol requirements) visible on a coordinator whose type is a collection of
  /// coordinators: array, set or dictionary values, optional or not, whatever the property's name. Collections
  /// named in configuration count too, whatever their element type says (`[AnyObject]`, `[String: Any]`).
  ///
  /// A class that is not a coordinator (a view controller, a bridge) can keep children too: its own stored
  /// collections of coordinators are stores as well, and so are a protocol's required ones.
  func stores(in key: String) -> [ChildrenStore] {
    if let cached = lock.withLock({ cache[key] }) { return cached }
    var result: [ChildrenStore] = []
    let isCoordinator = coordinators.isCoordinator(key)
    // A protocol coordinators adopt to be told of a child's end (`FinishDelegate` requiring `childCoordinators`)
    // keeps children through its requirement: its extension's defaults change them.
    let holders: Set<TypeKind> = [.class, .protocol]
    let kind = codebase.type(key)?.kind
    if isCoordinator || kind.map(holders.contains) == true {
      for member in codebase.allProperties(of: key) where member.decl.storage != .computed {
        guard isCoordinator || member.owner.kind.map(holders.contains) == true else { continue }
        guard let type = codebase.resolvedType(of: member), let element = type.collectionElement,
              (isCoordinator && extraNames.contains(member.decl.name))
                || element.componentNames.contains(where: coordinators.isCoordinator)
                || (isCoordinator && saysNothingOfCoordinators(element) && receivesCoordinators(member))
        else { continue }
        result.append(ChildrenStore(owner: member.owner.name, name: member.decl.name,
                                    isKeyed: type.isKeyedCollection, location: member.decl.location))
      }
    }
    lock.withLock { cache[key] = result }
    return result
  }

  /// Whether an element type leaves open that coordinators are kept: `Any`, or a protocol no coordinator needs to be
  /// recognised by (`[UUID: Presentable]` of a protocol that only asks for a view controller).
  private func saysNothingOfCoordinators(_ element: TypeRef) -> Bool {
    guard let name = element.nominalName else { return false }
    return Codebase.untypedElements.contains(name) || codebase.type(name)?.kind == .protocol
  }

  /// Whether the owner's code puts coordinators into an untyped collection property (`[UUID: Any]`):
  /// `children[id] = coordinator`, `children.append(coordinator)`. What flows in decides, not the declared type.
  private func receivesCoordinators(_ member: FoundMember<PropertyDecl>) -> Bool {
    codebase.typesPut(into: member).contains { $0.componentNames.contains(where: coordinators.isCoordinator) }
  }

  func isCoordinator(_ key: String) -> Bool { coordinators.isCoordinator(key) }

  /// Whether `key` is a coordinator built on a library base (XCoordinator, RxFlow), whose child methods are the
  /// library's: calls of them resolve to no source.
  func isLibraryBased(_ key: String) -> Bool { coordinators.entries[key]?.library != nil }

  func store(named name: String, in key: String) -> ChildrenStore? {
    stores(in: key).first { $0.name == name }
  }

  /// The functions a call of the requirement (or bodiless declaration) `found` on a `receiver` reaches: `found`
  /// itself, then every implementation of its selector in the types below `receiver`.
  ///
  /// Kept per declaration and receiver type: every call of `start()` on a `Coordinator` reaches every
  /// coordinator's, so making the list per call grew with the square of the app (307,021 targets for 27,764 calls
  /// at 2M lines); the calls now share one list.
  func targets(of found: FoundMember<FunctionDecl>, name: String, receiver: String) -> [FunctionRef] {
    let key = TargetsKey(owner: found.owner.name, location: found.decl.location, name: name, receiver: receiver)
    if let cached = lock.withLock({ targets[key] }) { return cached }
    let selector = found.decl.selector
    var made = [FunctionRef(owner: found.owner.name, selector: selector, name: name, location: found.decl.location)]
    for implementation in codebase.implementations(of: selector, below: receiver) {
      made.append(FunctionRef(owner: implementation.owner.name, selector: selector, name: name,
                              location: implementation.decl.location))
    }
    lock.withLock { targets[key] = made }
    return made
  }

  private struct TargetsKey: Hashable {
    let owner: String
    let location: SourceLocation
    let name: String
    let receiver: String
  }
}
