import Foundation
import Testing
@testable import CoordLintCore

/// The lint result cache: keys change with anything that decides a result; a bad entry is a miss, never a failure.
@Suite struct LintCacheTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordlint-cache-\(UUID().uuidString)")

  static let files = [
    SourceLoader.File(path: "App/A.swift", data: Data("final class A {}\n".utf8), problem: nil),
    SourceLoader.File(path: "App/B.swift", data: Data("final class B {}\n".utf8), problem: nil),
  ]

  static let result = LintCache.Result(
    findings: [Finding(rule: "orphan-child", severity: .warning, message: "'child' is never removed",
                       location: SourceLocation(file: "App/A.swift", line: 3, column: 5),
                       notes: [.init("added here", at: SourceLocation(file: "App/B.swift", line: 1, column: 1))],
                       symbols: ["A"])],
    diagnostics: [.warning("syntax error; the rest of the file was still analyzed",
                           at: SourceLocation(file: "App/B.swift", line: 2, column: 1)),
                  .error("cannot read file: permission denied", file: "App/C.swift")])

  func makeKey(tool: String = "1.0", configuration: Data? = nil, files: [SourceLoader.File] = files) -> String? {
    LintCache.key(tool: tool, configuration: configuration, files: files)
  }

  @Test func theKeyChangesWithTheToolTheConfigurationAndEveryFile() throws {
    let base = try #require(makeKey())
    #expect(makeKey() == base, "the same inputs give the same key")
    var edited = Self.files
    edited[1] = SourceLoader.File(path: "App/B.swift", data: Data("final class B {} \n".utf8), problem: nil)
    var renamed = Self.files
    renamed[0] = SourceLoader.File(path: "App/Z.swift", data: renamed[0].data, problem: nil)
    let others = [makeKey(tool: "1.1"), makeKey(configuration: Data()), makeKey(configuration: Data("severity: {}".utf8)),
                  makeKey(files: edited), makeKey(files: renamed), makeKey(files: [Self.files[0]]), makeKey(files: [])]
    #expect(Set(others.compactMap { $0 } + [base]).count == others.count + 1)
    let unreadable = SourceLoader.File(path: "App/C.swift", data: nil, problem: .error("x", file: "App/C.swift"))
    #expect(makeKey(files: Self.files + [unreadable]) == nil)
  }

  @Test func aStoredResultComesBackUnderItsKeyOnly() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = LintCache(directory: folder.path)
    let key = try #require(makeKey())
    #expect(cache.load(key: key) == nil)
    try cache.store(Self.result, key: key)
    #expect(cache.load(key: key) == Self.result)
    #expect(cache.load(key: try #require(makeKey(tool: "2.0"))) == nil)
  }

  @Test func aDamagedOrForeignEntryIsAMiss() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = LintCache(directory: folder.path)
    let key = try #require(makeKey())
    try cache.store(Self.result, key: key)
    let path = cache.entryPath(key)
    let stored = try Data(contentsOf: URL(fileURLWithPath: path))
    let otherKey = try #require(makeKey(tool: "2.0"))
    let foreign = Data(String(decoding: stored, as: UTF8.self).replacingOccurrences(of: key, with: otherKey).utf8)
    let unknownSeverity = Data(String(decoding: stored, as: UTF8.self)
                                 .replacingOccurrences(of: "\"severity\":\"error\"", with: "\"severity\":\"fatal\"").utf8)
    #expect(unknownSeverity != stored)
    for damaged in [Data(), Data([0xFF, 0x00]), stored.prefix(stored.count / 2), foreign, unknownSeverity] {
      try damaged.write(to: URL(fileURLWithPath: path))
      #expect(cache.load(key: key) == nil)
      #expect(cache.lookup(key: key) == .damaged)
    }
    try FileManager.default.removeItem(atPath: path)
    #expect(cache.lookup(key: key) == .miss)
  }

  @Test func theFolderKeepsTheMostRecentlyUsedEntriesAndDropsOldFacts() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = LintCache(directory: folder.path)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let oldFacts = folder.appendingPathComponent("0123456789abcdef.facts")
    let unrelated = folder.appendingPathComponent("notes.txt")
    try Data().write(to: oldFacts)
    try Data().write(to: unrelated)
    let keys = try (0...LintCache.keptEntries).map { try #require(makeKey(tool: "\($0)")) }
    for (index, key) in keys.enumerated() {
      try cache.store(Self.result, key: key)
      // Modification times an hour apart, so the order does not depend on the file system's time resolution.
      try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: Double(index - 20) * 3600)],
                                            ofItemAtPath: cache.entryPath(key))
      if index == 0 { #expect(cache.load(key: key) != nil, "a hit makes the first entry the most recent") }
    }
    let packs = (0...LintCache.keptSourcePacks).map { cache.sourcePackPath(context: "context\($0)") }
    for (index, pack) in packs.enumerated() {
      try SourcePack.write(Self.files, hashes: [1, 2], entryKey: keys[0], to: pack)
      try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: Double(index - 20) * 3600)],
                                            ofItemAtPath: pack)
    }
    cache.prune()
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    #expect(names.filter { $0.hasPrefix("sources-") }.count == LintCache.keptSourcePacks)
    #expect(!names.contains((packs[0] as NSString).lastPathComponent), "the least recently written pack goes")
    #expect(names.filter { $0.hasPrefix("lint-") }.count == LintCache.keptEntries)
    #expect(!names.contains("lint-\(keys[1]).json"), "the least recently used entry goes")
    #expect(names.contains("lint-\(keys[0]).json"))
    #expect(!names.contains("0123456789abcdef.facts"))
    #expect(names.contains("notes.txt"), "files coordlint did not write stay")
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
