import Testing
@testable import CoordLintCore

/// The order reports use is total: findings alike but for their notes never keep the order a set gave them.
@Suite struct FindingOrderTests {
  static func finding(keptAt line: Int) -> Finding {
    let at = SourceLocation(file: "MeetCoordinator.swift", line: 77, column: 5)
    return Finding(rule: "retain-cycle", severity: .error, message: "subscription captures 'self' strongly",
                   location: at, notes: [
                     Finding.Note("the subscription is kept here", at: SourceLocation(file: "MeetCoordinator.swift",
                                                                                  line: line, column: 9)),
                     Finding.Note("the closure captures 'self' strongly here", at: at),
                   ])
  }

  @Test func findingsAlikeButForTheirNotesSortTheSameWhateverTheirInputOrder() {
    let early = Self.finding(keptAt: 31), late = Self.finding(keptAt: 77)
    #expect([late, early].sorted(by: Finding.ordered) == [early, late])
    #expect([early, late].sorted(by: Finding.ordered) == [early, late])
    #expect(!Finding.ordered(early, early))
  }

  @Test func fewerNotesFirstThenSeverityThenSymbols() {
    var bare = Self.finding(keptAt: 31)
    bare.notes.removeLast()
    #expect(Finding.ordered(bare, Self.finding(keptAt: 31)))
    var warning = Self.finding(keptAt: 31)
    warning.severity = .warning
    #expect(Finding.ordered(warning, Self.finding(keptAt: 31)))
    var symbolA = Self.finding(keptAt: 31), symbolB = Self.finding(keptAt: 31)
    symbolA.symbols = ["A"]
    symbolB.symbols = ["B"]
    #expect(Finding.ordered(symbolA, symbolB) && !Finding.ordered(symbolB, symbolA))
  }
}
