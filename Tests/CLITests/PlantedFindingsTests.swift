import CoordLintTestSupport
import Foundation
import Testing

/// The benchmark's synthetic app, small and dense: every planted finding of every template is reported, and
/// nothing else. Speed work once hid planted findings that only the full benchmark noticed. Its report is the same
/// bytes with every body read (`COORDLINT_FULL_BODIES=1`), though most of its value types' bodies are left out.
@Suite struct PlantedFindingsTests {
  @Test func everyPlantedFindingIsReportedAndNothingElse() throws {
    let corpus = TemporaryFolder.uniqueURL("coordlint-planted")
    let report = TemporaryFolder.uniqueURL("coordlint-planted", extension: "json")
    let fullReport = TemporaryFolder.uniqueURL("coordlint-planted-full", extension: "json")
    defer {
      for url in [corpus, report, fullReport] { try? FileManager.default.removeItem(at: url) }
    }
    let generated = try PythonRunner.run(["Benchmarks/generate_corpus.py", corpus.path, "--lines", "20000",
                                          "--density", "40", "--seed", "16"])
    try #require(generated.status == 0, "\(generated.output)")
    // Run in the app's folder, whose configuration turns on the opt-in rule the corpus plants findings for.
    let lint = try CLIRunner.run(["lint", "--no-cache", "--reporter", "json:\(report.path)", "."],
                                 in: corpus.appendingPathComponent("SynthApp"))
    #expect(lint.status == 1, "\(lint.stderr)")
    let manifest = corpus.appendingPathComponent("manifest.json").path
    let checked = try PythonRunner.run(["Benchmarks/check_findings.py", manifest, report.path, "--quiet"])
    #expect(checked.status == 0, "\(checked.output)")
    #expect(checked.output.contains("0 missing, 0 extra"), "\(checked.output)")
    let full = try CLIRunner.run(["lint", "--no-cache", "--reporter", "json:\(fullReport.path)", "."],
                                 in: corpus.appendingPathComponent("SynthApp"),
                                 environment: ["COORDLINT_FULL_BODIES": "1"])
    #expect(full.status == 1, "\(full.stderr)")
    #expect(try Data(contentsOf: report) == Data(contentsOf: fullReport))
  }
}
