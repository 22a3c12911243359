import CoordLintTestSupport
import Foundation
import Testing
@testable import CoordLintCore

/// Baselines: keyed without lines, counted, stored relative to their folder, read strictly.
@Suite struct BaselineTests {
  func finding(_ message: String, line: Int, file: String = "Sources/A.swift", symbols: [String] = ["A"]) -> Finding {
    Finding(rule: "orphan-child", severity: .warning, message: message,
            location: SourceLocation(file: file, line: line, column: 5), symbols: symbols)
  }

  @Test func findingsMatchWhateverTheirLineAndDuplicatesAreCounted() {
    let recorded = [finding("m", line: 10), finding("m", line: 20), finding("other", line: 30)]
    let baseline = Baseline(findings: recorded, workingDirectory: "/repo", folder: "/repo")
    #expect(baseline.entries.map(\.count) == [2, 1])
    let moved = [finding("m", line: 13), finding("m", line: 23), finding("m", line: 40), finding("other", line: 33)]
    let new = baseline.newFindings(moved, workingDirectory: "/repo", folder: "/repo")
    #expect(new == [finding("m", line: 40)], "two 'm' were recorded, the third is new")
    #expect(baseline.newFindings([finding("m", line: 10, symbols: ["B"])], workingDirectory: "/repo",
                                 folder: "/repo").count == 1, "other declarations are another finding")
    #expect(baseline.newFindings([finding("m", line: 10, file: "Sources/B.swift")], workingDirectory: "/repo",
                                 folder: "/repo").count == 1)
  }

  @Test func filesAreRelativeToTheBaselinesFolder() {
    let baseline = Baseline(findings: [finding("m", line: 1)], workingDirectory: "/repo/App", folder: "/repo/ci")
    #expect(baseline.entries.first?.file == "../App/Sources/A.swift")
    // The same finding seen from the repository root matches.
    let fromRoot = finding("m", line: 1, file: "App/Sources/A.swift")
    #expect(baseline.newFindings([fromRoot], workingDirectory: "/repo", folder: "/repo/ci").isEmpty)
    #expect(RelativePath.from("/a/b", to: "/a/b/c.swift") == "c.swift")
    #expect(RelativePath.from("/a/b/", to: "/x/y.swift") == "../../x/y.swift")
  }

  @Test func theFileIsSortedPrettyJSONThatReadsBack() throws {
    let baseline = Baseline(findings: [finding("z", line: 1, file: "B.swift"), finding("a", line: 9)],
                            workingDirectory: "/repo", folder: "/repo")
    let text = String(decoding: baseline.encoded(), as: UTF8.self)
    #expect(text.hasPrefix("{\n  \"entries\" : [\n"))
    #expect(text.hasSuffix("\"version\" : 1\n}\n"))
    #expect(!text.contains("\"line\""))
    #expect(baseline.entries.map(\.file) == ["B.swift", "Sources/A.swift"])
    let url = TemporaryFolder.uniqueURL(extension: "json")
    defer { try? FileManager.default.removeItem(at: url) }
    try AtomicFile.write(baseline.encoded(), to: url.path)
    #expect(try Baseline.read(from: url.path) == baseline)
  }

  @Test func aMissingMalformedOrNewerBaselineIsAnError() throws {
    let url = TemporaryFolder.uniqueURL(extension: "json")
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(throws: Baseline.ReadError.self) { try Baseline.read(from: url.path) }
    for text in ["[]", "{\"version\": 1}", "{\"version\": 2, \"entries\": []}", "not json"] {
      try Data(text.utf8).write(to: url)
      #expect(throws: Baseline.ReadError.self) { try Baseline.read(from: url.path) }
    }
  }
}
