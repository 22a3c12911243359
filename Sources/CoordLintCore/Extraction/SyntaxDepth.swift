import SwiftSyntax

/// How deep a parsed tree nests, measured without recursion, so that a file too deep for the recursive code after
/// the parser (operator folding, swift-syntax's own visitors and text accessors, the extractor) is refused instead
/// of overflowing the stack.
///
/// The parser bounds parentheses, braces and brackets (256 levels), but not postfix chains (`a.b.c…`, `f()()…`,
/// `x[0][0]…`) or operator sequences, which folding turns into one level per operator.
enum SyntaxDepth {
  /// Far beyond written code, and well below where folding first overflowed a thread's 8 MB stack: a
  /// 9,900-long member chain inside a function body did, while 20,000 at file scope did not.
  static let maximum = 4_000
  /// At most how many levels the constructs the parser bounds add: 256 levels of nesting, each a few nodes deep.
  static let boundedLevels = 1_500
  /// At most how many levels one byte of the constructs it does not bound adds: `.b` and `()` add one per two
  /// bytes, `!` one per byte, `A<` four per two.
  static let levelsPerByte = 2

  /// Whether some node of `tree` lies deeper than `limit` levels, counting an operator sequence as the levels its
  /// folding makes; also true, without a verdict, once `budget` is spent.
  static func exceeds(_ limit: Int, in tree: some SyntaxProtocol, budget: FileBudget = .unlimited) -> Bool {
    var stack: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
    while let (node, depth) = stack.popLast() {
      if budget.isSpent { return true }
      // A subtree too short to reach the limit is not walked: most files and most bodies, so the check costs
      // almost nothing next to the parse.
      guard depth + boundedLevels + node.totalLength.utf8Length * levelsPerByte > limit else { continue }
      var below = depth + 1
      if let sequence = node.as(SequenceExprSyntax.self) { below += sequence.elements.count / 2 }
      guard below <= limit else { return true }
      for child in node.children(viewMode: .sourceAccurate) where !child.is(TokenSyntax.self) {
        stack.append((child, below))
      }
    }
    return false
  }
}
