import CoordLintTestSupport
import Foundation
import Testing

/// The CI-facing side of `coordlint lint`: exit codes, several reporters, configuration, baseline, cache.
@Suite struct CIIntegrationTests {
  /// A folder with a small app under `App/` with exactly one error (`unretained-coordinator` in
  /// `ProfileCoordinator.showOrderHistory()`) and one warning (`orphan-child` in
  /// `CatalogCoordinator.showFilters()`), written here rather than copied from a fixture so that rules added later
  /// do not change what these tests count. Removed by each test.
  let folder: TemporaryFolder

  static let app: [String: String] = [
    "App/Coordinator.swift": Snippet.coordinatorProtocolWithChildren,
    "App/CatalogCoordinator.swift": """
      final class CatalogCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}

        // MARK: - Navigation

        func showFilters() {
          let filters = FiltersCoordinator()
          childCoordinators.append(filters)
          filters.start()
        }
      }
      """,
    "App/FiltersCoordinator.swift": Snippet.coordinatorWithChildren("FiltersCoordinator"),
    "App/ProfileCoordinator.swift": """
      final class ProfileCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let orders: [String] = []
        func start() {}

        // MARK: - Navigation

        private func showOrderHistory() {
          let history = OrderHistoryCoordinator(orders: orders)
          history.start()
        }
      }
      """,
    "App/OrderHistoryCoordinator.swift": """
      final class OrderHistoryCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let orders: [String]
        init(orders: [String]) { self.orders = orders }
        func start() { print(self) }
      }
      """,
  ]

  init() throws {
    folder = try TemporaryFolder("coordlint-ci", files: CIIntegrationTests.app)
  }

  func cleanUp() { folder.remove() }

  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CLIRunner.Result {
    try CLIRunner.run(arguments, in: folder.url, environment: environment)
  }

  // MARK: - Exit codes

  @Test func exitCodesFollowSeveritiesStrictAndConfiguration() throws {
    defer { cleanUp() }
    #expect(try run(["lint", "App"]).status == 1)
    try folder.write("severity:\n  unretained-coordinator: warning\n", to: ".coordlint.yml")
    let relaxed = try run(["lint", "App"])
    #expect(relaxed.status == 0, "\(relaxed.stderr)")
    #expect(relaxed.stdout.contains(": warning: 'OrderHistoryCoordinator' is started"))
    #expect(try run(["lint", "App", "--strict"]).status == 1)
    try folder.write("severity:\n  unretained-coordinator: warning\ndisabled_rules: [orphan-child]\n",
                     to: ".coordlint.yml")
    #expect(try run(["lint", "App", "--reporter", "json"]).stdout.contains("orphan-child") == false)
  }

  // MARK: - Reporters

