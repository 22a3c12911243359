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
      "clean/Sources/Clean/Flow.swift": """
        import UIKit
        protocol Coordinator: AnyObject { var childCoordinators: [Coordinator] { get set }; func start() }
        final class MapViewController: UIViewController { weak var coordinator: MapCoordinator? }
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
        """,
      "leaky/Package.swift": Self.manifest("Leaky"),
      "leaky/Sources/Leaky/Flow.swift": """
        import UIKit
        protocol Coordinator: AnyObject { var childCoordinators: [Coordinator] { get set }; func start() }
        final class MapViewController: UIViewController { var coordinator: MapCoordinator? }
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
        """,
    ])
    defer { folder.remove() }
    let clean = try findings(["clean"], in: folder)
    let leaky = try findings(["leaky"], in: folder)
    #expect(clean.isEmpty)
    #expect(!leaky.isEmpty)
    #expect(try findings(["."], in: folder) == leaky)
  }

  static func manifest(_ name: String) -> String {
    """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(name: "\(name)", targets: [.target(name: "\(name)")])
    """
  }
}
