import CoordLintTestSupport
import Foundation
import Testing
@testable import CoordLintCore

/// The facts cache: hits only for the same bytes, path, tool and schema; anything else is a miss, never a failure.
@Suite struct FactsCacheTests {
  let folder = TemporaryFolder.uniqueURL("coordlint-cache")
  let source = Data((Snippet.coordinatorProtocol + "\n" + Snippet.coordinator("A") + "\n").utf8)

  func facts(_ path: String = "App/A.swift") -> FileFacts {
    FactExtractor.extract(source: String(decoding: source, as: UTF8.self), path: path)
  }

  @Test func storedFactsComeBackForTheSameBytesOnly() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = FactsCache(directory: folder.path, toolVersion: "1.0")
    #expect(cache.load(path: "App/A.swift", data: source) == nil)
    cache.store(facts(), data: source)
    cache.waitForWrites()
    #expect(cache.load(path: "App/A.swift", data: source) == facts())
    var edited = source
    edited.append(contentsOf: Array(" ".utf8))
    #expect(cache.load(path: "App/A.swift", data: edited) == nil)
    #expect(cache.load(path: "App/B.swift", data: source) == nil, "facts name their path, so another file misses")
    #expect(FactsCache(directory: folder.path, toolVersion: "1.1").load(path: "App/A.swift", data: source) == nil)
    #expect(cache.writeFailure == nil)
  }

  @Test func aDamagedEntryIsAMiss() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = FactsCache(directory: folder.path, toolVersion: "1.0")
    cache.store(facts(), data: source)
    cache.waitForWrites()
    let entry = cache.entryPath(for: "App/A.swift")
    let good = try Data(contentsOf: URL(fileURLWithPath: entry))
    var flipped = good
    flipped[good.count / 2] ^= 0x01
    for damaged in [Data(), Data([0xFF, 0xFE]), good.prefix(good.count - 10), good + Data("x".utf8), flipped] {
      try damaged.write(to: URL(fileURLWithPath: entry))
      #expect(cache.load(path: "App/A.swift", data: source) == nil)
    }
    // The header names the schema, so facts from another schema version are never decoded.
    #expect(cache.header(for: source).contains("schema \(FileFacts.schemaVersion) "))
    #expect(cache.header(for: source).hasSuffix(" \(source.count)"))
  }

  @Test func anUnwritableCacheIsRememberedNotThrown() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("a file where the folder should be".utf8).write(to: folder)
    let cache = FactsCache(directory: folder.appendingPathComponent("sub").path, toolVersion: "1.0")
    cache.store(facts(), data: source)
    cache.waitForWrites()
    #expect(cache.writeFailure != nil)
    #expect(cache.load(path: "App/A.swift", data: source) == nil)
  }

  @Test func theLoaderParsesOnlyWhatTheCacheLacks() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let files = (1...3).map { folder.appendingPathComponent("F\($0).swift").path }
    for (index, file) in files.enumerated() {
      try Data("final class C\(index) {}".utf8).write(to: URL(fileURLWithPath: file))
    }
    let cache = FactsCache(directory: folder.appendingPathComponent("cache").path, toolVersion: "1.0")
    let cold = SourceLoader.load(files, cache: cache)
    #expect(cold.parsed == 3)
    cache.waitForWrites()
    let warm = SourceLoader.load(files, cache: cache)
    #expect(warm.parsed == 0)
    #expect(warm.facts == cold.facts)
    #expect(SourceLoader.load(files).parsed == 3)
  }

  @Test func theHashIsFNV1aWithSixtyFourBits() {
    // Published FNV-1a 64-bit test vectors.
    for (text, expected) in [("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8")] {
      var hash = StableHash()
      Array(text.utf8).withUnsafeBytes { hash.combine($0) }
      #expect(hash.hex == expected)
    }
    var first = StableHash()
    first.combine("ab")
    first.combine("c")
    var second = StableHash()
    second.combine("a")
    second.combine("bc")
    #expect(first.hex != second.hex)
  }
}
