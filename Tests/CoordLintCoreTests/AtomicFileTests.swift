import Foundation
import Testing
@testable import CoordLintCore

/// Every file coordlint writes goes through `AtomicFile`: a reader sees the old bytes or the new, never a mix.
@Suite struct AtomicFileTests {
  @Test func aWriteReplacesTheFileByRenameAndLeavesNoTemporaryFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordlint-atomic-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("report.json").path
    try AtomicFile.write(Data("old".utf8), to: path, creatingFolders: true)
    var before = stat()
    #expect(stat(path, &before) == 0)
    // A reader holding the old file keeps reading the old bytes: the new ones are another file renamed over it.
    let reader = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? reader.close() }
    try AtomicFile.write(Data("new".utf8), to: path)
    var after = stat()
    #expect(stat(path, &after) == 0)
    #expect(before.st_ino != after.st_ino)
    #expect(String(decoding: try reader.readToEnd() ?? Data(), as: UTF8.self) == "old")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"])
  }

  @Test func aFailedWriteThrowsAndLeavesNothingBehind() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordlint-atomic-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // A folder where the file should go: the rename fails after the temporary file was written.
    let blocked = folder.appendingPathComponent("out.json")
    try FileManager.default.createDirectory(at: blocked.appendingPathComponent("inside"),
                                            withIntermediateDirectories: true)
    #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write(Data("x".utf8), to: blocked.path) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.json"])
    let missing = folder.appendingPathComponent("no/such/folder/out.json").path
    #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write(Data("x".utf8), to: missing) }
  }
}
