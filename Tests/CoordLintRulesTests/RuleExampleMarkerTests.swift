import CoordLintCore
import Testing
@testable import CoordLintRules

/// How examples place their findings and notes, and that a wrong message, note or place is caught.
@Suite struct RuleExampleMarkerTests {
  static let source = """
    let ü = ①Parent()
    ↓②child.start() // ③
    """

  @Test func markersAreTakenOutAndPlacedInUTF8Columns() {
    let file = RuleExample.MarkedFile(name: "A.swift", marked: Self.source)
    #expect(file.source == "let ü = Parent()\nchild.start() // ")
    #expect(file.documented == "let ü = Parent()\n↓child.start() // ")
    #expect(file.findingLocations == [Location(file: "A.swift", line: 2, column: 1)])
    #expect(file.noteLocations.map(\.marker) == ["①", "②", "③"])
    #expect(file.noteLocations.map(\.location) == [Location(file: "A.swift", line: 1, column: 10),
                                                   Location(file: "A.swift", line: 2, column: 1),
                                                   Location(file: "A.swift", line: 2, column: 18)])
  }

  @Test func expectedFindingsSitAtTheMarkersInFileOrder() throws {
    let example = RuleExample.fails(files: ["B.swift": "↓b()", "A.swift": Self.source], findings: [
      .finding("in B", notes: [.note("parent", at: "①")]),
      .finding("in A", notes: [.note("child", at: "②"), .note("comment", at: "③")]),
    ])
    let findings = try example.expectedFindings(rule: "r", severity: .error)
    #expect(findings.map(\.location) == [Location(file: "B.swift", line: 1, column: 1),
                                         Location(file: "A.swift", line: 2, column: 1)])
    #expect(findings.map(\.message) == ["in B", "in A"])
    #expect(findings[0].notes == [Finding.Note("parent", at: Location(file: "A.swift", line: 1, column: 10))])
    #expect(findings.allSatisfy { $0.rule == "r" && $0.severity == .error })
  }

  @Test func misplacedExpectationsAreErrors() {
    let notes: [RuleExample.ExpectedNote] = [.note("a", at: "①"), .note("b", at: "②"), .note("c", at: "③")]
    #expect(throws: RuleExample.ExpectationError.findingCount(markers: 1, findings: 0)) {
      try RuleExample.fails(Self.source, findings: []).expectedFindings(rule: "r", severity: .warning)
    }
    #expect(throws: RuleExample.ExpectationError.noteMarkerMissing("④")) {
      try RuleExample.fails(Self.source, findings: [.finding("m", notes: notes + [.note("d", at: "④")])])
        .expectedFindings(rule: "r", severity: .warning)
    }
    #expect(throws: RuleExample.ExpectationError.noteMarkerUnused("③")) {
      try RuleExample.fails(Self.source, findings: [.finding("m", notes: Array(notes.prefix(2)))])
        .expectedFindings(rule: "r", severity: .warning)
    }
    #expect(throws: RuleExample.ExpectationError.noteMarkerRepeated("①")) {
      try RuleExample.fails(Self.source + "①", findings: [.finding("m", notes: notes)])
        .expectedFindings(rule: "r", severity: .warning)
    }
  }

  /// A failing example whose finding has two notes or more, to spoil in several ways.
  static let noted = ExampleCase.failing.first { $0.example.findings.contains { $0.notes.count >= 2 } }!

  static func spoiled(_ change: (inout [RuleExample.ExpectedFinding]) -> Void) -> RuleExample {
    var findings = noted.example.findings
    change(&findings)
    return RuleExample(expectsFindings: true, files: noted.example.files, findings: findings)
  }

  @Test func aDifferentMessageNoteOrNotePlaceIsCaught() throws {
    let (stated, found) = try statedAndFound(Self.noted.rule, Self.noted.example)
    #expect(stated == found, "the example itself is right")
    let index = try #require(Self.noted.example.findings.firstIndex { $0.notes.count >= 2 })
    let spoilers: [(String, (inout [RuleExample.ExpectedFinding]) -> Void)] = [
      ("message", { $0[index] = .finding($0[index].message + " ", notes: $0[index].notes) }),
      ("note message", { findings in
        var notes = findings[index].notes
        notes[0] = .note(notes[0].message.uppercased(), at: notes[0].marker)
        findings[index] = .finding(findings[index].message, notes: notes)
      }),
      ("note order", { $0[index] = .finding($0[index].message, notes: $0[index].notes.reversed()) }),
      ("note place", { findings in
        let notes = findings[index].notes
        findings[index] = .finding(findings[index].message, notes: [
          .note(notes[0].message, at: notes[1].marker), .note(notes[1].message, at: notes[0].marker),
        ] + notes.dropFirst(2))
      }),
    ]
    for (what, spoil) in spoilers {
      let (spoiledStated, spoiledFound) = try statedAndFound(Self.noted.rule, Self.spoiled(spoil))
      #expect(spoiledStated != spoiledFound, "a different \(what) must fail the example")
    }
  }
}
