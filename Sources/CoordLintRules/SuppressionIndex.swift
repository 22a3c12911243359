import CoordLintCore

/// Which lines each file's `// coordlint:` comments turn each rule off for, and which comments turned off a
/// finding so far.
struct SuppressionIndex {
  /// One comment: its file and its place among the file's comments.
  struct Reference: Hashable {
    let file: String
    let index: Int
  }

  let byFile: [String: [Suppression]]
  /// For each comment, the ids it suppressed a finding of: a rule id, or `all` when only `all` named the rule.
  private(set) var used: [Reference: Set<String>] = [:]

  init(files: [FileFacts]) {
    var byFile: [String: [Suppression]] = [:]
    for file in files where !file.suppressions.isEmpty { byFile[file.path] = file.suppressions }
    self.byFile = byFile
  }

  /// Whether a comment other than `exempt` covers `finding`; every comment that does is marked used.
  mutating func suppress(_ finding: Finding, exempt: Reference? = nil) -> Bool {
    let covering = self.covering(finding).filter { $0.reference != exempt }
    for (reference, id) in covering { used[reference, default: []].insert(id) }
    return !covering.isEmpty
  }

  /// The comments that cover `finding`, with the id through which each names its rule. Every covering comment is
  /// credited (a `disable:next` inside a disabled region too), so no comment that did its job is reported unused.
  func covering(_ finding: Finding) -> [(reference: Reference, id: String)] {
    guard let suppressions = byFile[finding.location.file] else { return [] }
    let line = finding.location.line
    var covering: [(reference: Reference, id: String)] = []
    var openRegions: [(reference: Reference, id: String)] = []
    for (index, suppression) in suppressions.enumerated() {
      let id: String
      if suppression.rules.contains(finding.rule) {
        id = finding.rule
      } else if suppression.rules.contains("all") {
        id = "all"
      } else {
        continue
      }
      let reference = Reference(file: finding.location.file, index: index)
      switch suppression.kind {
      case .next: if suppression.location.line + 1 == line { covering.append((reference, id)) }
      case .this: if suppression.location.line == line { covering.append((reference, id)) }
      case .disable: if suppression.location.line <= line { openRegions.append((reference, id)) }
      case .enable: if suppression.location.line <= line { openRegions.removeAll() }
      }
    }
    return covering + openRegions
  }
}
