import CoordLintCore
import CoordLintReporters
import Foundation

/// The one finding set every reporter's golden test reports: raw identifiers with `<`, `&` and quotes, non-ASCII
/// paths and messages, property separators (`,` `:`), `%`, pipes and a line break — everything a format must escape.
enum SampleFindings {
  static let cafeFile = "Sources/Flows & Co/Café <Coordinator>.swift"
  static let oddFile = "Sources/a,b:c%d.swift"
  static let umlautFile = "Sources/Überblick.swift"

  static let findings: [Finding] = [
    Finding(
      rule: "orphan-child", severity: .warning,
      message: "'`a <b> & \"c\"`' is added to 'childCoordinators' each time 'show(_:)' runs but never removed; "
        + "remove it when its flow finishes",
      location: SourceLocation(file: cafeFile, line: 12, column: 9),
      notes: [Finding.Note("children store 'childCoordinators' is declared here",
                           at: SourceLocation(file: cafeFile, line: 3, column: 7))],
      symbols: ["ShopCoordinator", "`a <b> & \"c\"`"]),
    Finding(
      rule: "retain-cycle", severity: .error,
      message: "'ShopCoordinator' and 'CatalogCoordinator' keep each other alive; declare 'parent' as 'weak var'",
      location: SourceLocation(file: oddFile, line: 4, column: 3),
      notes: [
        Finding.Note("'ShopCoordinator' holds 'CatalogCoordinator' through 'children'",
                     at: SourceLocation(file: oddFile, line: 4, column: 3)),
        Finding.Note("'CatalogCoordinator' holds 'ShopCoordinator' through 'parent'",
                     at: SourceLocation(file: umlautFile, line: 20, column: 5)),
      ],
      symbols: ["ShopCoordinator", "CatalogCoordinator"]),
    Finding(
      rule: "unretained-coordinator", severity: .error,
      message: "'ÜberCoordinator' is started but nothing keeps it | 100% lost\nsecond line",
      location: SourceLocation(file: umlautFile, line: 7, column: 15),
      symbols: ["Flows.show()", "ÜberCoordinator"]),
  ]

  /// Line 7 of `umlautFile`: `ü` takes two UTF-8 bytes and one UTF-16 unit, so the finding's UTF-8 column 15
  /// (at `Ü`) is UTF-16 column 14.
  static let umlautLine7 = "     let ü = ÜberCoordinator()"

  static let context = ReportContext(
    toolVersion: "1.2.3", informationURI: "https://example.org/coordlint",
    rules: [
      .init(id: "orphan-child", summary: "child coordinator is added to its parent and never removed",
            rationale: "Children <kept> & \"never\" removed leak.", defaultSeverity: .warning),
      .init(id: "retain-cycle", summary: "coordinators keep each other alive",
            rationale: "A cycle of strong references is never freed.", defaultSeverity: .error,
            traits: RuleTraits(notesFormPath: true)),
      .init(id: "unretained-coordinator", summary: "coordinator is started but nothing keeps it",
            rationale: "A local coordinator is deallocated when its scope ends.", defaultSeverity: .error),
    ],
    sourceLine: { file, line in file == umlautFile && line == 7 ? umlautLine7 : nil })

  /// The folder holding the golden files.
  static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
}
