import Foundation

/// The bytes of every file a cached `lint` analyzed, with the key of the result it stored: what lets the next run,
/// after a few files changed, compare what those files were with what they are (`ResultReuse`).
///
/// One file per set of runs that could share results (`LintCache.contextKey`), `sources-<context>.pack`: a text
/// header (`coordlint-sources 1`, `key <entry key>`, `files <count>`, then `<hash> <length> <path>` per file) and the
/// files' bytes one after the other. It is read mapped, so a run touches only the changed files' bytes; it is
/// written atomically, and one that does not parse or whose bytes do not hash as recorded is never used.
public struct SourcePack: Sendable {
  static let magic = "coordlint-sources 1"

  /// The key of the lint result the files gave.
  public let entryKey: String
  public let paths: [String]
  /// Each file's content hash (`LintCache.fileHashes`).
  public let hashes: [UInt64]
  private let ranges: [Range<Int>]
  private let data: Data

  /// The bytes file `index` had, or nil when they no longer hash as recorded.
  func bytes(_ index: Int) -> Data? {
    let bytes = data.subdata(in: ranges[index])
    return LintCache.hash(bytes) == hashes[index] ? bytes : nil
  }

  /// The pack at `path`, or nil when there is none or it does not parse.
  public static func read(_ path: String) -> SourcePack? {
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: path, isDirectory: false), options: .alwaysMapped)
    else { return nil }
    return data.withUnsafeBytes { raw -> SourcePack? in
      let bytes = raw.bindMemory(to: UInt8.self)
      var position = 0
      // The next header line, without its newline.
      func line() -> String? {
        guard let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        defer { position = end + 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
      }
      guard line() == magic, let keyLine = line(), keyLine.hasPrefix("key "),
            let countLine = line(), countLine.hasPrefix("files "), let count = Int(countLine.dropFirst(6)),
            count >= 0 else { return nil }
      var paths: [String] = []
      var hashes: [UInt64] = []
      var lengths: [Int] = []
      paths.reserveCapacity(count)
      for _ in 0..<count {
        guard let entry = line() else { return nil }
        let fields = entry.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, let hash = UInt64(fields[0], radix: 16), let length = Int(fields[1]), length >= 0
        else { return nil }
        hashes.append(hash)
        lengths.append(length)
        paths.append(String(fields[2]))
      }
      var ranges: [Range<Int>] = []
      ranges.reserveCapacity(count)
      var start = position
      for length in lengths {
        ranges.append(start..<start + length)
        start += length
      }
      guard start == bytes.count else { return nil }
      return SourcePack(entryKey: String(keyLine.dropFirst(4)), paths: paths, hashes: hashes, ranges: ranges,
                        data: data)
    }
  }

  /// The entry key recorded in the pack at `path`, read from its first lines only: whether the pack is that of a
  /// result costs a warm run a hundred bytes.
  public static func entryKey(at path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let start = try? handle.read(upToCount: magic.utf8.count + 64) else { return nil }
    let lines = String(decoding: start, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > 2, lines[0] == magic, lines[1].hasPrefix("key ") else { return nil }
    return String(lines[1].dropFirst(4))
  }

  /// Writes the bytes of `files` (every one read, with `hashes` its content hashes) as the sources of the result
  /// stored under `entryKey`. A path holding a newline cannot be written, and is no error: there is then no pack.
  public static func write(_ files: [SourceLoader.File], hashes: [UInt64], entryKey: String,
                    to path: String) throws(AtomicFile.WriteError) {
    guard !files.contains(where: { $0.path.contains("\n") }) else { return }
    var header = "\(magic)\nkey \(entryKey)\nfiles \(files.count)\n"
    for (file, hash) in zip(files, hashes) {
      header += "\(StableHash.hex(hash)) \(file.data?.count ?? 0) \(file.path)\n"
    }
    try AtomicFile.write(to: path, creatingFolders: true) { write in
      write(Data(header.utf8))
      for file in files { write(file.data ?? Data()) }
    }
  }
}
