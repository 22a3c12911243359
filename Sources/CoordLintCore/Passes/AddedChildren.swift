/// The children the sources add, by store and parent: which removals can take out a child some add puts in.
///
/// A call through a property typed by a protocol or a base class (`finishDelegate?.didFinish(self)` in every
/// child) reaches every implementation of the handler, one removal each, so those removals grew with the square of
/// the app: 62,601 at 1M lines, 259,242 at 2M. One whose parent never holds a child of that type covers no add.
struct AddedChildren {
  /// The added children's types (nil: unknown, any child), by store, then by parent.
  private let children: [String: [String: [String?]]]
  /// For each type, the adds' parents that are the type or below it.
  private let parentsBelow: [String: Set<String>]
  private let codebase: Codebase

  /// Every add outside the adders among `wrappers`: an add in an adder's body (`func store(_ child: Coordinator)` in a
  /// protocol extension) stands for its call sites, which are adds of their own with the parent and child they name.
  /// A clearer's adds (`removeAll()`, then a new child) are its own.
  init(_ mutations: [ChildMutation], wrappers: [FunctionRef: ChildWrapper], codebase: Codebase) {
    var children: [String: [String: [String?]]] = [:]
    var below: [String: Set<String>] = [:]
    for add in mutations where add.kind == .add && wrappers[add.function]?.kind != .add {
      children[add.store, default: [:]][add.parent, default: []].append(add.child)
      if below[add.parent]?.contains(add.parent) != true {
        for type in codebase.lineage(of: add.parent) { below[type, default: []].insert(add.parent) }
      }
    }
    self.children = children
    parentsBelow = below
    self.codebase = codebase
  }

  /// Whether some add puts a child `removal` can take out into its store: a parent related to the removal's (a
  /// supertype, or a type below it) adding a child of a related type, or of an unknown one. The same relation
  /// `LifecycleIndex.removals(of:relatedTo:child:)` looks removals up by, so a removal this rejects is none's answer.
  func canHold(_ removal: ChildMutation) -> Bool {
    guard let byParent = children[removal.store] else { return false }
    var parents = Set(codebase.lineage(of: removal.parent))
    parents.formUnion(parentsBelow[removal.parent] ?? [])
    return parents.contains { parent in
      (byParent[parent] ?? []).contains { added in
        guard removal.kind == .remove, let removed = removal.child, let added else { return true }
        return codebase.isSubtype(added, of: removed) || codebase.isSubtype(removed, of: added)
      }
    }
  }
}
