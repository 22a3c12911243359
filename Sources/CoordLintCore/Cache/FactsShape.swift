/// A file's facts apart from where each fact is: what two versions of a file share when an edit moved code but
/// changed nothing an analysis reads (a comment, blank lines, a body elision leaves out).
///
/// Two versions have the same shape when their `ShapeEncoder` bytes, which hold everything but the locations, are
/// the same; `locationMap(from:to:)` then pairs their locations up in coding order. The encoding is only as complete
/// as the facts' `Codable` conformances, which are all synthesized but `SourceLocation`'s and `FunctionDecl`'s
/// (its fields'); a test round-trips the fixture apps' facts through `Codable` to keep it so.
struct FactsShape {
  /// The facts' encoding without their locations.
  let encoding: [UInt8]
  /// The locations, in coding order.
  let locations: [SourceLocation]

  init?(_ facts: FileFacts) {
    let encoder = ShapeEncoder()
    guard (try? encoder.encode(facts)) != nil else { return nil }
    encoding = encoder.bytes
    locations = encoder.locations
  }

  /// Where each location of `old` is in `new`, when the two are the same facts but for their locations and the
  /// moves keep every location's order (so that any sort by location sorts both alike); nil otherwise. Only
  /// locations in the file itself may move.
  static func locationMap(from old: FileFacts, to new: FileFacts) -> [SourceLocation: SourceLocation]? {
    guard old.path == new.path, let before = FactsShape(old), let after = FactsShape(new),
          before.encoding == after.encoding, before.locations.count == after.locations.count else { return nil }
    var map: [SourceLocation: SourceLocation] = [:]
    for (from, to) in zip(before.locations, after.locations) {
      guard from.file == to.file, from.file == old.path || from == to else { return nil }
      if let earlier = map.updateValue(to, forKey: from), earlier != to { return nil }
    }
    return isMonotone(map) ? map : nil
  }

  /// Whether `map` keeps the order of locations: a fact before another stays before it.
  static func isMonotone(_ map: [SourceLocation: SourceLocation]) -> Bool {
    let pairs = map.sorted { $0.key < $1.key }
    return zip(pairs, pairs.dropFirst()).allSatisfy { $0.value < $1.value }
  }
}
