import Foundation

/// Whole `lint` results kept on disk under a hash of everything that decides them, so a run over unchanged inputs
/// skips parsing and every pass.
///
/// One entry per key, `lint-<key>.json`, in Foundation's JSON: the key again, the findings and the diagnostics.
/// An entry that is missing, unreadable, corrupt or for another key is a miss, never an error. Entries are written
/// atomically, so concurrent runs sharing a folder at worst both analyze; the folder keeps the `keptEntries` most
/// recently used ones.
public struct LintCache: Sendable {
  /// What `lint` reports before its baseline is applied: the findings (suppressions and configured severities
  /// applied) and the input diagnostics.
  public struct Result: Sendable, Equatable {
    public var findings: [Finding]
    public var diagnostics: [Diagnostic]

    public init(findings: [Finding], diagnostics: [Diagnostic]) {
      self.findings = findings
      self.diagnostics = diagnostics
    }
  }

  /// The folder entries live in.
  public let directory: String
  /// How many entries stay: a few, so switching branches back and forth still hits, yet the folder stays small.
  public static let keptEntries = 8
  /// Bumped when the entry layout changes; part of every key.
  static let entryFormat = 1

  public init(directory: String) {
    self.directory = directory
  }

  /// The key of a run over `files` by the tool build `tool` with the configuration file's bytes `configuration`
  /// (nil without one); nil when a file could not be read, since then there is nothing sound to key on. Each file's
  /// bytes are hashed on all cores. `context` is whatever else decides the result (modules, command-line options).
  public static func key(tool: String, configuration: Data?, files: [SourceLoader.File],
                         context: String = "") -> String? {
    fileHashes(files).map { key(tool: tool, configuration: configuration, context: context, paths: files.map(\.path),
                                 hashes: $0) }
  }

