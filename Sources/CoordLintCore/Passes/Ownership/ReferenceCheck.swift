/// The verdict on one wiring: whether the reference it creates points back up the tree, and whether it closes a
/// cycle of strong references.
public struct ReferenceCheck: Hashable, Sendable {
  /// What a reviewer should do about the reference.
  public enum Verdict: String, Codable, Sendable, Comparable {
    case ok
    case shouldBeWeak = "should-be-weak"
    case cycle

    private var rank: Int {
      switch self {
      case .ok: return 0
      case .shouldBeWeak: return 1
      case .cycle: return 2
      }
    }

    public static func < (lhs: Verdict, rhs: Verdict) -> Bool { lhs.rank < rhs.rank }
  }

  public let wiring: Wiring
  public let verdict: Verdict
  /// How the wiring's target owns its holder: strong references only for a cycle; for a back reference the chain
  /// may hold a navigation controller weakly. Empty for `ok`.
  public let path: [OwnershipGraph.Edge]
  /// Whether the target owns the holder at all (the reference points up the tree), whatever its strength.
  public let pointsUp: Bool
  /// For a cycle: whether nothing outside the cycle and what the target shows keeps the target alive, so that this
  /// reference (a property, or a closure's capture) is how it is owned
  /// (`Detail(coordinator: DetailCoordinator(…).start())`), and made weak alone it would free the target at once.
  public var keepsTargetAlone = false
  /// For a cycle: whether an instance of the target that no children store or property of the sources holds (one
  /// made and left in a local, then started) is kept alive by nothing but this reference, which its start makes,
  /// though other instances may be stored.
  public var keepsUnstoredTargetAlone = false

  /// Judges every wiring that hands over the wirer's own `self`. A cycle counts only when a coordinator is on it:
  /// coordlint checks coordinator code, not every view controller and its view model.
  /// `lineage(type)` is the type and its supertypes, the types whose references may hold a `type`;
  /// `keptUnseen(type)` whether references the graph does not show may (a children add of an untyped child).
  static func judge(_ wirings: [Wiring], graph: OwnershipGraph, isCoordinator: (String) -> Bool,
                    lineage: @escaping (String) -> [String] = { [$0] },
                    keptUnseen: @escaping (String) -> Bool = { _ in false }) -> [ReferenceCheck] {
    let checks = firstVerdicts(wirings, graph: graph, isCoordinator: isCoordinator)
    // A coordinator that only the screens it shows keep alive (made and started as a temporary, held by its view
    // model) depends on those references: they are how it is owned, and weak ones would free it at once.
    let candidates = Dictionary(grouping: checks.filter { $0.verdict == .shouldBeWeak }) { $0.wiring.target }
    let written = Set(wirings.compactMap { $0.property.map { "\($0.owner).\($0.name)" } })
    let holds = StrongHolds(graph: graph, written: written, lineage: lineage, keptUnseen: keptUnseen)
    let keptOnlyBack = Set(candidates.compactMap { target, checks -> String? in
      keptOnlyByWhatItShows(target, through: checks.flatMap(\.path), graph: graph, holds: holds) ? target : nil
    })
    // Where each target's strong references wired in a `start…` method are made: two closures stored on one
    // screen are two references.
    var startHolders: [String: Set<SourceLocation>] = [:]
    for wiring in wirings where wiring.strength == .strong && wiring.holder != wiring.target
      && (wiring.function.map { CoordinatorNaming.isStart($0.name) } ?? false) {
      startHolders[wiring.target, default: []].insert(wiring.location)
    }
    return checks.map { check in
      if check.verdict == .cycle {
        var marked = check
        marked.keepsTargetAlone = keptOnlyByWhatItShows(check.wiring.target, through: check.path, graph: graph,
                                                        holds: holds)
        // Right after `X(…).start()` only what the start wired holds the new object: this reference, when it is
        // the start's one strong reference to it, is then all that keeps it.
        let wiredInStart = check.wiring.function.map { CoordinatorNaming.isStart($0.name) } ?? false
        marked.keepsUnstoredTargetAlone = wiredInStart && startHolders[check.wiring.target, default: []].count <= 1
            && keptOnlyByWhatItShows(check.wiring.target, through: check.path, graph: graph, holds: holds,
                                     unstored: true)
        return marked
      }
      guard check.verdict == .shouldBeWeak, keptOnlyBack.contains(check.wiring.target) else { return check }
      return ReferenceCheck(wiring: check.wiring, verdict: .ok, path: [], pointsUp: true)
    }
  }

