import Foundation

/// The one set-up of the JSON coordlint writes, so every report and file encodes the same way.
public enum JSONOutput {
  /// Pretty-printed, keys sorted and slashes unescaped: readable paths, and the same value always gives the same
  /// bytes, which golden tests and diffs of checked-in files rely on.
  public static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// The same without whitespace, for JSON that only programs read (embedded payloads, the cache).
  public static func compactEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
