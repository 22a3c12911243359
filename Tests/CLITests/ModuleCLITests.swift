import CoordLintTestSupport
import Foundation
import Testing

/// Several apps in one run: each keeps its own types, and test code stays out of the findings unless asked.
@Suite struct ModuleCLITests {
  /// The lines of a lint run's default output that report findings and notes, with paths as the run showed them
  /// relative to the temporary folder.
  func findings(_ arguments: [String], in folder: TemporaryFolder) throws -> Set<String> {
    let result = try CLIRunner.run(["lint", "--no-cache"] + arguments, in: folder.url)
    #expect(result.status != 2, "\(result.stderr)")
    return Set(result.stdout.split(separator: "\n").map { line in
      line.hasPrefix("./") ? String(line.dropFirst(2)) : String(line)
    })
  }

  func copyFixture(_ name: String, to destination: String, in folder: TemporaryFolder) throws {
    let target = folder.url(destination)
    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: PackagePaths.url("Fixtures/\(name)"), to: target)
  }

  @Test func twoCopiesOfAnAppGiveTheUnionOfTheirFindings() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try copyFixture("ShopApp", to: "a/ShopApp", in: folder)
    try copyFixture("ShopApp", to: "b/ShopApp", in: folder)
    let first = try findings(["a/ShopApp"], in: folder)
    let second = try findings(["b/ShopApp"], in: folder)
    #expect(first.count > 4, "the fixture's findings and their notes")
    #expect(second.count == first.count)
    // One folder holding both, and both named on the command line.
    #expect(try findings(["."], in: folder) == first.union(second))
    #expect(try findings(["a", "b"], in: folder) == first.union(second))
  }

  @Test func sameNamedTypesOfUnrelatedAppsNeverMerge() throws {
    // In one app the screen holds its coordinator weakly and the child is removed; in the other, the same names
    // are wired strongly. Merged, the first app's types would take the second's bugs.
    let folder = try TemporaryFolder(files: [
      "clean/Package.swift": Self.manifest("Clean"),
      "clean/Sources/Clean/Flow.swift": Self.mapFlow(screenHolds: "weak var"),
      "leaky/Package.swift": Self.manifest("Leaky"),
      "leaky/Sources/Leaky/Flow.swift": Self.mapFlow(screenHolds: "var"),
    ])
    defer { folder.remove() }
    let clean = try findings(["clean"], in: folder)
    let leaky = try findings(["leaky"], in: folder)
    #expect(clean.isEmpty)
    #expect(!leaky.isEmpty)
    #expect(try findings(["."], in: folder) == leaky)
  }

  @Test(arguments: ["PackageApp", "XcodeProjectApp"])
  func testTargetsAreLeftOutUnlessAsked(_ fixture: String) throws {
    let path = "Fixtures/\(fixture)"
    let skipped = try CLIRunner.run(["lint", "--no-cache", path])
    #expect(skipped.status == 0, "\(skipped.stdout)\(skipped.stderr)")
    #expect(skipped.stdout.isEmpty)
    let analyzed = try CLIRunner.run(["lint", "--no-cache", "--test-code", "analyze", path])
    #expect(analyzed.status == 1)
    let findings = analyzed.stdout.split(separator: "\n").filter { $0.contains("[unretained-coordinator]") }
    #expect(findings.count == 1)
    #expect(findings.allSatisfy { $0.contains("Tests/") })
  }

  @Test func aBareFolderKnowsTestCodeByItsImportsAndFolders() throws {
    let unretained = """
      protocol Coordinator: AnyObject { func start() }
      final class HomeCoordinator: Coordinator { func start() { print(self) } }
      """
    let folder = try TemporaryFolder(files: [
      "App/Home.swift": unretained,
      "App/HomeTests.swift": "import XCTest\nfinal class HomeTests: XCTestCase {\n"
        + "  func testStart() { let home = HomeCoordinator(); home.start() }\n}",
      "AppTests/Helpers.swift": "func makeHome() { let home = HomeCoordinator(); home.start() }",
    ])
    defer { folder.remove() }
    #expect(try findings(["."], in: folder).isEmpty)
    let analyzed = try CLIRunner.run(["lint", "--no-cache", "--test-code", "analyze", "."], in: folder.url)
    #expect(analyzed.stdout.split(separator: "\n").filter { $0.contains("[unretained-coordinator]") }.count == 2)
    let dump = try CLIRunner.run(["dump", "."], in: folder.url)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
    let modules = try #require(json["modules"] as? [[String: Any]])
    let files = modules.flatMap { ($0["files"] as? [[String: Any]]) ?? [] }
    let testFlags = Dictionary(uniqueKeysWithValues: files.map { ($0["path"] as? String ?? "", $0["test"] as? Bool) })
    #expect(testFlags == ["App/Home.swift": false, "App/HomeTests.swift": true, "AppTests/Helpers.swift": true])
  }

  @Test func moduleOptionsSeparateFoldersWithoutADescription() throws {
    // Two flows in one bare folder, each with its own `Coordinator`: one module, they would be one type.
    let folder = try TemporaryFolder(files: ["one/Flow.swift": Self.mapFlow(screenHolds: "weak var"),
                                             "two/Flow.swift": Self.mapFlow(screenHolds: "var")])
    defer { folder.remove() }
    let separate = try findings(["--module", "One=one/**", "--module", "Two=two/**", "."], in: folder)
    #expect(!separate.isEmpty)
    #expect(separate.allSatisfy { !$0.hasPrefix("one/") })
    let dump = try CLIRunner.run(["dump", "--module", "One=one/**", "--module", "Two=two/**", "."], in: folder.url)
    #expect(dump.stdout.contains("\"origin\" : \"configuration\""))
    #expect(try CLIRunner.run(["lint", "--module", "broken", "."], in: folder.url).status == 2)
  }

  @Test func theCacheKnowsWhenAProjectDescriptionChanges() throws {
    let spec = { (type: String) in "targets:\n  Home:\n    type: \(type)\n    sources: [Home]\n" }
    let folder = try TemporaryFolder(files: [
      "project.yml": spec("application"),
      "Home/Home.swift": """
        protocol Coordinator: AnyObject { func start() }
        final class HomeCoordinator: Coordinator { func start() { print(self) } }
        func launch() { let home = HomeCoordinator(); home.start() }
        """,
    ])
    defer { folder.remove() }
    let lint = { try CLIRunner.run(["lint", "--cache-path", "cache", "Home"], in: folder.url) }
    #expect(try lint().stdout.contains("[unretained-coordinator]"))
    #expect(try lint().stdout.contains("[unretained-coordinator]"))
    // The same sources, now a test target: the cached result must not be reused.
    try folder.write(spec("bundle.unit-test"), to: "project.yml")
    #expect(try lint().stdout.isEmpty)
  }

  /// A coordinator that pushes a screen holding it back through a `coordinator` property declared `screenHolds`.
  static func mapFlow(screenHolds declaration: String) -> String {
    """
    import UIKit
    protocol Coordinator: AnyObject { var childCoordinators: [Coordinator] { get set }; func start() }
    final class MapViewController: UIViewController { \(declaration) coordinator: MapCoordinator? }
    final class MapCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      let navigation: UINavigationController
      init(navigation: UINavigationController) { self.navigation = navigation }
      func start() {
        let screen = MapViewController()
        screen.coordinator = self
        navigation.pushViewController(screen, animated: true)
      }
    }
    """
  }

  static func manifest(_ name: String) -> String {
    """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(name: "\(name)", targets: [.target(name: "\(name)")])
    """
  }
}
