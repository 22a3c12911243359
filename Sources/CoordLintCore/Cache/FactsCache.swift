import Foundation

/// Facts of files parsed before, kept on disk so that an unchanged file is not parsed again.
///
/// One entry per source path, named by a hash of the path: a header line (entry format, facts schema, tool version,
/// hash and size of the file's bytes), then the facts as JSON. An entry whose header differs, whose body does not
/// decode, or whose facts name another path is treated as absent and overwritten, so a stale, corrupt or foreign
/// cache costs a parse, never a failed run. Entries are written atomically; concurrent runs sharing a cache at worst
/// parse the same file twice.
public final class FactsCache: @unchecked Sendable {
  /// The folder entries live in.
  public let directory: String
  /// The version of the tool that writes the entries; facts from another version are never trusted.
  public let toolVersion: String

  // Guards `firstWriteFailure` only; loads and stores of different files run in parallel.
  private let lock = NSLock()
  private var firstWriteFailure: String?

  /// Bumped when the entry layout (the header line, the encoding) changes.
  static let entryFormat = 1

  public init(directory: String, toolVersion: String) {
    self.directory = directory
    self.toolVersion = toolVersion
  }

  /// The cached facts of the file at `path` whose bytes are `data`, or nil when there are none that fit.
  func load(path: String, data: Data) -> FileFacts? {
    guard let entry = try? Data(contentsOf: URL(fileURLWithPath: entryPath(for: path))),
          let newline = entry.firstIndex(of: UInt8(ascii: "\n")),
          entry[entry.startIndex..<newline].elementsEqual(header(for: data).utf8),
          let facts = try? JSONDecoder().decode(FileFacts.self, from: entry[(newline + 1)...]),
          facts.path == path
    else { return nil }
    return facts
  }

  /// Keeps `facts` for the file whose bytes are `data`; a failure is remembered for `writeFailure` and otherwise
  /// ignored, since the cache only saves time.
  func store(_ facts: FileFacts, data: Data) {
    guard let body = try? JSONEncoder().encode(facts) else { return }
    var entry = Data(header(for: data).utf8)
    entry.append(UInt8(ascii: "\n"))
    entry.append(body)
    do {
      try AtomicFile.write(entry, to: entryPath(for: facts.path), creatingFolders: true)
    } catch {
      lock.withLock { if firstWriteFailure == nil { firstWriteFailure = error.reason } }
    }
  }

  /// Why the first entry that could not be written was not, if one was not.
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
