/// Indexes over one lifecycle's summaries and mutations, built once with the lifecycle (which is immutable), so that
/// the questions rules ask for each add read only the entries that can answer them.
///
/// A hand-written index for speed: finish signals, covering removals and ending handlers used to filter every
/// summary and every mutation of the codebase for each add, which made the orphan children rule quadratic in the
/// app's size (90 % of a 2M-line run). Every query returns positions in ascending order, so callers see their
/// answers in the same order as the scans they replace.
struct LifecycleIndex: Sendable {
  /// Positions in the summaries of the functions that hand `self` to one of their own properties, by owner.
  private let handoffSummariesByOwner: [String: [Int]]
  /// Positions in the mutations of the changes written in each function.
  private let mutationsByFunction: [FunctionRef: [Int]]
  /// Positions in the mutations of removals and clears, by store, then by parent, then by the type of child they
  /// remove ("" for a clear or a child of unknown type, which any add's child may be).
  private let removalsByStoreAndParent: [String: [String: [String: [Int]]]]
  /// For each type, the parents of removals that are the type or below it (subclasses, conformers).
  private let removalParentsBelow: [String: Set<String>]
  /// For each type, the removed children's types that are the type or below it.
  private let removedChildrenBelow: [String: Set<String>]
  /// Positions in the mutations of the adds at each location.
  private let addsByLocation: [SourceLocation: [Int]]
  /// Positions in the mutations of the adds of each parent.
  private let addsByParent: [String: [Int]]
  /// Positions of every add, in mutation order: an app has far more removals (each call of a removing method is one)
  /// than adds.
  let addPositions: [Int]
  /// For each store, where the functions that remove children from it are declared.
  let removingFunctions: [String: Set<SourceLocation>]

  init(summaries: [FunctionSummary], mutations: [ChildMutation], codebase: Codebase) {
    var handoffs: [String: [Int]] = [:]
    for position in summaries.indices where !summaries[position].selfHandoffs.isEmpty {
      guard let owner = summaries[position].owner else { continue }
      handoffs[owner, default: []].append(position)
    }
    handoffSummariesByOwner = handoffs
    var byFunction: [FunctionRef: [Int]] = [:]
    var removals: [String: [String: [String: [Int]]]] = [:]
    var below: [String: Set<String>] = [:]
    var childrenBelow: [String: Set<String>] = [:]
    var adds: [SourceLocation: [Int]] = [:]
    var addsOfParent: [String: [Int]] = [:]
    var addPositions: [Int] = []
    var removing: [String: Set<SourceLocation>] = [:]
    for position in mutations.indices {
      let mutation = mutations[position]
      byFunction[mutation.function, default: []].append(position)
      if mutation.kind == .add {
        addPositions.append(position)
        adds[mutation.location, default: []].append(position)
        addsOfParent[mutation.parent, default: []].append(position)
      } else {
        removing[mutation.store, default: []].insert(mutation.function.location)
        let child = mutation.kind == .removeAll ? "" : mutation.child ?? ""
        removals[mutation.store, default: [:]][mutation.parent, default: [:]][child, default: []].append(position)
        if below[mutation.parent]?.contains(mutation.parent) != true {
          for type in codebase.lineage(of: mutation.parent) { below[type, default: []].insert(mutation.parent) }
        }
        if !child.isEmpty, childrenBelow[child]?.contains(child) != true {
          for type in codebase.lineage(of: child) { childrenBelow[type, default: []].insert(child) }
        }
      }
    }
    mutationsByFunction = byFunction
    removalsByStoreAndParent = removals
    removalParentsBelow = below
    removedChildrenBelow = childrenBelow
    addsByLocation = adds
    addsByParent = addsOfParent
    self.addPositions = addPositions
    removingFunctions = removing
  }

  /// Positions of the summaries of functions declared in `types` that hand `self` off.
  func handoffSummaries(in types: [String]) -> [Int] {
    types.flatMap { handoffSummariesByOwner[$0] ?? [] }.sorted()
  }

  /// Positions of the mutations written in `function`.
  func mutations(in function: FunctionRef) -> [Int] {
    mutationsByFunction[function] ?? []
  }

  /// Positions of the removals and clears of `store` whose parent is `parent`, one of its supertypes, or one of
  /// the types below it: every removal that can take a child of `parent`'s out of that store.
  ///
  /// With `child`, only the removals that can take that child: of a type it is, or below it, or of any child. A
  /// parent typed by its protocol (`parentCoordinator?.childDidFinish(self)` in every child) makes one removal per
  /// child that every add's parent is related to; without this the question was linear in the app, per add.
  func removals(of store: String, relatedTo parent: String, child: String? = nil, codebase: Codebase) -> [Int] {
    guard let byParent = removalsByStoreAndParent[store] else { return [] }
    var parents = Set(codebase.lineage(of: parent))
    parents.formUnion(removalParentsBelow[parent] ?? [])
    var children: Set<String>?
    if let child {
      var related = Set(codebase.lineage(of: child))
      related.formUnion(removedChildrenBelow[child] ?? [])
      related.insert("")
      children = related
    }
    return parents.flatMap { parent -> [Int] in
      guard let byChild = byParent[parent] else { return [] }
      guard let children else { return byChild.values.flatMap { $0 } }
      return children.flatMap { byChild[$0] ?? [] }
    }.sorted()
  }

  /// Positions of the adds at `location`.
  func adds(at location: SourceLocation) -> [Int] {
    addsByLocation[location] ?? []
  }

  /// Positions of the adds whose parent is `parent`.
  func adds(ofParent parent: String) -> [Int] {
    addsByParent[parent] ?? []
  }
}
