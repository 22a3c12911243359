/// A unified diff of one file's old and new text, as `diff -u` and `git apply` read it.
public enum UnifiedDiff {
  /// The diff of `old` and `new` for `path` with three lines of context; empty when they are equal.
  public static func make(old: String, new: String, path: String, context: Int = 3) -> String {
    guard old != new else { return "" }
    let oldLines = lines(old)
    let newLines = lines(new)
    // Fixes change a few lines each; the standard library's Myers difference finds them.
    let difference = newLines.difference(from: oldLines)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    // Both texts walked together: each old line kept or removed, each new line kept or inserted, with the position
    // in each text before it.
    enum Kind { case keep, remove, insert }
    var script: [(kind: Kind, old: Int, new: Int)] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < oldLines.count || newIndex < newLines.count {
      if oldIndex < oldLines.count, removed.contains(oldIndex) {
        script.append((.remove, oldIndex, newIndex))
        oldIndex += 1
      } else if newIndex < newLines.count, inserted.contains(newIndex) {
        script.append((.insert, oldIndex, newIndex))
        newIndex += 1
      } else {
        script.append((.keep, oldIndex, newIndex))
        oldIndex += 1
        newIndex += 1
      }
    }
    let changed = script.indices.filter { script[$0].kind != .keep }
    var output = "--- a/\(path)\n+++ b/\(path)\n"
    var start = 0
    while start < changed.count {
      // A hunk takes every change whose context touches the previous one's.
      var end = start
      while end + 1 < changed.count, changed[end + 1] - changed[end] <= 2 * context { end += 1 }
      let lines = script[max(0, changed[start] - context)...min(script.count - 1, changed[end] + context)]
      var body = ""
      var oldCount = 0
      var newCount = 0
      for line in lines {
        switch line.kind {
        case .keep:
          body += " " + oldLines[line.old]
          oldCount += 1
          newCount += 1
        case .remove:
          body += "-" + oldLines[line.old]
          oldCount += 1
        case .insert:
          body += "+" + newLines[line.new]
          newCount += 1
        }
      }
      let first = lines.first!
      output += "@@ -\(range(first.old, oldCount)) +\(range(first.new, newCount)) @@\n" + body
      start = end + 1
    }
    return output
  }

  /// `start,count` with 1-based `start`; an empty range names the line before it, as `diff -u` does.
  private static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : "\(start + 1),\(count)"
  }

  /// The text's lines, each with its line ending; a last line without one is marked as `diff` marks it.
  private static func lines(_ text: String) -> [String] {
    var result: [String] = []
    var current = ""
    for character in text {
      current.append(character)
      if character == "\n" || character == "\r\n" {
        result.append(current)
        current = ""
      }
    }
    if !current.isEmpty { result.append(current + "\n\\ No newline at end of file\n") }
    return result
  }
}
