/// A path glob: `*` matches within one path component, `**` across components, `?` one character.
///
/// Hand-written because Foundation has no glob matcher and libc's `fnmatch` has no `**`; it is a few lines.
public struct Glob: Hashable, Sendable {
  public let pattern: String
  private let characters: [Character]

  public init(_ pattern: String) {
    var trimmed = pattern
    while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    self.pattern = trimmed
    characters = Array(trimmed)
  }

  /// Whether `path` (relative, `/`-separated) matches. A pattern without `/` also matches any single component,
  /// so `--exclude Generated` skips every folder named `Generated`.
  public func matches(_ path: String) -> Bool {
    let target = Array(path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    if Glob.match(characters[...], target[...]) { return true }
    if !characters.contains("/") {
      return path.split(separator: "/").contains { Glob.match(characters[...], Array($0)[...]) }
    }
    return false
  }

  /// Whether the whole of `path` matches, with no single-component fallback: how `included` entries, which are
  /// relative to a configuration file, are matched.
  public func matchesWholePath(_ path: String) -> Bool {
    Glob.match(characters[...], Array(path.hasPrefix("./") ? String(path.dropFirst(2)) : path)[...])
  }

  private static func match(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
    guard let head = pattern.first else { return text.isEmpty }
    if head == "*" {
      let isDouble = pattern.dropFirst().first == "*"
      var rest = pattern.dropFirst(isDouble ? 2 : 1)
      // `**/` also matches zero folders.
      if isDouble, rest.first == "/" {
        if match(rest.dropFirst(), text) { return true }
        rest = pattern.dropFirst(2)
      }
      var index = text.startIndex
      while true {
        if match(rest, text[index...]) { return true }
        guard index < text.endIndex, isDouble || text[index] != "/" else { return false }
        index = text.index(after: index)
      }
    }
    guard let first = text.first else { return false }
    guard head == "?" ? first != "/" : head == first else { return false }
    return match(pattern.dropFirst(), text.dropFirst())
  }
}
