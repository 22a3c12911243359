/// A `// coordlint:…` comment that turns rules off for a line or a region.
public struct Suppression: Codable, Hashable, Sendable {
  /// Which lines the comment covers.
  public enum Kind: String, Codable, Sendable {
    /// `coordlint:disable:next RULE`: the next line.
    case next
    /// `coordlint:disable:this RULE`: the comment's own line.
    case this
    /// `coordlint:disable RULE`: from here to a matching `enable` or the end of the file.
    case disable
    /// `coordlint:enable RULE`.
    case enable
  }

  public var kind: Kind
  /// Rule ids, or `all`.
  public var rules: [String]
  public var location: SourceLocation

  /// Parses one comment's text; nil when it is not a coordlint command.
  static func parse(_ comment: String, at location: SourceLocation) -> Suppression? {
    guard let range = comment.range(of: "coordlint:") else { return nil }
    let words = comment[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    guard let command = words.first else { return nil }
    let kind: Kind
    switch command {
    case "disable:next": kind = .next
    case "disable:this": kind = .this
    case "disable": kind = .disable
    case "enable": kind = .enable
    default: return nil
    }
    let rules = words.dropFirst().first.map { $0.split(separator: ",").map(String.init) } ?? []
    guard !rules.isEmpty else { return nil }
    return Suppression(kind: kind, rules: rules, location: location)
  }
}
