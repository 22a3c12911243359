import Foundation

/// Every file path a `SourceLocation` names, each kept once and numbered in the order first seen.
///
/// Hand-written rather than a dictionary behind a lock for both directions: reading a path is on the path of every
/// location comparison across files and every reported location, so reads take no lock. Paths live in chunks that
/// never move (chunk `k` holds `2^(k + 8)` paths); a number exists only once its path is written, and whoever holds a
/// location got it through the synchronization that handed it over, so the write is visible to the reader.
final class FilePathTable: @unchecked Sendable {
  static let shared = FilePathTable()

  private static let chunkCount = 24
  private static let firstChunkBits = 8
  private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<String>?>
  private var ids: [String: UInt32] = [:]
  private var count: UInt32 = 0
  private let lock = NSLock()

  private init() {
    chunks = .allocate(capacity: Self.chunkCount)
    chunks.initialize(repeating: nil, count: Self.chunkCount)
  }

  /// The number of `path`, numbering it if it is new.
  func id(of path: String) -> UInt32 {
    lock.lock()
    defer { lock.unlock() }
    if let known = ids[path] { return known }
    let id = count
    let (chunk, slot) = Self.place(id)
    if chunks[chunk] == nil {
      chunks[chunk] = .allocate(capacity: 1 << (chunk + Self.firstChunkBits))
    }
    (chunks[chunk]! + slot).initialize(to: path)
    ids[path] = id
    count += 1
    return id
  }

  /// The path numbered `id`.
  func path(_ id: UInt32) -> String {
    let (chunk, slot) = Self.place(id)
    return chunks[chunk]![slot]
  }

  /// The chunk and slot of a number: chunk sizes double, so chunk `k` starts at `2^(k+8) - 2^8`.
  private static func place(_ id: UInt32) -> (chunk: Int, slot: Int) {
    let shifted = UInt64(id) + (1 << firstChunkBits)
    let chunk = (63 - shifted.leadingZeroBitCount) - firstChunkBits
    return (chunk, Int(shifted - (1 << (chunk + firstChunkBits))))
  }
}
