import CoordLintTestSupport
import Foundation
import Testing

/// `coordlint lint --changed-since`: only findings on (or with a note on) lines changed since a revision.
@Suite struct ChangedSinceTests {
  /// A repository with two committed cycles, `A.swift` and `B.swift`, each a finding on line 5.
  private func repository() throws -> GitRepository {
    let repository = try GitRepository(files: [
      "Sources/Coordinator.swift": FlowFixture.coordinatorProtocol,
      "Sources/A.swift": FlowFixture.pair("AParent", "AChild"),
      "Sources/B.swift": FlowFixture.pair("BParent", "BChild"),
    ])
    try repository.commitAll("first")
    return repository
  }

  private func lint(_ repository: GitRepository, _ arguments: [String], in folder: String = "") throws
    -> CLIRunner.Result {
    try CLIRunner.run(["lint", "--no-cache"] + arguments,
                      in: folder.isEmpty ? repository.url : repository.url.appendingPathComponent(folder))
  }

  @Test func keepsAFindingOnAChangedLineAndDropsOneOnAnUntouchedLine() throws {
    let repository = try repository()
    defer { repository.remove() }
    let original = FlowFixture.pair("AParent", "AChild")
    try repository.write(FlowFixture.replacing(line: 5, in: original, with: "    child.parentCoordinator = self // up"),
                         to: "Sources/A.swift")
    try repository.commitAll("second")

    let all = try lint(repository, [])
    #expect(all.status == 1)
    #expect(all.stdout.contains("Sources/A.swift:5:5") && all.stdout.contains("Sources/B.swift:5:5"))

    let changed = try lint(repository, ["--changed-since", "HEAD~1"])
    #expect(changed.status == 1, "\(changed.stderr)")
    #expect(changed.stdout.contains("Sources/A.swift:5:5: error:"))
    #expect(!changed.stdout.contains("B.swift"))

    // Nothing changed since HEAD: nothing reported, and the run passes.
    let none = try lint(repository, ["--changed-since", "HEAD"])
    #expect(none.status == 0, "\(none.stderr)")
    #expect(none.stdout.isEmpty)
  }

  @Test func keepsAFindingWhoseNoteIsOnAChangedLineUncommitted() throws {
    let repository = try repository()
    defer { repository.remove() }
    // A user's setting that would make git write `w/Sources/B.swift` changes nothing.
    try repository.git(["config", "diff.mnemonicPrefix", "true"])
    // Line 13 declares the strong property, a note of the finding on line 5; the change is not even staged.
    let original = FlowFixture.pair("BParent", "BChild")
    try repository.write(FlowFixture.replacing(line: 13, in: original, with: "  var parentCoordinator: BParent? // x"),
                         to: "Sources/B.swift")
    let result = try lint(repository, ["--changed-since", "HEAD", "--reporter", "json"])
    #expect(result.status == 1, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let files = (json?["findings"] as? [[String: Any]])?.compactMap { $0["file"] as? String }
    #expect(files == ["Sources/B.swift"])
  }

  @Test func countsUntrackedFilesAndWorksFromASubfolder() throws {
    let repository = try repository()
    defer { repository.remove() }
    try repository.write(FlowFixture.pair("CParent", "CChild"), to: "Sources/New/C.swift")
    let result = try lint(repository, [".", "--changed-since", "HEAD"], in: "Sources")
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.contains("New/C.swift:5:5: error:"))
    #expect(!result.stdout.contains("A.swift") && !result.stdout.contains("B.swift"))
  }

  @Test func worksWithABaselineAndAPureDeletionChangesNothing() throws {
    let repository = try repository()
    defer { repository.remove() }
    let baseline = try lint(repository, ["--write-baseline", "baseline.json"])
    #expect(baseline.status == 1)
    // A.swift: the recorded cycle's line 5 changes and a new cycle, recorded by no baseline, follows. B.swift loses
    // line 7, just after its note on line 6: a pure deletion, which marks no line as changed.
    let a = FlowFixture.replacing(line: 5, in: FlowFixture.pair("AParent", "AChild"),
                                  with: "    child.parentCoordinator = self // up")
    try repository.write(a + FlowFixture.pair("DParent", "DChild"), to: "Sources/A.swift")
    try repository.write(FlowFixture.pair("BParent", "BChild").replacingOccurrences(of: "    child.start()\n", with: ""),
                         to: "Sources/B.swift")
    #expect(try repository.git(["diff", "--unified=0", "--", "Sources/B.swift"]).contains("@@ -7 +6,0 @@"))
    let result = try lint(repository, ["--changed-since", "HEAD", "--baseline", "baseline.json"])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.contains("Sources/A.swift:20:5: error:"))
    #expect(!result.stdout.contains("A.swift:5:") && !result.stdout.contains("B.swift"))
  }

  @Test func failsOutsideAGitWorkTree() throws {
    let folder = try TemporaryFolder("coordlint-nogit", files: ["A.swift": FlowFixture.pair("AParent", "AChild")])
    defer { folder.remove() }
    let result = try CLIRunner.run(["lint", "--no-cache", "--changed-since", "HEAD"], in: folder.url,
                                   environment: ["GIT_CEILING_DIRECTORIES": folder.url.deletingLastPathComponent().path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("is not inside a git work tree (fatal: not a git repository"))
    #expect(result.stdout.isEmpty)
  }

  @Test func failsForAnUnknownRevisionAndWithoutGit() throws {
    let repository = try repository()
    defer { repository.remove() }
    let result = try lint(repository, ["--changed-since", "no-such-branch"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("coordlint: error: unknown git revision 'no-such-branch' (fatal: bad revision "
                                     + "'no-such-branch')"))
    #expect(result.stdout.isEmpty)

    let noGit = try CLIRunner.run(["lint", "--no-cache", "--changed-since", "HEAD"], in: repository.url,
                                  environment: ["PATH": repository.path])
    #expect(noGit.status == 2)
    #expect(noGit.stderr.contains("coordlint: error: 'git' not found on PATH"))
  }
}
