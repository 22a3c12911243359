import Foundation

/// Source lines read on demand, once per file, for reporters that convert coordlint's UTF-8 columns.
final class SourceLines: @unchecked Sendable {
  // Guards `files`; reporters may ask from any thread.
  private let lock = NSLock()
  private var files: [String: [Substring]] = [:]

  /// The 1-based line of `file`, split where swift-syntax splits lines (LF, CR LF, CR); nil if unreadable.
  func line(_ file: String, _ number: Int) -> String? {
    lock.withLock {
      if files[file] == nil {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        files[file] = SourceLines.split(String(decoding: data, as: UTF8.self))
      }
      guard let lines = files[file], number >= 1, number <= lines.count else { return nil }
      return String(lines[number - 1])
    }
  }

  static func split(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    var start = text.utf8.startIndex
    var index = start
    let utf8 = text.utf8
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        lines.append(Substring(utf8[start..<index]))
        var next = utf8.index(after: index)
        if byte == UInt8(ascii: "\r"), next < utf8.endIndex, utf8[next] == UInt8(ascii: "\n") {
          next = utf8.index(after: next)
        }
        start = next
        index = next
      } else {
        index = utf8.index(after: index)
      }
    }
    lines.append(Substring(utf8[start..<utf8.endIndex]))
    return lines
  }
}
