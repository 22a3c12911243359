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

  /// Parses one comment's text; nil when it is not a coordlint command. The command must open the comment
  /// (`// coordlint:disable:next a, b - why`), so a comment that merely quotes one (or a block comment around code
  /// that holds one) suppresses nothing. The ids are a comma-separated list; words after it are a free reason.
  static func parse(_ comment: String, at location: SourceLocation) -> Suppression? {
    var body = Substring(comment)
    for opener in ["///", "//", "/**", "/*"] where body.hasPrefix(opener) {
      body = body.dropFirst(opener.count)
      break
    }
    if body.hasSuffix("*/") { body = body.dropLast(2) }
    body = body.drop { $0 == " " || $0 == "\t" }
    guard body.hasPrefix("coordlint:") else { return nil }
    let words = body.dropFirst("coordlint:".count).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    guard let command = words.first else { return nil }
    let kind: Kind
    switch command {
    case "disable:next": kind = .next
    case "disable:this": kind = .this
    case "disable": kind = .disable
    case "enable": kind = .enable
    default: return nil
    }
    // `a,b`, `a, b` and `a ,b` are one list; the first word that neither ends nor starts one ends it.
    var list = ""
    for word in words.dropFirst() {
      guard list.isEmpty || list.hasSuffix(",") || word.hasPrefix(",") else { break }
      list += word
    }
    let rules = list.split(separator: ",").map(String.init)
    guard !rules.isEmpty else { return nil }
    return Suppression(kind: kind, rules: rules, location: location)
  }
}
