import CoordLintTestSupport
import Foundation
import Testing

/// Input built to break a run: each bad file gets one message naming it, the other files are still analyzed, and the
/// exit status is the README's (2 for an input error, else what the findings say).
@Suite struct BadInputTests {
  /// A coordinator started and never kept: one error-level finding, so a run that still analyzes it exits 1 when the
  /// rest of the input is only warned about.
  static let normalApp = """
    \(Snippet.coordinatorProtocol)
    final class AppCoordinator: Coordinator {
      func start() { let detail = DetailCoordinator(); detail.start() }
    }
    \(Snippet.coordinator("DetailCoordinator"))
    """

  func lint(_ folder: TemporaryFolder, _ arguments: [String] = []) throws -> CLIRunner.Result {
    try CLIRunner.run(["lint", "--no-cache"] + arguments, in: folder.url)
  }

  func expectNormalAppAnalyzed(_ result: CLIRunner.Result) {
    #expect(result.stdout.contains("App.swift:3:31: error: 'DetailCoordinator' is started but nothing keeps it"),
            "\(result.stdout)\n\(result.stderr)")
  }

  @Test func brokenSourcesWarnOnceEachAndTheRestIsAnalyzed() throws {
    let folder = try TemporaryFolder("coordlint-bad", files: [
      "App.swift": Self.normalApp,
      "Empty.swift": "",
      "String.swift": "let text = \"never closed\nfinal class S {}",
      "Comment.swift": "/* never closed\nfinal class C {}",
      "Parens.swift": "let deep = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000),
      "Closures.swift": "func f() { _ = " + String(repeating: "{ ", count: 10_000) + String(repeating: "} ", count: 10_000) + "}",
      "Types.swift": (0..<10_000).map { "struct T\($0) { " }.joined() + String(repeating: "}", count: 10_000),
      // Past the parser's nesting limit, recovering from each `if` costs a debug build a millisecond.
      "Ifs.swift": "func g() {\n" + String(repeating: "if a { ", count: 2_000) + String(repeating: "} ", count: 2_000) + "}",
      "Members.swift": "let chain = a" + String(repeating: ".b", count: 12_000),
      "Operators.swift": "let sum = 1" + String(repeating: " + 1", count: 25_000),
    ])
    defer { folder.remove() }
    var binary = Data([0xCF, 0xFA, 0xED, 0xFE, 0, 0, 0, 0x01])
    binary.append(Data((0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 31) }))
    try folder.write(binary, to: "Binary.swift")
    var invalid = Data("final class OddCoordinator {} // ".utf8)
    invalid.append(contentsOf: [0xC3, 0x28, 0xFF])
    try folder.write(invalid, to: "Invalid.swift")
    let result = try lint(folder)
    #expect(result.status == 1, "\(result.stderr)")
    expectNormalAppAnalyzed(result)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.contains("Binary.swift:1:1: warning: file is binary (it holds NUL bytes), not Swift source; it was "
                             + "not analyzed"))
    #expect(lines.contains("Invalid.swift:1:1: warning: file is not valid UTF-8; invalid bytes were replaced"))
    for name in ["Members", "Operators"] {
      #expect(lines.contains("\(name).swift:1:1: warning: code nested deeper than 4000 levels (a chain of calls, "
                               + "members or operators); the file was not analyzed"))
    }
    for name in ["String", "Comment", "Parens", "Closures", "Types", "Ifs", "Members", "Operators"] {
      #expect(lines.filter { $0.hasPrefix("\(name).swift:") }.count == 1, "\(name): \(result.stderr)")
    }
    #expect(!result.stderr.contains("Empty.swift"))
    #expect(lines.allSatisfy { $0.contains(": warning: ") }, "\(result.stderr)")
  }

  @Test func unreadableAndMissingPathsAreErrorsThatStillAnalyzeTheRest() throws {
    let folder = try TemporaryFolder("coordlint-bad", files: ["App.swift": Self.normalApp, "Locked.swift": "let x = 1"])
    defer { folder.remove() }
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: folder.url("Loop.swift").path, withDestinationPath: "Loop2.swift")
    try manager.createSymbolicLink(atPath: folder.url("Loop2.swift").path, withDestinationPath: "Loop.swift")
    try manager.createDirectory(at: folder.url("Sub"), withIntermediateDirectories: true)
    try manager.createSymbolicLink(atPath: folder.url("Sub/Up").path, withDestinationPath: "..")
    try manager.createSymbolicLink(atPath: folder.url("Ring").path, withDestinationPath: "Ring")
    mkfifo(folder.url("Pipe.swift").path, 0o644)
    try manager.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.url("Locked.swift").path)
    let result = try lint(folder, [".", "Missing.swift", "Loop.swift"])
    #expect(result.status == 2)
    expectNormalAppAnalyzed(result)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.contains("Missing.swift: error: no such file or directory"))
    #expect(lines.contains("Loop.swift: error: too many levels of symbolic links"))
    #expect(lines.contains("Loop2.swift: warning: cannot read file: too many levels of symbolic links; it was skipped"))
    #expect(lines.contains("Pipe.swift: error: not a regular file; it was not analyzed"))
    #expect(lines.contains("Ring: warning: cannot read file: too many levels of symbolic links; it was skipped"))
    // Root reads any file whatever its mode.
    if getuid() != 0 { #expect(lines.contains("Locked.swift: error: cannot read file: permission denied")) }
  }

  @Test func aFolderWithoutSwiftFilesIsSaid() throws {
    let folder = try TemporaryFolder("coordlint-bad", files: ["App.swift": Self.normalApp, "Docs/README.md": "# docs"])
    defer { folder.remove() }
    let result = try lint(folder, ["Docs", "App.swift"])
    #expect(result.status == 1)
    expectNormalAppAnalyzed(result)
    #expect(result.stderr == "Docs: warning: no Swift files below this folder\n")
  }

  @Test func aFolderWithOnlyObjectiveCIsSaidToHaveNoSwiftFiles() throws {
    let folder = try TemporaryFolder("coordlint-bad", files: [
      "App.swift": Self.normalApp, "Legacy/AppDelegate.m": "x = [AppCoordinator new];",
    ])
    defer { folder.remove() }
    let result = try lint(folder, ["Legacy", "App.swift"])
    expectNormalAppAnalyzed(result)
    #expect(result.stderr == "Legacy: warning: no Swift files below this folder\n")
  }

  @Test func brokenObjectiveCFilesWarnLikeSwiftOnes() throws {
    let folder = try TemporaryFolder("coordlint-bad", files: ["App.swift": Self.normalApp])
    defer { folder.remove() }
    try folder.write(Data([0x5B, 0x41, 0x20, 0x6E, 0x65, 0x77, 0x5D, 0x00]), to: "Binary.m")
    try folder.write(Data("x = [AppCoordinator new]; // caf".utf8) + Data([0xE9]), to: "Latin1.mm")
    try folder.write(Data(count: 2 * 1024 * 1024), to: "Huge.m")
    let result = try lint(folder, ["--max-file-size", "1", "."])
    expectNormalAppAnalyzed(result)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.contains(
      "Binary.m:1:1: warning: file is binary (it holds NUL bytes), not Objective-C source; it was not analyzed"))
    #expect(lines.contains("Latin1.mm:1:1: warning: file is not valid UTF-8; its other bytes were still scanned"))
    #expect(lines.contains {
      $0.hasPrefix("Huge.m: error: file is 2 MB, over the 1 MB limit; it was not analyzed")
    }, "\(lines)")
    #expect(result.status == 2)
  }

  @Test func aFileOverTheSizeLimitIsAnErrorAndTheRestIsAnalyzed() throws {
    // 1.1 MB that parses in no time: the test is about the limit, not about a big file's analysis.
    let big = String(repeating: "// " + String(repeating: "x", count: 1_000) + "\n", count: 1_150)
    let folder = try TemporaryFolder("coordlint-bad", files: ["App.swift": Self.normalApp, "Big.swift": big])
    defer { folder.remove() }
    let limited = try lint(folder, ["--max-file-size", "1"])
    #expect(limited.status == 2)
    expectNormalAppAnalyzed(limited)
    #expect(limited.stderr == "Big.swift: error: file is 1.1 MB, over the 1 MB limit; it was not analyzed "
              + "(see --max-file-size)\n")
    let allowed = try lint(folder, ["--max-file-size", "2"])
    #expect(allowed.status == 1)
    #expect(allowed.stderr.isEmpty)
    #expect(try lint(folder, ["--max-file-size", "0"]).status == 2)
  }

  /// A microsecond is spent by any file's parse, so the warning comes whatever the machine; it is not an error, and
  /// a run that gave a file up is not cached.
  @Test func aFileOverItsTimeoutIsAWarningAndTheRunIsNotCached() throws {
    let folder = try TemporaryFolder("coordlint-bad", files: ["App.swift": Self.normalApp])
    defer { folder.remove() }
    let warning = "App.swift:1:1: warning: analysis of this file took longer than 0.000001 s; it was not analyzed "
      + "(see --file-timeout)\n"
    for jobs in ["1", "3"] {
      let spent = try lint(folder, ["--file-timeout", "0.000001", "--jobs", jobs])
      #expect(spent.status == 0)
      #expect(spent.stderr == warning)
      #expect(spent.stdout.isEmpty)
    }
    expectNormalAppAnalyzed(try lint(folder, ["--file-timeout", "0"]))
    let negative = try lint(folder, ["--file-timeout=-1"])
    #expect(negative.status == 2)
    #expect(negative.stderr.contains("'--file-timeout' takes a number of seconds, or 0 for no limit"))
    let cache = ["--cache-path", folder.url("cache").path]
    let uncached = try CLIRunner.run(["lint", "--file-timeout", "0.000001"] + cache, in: folder.url)
    #expect(uncached.stderr == warning)
    let analyzed = try CLIRunner.run(["lint"] + cache, in: folder.url)
    #expect(analyzed.status == 1)
    expectNormalAppAnalyzed(analyzed)
  }

  @Test func hostileConfigurationsAreErrorsNamingTheFile() throws {
    let laughs = (1...9).map { level in
      "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]"
    }
    let configurations = [
      "bomb": "l0: &l0 \"lol\"\n" + laughs.joined(separator: "\n") + "\nexcluded: *l9\n",
      "types": "excluded: 3\nseverity: [1, 2]\n",
      "broken": "excluded: [unclosed\n  - : :\n",
      "binary": "\u{0}\u{1}\u{2}",
    ]
    for (name, text) in configurations.sorted(by: { $0.key < $1.key }) {
      let folder = try TemporaryFolder("coordlint-bad", files: ["App.swift": Self.normalApp, ".coordlint.yml": text])
      defer { folder.remove() }
      let started = Date()
      let result = try lint(folder)
      #expect(result.status == 2, "\(name): \(result.stderr)")
      #expect(result.stderr.hasPrefix(".coordlint.yml:"), "\(name): \(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(name): \(result.stderr)")
      #expect(Date().timeIntervalSince(started) < 10, "\(name)")
    }
  }
}
