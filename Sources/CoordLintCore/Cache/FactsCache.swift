import Foundation

/// Facts of files parsed before, kept on disk so that an unchanged file is not parsed again.
///
/// One entry per source path, named by a hash of the path: a header line (entry format, facts schema, tool version,
/// hash and size of the file's bytes), then the facts in `FactsCoding`'s binary form, then that body's hash. An entry whose header differs, whose body does not
/// decode, or whose facts name another path is treated as absent and overwritten, so a stale, corrupt or foreign
/// cache costs a parse, never a failed run. Entries are written atomically, in the background while the analysis
/// goes on (`waitForWrites()` ends them); concurrent runs sharing a cache at worst parse the same file twice.
public final class FactsCache: @unchecked Sendable {
  /// The folder entries live in.
  public let directory: String
  /// The version of the tool that writes the entries; facts from another version are never trusted.
  public let toolVersion: String

  // Guards `firstWriteFailure` and `folderReady` only; loads and stores of different files run in parallel.
  private let lock = NSLock()
  private var firstWriteFailure: String?
  private var folderReady = false
  private let writes = DispatchGroup()

  /// Bumped when the entry layout (the header line, the encoding) changes.
  static let entryFormat = 3

  public init(directory: String, toolVersion: String) {
    self.directory = directory
    self.toolVersion = toolVersion
  }

  /// The cached facts of the file at `path` whose bytes are `data`, or nil when there are none that fit.
  func load(path: String, data: Data) -> FileFacts? {
    guard let entry = try? Data(contentsOf: URL(fileURLWithPath: entryPath(for: path), isDirectory: false)),
          let newline = entry.firstIndex(of: UInt8(ascii: "\n")),
          entry[entry.startIndex..<newline].elementsEqual(header(for: data).utf8),
          entry.endIndex - newline > 9
    else { return nil }
    // The body ends with its own hash, so a damaged entry is a miss even where the decoder would not notice.
    let body = Array(entry[(newline + 1)..<(entry.endIndex - 8)])
    guard entry[(entry.endIndex - 8)...].elementsEqual(FactsCache.checksum(body)),
          let facts = try? FactsDecoder().decode(FileFacts.self, from: body),
          facts.path == path
    else { return nil }
    return facts
  }

  static func checksum(_ bytes: [UInt8]) -> [UInt8] {
    var hash = StableHash()
    bytes.withUnsafeBytes { hash.combine($0) }
    return (0..<8).map { UInt8(truncatingIfNeeded: hash.value >> (8 * UInt64($0))) }
  }

  /// Keeps `facts` for the file whose bytes are `data`, encoding and writing in the background, where the other
  /// core is free while the single-threaded passes run. A failure is remembered for `writeFailure` and otherwise
  /// ignored, since the cache only saves time.
  func store(_ facts: FileFacts, data: Data) {
    let header = header(for: data)
    DispatchQueue.global().async(group: writes) { [self] in
      guard let body = try? FactsEncoder().encode(facts) else { return }
      var entry = Data(header.utf8)
      entry.append(UInt8(ascii: "\n"))
      entry.append(contentsOf: body)
      entry.append(contentsOf: FactsCache.checksum(body))
      do {
        try prepareFolder()
        try AtomicFile.write(entry, to: entryPath(for: facts.path))
      } catch {
        lock.withLock { if firstWriteFailure == nil { firstWriteFailure = error.reason } }
      }
    }
  }

  /// Returns once every entry `store` began is written (or has failed).
  public func waitForWrites() {
    writes.wait()
  }

  /// Creates the cache folder once, not once per entry.
  private func prepareFolder() throws {
    if lock.withLock({ folderReady }) { return }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    lock.withLock { folderReady = true }
  }

  /// Why the first entry that could not be written was not, if one was not; call `waitForWrites()` first.
  public var writeFailure: String? { lock.withLock { firstWriteFailure } }

  func entryPath(for path: String) -> String {
    var hash = StableHash()
    hash.combine(path)
    return (directory.hasSuffix("/") ? directory : directory + "/") + hash.hex + ".facts"
  }

  /// What an entry for these bytes must start with: everything that decides whether its facts still hold.
  func header(for data: Data) -> String {
    var hash = StableHash()
    data.withUnsafeBytes { hash.combine($0) }
    return "coordlint-facts \(FactsCache.entryFormat) schema \(FileFacts.schemaVersion) tool \(toolVersion) "
      + "content \(hash.hex) \(data.count)"
  }
}