  @Test func severalReportersWriteInOneRun() throws {
    defer { cleanUp() }
    let result = try run(["lint", "App", "--reporter", "sarif:reports/coordlint.sarif", "--reporter", "xcode",
                          "--reporter", "junit:reports/junit.xml", "--reporter", "markdown:summary.md"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("[unretained-coordinator]"))
    let sarif = try #require(try JSONSerialization.jsonObject(with: Data(folder.read("reports/coordlint.sarif").utf8))
                               as? [String: Any])
    let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
    #expect(results.count == 2)
    #expect(try folder.read("reports/junit.xml").contains("<testsuites name=\"coordlint\" tests=\"2\""))
    #expect(try folder.read("summary.md").contains("2 findings: 1 error, 1 warning"))
    // Written through temporary files that were renamed, none left behind.
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url("reports").path)
    #expect(leftovers.sorted() == ["coordlint.sarif", "junit.xml"])
  }

  @Test func reporterArgumentsAreChecked() throws {
    defer { cleanUp() }
    let twoStdout = try run(["lint", "App", "--reporter", "json", "--reporter", "xcode"])
    #expect(twoStdout.status == 2)
    #expect(twoStdout.stderr.contains("at most one --reporter can write to stdout"))
    let unknown = try run(["lint", "App", "--reporter", "html"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("html"))
    let sameFile = try run(["lint", "App", "--reporter", "json:a.json", "--reporter", "sarif:a.json"])
    #expect(sameFile.status == 2)
    let unwritable = try run(["lint", "App", "--reporter", "json:App/FiltersCoordinator.swift/report.json"])
    #expect(unwritable.status == 2)
    #expect(unwritable.stderr.contains("App/FiltersCoordinator.swift/report.json: error: cannot write file"))
  }

  // MARK: - Configuration

  @Test func configurationErrorsNameTheFileLineAndColumn() throws {
    defer { cleanUp() }
    try folder.write("excluded: [Generated\nseverity: {}\n", to: ".coordlint.yml")
    let invalid = try run(["lint", "App"])
    #expect(invalid.status == 2)
    #expect(invalid.stderr.hasPrefix(".coordlint.yml:"))
    #expect(invalid.stderr.contains(": error: invalid YAML: "))
    #expect(invalid.stdout.isEmpty)

    try folder.write("included: [App]\ndisabled_rules: orphan-child\n", to: "ci/coordlint.yml")
    let wrongType = try run(["lint", "--config", "ci/coordlint.yml"])
    #expect(wrongType.status == 2)
    #expect(wrongType.stderr == "ci/coordlint.yml:2:17: error: 'disabled_rules' must be a list of strings, "
              + "not 'orphan-child'\n")

    let missing = try run(["lint", "App", "--config", "nope.yml"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("nope.yml: error: cannot read configuration: no such file or directory"))
  }

  @Test func unknownKeysWarnAndTheRunGoesOn() throws {
    defer { cleanUp() }
    try folder.write("disabled_rules: [orphan-child]\nreporters: [sarif]\n", to: ".coordlint.yml")
    let result = try run(["lint", "App"])
    #expect(result.status == 1)
    #expect(result.stderr.contains(".coordlint.yml:2:1: warning: unknown key 'reporters'"))
    #expect(!result.stdout.contains("[orphan-child]"))
    #expect(result.stdout.contains("[unretained-coordinator]"))
  }

  @Test func includedAndExcludedResolveAgainstTheConfigurationFolder() throws {
    defer { cleanUp() }
    try folder.write("final class Stray { func make() { OrderHistoryCoordinator(orders: []).start() } }",
              to: "Other/Stray.swift")
    try folder.write("included: [../App]\nexcluded: [../App/ProfileCoordinator.swift]\n", to: "ci/.coordlint.yml")
    let result = try run(["lint", "--config", "ci/.coordlint.yml", "--reporter", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("App/CatalogCoordinator.swift"))
    #expect(!result.stdout.contains("ProfileCoordinator.swift"))
    #expect(!result.stdout.contains("Stray.swift"))
    // Paths on the command line win over `included`.
    let explicit = try run(["dump", "--config", "ci/.coordlint.yml", "Other"])
    #expect(explicit.stdout.contains("\"files\" : 1,"))
  }

  @Test func weakHoldingTypesSilenceCyclesThroughWhatTheyHold() throws {
    defer { cleanUp() }
    try folder.write("""
      import UIKit
      final class ProfileScreen: UIViewController {
        let listeners = MulticastDelegate<AnyObject>()
      }
      final class ProfileFlowCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {
          let screen = ProfileScreen()
          screen.listeners += self
          navigationController.pushViewController(screen, animated: true)
        }
      }
      """, to: "App/ProfileFlow.swift")
    let plain = try run(["lint", "App"])
    // The screen is the first pushed onto the coordinator's own stack: its root, never popped, so the cycle lasts.
    #expect(plain.stdout.contains("App/ProfileFlow.swift:10:5: error: 'ProfileScreen.listeners' holds "
                                    + "'ProfileFlowCoordinator' strongly: retain cycle"), "\(plain.stdout)")
    try folder.write("weak_holding_types: [MulticastDelegate]\n", to: ".coordlint.yml")
    let configured = try run(["lint", "App"])
    #expect(configured.stderr.isEmpty, "\(configured.stderr)")
    #expect(!configured.stdout.contains("ProfileFlow.swift"), "\(configured.stdout)")
  }

  @Test func rulesMarksWhatTheConfigurationEnables() throws {
    defer { cleanUp() }
    try folder.write("only_rules: [orphan-child, unretained-coordinator]\nseverity: {orphan-child: error}\n",
              to: ".coordlint.yml")
    let lines = try run(["rules"]).stdout.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("orphan-child ") && $0.contains(" error ") && $0.contains(" enabled ") })
    #expect(lines.contains { $0.hasPrefix("unused-suppression ") && $0.contains(" disabled ") })
  }

  @Test func optInRulesRunOnlyWhenTheConfigurationNamesThem() throws {
    defer { cleanUp() }
    try folder.write("""
      import UIKit
      protocol Coordinator: AnyObject { func start() }
      final class SceneCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        func start() {
          let help = HelpCoordinator(navigationController: navigationController)
          childCoordinators.append(help)
          help.start()
        }
      }
      final class HelpCoordinator: Coordinator {
        weak var navigationController: UINavigationController?
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let screen = HelpViewController()
          screen.coordinator = self
          navigationController?.pushViewController(screen, animated: true)
        }
      }
      final class HelpViewController: UIViewController {
        var coordinator: HelpCoordinator?
      }
      """, to: "Help/Help.swift")
    let byDefault = try run(["lint", "Help"])
    #expect(!byDefault.stdout.contains("strong-back-reference"), "\(byDefault.stdout)")
    #expect(try run(["rules"]).stdout.split(separator: "\n")
      .contains { $0.hasPrefix("strong-back-reference ") && $0.contains(" opt-in ") })
    try folder.write("opt_in_rules: [strong-back-reference]\n", to: ".coordlint.yml")
    let optedIn = try run(["lint", "Help"])
    #expect(optedIn.stdout.contains("'HelpViewController.coordinator' refers back to its owner 'HelpCoordinator' "
                                    + "strongly"), "\(optedIn.stdout)")
    #expect(try run(["rules"]).stdout.split(separator: "\n")
      .contains { $0.hasPrefix("strong-back-reference ") && $0.contains(" enabled ") })
  }

  // MARK: - Suppressions

  @Test func staleSuppressionsAreReportedUnlessTheRuleIsDisabled() throws {
    defer { cleanUp() }
    try folder.write("""
      // coordlint:disable:next unretained-coordinator
      let answer = 42
      """, to: "App/Stale.swift")
    let result = try run(["lint", "App"])
    #expect(result.stdout.contains("""
      App/Stale.swift:1:1: warning: 'coordlint:disable:next unretained-coordinator' suppresses no finding; remove it \
      [unused-suppression]
      """))
    try folder.write("disabled_rules: [unused-suppression]\n", to: ".coordlint.yml")
    #expect(try !run(["lint", "App"]).stdout.contains("unused-suppression"))
  }

  // MARK: - Baseline

  @Test func aBaselineStillMatchesAfterLinesAreInsertedAboveTheFindings() throws {
    defer { cleanUp() }
    let recorded = try run(["lint", "App", "--write-baseline", "coordlint-baseline.json"])
    #expect(recorded.status == 1, "the findings are still reported while the baseline is written")
    #expect(recorded.stderr.contains("recorded 2 findings in coordlint-baseline.json"))
    let baseline = try folder.read("coordlint-baseline.json")
    #expect(baseline.contains("\"entries\" : [\n"))
    #expect(baseline.contains("\"file\" : \"App/CatalogCoordinator.swift\""))
    #expect(!baseline.contains("\"line\""))

    for name in ["App/CatalogCoordinator.swift", "App/ProfileCoordinator.swift"] {
      let source = try folder.read(name)
      try folder.write("// A header that moves every line down.\n\n\n" + source.replacingOccurrences(
        of: "  // MARK:", with: "  // MARK:\n\n"), to: name)
    }
    let clean = try run(["lint", "App", "--baseline", "coordlint-baseline.json"])
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
    #expect(clean.stdout.isEmpty)

    // A new finding is still reported; the baseline's own finding of the same kind is not.
    let profile = try folder.read("App/ProfileCoordinator.swift")
    try folder.write(profile.replacingOccurrences(of: "  private func showOrderHistory() {", with: """
        func showOrderHistoryAgain() {
          let again = OrderHistoryCoordinator(orders: orders)
          again.start()
        }

        private func showOrderHistory() {
      """), to: "App/ProfileCoordinator.swift")
    let fresh = try run(["lint", "App", "--baseline", "coordlint-baseline.json"])
    #expect(fresh.status == 1)
    #expect(fresh.stdout.split(separator: "\n").count == 1)
    #expect(fresh.stdout.contains("'showOrderHistoryAgain()'"))
  }

  @Test func theConfigurationNamesADefaultBaselineAndABrokenOneIsAnError() throws {
    defer { cleanUp() }
    try folder.write("baseline: ci/baseline.json\n", to: ".coordlint.yml")
    let first = try run(["lint", "App"])
    #expect(first.stderr.contains("baseline 'ci/baseline.json' does not exist"))
    #expect(first.status == 1)
    #expect(try run(["lint", "App", "--write-baseline", "ci/baseline.json"]).status == 1)
    let second = try run(["lint", "App"])
    #expect(second.status == 0)
    #expect(second.stdout.isEmpty)
    try folder.write("{\"version\": 1, \"entries\": 3}", to: "ci/baseline.json")
    let broken = try run(["lint", "App"])
    #expect(broken.status == 2)
    #expect(broken.stderr.contains("ci/baseline.json: error: not a coordlint baseline"))
  }

  // MARK: - Cache

  /// stderr without the `COORDLINT_TIMINGS` lines, which differ between runs.
  func messages(_ result: CLIRunner.Result) -> [Substring] {
    result.stderr.split(separator: "\n").filter { !$0.hasSuffix(" ms") }
  }

  @Test func aWarmRunSkipsTheAnalysisAndWritesTheSameBytes() throws {
    defer { cleanUp() }
    // A syntax error, so that the cached diagnostics are checked too.
    try folder.write("final class Broken {\n  func f( {\n}\n", to: "App/Broken.swift")
    let timings = ["COORDLINT_TIMINGS": "1"]
    let arguments = ["lint", "App", "--cache-path", "cache", "--reporter", "xcode", "--reporter", "sarif:out.sarif"]
    let cold = try run(arguments, environment: timings)
    let coldSARIF = try folder.read("out.sarif")
    #expect(cold.stderr.contains("lint cache miss"), "\(cold.stderr)")
    #expect(cold.stderr.contains("parse and extract"))
    let warm = try run(arguments, environment: timings)
    #expect(warm.stderr.contains("lint cache hit"), "\(warm.stderr)")
    #expect(!warm.stderr.contains("parse and extract"))
    #expect(warm.stdout == cold.stdout)
    #expect(try folder.read("out.sarif") == coldSARIF)
    #expect(messages(warm) == messages(cold))
    #expect(messages(cold).contains { $0.contains("App/Broken.swift:2:") && $0.contains("syntax error") })
    #expect(warm.status == 1)
    #expect(cold.status == 1)

    // The default location, used only by lint.
    _ = try run(["graph", "App"])
    #expect(!FileManager.default.fileExists(atPath: folder.url(".build/coordlint-cache").path))
    _ = try run(["lint", "App"])
    #expect(FileManager.default.fileExists(atPath: folder.url(".build/coordlint-cache").path))
  }

  @Test func anEditedFileOrConfigurationMisses() throws {
    defer { cleanUp() }
    let timings = ["COORDLINT_TIMINGS": "1"]
    func lint() throws -> CLIRunner.Result { try run(["lint", "App", "--cache-path", "cache"], environment: timings) }
    let cold = try lint()
    #expect(try lint().stderr.contains("lint cache hit"))

    let filters = try folder.read("App/FiltersCoordinator.swift")
    try folder.write(filters + "\n// edited\n", to: "App/FiltersCoordinator.swift")
    #expect(try lint().stderr.contains("lint cache miss"))
    #expect(try lint().stderr.contains("lint cache hit"))

    // Objective-C files are inputs too: what they create decides the graph, and may decide findings.
    try folder.write("x = [FiltersCoordinator new];\n", to: "App/Legacy.m")
    #expect(try lint().stderr.contains("lint cache miss"))
    #expect(try lint().stderr.contains("lint cache hit"))
    try folder.write("x = [FiltersCoordinator alloc];\n", to: "App/Legacy.m")
    #expect(try lint().stderr.contains("lint cache miss"))
    try FileManager.default.removeItem(at: folder.url("App/Legacy.m"))

    try folder.write("severity:\n  unretained-coordinator: warning\n", to: ".coordlint.yml")
    let relaxed = try lint()
    #expect(relaxed.stderr.contains("lint cache miss"))
    #expect(relaxed.status == 0)
    #expect(relaxed.stdout != cold.stdout)
    let relaxedAgain = try lint()
    #expect(relaxedAgain.stderr.contains("lint cache hit"))
    #expect(relaxedAgain.status == 0)
    #expect(relaxedAgain.stdout == relaxed.stdout)

    // Back to the first inputs: that entry is still kept.
    try FileManager.default.removeItem(at: folder.url(".coordlint.yml"))
    try folder.write(filters, to: "App/FiltersCoordinator.swift")
    let back = try lint()
    #expect(back.stderr.contains("lint cache hit"))
    #expect(back.stdout == cold.stdout)
    #expect(back.status == 1)
  }

  @Test func aCorruptOrUnwritableCacheIsNeverFatal() throws {
    defer { cleanUp() }
    let timings = ["COORDLINT_TIMINGS": "1"]
    let cold = try run(["lint", "App", "--cache-path", "cache"], environment: timings)
    // The result, and the sources a later run compares its files with (`ResultReuse`).
    let entries = try FileManager.default.contentsOfDirectory(atPath: folder.url("cache").path).filter {
      $0.hasPrefix("lint-")
    }
    #expect(entries.count == 1)
    for damage in [Data([0xFF, 0x00, 0x13]), Data("{\"key\": 1}".utf8)] {
      try damage.write(to: folder.url("cache").appendingPathComponent(try #require(entries.first)))
      let rebuilt = try run(["lint", "App", "--cache-path", "cache"], environment: timings)
      #expect(rebuilt.stderr.contains("lint cache miss (damaged entry)"), "\(rebuilt.stderr)")
      #expect(rebuilt.stderr.contains("cache/\(try #require(entries.first)): warning: cache entry is damaged or was "
                                        + "written by another tool; it was ignored and replaced"), "\(rebuilt.stderr)")
      #expect(rebuilt.stdout == cold.stdout)
      #expect(rebuilt.status == cold.status)
    }
    #expect(try run(["lint", "App", "--cache-path", "cache"], environment: timings).stderr.contains("lint cache hit"))

    // A cache path that cannot be a folder: one warning, the same findings.
    try folder.write("not a folder", to: "blocked")
    let blocked = try run(["lint", "App", "--cache-path", "blocked"])
    #expect(blocked.status == cold.status)
    #expect(blocked.stdout == cold.stdout)
    #expect(blocked.stderr.contains("blocked: warning: cannot write the cache"))
    let uncached = try run(["lint", "App", "--no-cache", "--cache-path", "unused"], environment: timings)
    #expect(!uncached.stderr.contains("lint cache"))
    #expect(uncached.stdout == cold.stdout)
    #expect(!FileManager.default.fileExists(atPath: folder.url("unused").path))
  }
}
