import CoordLintTestSupport
import Foundation
import Testing

/// The benchmark's synthetic app, small and dense: every planted finding of every template is reported, and
/// nothing else. Speed work once hid planted findings that only the full benchmark noticed.
@Suite struct PlantedFindingsTests {
  @Test func everyPlantedFindingIsReportedAndNothingElse() throws {
    let corpus = TemporaryFolder.uniqueURL("coordlint-planted")
    let report = TemporaryFolder.uniqueURL("coordlint-planted", extension: "json")
    defer {
      try? FileManager.default.removeItem(at: corpus)
      try? FileManager.default.removeItem(at: report)
    }
    let generated = try python(["Benchmarks/generate_corpus.py", corpus.path, "--lines", "20000", "--density", "40",
                                "--seed", "16"])
    try #require(generated.status == 0, "\(generated.output)")
    let lint = try CLIRunner.run(["lint", "--no-cache", "--reporter", "json:\(report.path)", "SynthApp"], in: corpus)
    #expect(lint.status == 1, "\(lint.stderr)")
    let checked = try python(["Benchmarks/check_findings.py", corpus.appendingPathComponent("manifest.json").path,
                              report.path, "--quiet"])
    #expect(checked.status == 0, "\(checked.output)")
    #expect(checked.output.contains("0 missing, 0 extra"), "\(checked.output)")
  }

  private func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    process.currentDirectoryURL = PackagePaths.root
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
