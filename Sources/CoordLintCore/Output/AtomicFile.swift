import Foundation

/// Writes files so that a reader sees the old contents or the new, never half a file.
public enum AtomicFile {
  /// A write that failed, with the file and the system's reason.
  public struct WriteError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): error: cannot write file: \(reason)" }
  }

  /// Writes `data` to a temporary file in the destination's folder, then renames it over `path`: rename(2) on one
  /// file system replaces the file in a single step, so an interrupted run or a concurrent reader never sees a
  /// truncated file.
  public static func write(_ data: Data, to path: String, creatingFolders: Bool = false) throws(WriteError) {
    try replace(path, creatingFolders: creatingFolders) { temporary in
      try data.write(to: URL(fileURLWithPath: temporary, isDirectory: false))
    }
  }

  /// Writes the pieces `body` hands to `write`, in order, as one file, atomically as `write(_:to:)` does, without
  /// holding them all in memory at once (the cache's source pack is as large as the sources).
  public static func write(to path: String, creatingFolders: Bool = false,
                           _ body: (_ write: (Data) -> Void) -> Void) throws(WriteError) {
    try replace(path, creatingFolders: creatingFolders) { temporary in
      guard FileManager.default.createFile(atPath: temporary, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporary) else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
      }
      defer { try? handle.close() }
      var failure: (any Error)?
      body { piece in
        guard failure == nil else { return }
        do { try handle.write(contentsOf: piece) } catch { failure = error }
      }
      if let failure { throw failure }
    }
  }

  /// Makes the file with `writeTemporary` under a temporary name in the destination's folder, then renames it over
  /// `path`.
  private static func replace(_ path: String, creatingFolders: Bool,
                              writeTemporary: (String) throws -> Void) throws(WriteError) {
    // Plain string paths: `URL(fileURLWithPath:)` asks the file system whether each path is a folder, and the
    // cache writes thousands of files.
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = (folder.isEmpty ? "" : folder) + "/.\(name).\(UUID().uuidString).tmp"
    do {
      if creatingFolders, !folder.isEmpty {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      }
      try writeTemporary(temporary)
      // A source file rewritten by `fix` keeps its mode (an executable script stays executable).
      if let permissions = try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] {
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
      }
    } catch {
      try? FileManager.default.removeItem(atPath: temporary)
      throw WriteError(path: path, reason: FileErrorReason.of(error))
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno)).lowercased()
      try? FileManager.default.removeItem(atPath: temporary)
      throw WriteError(path: path, reason: reason)
    }
  }
}
