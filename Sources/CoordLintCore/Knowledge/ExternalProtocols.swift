/// Protocols declared outside the sources whose class-boundness coordlint knows, so a protocol inheriting them can
/// be judged without their declarations.
public enum ExternalProtocols {
  /// Protocols (and the `class` keyword) that only classes can adopt: inheriting one makes a protocol class-bound.
  public static let classBound: Set<String> = [
    "AnyObject", "class",
    // Adopted by NSObject and its subclasses only.
    "NSObjectProtocol",
    // Actors are reference types too.
    "Actor", "AnyActor",
  ]

  /// Standard library protocols any value type can adopt: inheriting them says nothing either way, so they do not
  /// make a protocol's class-boundness unknown.
  public static let valueProtocols: Set<String> = [
    "Equatable", "Hashable", "Comparable", "Identifiable", "Sendable", "Codable", "Encodable", "Decodable",
    "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "RawRepresentable",
  ]
}
