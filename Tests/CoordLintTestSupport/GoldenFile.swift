import Foundation

/// Expected output kept in a file. Setting `COORDLINT_UPDATE_GOLDEN` rewrites the file with the actual output first,
/// after a deliberate change; review its diff then.
public enum GoldenFile {
  public static var isUpdating: Bool { ProcessInfo.processInfo.environment["COORDLINT_UPDATE_GOLDEN"] != nil }

  /// The golden file's text for `output` to be compared with.
  public static func expected(for output: String, at url: URL) throws -> String {
    if isUpdating { try Data(output.utf8).write(to: url) }
    return try String(contentsOf: url, encoding: .utf8)
  }
}