  /// Whether no strong reference reaches an object of `target`'s type from outside what it shows and holds: the
  /// objects on `paths` (the chains down to the holders of its back references) and what it keeps strongly. A
  /// children store or property of a type the target may be (`[Coordinator]`, a generic `T`) may hold it too.
  /// With `unstored`, for an instance no children store holds: children edges and adds of untyped children hold
  /// other instances.
  private static func keptOnlyByWhatItShows(_ target: String, through paths: [OwnershipGraph.Edge],
                                            graph: OwnershipGraph, holds: StrongHolds,
                                            unstored: Bool = false) -> Bool {
    let type = graph.nodeTypes[target] ?? target
    if !unstored && holds.keptUnseen(type) { return false }
    var own = Set(paths.flatMap { [$0.from, $0.to] } + [target])
    var queue = Array(own)
    var index = 0
    while index < queue.count {
      let node = queue[index]
      index += 1
      for edge in graph.edges(from: node) where edge.strength == .strong && own.insert(edge.to).inserted {
        queue.append(edge.to)
      }
    }
    // A type's own node stands for its instances: one made on the cycle (`Screen@site`) is already in `own`, and the
    // declared property of its type (`let coordinator: Flow`) is that instance's reference, not another holder.
    let instanceTypes = Set(own.compactMap { node in graph.nodeTypes[node].flatMap { $0 == node ? nil : $0 } })
    for kept in holds.lineage(type) {
      for edge in holds.byKeptType[kept, default: []]
      where !own.contains(edge.from) && !instanceTypes.contains(edge.from) && !(unstored && edge.kind == .children) {
        return false
      }
    }
    return true
  }

  private static func firstVerdicts(_ wirings: [Wiring], graph: OwnershipGraph, isCoordinator: (String) -> Bool)
    -> [ReferenceCheck] {
    wirings.map { wiring in
      // `self.delegate = self` and a closure kept by its own creator are cycles of one object.
      guard wiring.isBackReference else {
        return ReferenceCheck(wiring: wiring, verdict: .ok, path: [], pointsUp: false)
      }
      func involvesCoordinator(_ path: [OwnershipGraph.Edge]) -> Bool {
        ([wiring.target, wiring.holder] + path.map(\.to)).contains { isCoordinator(graph.nodeTypes[$0] ?? $0) }
      }
      if wiring.strength == .strong, let path = graph.strongPath(from: wiring.target, to: wiring.holder),
         involvesCoordinator(path) {
        return ReferenceCheck(wiring: wiring, verdict: .cycle, path: path, pointsUp: true)
      }
      guard let path = graph.ownershipPath(from: wiring.target, to: wiring.holder), involvesCoordinator(path) else {
        return ReferenceCheck(wiring: wiring, verdict: .ok, path: [], pointsUp: false)
      }
      let verdict: Verdict = wiring.strength == .strong && wiring.property != nil && wiring.kind != .closure
        ? .shouldBeWeak : .ok
      return ReferenceCheck(wiring: wiring, verdict: verdict, path: verdict == .ok ? [] : path, pointsUp: true)
    }
  }
}

/// The graph's strong references that may keep an object alive, by the type of the object they reach, built once
/// per judgement: each target asks only about the references to its own type and supertypes, where a scan of every
/// edge per target grew with the square of the codebase (7% of a 2M-line run).
private struct StrongHolds {
  /// Strong edges other than a screen shown, by the type of the node they reach. A type's declared property that no
  /// code of the sources writes (`written`, as `Owner.name`) holds nothing and is left out.
  let byKeptType: [String: [OwnershipGraph.Edge]]
  let lineage: (String) -> [String]
  let keptUnseen: (String) -> Bool

  init(graph: OwnershipGraph, written: Set<String>, lineage: @escaping (String) -> [String],
       keptUnseen: @escaping (String) -> Bool) {
    var byKeptType: [String: [OwnershipGraph.Edge]] = [:]
    for (from, edges) in graph.outgoing {
      for edge in edges where edge.strength == .strong && edge.kind != .shows {
        if graph.nodeTypes[from] == from, let property = edge.property, edge.kind == .property,
           !written.contains("\(property.owner).\(property.name)") {
          continue
        }
        byKeptType[graph.nodeTypes[edge.to] ?? edge.to, default: []].append(edge)
      }
    }
    self.byKeptType = byKeptType
    self.lineage = lineage
    self.keptUnseen = keptUnseen
  }
}
