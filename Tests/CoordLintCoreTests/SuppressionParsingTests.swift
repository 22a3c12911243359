import Testing
@testable import CoordLintCore

/// Which comments are suppression commands, and which ids they name.
@Suite struct SuppressionParsingTests {
  let here = SourceLocation(file: "A.swift", line: 1, column: 1)

  @Test(arguments: [
    ("// coordlint:disable:next orphan-child", Suppression.Kind.next, ["orphan-child"]),
    ("//coordlint:disable:this a,b", .this, ["a", "b"]),
    ("// coordlint:disable a, b ,c - kept on purpose, see #12", .disable, ["a", "b", "c"]),
    ("/* coordlint:enable all */", .enable, ["all"]),
    ("/// coordlint:disable:next x", .next, ["x"]),
    ("/*coordlint:disable x*/", .disable, ["x"]),
  ])
  func commandsOpeningTheCommentAreRead(_ comment: String, _ kind: Suppression.Kind, _ rules: [String]) throws {
    let suppression = try #require(Suppression.parse(comment, at: here))
    #expect(suppression.kind == kind)
    #expect(suppression.rules == rules)
  }

  @Test(arguments: [
    "// see coordlint:disable:next orphan-child in the README",
    "/*\n// coordlint:disable:next orphan-child\nlet x = 1\n*/",
    "// coordlint:disable:next",
    "// coordlint:silence orphan-child",
    "// // coordlint:disable orphan-child",
  ])
  func otherCommentsAreNotCommands(_ comment: String) {
    #expect(Suppression.parse(comment, at: here) == nil)
  }
}

@Suite struct CommandScanTests {
  /// The byte scan that decides whether a file's comments are read for commands finds exactly what `contains` does.
  @Test(arguments: [
    ("// coordlint:disable:next orphan-child", true), ("coordlint:", true), ("x coordlint", false),
    ("", false), ("coordlint;", false), ("ccoordlint:", true), ("// Überblick coordlint:disable all", true),
    ("coordlin", false), ("let s = \"🙂coordlint:\"", true),
  ])
  func findsTheCommandPrefix(_ source: String, _ expected: Bool) {
    #expect(FactExtractor.mentionsCommand(source) == expected)
    #expect(source.contains("coordlint:") == expected)
  }
}
