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
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      if creatingFolders {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      }
      try data.write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw WriteError(path: path, reason: FileErrorReason.of(error))
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno)).lowercased()
      try? FileManager.default.removeItem(at: temporary)
      throw WriteError(path: path, reason: reason)
    }
  }
}
