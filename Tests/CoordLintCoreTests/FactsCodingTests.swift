import CoordLintTestSupport
import Foundation
import Testing
@testable import CoordLintCore

/// The cache's binary coding: every fixture's facts come back equal, and damaged bytes throw instead of decoding.
@Suite struct FactsCodingTests {
  static let fixtureFiles: [String] = {
    let root = PackagePaths.fixtures
    return FileCollector(workingDirectory: root.path).collect([root.path]).files.map { root.path + "/" + $0 }
  }()

  @Test func everyFixtureFileRoundTrips() throws {
    #expect(FactsCodingTests.fixtureFiles.count > 40)
    for file in FactsCodingTests.fixtureFiles {
      let source = try String(contentsOfFile: file, encoding: .utf8)
      let facts = FactExtractor.extract(source: source, path: file)
      let bytes = try FactsEncoder().encode(facts)
      #expect(try FactsDecoder().decode(FileFacts.self, from: bytes) == facts, "\(file)")
    }
  }

  /// Shapes facts do not use yet: optionals present and absent, dictionaries, nested arrays, keys decoded out of
  /// order, integers of every width.
  struct Shapes: Codable, Equatable {
    var name: String
    var note: String?
    var missing: Int?
    var table: [String: [Int8]]
    var matrix: [[UInt64]]
    var ratio: Double
    var flags: Set<Bool>

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      ratio = try container.decode(Double.self, forKey: .ratio)
      flags = try container.decode(Set<Bool>.self, forKey: .flags)
      name = try container.decode(String.self, forKey: .name)
      note = try container.decodeIfPresent(String.self, forKey: .note)
      missing = try container.decodeIfPresent(Int.self, forKey: .missing)
      table = try container.decode([String: [Int8]].self, forKey: .table)
      matrix = try container.decode([[UInt64]].self, forKey: .matrix)
    }

    init() {
      name = "é \"<&>\""
      note = nil
      missing = nil
      table = ["a": [-128, 0, 127], "b": []]
      matrix = [[0, UInt64.max], []]
      ratio = -0.5
      flags = [true]
    }
  }

  @Test func otherShapesRoundTripToo() throws {
    var value = Shapes()
    #expect(try FactsDecoder().decode(Shapes.self, from: FactsEncoder().encode(value)) == value)
    value.note = "present"
    value.missing = -7
    #expect(try FactsDecoder().decode(Shapes.self, from: FactsEncoder().encode(value)) == value)
  }

  @Test func damagedBytesThrow() throws {
    let source = try String(contentsOfFile: try #require(FactsCodingTests.fixtureFiles.first), encoding: .utf8)
    let bytes = try FactsEncoder().encode(FactExtractor.extract(source: source, path: "A.swift"))
    for cut in [0, 3, 4, 5, bytes.count / 2, bytes.count - 1] {
      #expect(throws: (any Error).self) { try FactsDecoder().decode(FileFacts.self, from: Array(bytes.prefix(cut))) }
    }
    var flipped = bytes
    flipped[bytes.count / 2] ^= 0xFF
    flipped[bytes.count / 3] ^= 0xFF
    // A flipped byte either throws or, at worst, changes a value; it never crashes.
    _ = try? FactsDecoder().decode(FileFacts.self, from: flipped)
    #expect(throws: (any Error).self) { try FactsDecoder().decode(FileFacts.self, from: bytes + [0]) }
    #expect(throws: (any Error).self) { try FactsDecoder().decode(FileFacts.self, from: Array("CLF1".utf8) + [200]) }
  }
}
