import CoordLintTestSupport
import Foundation
import Testing
@testable import CoordLintCore

/// Every folder under `Fixtures/` with an `expected.json` must yield exactly the coordinators it lists.
@Suite struct FixtureTests {
  struct Expected: Decodable, Equatable, CustomStringConvertible {
    let name: String
    let kind: String
    let reason: String
    var description: String { "\(name) (\(kind), \(reason))" }
  }

  struct Expectation: Decodable {
    let coordinators: [Expected]
  }

  @Test func thereAreAtLeastSixFixtureApps() {
    #expect(PackagePaths.fixtureApps.count >= 6)
  }

  @Test(arguments: PackagePaths.fixtureApps)
  func coordinatorSetIsExact(_ fixture: String) throws {
    let folder = PackagePaths.fixtures.appendingPathComponent(fixture)
    let data = try Data(contentsOf: folder.appendingPathComponent("expected.json"))
    let expected = try JSONDecoder().decode(Expectation.self, from: data).coordinators
      .sorted { $0.name < $1.name }
    let analysis = Analysis.run(paths: [folder.path])
    #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics)")
    let found = analysis.coordinators.sorted.map {
      Expected(name: $0.name, kind: $0.kind.rawValue, reason: $0.reason.rawValue)
    }
    #expect(found == expected)
  }
}
