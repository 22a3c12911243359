import CoordLintTestSupport
import Foundation
import Testing

/// Leaving out the bodies of plain value types (`BodyElision`) changes no output: every fixture app's findings and
/// flow graph are the same bytes with every body read (`COORDLINT_FULL_BODIES=1`). The benchmark's corpus is
/// compared in `PlantedFindingsTests`.
@Suite struct BodyElisionTests {
  static let fullBodies = ["COORDLINT_FULL_BODIES": "1"]

  @Test(arguments: PackagePaths.fixtureApps)
  func findingsAndGraphAreTheSameWithEveryBodyRead(_ fixture: String) throws {
    let folder = try TemporaryFolder("coordlint-elision")
    defer { folder.remove() }
    for (name, environment) in [("elided", [:]), ("full", Self.fullBodies)] {
      let lint = try CLIRunner.run(["lint", "--no-cache", "--reporter", "json:\(folder.url("\(name).json").path)",
                                    "Fixtures/\(fixture)"], environment: environment)
      #expect(lint.status != 2, "\(lint.stderr)")
      let graph = try CLIRunner.run(["graph", "Fixtures/\(fixture)", "--no-cache", "--format", "json"],
                                    environment: environment)
      #expect(graph.status == 0, "\(graph.stderr)")
      try graph.stdout.write(to: folder.url("\(name).graph.json"), atomically: true, encoding: .utf8)
    }
    let elided = try Data(contentsOf: folder.url("elided.json"))
    #expect(elided == (try Data(contentsOf: folder.url("full.json"))))
    let graph = try Data(contentsOf: folder.url("elided.graph.json"))
    #expect(!graph.isEmpty)
    #expect(graph == (try Data(contentsOf: folder.url("full.graph.json"))))
  }
}
