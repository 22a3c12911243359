import CoordLintTestSupport
import Foundation
import Testing

/// A cached `lint` after an edit: the last result is reused, its findings moved, when the edit changed nothing an
/// analysis reads; otherwise the files are analyzed again. Either way the reports are those of an uncached run.
@Suite struct ResultReuseTests {
  let folder: TemporaryFolder
  let timings = ["COORDLINT_TIMINGS": "1"]
  static let arguments = ["lint", "App", "--reporter", "xcode", "--reporter", "sarif:out.sarif"]

  init() throws {
    folder = try TemporaryFolder("coordlint-reuse", files: CIIntegrationTests.app)
  }

  /// The cached run's and an uncached run's output after an edit, and the cached run's stderr.
  func lintBoth() throws -> (cached: String, uncached: String, stderr: String) {
    let cached = try CLIRunner.run(Self.arguments + ["--cache-path", "cache"], in: folder.url, environment: timings)
    let cachedSARIF = try folder.read("out.sarif")
    let uncached = try CLIRunner.run(Self.arguments + ["--no-cache"], in: folder.url)
    #expect(try folder.read("out.sarif") == cachedSARIF, "the SARIF reports differ")
    #expect(cached.status == uncached.status)
    return (cached.stdout, uncached.stdout, cached.stderr)
  }

  @Test func anEditNoAnalysisReadsMovesTheLastFindings() throws {
    defer { folder.remove() }
    let first = try CLIRunner.run(Self.arguments + ["--cache-path", "cache"], in: folder.url, environment: timings)
    #expect(first.stdout.contains("App/CatalogCoordinator.swift:9:"), "\(first.stdout)")

    // Comments and blank lines above the finding, and the lines below it indented further.
    let catalog = try folder.read("App/CatalogCoordinator.swift")
    let moved = "// The catalog.\n\n" + catalog.replacingOccurrences(of: "  func showFilters", with: "\n    func showFilters")
    try folder.write(moved, to: "App/CatalogCoordinator.swift")
    let (cached, uncached, stderr) = try lintBoth()
    #expect(stderr.contains("coordlint: reuse the last result"), "\(stderr)")
    #expect(cached == uncached)
    #expect(cached.contains("App/CatalogCoordinator.swift:12:"), "the finding moved with its line: \(cached)")
    #expect(cached != first.stdout)

    // Again from the moved version: the pack now holds it.
    try folder.write(moved + "// the end\n", to: "App/CatalogCoordinator.swift")
    let again = try lintBoth()
    #expect(again.stderr.contains("coordlint: reuse the last result"), "\(again.stderr)")
    #expect(again.cached == again.uncached)
  }

  /// An edit undone is a cache hit; the next edit is then compared with that version, not with the undone one.
  @Test func anEditIsComparedWithTheLastVersionLinted() throws {
    defer { folder.remove() }
    let arguments = Self.arguments + ["--cache-path", "cache"]
    _ = try CLIRunner.run(arguments, in: folder.url)
    let catalog = try folder.read("App/CatalogCoordinator.swift")
    try folder.write(catalog + "\nfunc helper() {}\n", to: "App/CatalogCoordinator.swift")
    let added = try CLIRunner.run(arguments, in: folder.url, environment: timings)
    #expect(added.stderr.contains("analyze again: what App/CatalogCoordinator.swift says changed"), "\(added.stderr)")
    try folder.write(catalog, to: "App/CatalogCoordinator.swift")
    #expect(try CLIRunner.run(arguments, in: folder.url, environment: timings).stderr.contains("lint cache hit"))
    try folder.write(catalog + "\n// a comment\n", to: "App/CatalogCoordinator.swift")
    let commented = try lintBoth()
    #expect(commented.stderr.contains("coordlint: reuse the last result"), "\(commented.stderr)")
    #expect(commented.cached == commented.uncached)
  }

  @Test func anEditAnAnalysisReadsIsAnalyzedAgain() throws {
    defer { folder.remove() }
    _ = try CLIRunner.run(Self.arguments + ["--cache-path", "cache"], in: folder.url)
    let catalog = try folder.read("App/CatalogCoordinator.swift")

    // The child is now removed: the finding goes.
    let fixed = catalog.replacingOccurrences(of: "filters.start()", with: "filters.start()\n    childCoordinators.removeAll()")
    try folder.write(fixed, to: "App/CatalogCoordinator.swift")
    let changed = try lintBoth()
    #expect(changed.stderr.contains("analyze again: what App/CatalogCoordinator.swift says changed"), "\(changed.stderr)")
    #expect(changed.cached == changed.uncached)
    #expect(!changed.cached.contains("CatalogCoordinator.swift:9:"))

    // A suppression comment relates lines, which a move can change: never reused.
    try folder.write("// coordlint:disable:next orphan-child\n" + catalog, to: "App/CatalogCoordinator.swift")
    let suppressed = try lintBoth()
    #expect(suppressed.stderr.contains("has a suppression comment"), "\(suppressed.stderr)")
    #expect(suppressed.cached == suppressed.uncached)

    // A new file, and a syntax error.
    try folder.write("final class Extra {}\n", to: "App/Extra.swift")
    let added = try lintBoth()
    #expect(added.stderr.contains("files were added, removed or renamed"), "\(added.stderr)")
    #expect(added.cached == added.uncached)
    try folder.write("final class Extra {\n  func f() { ( }\n}\n", to: "App/Extra.swift")
    let broken = try lintBoth()
    #expect(broken.stderr.contains("analyze again: App/Extra.swift"), "\(broken.stderr)")
    #expect(broken.cached == broken.uncached)
  }

  @Test func aDamagedPackIsNeverUsed() throws {
    defer { folder.remove() }
    _ = try CLIRunner.run(Self.arguments + ["--cache-path", "cache"], in: folder.url)
    let entries = try FileManager.default.contentsOfDirectory(atPath: folder.url("cache").path)
    let pack = try #require(entries.first { $0.hasPrefix("sources-") && $0.hasSuffix(".pack") })
    let packURL = folder.url("cache").appendingPathComponent(pack)
    // The old bytes of the file about to change no longer hash as recorded (same length, so the pack parses).
    var bytes = try Data(contentsOf: packURL)
    let catalog = try folder.read("App/CatalogCoordinator.swift")
    let range = try #require(bytes.range(of: Data(catalog.utf8)))
    bytes.replaceSubrange(range, with: Data(catalog.replacingOccurrences(of: "showFilters", with: "showFiltxrs").utf8))
    try bytes.write(to: packURL)
    try folder.write("// edited\n" + catalog, to: "App/CatalogCoordinator.swift")
    let damaged = try lintBoth()
    #expect(damaged.stderr.contains("the last version of App/CatalogCoordinator.swift is not in the cache"),
            "\(damaged.stderr)")
    #expect(damaged.cached == damaged.uncached)
    // Not a pack at all.
    try Data("coordlint-sources 1\nkey x\nfiles 9\n".utf8).write(to: packURL)
    try folder.write("// edited twice\n" + catalog, to: "App/CatalogCoordinator.swift")
    let garbled = try lintBoth()
    #expect(garbled.stderr.contains("no earlier result to reuse"), "\(garbled.stderr)")
    #expect(garbled.cached == garbled.uncached)
  }
}