  /// The content hash of each file, made on all cores; nil when a file could not be read.
  public static func fileHashes(_ files: [SourceLoader.File]) -> [UInt64]? {
    let clock = StageClock()
    let hashes = ResultSlots<UInt64>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      guard let data = files[index].data else { return }
      hashes[index] = hash(data)
    }
    let values = hashes.values
    clock.lap("hash inputs")
    return values.count == files.count ? values : nil
  }

  /// The content hash of one file's bytes.
  static func hash(_ data: Data) -> UInt64 {
    var hash = StableHash()
    data.withUnsafeBytes { hash.combine($0) }
    // The length too, so that files of different sizes whose bytes happen to hash alike still differ.
    withUnsafeBytes(of: UInt64(data.count).littleEndian) { hash.combine($0) }
    return hash.value
  }

  /// The key of a run over the files `paths` whose content hashes are `hashes`.
  public static func key(tool: String, configuration: Data?, context: String, paths: [String],
                         hashes: [UInt64]) -> String {
    var key = StableHash()
    key.combine(contextKey(tool: tool, configuration: configuration, context: context))
    key.combine("files \(paths.count)")
    // Each file's path and content hash: a per-file hash keeps the work parallel, and the path keeps files apart
    // whose bytes hash alike.
    for (path, hash) in zip(paths, hashes) {
      key.combine("\(path) \(hash)")
    }
    return key.hex
  }

  /// What decides a run's result besides its files: runs with the same context key may reuse each other's results
  /// (`ResultReuse`).
  public static func contextKey(tool: String, configuration: Data?, context: String) -> String {
    var key = StableHash()
    key.combine("coordlint-lint \(entryFormat) tool \(tool)")
    if let configuration {
      key.combine("configuration \(configuration.count)")
      configuration.withUnsafeBytes { key.combine($0) }
    } else {
      key.combine("no configuration")
    }
    key.combine("context \(context.utf8.count) \(context)")
    return key.hex
  }

  /// What the cache holds under a key.
  public enum Lookup: Sendable, Equatable {
    case hit(Result)
    case miss
    /// An entry under the key's name that does not decode, or records another key: it is not used.
    case damaged
  }

  /// The result stored under `key`, or nil when there is none that decodes. A hit marks the entry as recently used.
  public func load(key: String) -> Result? {
    if case .hit(let result) = lookup(key: key) { return result }
    return nil
  }

  /// The result stored under `key`, or why there is none. A hit marks the entry as recently used.
  public func lookup(key: String) -> Lookup {
    let clock = StageClock()
    let path = entryPath(key)
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: path, isDirectory: false)) else {
      clock.lap("lint cache miss")
      return .miss
    }
    guard let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.key == key,
          let result = entry.result else {
      clock.lap("lint cache miss (damaged entry)")
      return .damaged
    }
    // The modification time orders entries for pruning; failing to touch only makes this one older.
    _ = utimes(path, nil)
    clock.lap("lint cache hit")
    return .hit(result)
  }

  /// The warning for an entry that was not used because it does not decode: the run analyzed instead.
  public func damagedEntry(key: String) -> Diagnostic {
    .warning("cache entry is damaged or was written by another tool; it was ignored and replaced",
             file: entryPath(key))
  }

  /// Keeps `result` under `key`, then removes all but the `keptEntries` most recently used entries.
  public func store(_ result: Result, key: String) throws(AtomicFile.WriteError) {
    let clock = StageClock()
    // Findings, locations and strings always encode.
    let data = (try? JSONOutput.compactEncoder().encode(Entry(key: key, result: result))) ?? Data()
    try AtomicFile.write(data, to: entryPath(key), creatingFolders: true)
    prune()
    clock.lap("lint cache write")
  }

  /// The warning for an entry that could not be written: the cache only saves time, so the run goes on.
  public func writeFailure(_ error: AtomicFile.WriteError) -> Diagnostic {
    Diagnostic(severity: .warning, message: "cannot write the cache: \(error.reason)", location: nil, file: directory)
  }

  /// Removes the least recently used entries beyond `keptEntries`, and the per-file facts an older coordlint
  /// kept here. Failures are ignored: another run may be pruning too.
  func prune() {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return }
    var entries: [(path: String, used: Date)] = []
    var packs: [(path: String, used: Date)] = []
    for name in names {
      let path = folderPrefix + name
      if LintCache.isOldFactsEntry(name) {
        try? manager.removeItem(atPath: path)
      } else if let used = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date {
        if name.hasPrefix("lint-"), name.hasSuffix(".json") { entries.append((path, used)) }
        if name.hasPrefix("sources-"), name.hasSuffix(".pack") { packs.append((path, used)) }
      }
    }
    for old in entries.sorted(by: { $0.used > $1.used }).dropFirst(LintCache.keptEntries) {
      try? manager.removeItem(atPath: old.path)
    }
    for old in packs.sorted(by: { $0.used > $1.used }).dropFirst(LintCache.keptSourcePacks) {
      try? manager.removeItem(atPath: old.path)
    }
  }

  /// How many source packs stay: one per configuration and tool build in use, each as large as the sources.
  public static let keptSourcePacks = 2

  /// The source pack of runs with the context key `context` (`contextKey`).
  public func sourcePackPath(context: String) -> String { folderPrefix + "sources-\(context).pack" }

  /// Whether a file name is one of the facts entries coordlint 0.1 wrote: sixteen hex digits and `.facts`.
  static func isOldFactsEntry(_ name: String) -> Bool {
    name.hasSuffix(".facts") && name.count == 22 && name.dropLast(6).allSatisfy(\.isHexDigit)
  }

  func entryPath(_ key: String) -> String { folderPrefix + "lint-\(key).json" }

  private var folderPrefix: String { directory.hasSuffix("/") ? directory : directory + "/" }

  /// An entry's JSON.
  private struct Entry: Codable {
    struct DiagnosticRecord: Codable {
      var severity: String
      var message: String
      var location: SourceLocation?
      var file: String?
    }

    var key: String
    var findings: [Finding]
    var diagnostics: [DiagnosticRecord]

    init(key: String, result: Result) {
      self.key = key
      findings = result.findings
      diagnostics = result.diagnostics.map {
        DiagnosticRecord(severity: $0.severity.rawValue, message: $0.message, location: $0.location, file: $0.file)
      }
    }

    /// The result, or nil when a diagnostic's severity is unknown.
    var result: Result? {
      var decoded: [Diagnostic] = []
      for record in diagnostics {
        guard let severity = Diagnostic.Severity(rawValue: record.severity) else { return nil }
        decoded.append(Diagnostic(severity: severity, message: record.message, location: record.location,
                                  file: record.file))
      }
      return Result(findings: findings, diagnostics: decoded)
    }
  }
}
