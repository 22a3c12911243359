import CoordLintTestSupport
import Foundation
import Testing

/// Runs the built `coordlint` binary and checks exit codes, stdout and stderr.
@Suite struct CLITests {
  func run(_ arguments: [String], in directory: URL = PackagePaths.root) throws -> CLIRunner.Result {
    try CLIRunner.run(arguments, in: directory)
  }

  @Test func dumpPrintsTheDocumentedJSONWithRelativePaths() throws {
    let result = try run(["dump", "Fixtures/ProtocolBase"])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let coordinators = try #require(json["coordinators"] as? [[String: Any]])
    #expect(!coordinators.isEmpty)
    for coordinator in coordinators {
      for key in ["name", "file", "line", "kind", "reason", "supertypes"] { #expect(coordinator[key] != nil) }
      #expect((coordinator["file"] as? String)?.hasPrefix("Fixtures/ProtocolBase/") == true)
    }
    #expect(json["files"] as? Int ?? 0 > 0)
    #expect(json["types"] as? Int ?? 0 > 0)
  }

  @Test func dumpListsWhatObjectiveCCreates() throws {
    let result = try run(["dump", "Fixtures/ObjCBridge"])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let creations = try #require(json["objcCreations"] as? [[String: Any]])
    let described = creations.map { entry in
      "\(entry["className"] as? String ?? "?")→\(entry["type"] as? String ?? "-") "
        + "\((entry["file"] as? String ?? "").split(separator: "/").last ?? ""):\(entry["line"] as? Int ?? 0)"
    }
    #expect(described == [
      "UIWindow→- LegacyAppDelegate.m:14", "HomeCoordinator→HomeCoordinator LegacyAppDelegate.m:15",
      "ReportCoordinator→ReportCoordinator LegacyAppDelegate.m:25",
      "PinPresenter→PinCoordinatorBridgePresenter SettingsViewController.m:11",
    ])
    // Five Swift files; the two `.m` files are scanned, not counted.
    #expect(json["files"] as? Int == 5)
  }

  @Test func dumpIsByteForByteDeterministic() throws {
    let first = try run(["dump", "Fixtures"])
    let second = try run(["dump", "Fixtures"])
    #expect(first.status == 0)
    #expect(first.stdout == second.stdout)
  }

  @Test func aMissingPathIsAnInputErrorButTheRestIsStillAnalyzed() throws {
    let result = try run(["dump", "does-not-exist", "Fixtures/ProtocolBase"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("does-not-exist"))
    #expect(result.stdout.contains("\"coordinators\""))
    #expect(result.stdout.contains("Fixtures/ProtocolBase/"))
  }

  @Test func excludeGlobsSkipFiles() throws {
    let folder = try TemporaryFolder("coordlint-cli", files: [
      "App/AppCoordinator.swift": Snippet.coordinatorProtocol + "\n" + Snippet.coordinator("AppCoordinator"),
      "App/Generated/GenCoordinator.swift": Snippet.coordinator("GenCoordinator"),
      ".hidden/HiddenCoordinator.swift": Snippet.coordinator("HiddenCoordinator"),
      "Pods/PodCoordinator.swift": Snippet.coordinator("PodCoordinator"),
      "App/Colors.xcassets/Copy.dataset/CopyCoordinator.swift": Snippet.coordinator("CopyCoordinator"),
      "Demo.playground/Contents.swift": Snippet.coordinator("PlayCoordinator"),
    ])
    defer { folder.remove() }
    let all = try run(["dump"], in: folder.url)
    #expect(all.stdout.contains("GenCoordinator"))
    #expect(!all.stdout.contains("HiddenCoordinator"))
    #expect(!all.stdout.contains("PodCoordinator"))
    #expect(!all.stdout.contains("CopyCoordinator"))
    #expect(!all.stdout.contains("PlayCoordinator"))
    let excluded = try run(["dump", "--exclude", "Generated"], in: folder.url)
    #expect(excluded.status == 0)
    #expect(!excluded.stdout.contains("GenCoordinator"))
    #expect(excluded.stdout.contains("\"App/AppCoordinator.swift\""))
  }

  @Test func invalidUTF8AndBrokenSyntaxWarnButDoNotStopTheRun() throws {
    var bytes = Data("final class OddCoordinator: Coordinator { func start() {} } // ".utf8)
    bytes.append(contentsOf: [0xFF, 0xFE])
    let folder = try TemporaryFolder("coordlint-cli", files: [
      "Base.swift": Snippet.coordinatorProtocol,
      "Broken.swift": "final class BrokenCoordinator: Coordinator { func start( { }",
    ])
    defer { folder.remove() }
    try folder.write(bytes, to: "Odd.swift")
    let result = try run(["dump"], in: folder.url)
    #expect(result.status == 0)
    #expect(result.stderr.contains("Odd.swift:1:1: warning: file is not valid UTF-8"))
    #expect(result.stderr.contains("Broken.swift:"))
    #expect(result.stdout.contains("OddCoordinator"))
    #expect(result.stdout.contains("BrokenCoordinator"))
  }

  @Test func auditListsReferencesAsATableAndAsJSON() throws {
    let text = try run(["audit", "Fixtures/ShopApp"])
    #expect(text.status == 0)
    let lines = text.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("HOLDER") == true)
    let cycle = try #require(lines.first { $0.hasPrefix("CartCoordinator ") && $0.contains(" delegate ") })
    #expect(cycle.contains("MainTabCoordinator") && cycle.contains(" strong ") && cycle.contains(" cycle "))
    #expect(cycle.contains("Fixtures/ShopApp/MainTabCoordinator.swift:33"))
    // Columns line up: every row starts its verdict where the header does.
    let verdictColumn = try #require(lines.first?.range(of: "VERDICT")).lowerBound.utf16Offset(in: lines[0])
    #expect(cycle.dropFirst(verdictColumn).hasPrefix("cycle"))

    let json = try run(["audit", "--format", "json", "Fixtures/ShopApp"])
    #expect(json.status == 0)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let references = try #require(document["references"] as? [[String: Any]])
    for reference in references {
      for key in ["holder", "property", "target", "ownership", "verdict", "file", "line", "wiring"] {
        #expect(reference[key] != nil)
      }
    }
    let weak = try #require(references.first { $0["holder"] as? String == "CartViewModel" })
    #expect(weak["ownership"] as? String == "weak" && weak["verdict"] as? String == "ok")
    #expect(references.filter { $0["verdict"] as? String == "cycle" }.count == 1)
    #expect(try run(["audit", "--format", "json", "Fixtures/ShopApp"]).stdout == json.stdout)
  }

  @Test func lintReportsInXcodeFormatAndExitsOneOnAnError() throws {
    let result = try run(["lint", "Fixtures/ShopApp"])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("Fixtures/ShopApp/ProfileCoordinator.swift:") && $0.hasSuffix("[unretained-coordinator]") && $0.contains(": error: ") })
    #expect(lines.contains { $0.hasPrefix("Fixtures/ShopApp/CatalogCoordinator.swift:") && $0.hasSuffix("[orphan-child]") && $0.contains(": warning: ") })
    #expect(lines.contains { $0.contains(": note: children store 'childCoordinators' is declared here") })
  }

  @Test func warningsOnlyExitZeroUnlessStrict() throws {
    let folder = try TemporaryFolder("coordlint-cli", files: ["App.swift": """
      \(Snippet.coordinatorProtocolWithChildren)
      final class ListCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
        func showDetail() { let detail = DetailCoordinator(); childCoordinators.append(detail); detail.start() }
      }
      \(Snippet.coordinatorWithChildren("DetailCoordinator"))
      """])
    defer { folder.remove() }
    let relaxed = try run(["lint"], in: folder.url)
    #expect(relaxed.status == 0)
    #expect(relaxed.stdout.contains("App.swift:8:57: warning: 'DetailCoordinator' is added"))
    let strict = try run(["lint", "--strict"], in: folder.url)
    #expect(strict.status == 1)
  }

  @Test func lintJSONIsTheDocumentedShapeAndSorted() throws {
    let result = try run(["lint", "--reporter", "json", "Fixtures"])
    #expect(result.status == 1)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(findings.map { $0["rule"] as? String }
              == ["non-class-delegate-protocol", "orphan-child", "temporary-retain-cycle", "unretained-coordinator"])
    for finding in findings {
      for key in ["rule", "severity", "message", "file", "line", "column", "notes"] { #expect(finding[key] != nil) }
    }
  }

  @Test func cleanCodeExitsZeroWithNoOutput() throws {
    let result = try run(["lint", "Fixtures/ProtocolBase"])
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
  }

  @Test func rulesListsAndDescribes() throws {
    let list = try run(["rules"])
    #expect(list.status == 0)
    #expect(list.stdout.contains("orphan-child"))
    #expect(list.stdout.contains("unretained-coordinator"))
    let one = try run(["rules", "orphan-child"])
    #expect(one.status == 0)
    #expect(one.stdout.contains("Example 1: passes"))
    #expect(one.stdout.contains("↓"))
    // A failing example ends with what `lint` reports for it; the markers that place its notes are left out.
    #expect(one.stdout.contains("""
        ↓childCoordinators.append(filters)
      """))
    #expect(one.stdout.contains("""
        reported as:
          Example.swift:10:5: warning: 'FiltersCoordinator' is added to 'childCoordinators' each time \
      'showFilters()' runs but never removed; remove it when its flow finishes [orphan-child]
          Example.swift:6:7: note: children store 'childCoordinators' is declared here
      """))
    #expect(!one.stdout.contains("①"))
    let markdown = try run(["rules", "--format", "markdown"])
    #expect(markdown.status == 0)
    #expect(markdown.stdout.hasPrefix("""
      | rule | default | finds |
      | --- | --- | --- |
      | `non-class-delegate-protocol` | warning |
      """))
    #expect(try run(["rules", "orphan-child", "--format", "markdown"]).status == 2)
    let unknown = try run(["rules", "no-such-rule"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("no-such-rule"))
  }

  @Test func usageErrorsExitWithTwo() throws {
    let result = try run(["dump", "--no-such-flag"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--no-such-flag"))
  }

  /// Parallelism and the cache change how a result is made, never what it says: every fixture app, byte for byte.
  @Test func jobsAndTheCacheLeaveTheOutputUnchanged() throws {
    let reference = try run(["lint", "Fixtures", "--no-cache", "--jobs", "1"])
    #expect(!reference.stdout.isEmpty)
    let parallel = try run(["lint", "Fixtures", "--no-cache", "--jobs", "4"])
    #expect(parallel.stdout == reference.stdout)
    #expect(parallel.stderr == reference.stderr)
    #expect(parallel.status == reference.status)
    let cache = TemporaryFolder.uniqueURL("coordlint-jobs-cache")
    defer { try? FileManager.default.removeItem(at: cache) }
    for jobs in ["4", "1"] {
      // The first run fills the cache, the second reads it.
      let cached = try run(["lint", "Fixtures", "--cache-path", cache.path, "--jobs", jobs])
      #expect(cached.stdout == reference.stdout)
      #expect(cached.stderr == reference.stderr)
      #expect(cached.status == reference.status)
    }
    // One result, and one pack of the sources it was made from.
    let names = try FileManager.default.contentsOfDirectory(atPath: cache.path)
    #expect(names.filter { $0.hasPrefix("lint-") }.count == 1)
    #expect(names.filter { $0.hasPrefix("sources-") }.count == 1)
    let zero = try run(["lint", "Fixtures", "--no-cache", "--jobs", "0"])
    #expect(zero.status == 2)
    #expect(zero.stderr.contains("'--jobs' takes a positive number"))
  }

  @Test func versionAndHelpExitWithZero() throws {
    let version = try run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.split(separator: ".").count == 3)
    let help = try run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("dump"))
  }
}
