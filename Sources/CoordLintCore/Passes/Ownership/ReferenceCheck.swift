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

  /// Judges every wiring that hands over the wirer's own `self`. A cycle counts only when a coordinator is on it:
  /// coordlint checks coordinator code, not every view controller and its view model.
  static func judge(_ wirings: [Wiring], graph: OwnershipGraph, isCoordinator: (String) -> Bool)
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
