@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// How deep square brackets nest, from the lexer's tokens, before the file is parsed: swift-syntax 603's parser
/// takes time exponential in that depth when each level could start a type (`[[[…`, `[(`, `[A<[A<…`), since it
/// tries every `[` as an `InlineArray` type and then again as an array type. Twenty levels took seconds, thirty
/// would take hours, so a file nested deeper than `maximum` is refused before it is parsed.
///
/// Levels are counted between braces, which no type or lookahead crosses, so a `[` left open while editing does not
/// add to the next function's count.
enum BracketNesting {
  /// Far beyond written code (a matrix literal nests three deep); the worst input this deep parses in a fraction of
  /// a second.
  static let maximum = 12

  /// Whether `[` nests deeper than `limit` levels between two braces anywhere in `source`.
  static func exceeds(_ limit: Int, in source: String) -> Bool {
    // Nothing to count without that many brackets; most files stop here.
    var brackets = 0
    for byte in source.utf8 where byte == UInt8(ascii: "[") {
      brackets += 1
      if brackets > limit { break }
    }
    guard brackets > limit else { return false }
    var text = source
    return text.withUTF8 { buffer in
      var tracker = LookaheadTracker()
      return withUnsafeMutablePointer(to: &tracker) { pointer in
        var depth = 0
        for lexeme in Lexer.tokenize(buffer, lookaheadTracker: pointer, experimentalFeatures: []) {
          switch lexeme.rawTokenKind {
          case .leftSquare:
            depth += 1
            if depth > limit { return true }
          case .rightSquare: depth = max(0, depth - 1)
          case .leftBrace, .rightBrace: depth = 0
          case .endOfFile: return false
          default: break
          }
        }
        return false
      }
    }
  }
}
