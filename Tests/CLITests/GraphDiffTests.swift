import CoordLintTestSupport
import Foundation
import Testing

/// `coordlint graph --diff REV`: the flow graph at a revision compared with the work tree's.
@Suite struct GraphDiffTests {
  /// An app whose second commit replaces the `LegacyCoordinator` child with a `ProfileCoordinator` and makes the
  /// settings child's back reference weak, which fixes the retain cycle the first commit had.
  static let before = """
    final class AppCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      func start() {
        let settings = SettingsCoordinator()
        settings.parentCoordinator = self
        childCoordinators.append(settings)
        settings.start()
        let legacy = LegacyCoordinator()
        childCoordinators.append(legacy)
        legacy.start()
      }
    }

    final class SettingsCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      var parentCoordinator: AppCoordinator?
      func start() {}
    }

    final class LegacyCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      func start() {}
    }

    """

  static let after = "// The profile replaces the legacy flow.\n" + before
    .replacingOccurrences(of: "Legacy", with: "Profile").replacingOccurrences(of: "legacy", with: "profile")
    .replacingOccurrences(of: "  var parentCoordinator", with: "  weak var parentCoordinator")

  private func repository() throws -> GitRepository {
    let repository = try GitRepository(files: [
      "App/Sources/Coordinator.swift": FlowFixture.coordinatorProtocol,
      "App/Sources/Flow.swift": Self.before,
      ".gitignore": ".build/\n",
    ])
    try repository.commitAll("first")
    try repository.write(Self.after, to: "App/Sources/Flow.swift")
    try repository.commitAll("second")
    return repository
  }

  @Test func markdownListsWhatChangedAndLeavesTheWorkTreeAlone() throws {
    let repository = try repository()
    defer { repository.remove() }
    // Uncommitted and untracked changes are part of the work tree's side, and must survive the run.
    try repository.write(Self.after + "// edited\n", to: "App/Sources/Flow.swift")
    try repository.write("// notes\n", to: "App/Notes.swift")
    let status = try repository.status()
    // A temporary folder of its own, to see that the copy of the revision is removed.
    let temporary = try TemporaryFolder("coordlint-tmp")
    defer { temporary.remove() }
    let result = try CLIRunner.run(["graph", "--diff", "HEAD~1"], in: repository.url,
                                   environment: ["TMPDIR": temporary.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    #expect(try repository.status() == status)
    #expect(try repository.folder.read("App/Sources/Flow.swift") == Self.after + "// edited\n")
    let markdown = result.stdout
    #expect(markdown.hasPrefix("### coordlint: flow graph changes since HEAD\\~1\n"))
    #expect(markdown.contains("```mermaid\nflowchart LR\n"))
    #expect(markdown.contains("- added: `ProfileCoordinator`"))
    #expect(markdown.contains("- removed: `LegacyCoordinator`"))
    #expect(markdown.contains("- added: `AppCoordinator` → `ProfileCoordinator`, child `append`"))
    #expect(markdown.contains("- removed: `AppCoordinator` → `LegacyCoordinator`, child `append`"))
    #expect(markdown.contains("- changed: `SettingsCoordinator` → `AppCoordinator`, back-reference "
                                + "`parentCoordinator` (strong → weak; no longer on a retain cycle)"))
    #expect(markdown.contains("#### Findings fixed\n\n- error `retain-cycle` at `App/Sources/Flow.swift:5`"))
    #expect(!markdown.contains("#### Findings added"))
    // The added edge is green, the removed one red and dashed, in the diagram.
    #expect(markdown.contains("-->|\"append (added)\"|") && markdown.contains("-->|\"append (removed)\"|"))
    #expect(markdown.contains("stroke:#e03131,color:#e03131,stroke-width:2px,stroke-dasharray:5 5"))
  }

