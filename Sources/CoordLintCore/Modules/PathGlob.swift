/// A glob matched against whole relative paths, with a quick rejection first: every literal run of the pattern must
/// occur in the path. Most paths fail that test, and it spares the backtracking match on large projects.
struct PathGlob: Sendable, Equatable {
  let glob: Glob
  /// The pattern's runs between wildcards as bytes, without the slashes at their ends (`**/` may match no folder).
  private let fragments: [[UInt8]]

  init(_ pattern: String) {
    glob = Glob(pattern)
    let slash = UInt8(ascii: "/")
    fragments = glob.pattern.split(whereSeparator: { $0 == "*" || $0 == "?" }).compactMap { run in
      let bytes = Array(run.utf8)
      guard let first = bytes.firstIndex(where: { $0 != slash }), let last = bytes.lastIndex(where: { $0 != slash })
      else { return nil }
      return Array(bytes[first...last])
    }
  }

  /// Whether the whole relative `path` matches.
  func matches(_ path: Substring) -> Bool {
    let bytes = Array(path.utf8)
    return fragments.allSatisfy { PathGlob.occurs($0, in: bytes) } && glob.matchesWholePath(String(path))
  }

  // Foundation's `contains` goes through CFString, which was most of the time spent on large projects.
  private static func occurs(_ fragment: [UInt8], in bytes: [UInt8]) -> Bool {
    guard fragment.count <= bytes.count else { return false }
    return fragment.withUnsafeBufferPointer { needle in
      bytes.withUnsafeBufferPointer { haystack in
        let first = needle[0]
        var start = 0
        while start + needle.count <= haystack.count {
          if haystack[start] == first {
            var offset = 1
            while offset < needle.count && haystack[start + offset] == needle[offset] { offset += 1 }
            if offset == needle.count { return true }
          }
          start += 1
        }
        return false
      }
    }
  }
}
