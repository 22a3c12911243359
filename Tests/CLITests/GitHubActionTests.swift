import CoordLintTestSupport
import Foundation
import Testing

/// `scripts/github-action.sh`, the GitHub Action's logic, run here with a fake event, summary and `gh`.
@Suite struct GitHubActionTests {
  /// A `gh` that writes its arguments (one per line, then `--`) to `$FAKE_GH_LOG`, with the file a `body=@FILE`
  /// field names, and answers the comment listing with `$FAKE_GH_EXISTING`.
  static let fakeGH = """
    #!/usr/bin/env bash
    for argument in "$@"; do
      echo "$argument" >> "$FAKE_GH_LOG"
      case "$argument" in body=@*) cat "${argument#body=@}" >> "$FAKE_GH_LOG" ;; esac
    done
    echo "--" >> "$FAKE_GH_LOG"
    case " $* " in *" --jq "*) if [ -n "${FAKE_GH_EXISTING:-}" ]; then echo "$FAKE_GH_EXISTING"; fi ;; esac
    """

  /// What a run left behind.
  struct Run {
    let status: Int32
    let stdout: String
    let gh: String
    let summary: String
    let sarif: String
    let output: String
  }

  /// A repository whose first commit has a cycle in `Old.swift` and whose second adds one in `New.swift`; the
  /// first commit's id.
  private func repository() throws -> (GitRepository, String) {
    let repository = try GitRepository(files: [
      "Sources/Coordinator.swift": FlowFixture.coordinatorProtocol,
      "Sources/Old.swift": FlowFixture.pair("OldParent", "OldChild"),
    ])
    try repository.commitAll("first")
    let base = try repository.git(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
    try repository.write(FlowFixture.pair("NewParent", "NewChild"), to: "Sources/New.swift")
    try repository.commitAll("second")
    return (repository, base)
  }

  private func run(in repository: GitRepository, event: String, existingComment: String? = nil) throws -> Run {
    let folder = try TemporaryFolder("coordlint-action-test", files: ["bin/gh": Self.fakeGH, "event.json": event])
    defer { folder.remove() }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url("bin/gh").path)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", PackagePaths.root.appendingPathComponent("scripts/github-action.sh").path]
    process.currentDirectoryURL = repository.url
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = folder.url("bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["COORDLINT"] = CLIRunner.binary.path
    environment["GITHUB_EVENT_PATH"] = folder.url("event.json").path
    environment["GITHUB_STEP_SUMMARY"] = folder.url("summary.md").path
    environment["GITHUB_OUTPUT"] = folder.url("output").path
    environment["GITHUB_REPOSITORY"] = "octo/app"
    environment["INPUT_SARIF_FILE"] = folder.url("coordlint.sarif").path
    environment["INPUT_ARGS"] = "--no-cache"
    environment["FAKE_GH_LOG"] = folder.url("gh.log").path
    environment["FAKE_GH_EXISTING"] = existingComment
    process.environment = environment
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    func read(_ name: String) -> String { (try? folder.read(name)) ?? "" }
    return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), gh: read("gh.log"),
               summary: read("summary.md"), sarif: read("coordlint.sarif"), output: read("output"))
  }

  @Test func aPullRequestLintsChangedLinesAndPostsOneComment() throws {
    let (repository, base) = try repository()
    defer { repository.remove() }
    let event = #"{"pull_request": {"number": 7, "base": {"sha": "\#(base)"}}}"#
    let status = try repository.status()
    let first = try run(in: repository, event: event)
    // The new cycle fails the run and is annotated; the old one is not, but code scanning gets both.
    #expect(first.status == 1)
    #expect(first.stdout.contains("::error file=Sources/New.swift,line=5"))
    #expect(!first.stdout.contains("Old.swift"))
    #expect(first.sarif.contains("Sources/New.swift") && first.sarif.contains("Sources/Old.swift"))
    #expect(first.output.hasPrefix("sarif="))
    #expect(first.summary.contains("### coordlint: flow graph changes since \(base.prefix(12))"))
    #expect(first.summary.contains("- added: `NewParent`"))
    let calls = first.gh.components(separatedBy: "--\n").filter { !$0.isEmpty }
    #expect(calls.count == 2)
    #expect(calls.first?.hasPrefix("api\n--paginate\nrepos/octo/app/issues/7/comments\n--jq\n") == true)
    #expect(calls.last?.hasPrefix("api\n--method\nPOST\nrepos/octo/app/issues/7/comments\n--field\nbody=@") == true)
    #expect(calls.last?.contains("<!-- coordlint-graph-diff -->\n### coordlint: flow graph changes since") == true)
    #expect(try repository.status() == status)

    // The next push updates the comment the marker finds instead of adding one.
    let second = try run(in: repository, event: event, existingComment: "4242")
    let update = second.gh.components(separatedBy: "--\n").filter { !$0.isEmpty }.last ?? ""
    #expect(update.hasPrefix("api\n--method\nPATCH\nrepos/octo/app/issues/comments/4242\n--field\nbody=@"))
    #expect(update.contains("- added: `NewParent`"))
  }

  @Test func outsideAPullRequestEverythingIsLintedAndNothingPosted() throws {
    let (repository, _) = try repository()
    defer { repository.remove() }
    let run = try run(in: repository, event: #"{"ref": "refs/heads/main"}"#)
    #expect(run.status == 1)
    #expect(run.stdout.contains("::error file=Sources/New.swift") && run.stdout.contains("::error file=Sources/Old.swift"))
    #expect(run.gh.isEmpty)
    #expect(run.sarif.contains("Sources/Old.swift"))
    #expect(!run.summary.contains("flow graph changes"))
  }
}
