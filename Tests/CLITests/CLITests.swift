import Foundation
import Testing

/// Runs the built `coordlint` binary and checks exit codes, stdout and stderr.
@Suite struct CLITests {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The binary sits next to the test bundle in the build products folder.
  static let binary: URL = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("coordlint").path),
          folder.path != "/" {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("coordlint")
  }()

  func run(_ arguments: [String], in directory: URL = CLITests.packageRoot) throws -> Result {
    try Self.run(arguments, in: directory)
  }

  /// Runs the built binary in `directory` with `environment` added to this process's, and collects its output.
  static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Result {
    let process = Process()
    process.executableURL = CLITests.binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                  stderr: String(decoding: stderr, as: UTF8.self))
  }

  func temporaryFolder(_ files: [String: Data]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordlint-cli-\(UUID().uuidString)")
    for (name, contents) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url)
    }
    return folder
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
    let folder = try temporaryFolder([
      "App/AppCoordinator.swift": Data("protocol Coordinator: AnyObject { func start() }\nfinal class AppCoordinator: Coordinator { func start() {} }".utf8),
      "App/Generated/GenCoordinator.swift": Data("final class GenCoordinator: Coordinator { func start() {} }".utf8),
      ".hidden/HiddenCoordinator.swift": Data("final class HiddenCoordinator: Coordinator { func start() {} }".utf8),
      "Pods/PodCoordinator.swift": Data("final class PodCoordinator: Coordinator { func start() {} }".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let all = try run(["dump"], in: folder)
    #expect(all.stdout.contains("GenCoordinator"))
    #expect(!all.stdout.contains("HiddenCoordinator"))
    #expect(!all.stdout.contains("PodCoordinator"))
    let excluded = try run(["dump", "--exclude", "Generated"], in: folder)
    #expect(excluded.status == 0)
    #expect(!excluded.stdout.contains("GenCoordinator"))
    #expect(excluded.stdout.contains("\"App/AppCoordinator.swift\""))
  }

  @Test func invalidUTF8AndBrokenSyntaxWarnButDoNotStopTheRun() throws {
    var bytes = Data("final class OddCoordinator: Coordinator { func start() {} } // ".utf8)
    bytes.append(contentsOf: [0xFF, 0xFE])
    let folder = try temporaryFolder([
      "Base.swift": Data("protocol Coordinator: AnyObject { func start() }".utf8),
      "Odd.swift": bytes,
      "Broken.swift": Data("final class BrokenCoordinator: Coordinator { func start( { }".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run(["dump"], in: folder)
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
    let folder = try temporaryFolder(["App.swift": Data("""
      protocol Coordinator: AnyObject { var childCoordinators: [Coordinator] { get set }; func start() }
      final class ListCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
        func showDetail() { let detail = DetailCoordinator(); childCoordinators.append(detail); detail.start() }
      }
      final class DetailCoordinator: Coordinator { var childCoordinators: [Coordinator] = []; func start() {} }
      """.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let relaxed = try run(["lint"], in: folder)
    #expect(relaxed.status == 0)
    #expect(relaxed.stdout.contains("App.swift:5:57: warning: 'DetailCoordinator' is added"))
    let strict = try run(["lint", "--strict"], in: folder)
    #expect(strict.status == 1)
  }

  @Test func lintJSONIsTheDocumentedShapeAndSorted() throws {
    let result = try run(["lint", "--reporter", "json", "Fixtures"])
    #expect(result.status == 1)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(findings.map { $0["rule"] as? String }
              == ["non-class-delegate-protocol", "orphan-child", "retain-cycle", "unretained-coordinator"])
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
    let unknown = try run(["rules", "no-such-rule"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("no-such-rule"))
  }

  @Test func usageErrorsExitWithTwo() throws {
    let result = try run(["dump", "--no-such-flag"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--no-such-flag"))
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