  @Test func jsonFromASubfolderMapsPathsAndKeysFindingsOnSymbols() throws {
    let repository = try repository()
    defer { repository.remove() }
    let result = try CLIRunner.run(["graph", ".", "--diff", "HEAD~1", "--format", "json"],
                                   in: repository.url.appendingPathComponent("App/Sources"))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let nodes = try #require(json["nodes"] as? [[String: Any]])
    #expect(nodes.map { "\($0["change"] ?? "") \($0["id"] ?? "")" }
              == ["changed AppCoordinator", "removed LegacyCoordinator", "added ProfileCoordinator",
                  "changed SettingsCoordinator"])
    let edges = try #require(json["edges"] as? [[String: Any]])
    let back = try #require(edges.first { $0["kind"] as? String == "back-reference" })
    #expect((back["old"] as? [String: Any])?["strength"] as? String == "strong")
    #expect((back["new"] as? [String: Any])?["strength"] as? String == "weak")
    // Paths are the work tree's, relative to the subfolder, on both sides.
    #expect((back["old"] as? [String: Any])?["file"] as? String == "Flow.swift")
    let findings = try #require(json["findings"] as? [String: Any])
    #expect((findings["added"] as? [Any])?.isEmpty == true)
    let fixed = try #require(findings["fixed"] as? [[String: Any]])
    #expect(fixed.map { $0["rule"] as? String } == ["retain-cycle"])
    #expect(fixed.first?["file"] as? String == "Flow.swift")
  }

  @Test func anUnchangedGraphSaysSoAndLinesMovingChangeNothing() throws {
    let repository = try repository()
    defer { repository.remove() }
    // Lines move and a comment is added: the same graph and the same findings.
    try repository.write("// moved\n\n" + Self.after, to: "App/Sources/Flow.swift")
    let result = try CLIRunner.run(["graph", "--diff", "HEAD"], in: repository.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "### coordlint: flow graph changes since HEAD\n\nno changes to the flow graph\n")
  }

  @Test func theRevisionIsReadWithItsOwnConfiguration() throws {
    let repository = try GitRepository(files: [
      "Coordinator.swift": FlowFixture.coordinatorProtocol,
      "A.swift": FlowFixture.pair("AParent", "AChild"),
      ".coordlint.yml": "disabled_rules:\n  - retain-cycle\n",
    ])
    defer { repository.remove() }
    try repository.commitAll("first")
    // Only the configuration changes: the cycle was there, unreported, and now is reported.
    try repository.write("disabled_rules: []\n", to: ".coordlint.yml")
    let result = try CLIRunner.run(["graph", "--diff", "HEAD", "--format", "json"], in: repository.url)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let added = try #require((json["findings"] as? [String: Any])?["added"] as? [[String: Any]])
    #expect(added.map { $0["rule"] as? String } == ["retain-cycle"])
    // The explicit --config names the same file in the revision's copy.
    let explicit = try CLIRunner.run(["graph", "--diff", "HEAD", "--format", "json", "--config",
                                      repository.url.appendingPathComponent(".coordlint.yml").path],
                                     in: repository.url)
    #expect(explicit.stdout == result.stdout, "\(explicit.stderr)")
  }

  @Test func htmlAndDotColourTheChanges() throws {
    let repository = try repository()
    defer { repository.remove() }
    let html = try CLIRunner.run(["graph", "--diff", "HEAD~1", "--output", "diff.html"], in: repository.url)
    #expect(html.status == 0, "\(html.stderr)")
    let page = try repository.folder.read("diff.html")
    #expect(page.contains("<h2>changes</h2>"))
    #expect(page.contains("removed node <code>LegacyCoordinator</code>"))
    #expect(page.contains("fixed <code>retain-cycle</code>"))
    #expect(page.contains("<svg"))
    let dot = try CLIRunner.run(["graph", "--diff", "HEAD~1", "--format", "dot"], in: repository.url)
    #expect(dot.status == 0, "\(dot.stderr)")
    #expect(dot.stdout.contains("\"LegacyCoordinator\" [label=\"LegacyCoordinator\""))
    #expect(dot.stdout.contains("color=\"#e03131\", penwidth=3"))
    #expect(dot.stdout.contains("label=\"append (added)\", color=\"#2f9e44\""))
  }

  @Test func rejectsBadRevisionsAndOptionsThatDoNotFit() throws {
    let repository = try repository()
    defer { repository.remove() }
    let bad = try CLIRunner.run(["graph", "--diff", "nope"], in: repository.url)
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("coordlint: error: unknown git revision 'nope' (fatal: bad revision 'nope')"))
    let markdown = try CLIRunner.run(["graph", "--format", "markdown"], in: repository.url)
    #expect(markdown.status == 2)
    #expect(markdown.stderr.contains("--format markdown draws a diff; give --diff REV"))
    let focus = try CLIRunner.run(["graph", "--diff", "HEAD", "--focus", "AppCoordinator"], in: repository.url)
    #expect(focus.status == 2)
    #expect(focus.stderr.contains("--focus cannot be combined with --diff"))
    let outside = try TemporaryFolder("coordlint-nogit")
    defer { outside.remove() }
    let noTree = try CLIRunner.run(["graph", "--diff", "HEAD"], in: outside.url,
                                   environment: ["GIT_CEILING_DIRECTORIES": outside.url.deletingLastPathComponent().path])
    #expect(noTree.status == 2)
    #expect(noTree.stderr.contains("is not inside a git work tree"))
  }
}
