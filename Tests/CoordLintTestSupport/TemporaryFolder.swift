import Foundation

/// A fresh folder under the system's temporary folder, with files written relative to it; removed by `remove()`.
public struct TemporaryFolder: Sendable {
  public let url: URL
  public var path: String { url.path }

  /// Creates the folder, then writes `files` (`relative/path: contents`), making their folders as needed.
  public init(_ prefix: String = "coordlint", files: [String: String] = [:]) throws {
    url = Self.uniqueURL(prefix)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files { try write(text, to: name) }
  }

  /// A path in the temporary folder that nothing uses yet, for tests that decide themselves what goes there.
  public static func uniqueURL(_ prefix: String = "coordlint", extension pathExtension: String = "") -> URL {
    let name = "\(prefix)-\(UUID().uuidString)" + (pathExtension.isEmpty ? "" : ".\(pathExtension)")
    return FileManager.default.temporaryDirectory.appendingPathComponent(name)
  }

  public func url(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  public func write(_ text: String, to name: String) throws {
    try write(Data(text.utf8), to: name)
  }

  public func write(_ data: Data, to name: String) throws {
    let file = url(name)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
  }

  public func read(_ name: String) throws -> String {
    try String(contentsOf: url(name), encoding: .utf8)
  }

  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
