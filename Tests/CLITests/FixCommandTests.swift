import CoordLintTestSupport
import Foundation
import Testing

/// `coordlint fix` as a user runs it: a dry run changes nothing and prints a patch `git apply` takes; a real run
/// rewrites the file atomically, after which `lint` no longer reports what was fixed.
@Suite struct FixCommandTests {
  static let app = """
    protocol Coordinator: AnyObject {
      var childCoordinators: [Coordinator] { get set }
      func start()
    }
    protocol LoginDelegate {
      func loginDidFinish()
    }
    final class AppCoordinator: Coordinator, LoginDelegate {
      var childCoordinators: [Coordinator] = []
      func start() {
        let login = LoginCoordinator()
        login.delegate = self
        childCoordinators.append(login)
        login.start()
      }
      func loginDidFinish() { childCoordinators.removeAll() }
    }
    final class LoginViewController {
      var onDone: (() -> Void)?
    }
    final class LoginCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      // The delegate is kept strongly.
      var delegate: LoginDelegate?
      let screen = LoginViewController()
      func start() {
        screen.onDone = {
          self.delegate?.loginDidFinish()
        }
      }
    }

    """

  @Test func aDryRunPrintsAPatchAndChangesNothing() throws {
    let folder = try TemporaryFolder("coordlint-fix", files: ["App.swift": Self.app])
    defer { folder.remove() }
    let result = try CLIRunner.run(["fix", "App.swift", "--dry-run"], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try folder.read("App.swift") == Self.app)
    #expect(result.stdout.hasPrefix("--- a/App.swift\n+++ b/App.swift\n"))
    #expect(result.stdout.contains("+protocol LoginDelegate: AnyObject {"))
    #expect(result.stdout.contains("+  weak var delegate: LoginDelegate?"))
    #expect(result.stdout.contains("+    screen.onDone = { [weak self] in\n+      guard let self else { return }\n"))
    #expect(result.stderr.contains("App.swift:5:10: would fix: declare 'protocol LoginDelegate: AnyObject'"))
    #expect(result.stderr.contains("would make 3 changes in 1 file"))
    // The patch is one `patch` applies as it stands.
    try folder.write(result.stdout, to: "fix.patch")
    let patch = Process()
    patch.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    patch.arguments = ["patch", "--dry-run", "-p1", "-i", "fix.patch"]
    patch.currentDirectoryURL = folder.url
    patch.standardOutput = FileHandle.nullDevice
    try patch.run()
    patch.waitUntilExit()
    #expect(patch.terminationStatus == 0)
  }

  @Test func aRunRewritesTheFileAndTheFindingsAreGone() throws {
    let folder = try TemporaryFolder("coordlint-fix", files: ["App.swift": Self.app])
    defer { folder.remove() }
    let before = try CLIRunner.run(["lint", "App.swift", "--no-cache"], in: folder.url)
    #expect(before.stdout.contains("[non-class-delegate-protocol]"))
    #expect(before.stdout.contains("[retain-cycle]"))
    let result = try CLIRunner.run(["fix", "App.swift"], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("made 3 changes in 1 file, resolving"))
    let fixed = try folder.read("App.swift")
    #expect(fixed.contains("  // The delegate is kept strongly.\n  weak var delegate: LoginDelegate?\n"))
    let after = try CLIRunner.run(["lint", "App.swift", "--no-cache"], in: folder.url)
    #expect(after.status == 0)
    #expect(after.stdout.isEmpty, "\(after.stdout)")
    // Nothing left to prove: a second run changes nothing.
    let again = try CLIRunner.run(["fix", "App.swift"], in: folder.url)
    #expect(again.stdout.contains("made 0 changes in 0 files"))
    #expect(try folder.read("App.swift") == fixed)
  }

  @Test func inAGitRepositoryTheDryRunPatchIsWhatTheRunWrites() throws {
    // Two commits: the app as first written, then a change adding the closure that closes a cycle.
    let first = Self.app.replacingOccurrences(of: """
          screen.onDone = {
            self.delegate?.loginDidFinish()
          }
      """, with: "")
    let repository = try GitRepository(files: ["Sources/App.swift": first])
    defer { repository.remove() }
    try repository.commitAll("login flow")
    try repository.write(Self.app, to: "Sources/App.swift")
    try repository.commitAll("close the login screen")
    let dryRun = try CLIRunner.run(["fix", "Sources", "--dry-run"], in: repository.url)
    #expect(dryRun.status == 0, "\(dryRun.stderr)")
    #expect(try repository.status().isEmpty)
    let patch = TemporaryFolder.uniqueURL("coordlint-fix", extension: "patch")
    defer { try? FileManager.default.removeItem(at: patch) }
    try Data(dryRun.stdout.utf8).write(to: patch)
    try repository.git(["apply", "--check", patch.path])
    let run = try CLIRunner.run(["fix", "Sources"], in: repository.url)
    #expect(run.status == 0, "\(run.stderr)")
    // What the run wrote is the patch the dry run printed, line for line.
    let diff = try repository.git(["diff", "--no-color", "--no-ext-diff", "-U3"])
    let changed = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("+") || $0.hasPrefix("-") } }
    #expect(changed(diff).filter { !$0.hasPrefix("+++") && !$0.hasPrefix("---") }
              == changed(dryRun.stdout).filter { !$0.hasPrefix("+++") && !$0.hasPrefix("---") })
    #expect(!changed(diff).isEmpty)
  }

  @Test func onlyTheChosenRulesAreFixed() throws {
    let folder = try TemporaryFolder("coordlint-fix", files: ["App.swift": Self.app])
    defer { folder.remove() }
    let result = try CLIRunner.run(["fix", "App.swift", "--rule", "retain-cycle"], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    let fixed = try folder.read("App.swift")
    #expect(fixed.contains("[weak self]"))
    #expect(fixed.contains("protocol LoginDelegate {"))
    let unknown = try CLIRunner.run(["fix", "App.swift", "--rule", "retain-cycles"], in: folder.url)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("no rule is named 'retain-cycles'"))
  }

  @Test func aFileWithSyntaxErrorsIsNotRewritten() throws {
    let broken = Self.app.replacingOccurrences(of: "func loginDidFinish() { childCoordinators.removeAll() }",
                                               with: "func loginDidFinish() { childCoordinators.removeAll( }")
    let folder = try TemporaryFolder("coordlint-fix", files: ["App.swift": broken])
    defer { folder.remove() }
    let result = try CLIRunner.run(["fix", "App.swift"], in: folder.url)
    #expect(result.status == 0)
    #expect(try folder.read("App.swift") == broken)
    #expect(result.stdout.contains("has syntax errors, so it is not rewritten"))
  }
}
