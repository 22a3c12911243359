import CoordLintTestSupport
import Foundation
import Testing
@testable import CoordLintCore

/// What `ResultReuse` stands on: facts compared apart from their locations, and the source pack.
@Suite struct FactsShapeTests {
  static let source = """
    final class CatalogCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      func start() {}
      func showFilters() {
        let filters = FiltersCoordinator()
        childCoordinators.append(filters)
      }
    }

    """

  func facts(_ source: String) -> FileFacts { FactExtractor.extract(source: source, path: "App/Catalog.swift") }

  @Test func movedCodeKeepsItsShapeAndItsLocationsMoveInOrder() throws {
    let moved = "// The catalog.\n\n" + Self.source.replacingOccurrences(of: "  func showFilters", with: "\n    func showFilters")
    let map = try #require(FactsShape.locationMap(from: facts(Self.source), to: facts(moved)))
    // Line 1 moves down two lines; `showFilters` (line 4) three, and two columns right.
    #expect(map.contains { $0.key.line == 1 } && map.contains { $0.key.line == 4 })
    for (before, after) in map where before.line == 1 { #expect(after.line == 3 && after.column == before.column) }
    for (before, after) in map where before.line == 4 { #expect(after.line == 7 && after.column == before.column + 2) }
    #expect(FactsShape.isMonotone(map))
    #expect(FactsShape.locationMap(from: facts(Self.source), to: facts(Self.source + "// end\n")) != nil)
  }

  @Test func whatAnAnalysisReadsChangesTheShape() {
    let original = facts(Self.source)
    for edited in [
      Self.source.replacingOccurrences(of: "append(filters)", with: "append(other)"),
      Self.source.replacingOccurrences(of: "var childCoordinators", with: "weak var childCoordinators"),
      Self.source.replacingOccurrences(of: "func start() {}", with: "func start() { print(1) }"),
      // The same two members in the other order.
      Self.source.replacingOccurrences(of: "  var childCoordinators: [Coordinator] = []\n  func start() {}",
                                       with: "  func start() {}\n  var childCoordinators: [Coordinator] = []"),
    ] {
      #expect(edited != Self.source)
      #expect(FactsShape.locationMap(from: original, to: facts(edited)) == nil, "\(edited)")
    }
    #expect(FactsShape.locationMap(from: original, to: FactExtractor.extract(source: Self.source, path: "B.swift"))
              == nil, "another file")
  }

  /// Nesting the encoder cannot see from `Encodable` alone is told apart by its close tags.
  @Test func theEncodingTellsNestingApart() throws {
    struct Inner: Encodable { var p: Int; var q: Int? }
    struct Outer: Encodable { var b: Inner; var q: Int? }
    func bytes(_ value: Outer) throws -> [UInt8] {
      let encoder = ShapeEncoder()
      try encoder.encode(value)
      return encoder.bytes
    }
    #expect(try bytes(Outer(b: Inner(p: 1, q: nil), q: 2)) != bytes(Outer(b: Inner(p: 1, q: 2), q: nil)))
    #expect(try bytes(Outer(b: Inner(p: 1, q: 2), q: nil)) == bytes(Outer(b: Inner(p: 1, q: 2), q: nil)))
    #expect(try bytes(Outer(b: Inner(p: 1, q: 2), q: nil)) != bytes(Outer(b: Inner(p: 3, q: 2), q: nil)),
            "a keyed integer is written")
  }

  /// The shape is only as complete as the facts' coding: every fixture file's facts survive a round trip through
  /// their `Codable` conformances, so no stored property is left out of the comparison.
  @Test func theFactsCodingLeavesNothingOut() throws {
    let files = try FileManager.default.subpathsOfDirectory(atPath: PackagePaths.fixtures.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count > 50)
    for file in files {
      let source = try String(contentsOf: PackagePaths.fixtures.appendingPathComponent(file), encoding: .utf8)
      let extracted = FactExtractor.extract(source: source, path: file)
      let decoded = try JSONDecoder().decode(FileFacts.self, from: JSONEncoder().encode(extracted))
      #expect(decoded == extracted, "\(file)")
      #expect(FactsShape.locationMap(from: extracted, to: extracted)?.count ?? 0 > 0 || extracted.types.isEmpty,
              "\(file)")
    }
  }

  @Test func aPackGivesBackEachFilesBytesAndRefusesDamage() throws {
    let folder = TemporaryFolder.uniqueURL("coordlint-pack")
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [
      SourceLoader.File(path: "App/A.swift", data: Data("final class A {}\n".utf8), problem: nil),
      SourceLoader.File(path: "App/with space.swift", data: Data(), problem: nil),
      SourceLoader.File(path: "App/B.swift", data: Data("struct B {}\n".utf8), problem: nil),
    ]
    let hashes = try #require(LintCache.fileHashes(files))
    let path = folder.appendingPathComponent("sources-x.pack").path
    try SourcePack.write(files, hashes: hashes, entryKey: "0123", to: path)
    let pack = try #require(SourcePack.read(path))
    #expect(pack.entryKey == "0123")
    #expect(pack.paths == files.map(\.path))
    #expect(pack.hashes == hashes)
    for index in files.indices { #expect(pack.bytes(index) == files[index].data) }

    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    bytes[bytes.count - 2] = UInt8(ascii: "X")
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(SourcePack.read(path)?.bytes(2) == nil, "bytes that no longer hash as recorded")
    try bytes.dropLast().write(to: URL(fileURLWithPath: path))
    #expect(SourcePack.read(path) == nil, "a pack whose lengths do not add up")
    try Data("coordlint-sources 2\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(SourcePack.read(path) == nil)
  }
}
