import SwiftParser
import SwiftSyntax
import Testing
@testable import CoordLintCore

@Suite struct LineTableTests {
  /// Line breaks of every kind, multi-byte characters, a byte-order mark, a last line without a break.
  static let texts = [
    "let a = 1\nlet b = 2\n",
    "let a = 1\r\nlet b = \"é✓\"\r\n\r\nfunc f() {}",
    "\u{FEFF}let a = 1\rlet b = 2\r\r",
    "",
    "\n\n\n",
    "/* 🙂\n */ let x = \"a\\nb\" // c\r\n#sourceLocation(file: \"g.swift\", line: 100)\nlet y = 0\n#sourceLocation()\n",
  ]

  /// Every token's position reads as swift-syntax's own converter reads it.
  @Test(arguments: texts)
  func everyPositionReadsAsTheParsersConverterReadsIt(text: String) {
    let tree = Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: "t.swift", tree: tree)
    let table = LineTable(text)
    var offsets = Array(0...text.utf8.count)
    offsets += tree.tokens(viewMode: .sourceAccurate).map(\.positionAfterSkippingLeadingTrivia.utf8Offset)
    for offset in offsets {
      let expected = converter.location(for: AbsolutePosition(utf8Offset: offset))
      let found = table.location(ofUTF8Offset: offset)
      #expect(found.line == expected.line && found.column == expected.column, "offset \(offset)")
    }
  }
}
