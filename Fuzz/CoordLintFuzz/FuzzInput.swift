/// The in-memory files one fuzzer input stands for: its bytes split at NUL (which no analyzed file holds, since the
/// loader refuses binary files), so one input can declare a type in one file and use it in another.
struct FuzzInput {
  /// Each file's name and source; the names carry characters every report format must escape.
  let files: [(name: String, source: String)]
  /// The input's length in bytes.
  let byteCount: Int

  /// Names with spaces, XML and HTML specials, the GitHub command separators and non-ASCII letters.
  static let names = [
    "App/A b & <c>.swift", "App/Ünïcødé \"q\".swift", "App/p%2C,c:d.swift", "App/名前 </script>.swift",
  ]

  /// At most this many files; more add nothing the cross-file passes would not see with four.
  static let maximumFiles = names.count

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    byteCount = bytes.count
    let parts = bytes.split(separator: 0, maxSplits: FuzzInput.maximumFiles - 1, omittingEmptySubsequences: false)
    // The last file keeps the bytes after the last separator it may have, without their NULs.
    files = parts.enumerated().map { index, part in
      (FuzzInput.names[index], String(decoding: part.filter { $0 != 0 }, as: UTF8.self))
    }
  }
}
