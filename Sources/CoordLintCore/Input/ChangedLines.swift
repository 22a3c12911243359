import Foundation

/// The lines a change touches, per file, read from `git diff --unified=0`: what pull-request mode reports findings
/// on. Files are keyed by absolute, symlink-resolved path, so a run from a subfolder or through a link matches.
public struct ChangedLines: Sendable, Equatable {
  /// The work tree's top folder, which diff paths are relative to.
  public let root: String
  /// Absolute path → the changed line ranges of the new version, sorted.
  public var lines: [String: [ClosedRange<Int>]] = [:]
  /// Absolute paths changed throughout: untracked files.
  public var wholeFiles: Set<String> = []

  /// Reads the `+++ b/path` headers and `@@ -a,b +c,d @@` hunks of a zero-context diff.
  public init(root: String, diff: String) {
    self.root = root
    var file: String?
    // Headers are read only between `diff --git` and the first hunk: an added line reading `++ x` shows as `+++ x`.
    var inHeader = false
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("diff --git ") {
        inHeader = true
        file = nil
        continue
      }
      if line.hasPrefix("@@ ") { inHeader = false }
      if inHeader, line.hasPrefix("+++ ") {
        // Git ends a name holding a space with a tab, so that `patch` knows where it ends.
        var target = String(line.dropFirst(4))
        if target.hasSuffix("\t") { target.removeLast() }
        // A deleted file has no lines left to report on.
        file = target == "/dev/null" ? nil
          : Self.unquoted(target).map { $0.hasPrefix("b/") ? String($0.dropFirst(2)) : $0 }
        continue
      }
      guard line.hasPrefix("@@ "), let file, let range = Self.newRange(line) else { continue }
      lines[absolute(file), default: []].append(range)
    }
    for key in lines.keys { lines[key]?.sort { $0.lowerBound < $1.lowerBound } }
  }

  /// Whether `line` of `file` (absolute or relative to the working directory) changed.
  public func contains(file: String, line: Int) -> Bool {
    let path = GitWorkTree.resolved(FileCollector().absolute(file))
    if wholeFiles.contains(path) { return true }
    return lines[path]?.contains { $0.contains(line) } ?? false
  }

  /// Whether a finding's place or any of its notes' is on a changed line: a retain cycle a change closes is
  /// reported even when the finding points at an older line of the cycle.
  public func touches(_ finding: Finding) -> Bool {
    contains(file: finding.location.file, line: finding.location.line)
      || finding.notes.contains { contains(file: $0.location.file, line: $0.location.line) }
  }

  /// The absolute path of a path relative to the top folder.
  func absolute(_ relative: String) -> String {
    root.hasSuffix("/") ? root + relative : root + "/" + relative
  }

  /// The new side of a hunk header, `+c,d` (`+c` means one line).
  static func newRange(_ header: Substring) -> ClosedRange<Int>? {
    guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
    let parts = plus.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
    guard let start = Int(parts[0]) else { return nil }
    let count = parts.count > 1 ? Int(parts[1]) : 1
    guard let count, count >= 0 else { return nil }
    // A pure deletion (`+c,0`) is ignored: no line of the new file changed, and a finding on the line next to it
    // is one GitHub would not show in the pull request's diff either, so reporting it would be noise.
    guard count > 0 else { return nil }
    return start...(start + count - 1)
  }

  /// A path as git writes it: plain, or in double quotes with C escapes (`"caf\303\251.swift"`) when it holds
  /// quotes, backslashes or control characters; nil for a malformed quoted path.
  static func unquoted(_ text: String) -> String? {
    guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else { return text }
    var bytes: [UInt8] = []
    var input = Array(text.utf8.dropFirst().dropLast())[...]
    while let byte = input.popFirst() {
      guard byte == UInt8(ascii: "\\") else {
        bytes.append(byte)
        continue
      }
      guard let escaped = input.popFirst() else { return nil }
      switch escaped {
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "r"): bytes.append(0x0D)
      case UInt8(ascii: "a"): bytes.append(0x07)
      case UInt8(ascii: "b"): bytes.append(0x08)
      case UInt8(ascii: "f"): bytes.append(0x0C)
      case UInt8(ascii: "v"): bytes.append(0x0B)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        // Three octal digits: one byte of a UTF-8 sequence.
        let digits = [escaped] + Array(input.prefix(2))
        guard digits.count == 3, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "7")).contains($0) }) else {
          return nil
        }
        input = input.dropFirst(2)
        bytes.append(digits.reduce(0) { $0 &* 8 &+ ($1 - UInt8(ascii: "0")) })
      default: bytes.append(escaped)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
