import CoordLintCore
import CoordLintTestSupport
import Foundation
import Testing
@testable import CoordLintReporters

/// Every format's output for the shared awkward finding set, byte for byte. Run with `COORDLINT_UPDATE_GOLDEN=1`
/// to rewrite the golden files after a deliberate change, then review their diff.
@Suite struct ReporterGoldenTests {
  static let extensions: [OutputFormat: String] = [
    .xcode: "txt", .json: "json", .sarif: "sarif", .githubActions: "txt", .checkstyle: "xml", .junit: "xml",
    .markdown: "md",
  ]

  @Test(arguments: OutputFormat.allCases)
  func outputMatchesTheGoldenFile(_ format: OutputFormat) throws {
    let output = format.reporter.report(SampleFindings.findings, context: SampleFindings.context)
    let extensionName = try #require(ReporterGoldenTests.extensions[format], "no golden file name for \(format)")
    let golden = SampleFindings.goldenFolder.appendingPathComponent("\(format.rawValue).\(extensionName)")
    let expected = try GoldenFile.expected(for: output, at: golden)
    #expect(output == expected)
  }

  @Test(arguments: OutputFormat.allCases)
  func outputIsTheSameOnEveryRun(_ format: OutputFormat) {
    let first = format.reporter.report(SampleFindings.findings, context: SampleFindings.context)
    let second = format.reporter.report(SampleFindings.findings, context: SampleFindings.context)
    #expect(first == second)
  }
}
