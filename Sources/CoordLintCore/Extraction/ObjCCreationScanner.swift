import Foundation

/// Finds where an Objective-C file creates objects by class name: `[Name alloc]`, `[Name new]`, `Name.alloc`,
/// `Name.new`.
///
/// A lexical scan, not a parse: only which class names are created matters, and Objective-C's grammar depends on
/// headers and macros nothing here sees. It is written by hand as one pass over the bytes with a window of the last
/// four tokens, so it takes time linear in the file's size whatever the bytes are (no regular expression's
/// backtracking, no recursion) and allocates only for what it finds. Comments, string and character literals are
/// skipped, so that code quoted in them is not taken for code; an unterminated literal ends with its line, so one
/// stray quote cannot hide the rest of the file.
public enum ObjCCreationScanner {
  /// The creations in `data`, in source order, located in `path`. Columns count bytes, as Swift locations do.
  public static func creations(in data: Data, path: String) -> [ObjCCreation] {
    data.withUnsafeBytes { bytes in
      var scanner = Scan(bytes: bytes, path: path)
      scanner.run()
      return scanner.result
    }
  }

  /// A significant token: an identifier (its byte range) or one punctuation byte; literals and numbers are tokens
  /// that match nothing.
  private struct Token {
    enum Kind: Equatable {
      case identifier(Range<Int>)
      case punctuation(UInt8)
      case other
    }

    var kind: Kind
    var line: Int
    var column: Int
  }

  private struct Scan {
    let bytes: UnsafeRawBufferPointer
    let path: String
    var result: [ObjCCreation] = []
    /// The last four tokens, oldest first.
    var window: [Token] = []
    /// The class of a `[Name alloc` or `[Name new` waiting for its `]`.
    var pending: Token?
    var index = 0
    var line = 1
    var lineStart = 0

    init(bytes: UnsafeRawBufferPointer, path: String) {
      self.bytes = bytes
      self.path = path
      window.reserveCapacity(5)
    }

    mutating func run() {
      let count = bytes.count
      while index < count {
        let byte = bytes[index]
        let next: UInt8 = index + 1 < count ? bytes[index + 1] : 0
        switch byte {
        case 0x0A, 0x0D:
          newline()
        case 0x20, 0x09, 0x0B, 0x0C:
          index += 1
        case Byte.slash where next == Byte.slash:
          while index < count, !isNewline(bytes[index]) { index += 1 }
        case Byte.slash where next == Byte.star:
          index += 2
          while index < count, !(bytes[index] == Byte.star && index + 1 < count && bytes[index + 1] == Byte.slash) {
            if isNewline(bytes[index]) { newline() } else { index += 1 }
          }
          index = min(index + 2, count)
        case Byte.doubleQuote, Byte.singleQuote:
          let column = index - lineStart + 1
          index += 1
          while index < count, bytes[index] != byte, !isNewline(bytes[index]) {
            index += bytes[index] == Byte.backslash && index + 1 < count && !isNewline(bytes[index + 1]) ? 2 : 1
          }
          if index < count, bytes[index] == byte { index += 1 }
          push(Token(kind: .other, line: line, column: column))
        default:
          let start = index
          index += 1
          if isIdentifierByte(byte) && !isDigit(byte) {
            while index < count, isIdentifierByte(bytes[index]) { index += 1 }
            push(Token(kind: .identifier(start..<index), line: line, column: start - lineStart + 1))
          } else if isDigit(byte) {
            // A number with its suffixes and exponent is one token that names nothing.
            while index < count, isIdentifierByte(bytes[index]) || bytes[index] == Byte.dot { index += 1 }
            push(Token(kind: .other, line: line, column: start - lineStart + 1))
          } else {
            push(Token(kind: .punctuation(byte), line: line, column: start - lineStart + 1))
          }
        }
      }
    }

    /// Steps over one line break (`\n`, `\r\n` or `\r`).
    private mutating func newline() {
      if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
      index += 1
      line += 1
      lineStart = index
    }

    private mutating func push(_ token: Token) {
      if let waiting = pending {
        pending = nil
        if token.kind == .punctuation(Byte.closingBracket) { record(waiting) }
      }
      window.append(token)
      if window.count > 4 { window.removeFirst() }
      guard case .identifier(let range) = token.kind, isCreationSelector(range), window.count >= 3 else { return }
      let receiver = window[window.count - 3]
      let middle = window[window.count - 2]
      let before = window.count >= 4 ? window[window.count - 4].kind : nil
      if middle.kind == .punctuation(Byte.dot) {
        // `Name.new`, but not `self.child.new` or `object->Name.new`: a member named like a class is no class.
        guard isClassName(receiver), before != .punctuation(Byte.dot), before != .punctuation(Byte.greater) else {
          return
        }
        record(receiver)
      } else if isClassName(middle), receiver.kind == .punctuation(Byte.openingBracket) {
        pending = middle
      }
    }

    private mutating func record(_ token: Token) {
      guard case .identifier(let range) = token.kind else { return }
      let name = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      result.append(ObjCCreation(className: name, location: SourceLocation(file: path, line: token.line,
                                                                            column: token.column)))
    }

    /// Whether the identifier is `alloc` or `new`.
    private func isCreationSelector(_ range: Range<Int>) -> Bool {
      let word = UnsafeRawBufferPointer(rebasing: bytes[range])
      return word.elementsEqual("alloc".utf8) || word.elementsEqual("new".utf8)
    }

    /// Whether a token may name a class: an identifier that is capitalized, as classes are and `self`, `super` and
    /// variables are not.
    private func isClassName(_ token: Token) -> Bool {
      guard case .identifier(let range) = token.kind else { return false }
      return bytes[range.lowerBound] >= 0x41 && bytes[range.lowerBound] <= 0x5A
    }

    private func isNewline(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Letters, digits, `_` and `$`; other bytes (non-ASCII among them) are punctuation that matches nothing.
    private func isIdentifierByte(_ byte: UInt8) -> Bool {
      (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || isDigit(byte) || byte == 0x5F || byte == 0x24
    }
  }

  private enum Byte {
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let backslash = UInt8(ascii: "\\")
    static let doubleQuote = UInt8(ascii: "\"")
    static let singleQuote = UInt8(ascii: "'")
    static let dot = UInt8(ascii: ".")
    static let greater = UInt8(ascii: ">")
    static let openingBracket = UInt8(ascii: "[")
    static let closingBracket = UInt8(ascii: "]")
  }
}
