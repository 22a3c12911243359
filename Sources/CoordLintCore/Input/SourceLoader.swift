import Foundation

/// Collects and reads files, then extracts them, in parallel (on as many threads as there are cores, or `jobs`);
/// results keep the input order, so output never depends on scheduling or on the number of threads.
public enum SourceLoader {
  /// One collected file and its bytes, or why they could not be read.
  public struct File: Sendable {
    public let path: String
    public let problem: Diagnostic?
    // A box, so that a run that no longer needs the bytes can let them go while the file list lives on.
    private let bytes: Bytes

    public init(path: String, data: Data?, problem: Diagnostic?) {
      self.path = path
      self.problem = problem
      bytes = Bytes(data)
    }

    /// Nil when the file could not be read (`problem` says why) or once its facts were extracted by a run that let
    /// its bytes go.
    public var data: Data? { bytes.value }

    /// Whether the file was read (its bytes may since have been let go).
    public var wasRead: Bool { bytes.wasRead }

    /// Lets the bytes go: at 1M lines the source text is 60 MB that nothing reads after extraction.
    func releaseBytes() { bytes.release() }
  }

  /// A file's bytes, which one extraction thread may release.
  final class Bytes: @unchecked Sendable {
    // The lock guards `stored`: the thread that extracts a file releases it while no other reads it, but the
    // file list is shared.
    private let lock = NSLock()
    private var stored: Data?
    let wasRead: Bool

    init(_ data: Data?) {
      stored = data
      wasRead = data != nil
    }

    var value: Data? { lock.withLock { stored } }
    func release() { lock.withLock { stored = nil } }
  }

  /// What a run analyzes: the collected files, read once, so that the bytes a cache key is made of are the bytes
  /// the analysis parses.
  public struct Input: Sendable {
    public let files: [File]
    /// Paths that do not exist.
    public let diagnostics: [Diagnostic]
    /// The project descriptions around the files, as absolute paths: with the file list, what decides `modules`.
    public let descriptionPaths: [String]
    /// Project marker folders and the roots' folders, as `ModuleDiscovery.Located.folderKey` gives them.
    let folderKey: [String]
    /// The overrides `modules` applies before the descriptions.
    public let moduleOverrides: [ModuleOverride]
    /// At most how many files are read, and then parsed and extracted, at once.
    public let jobs: Int
    /// How many seconds of CPU time one file's parse and extraction may take (see `FileBudget`); nil for no limit.
    public let fileTimeout: Double?
    /// Whether the analysis leaves out the bodies of plain value types (see `BodyElision`).
    public let elidesInertBodies: Bool
    private let discovery: LazyDiscovery

    /// The module of each file, from the projects' own descriptions; read on first use, which a cached run never
    /// makes.
    public var modules: ModuleMap { discovery.value.map }
    /// Descriptions that could not be read.
    public var moduleDiagnostics: [Diagnostic] { discovery.value.diagnostics }

    init(files: [File], diagnostics: [Diagnostic], located: ModuleDiscovery.Located, overrides: [ModuleOverride],
         jobs: Int, fileTimeout: Double?, elidesInertBodies: Bool) {
      self.files = files
      self.jobs = jobs
      self.fileTimeout = fileTimeout
      self.elidesInertBodies = elidesInertBodies
      self.diagnostics = diagnostics
      descriptionPaths = located.descriptionPaths
      folderKey = located.folderKey
      moduleOverrides = overrides
      let paths = files.map(\.path)
      discovery = LazyDiscovery { ModuleDiscovery.discover(located, files: paths, overrides: overrides) }
    }

    /// Whether every path existed and every file was read.
    public var isComplete: Bool { diagnostics.isEmpty && files.allSatisfy(\.wasRead) }
  }

  /// The size above which a file is not read, unless a run says otherwise: ten times the largest Swift file of the
  /// 18 apps coordlint is measured on, so that only generated data gets near it.
  public static let defaultMaximumFileSize = 10 * 1024 * 1024

  /// How many seconds of CPU time one file may take to parse and extract unless a run says otherwise
  /// (`--file-timeout`): over 100 times what the largest file of the 18 measured apps takes (0.15 s, 1.1 MB),
  /// so that only generated or pathological code reaches it, yet a run is never held up by one file for long.
  public static let defaultFileTimeout: Double = 20

  /// How many files are read and parsed at once unless a run says otherwise (`--jobs`): one per core.
  public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// Whether runs leave out the bodies of plain value types (`BodyElision`): yes, unless `COORDLINT_FULL_BODIES=1`
  /// is in the environment, which reads every body, to compare both or to rule elision out when a result surprises.
  public static var elidesInertBodiesByDefault: Bool {
    ProcessInfo.processInfo.environment["COORDLINT_FULL_BODIES"] != "1"
  }

  /// The Swift and Objective-C files below `paths`, each read unless larger than `maximumFileSize` bytes, at most
  /// `jobs` at once (extraction later uses as many, each Swift file within `fileTimeout` seconds of CPU time). With
  /// `COORDLINT_TIMINGS=1`, collecting and reading are timed.
  public static func read(_ paths: [String], excludes: [String] = [], modules overrides: [ModuleOverride] = [],
                          maximumFileSize: Int = defaultMaximumFileSize, jobs: Int = defaultJobs,
                          fileTimeout: Double? = defaultFileTimeout,
                          elidingInertBodies: Bool = elidesInertBodiesByDefault) -> Input {
    let clock = StageClock()
    let collected = FileCollector(excludes: excludes).collect(paths)
    clock.lap("collect \(collected.files.count) files")
    let located = ModuleDiscovery.locate(roots: paths)
    clock.lap("locate \(located.descriptionPaths.count) project descriptions")
    let files = collected.files
    let results = ResultSlots<File>(count: files.count)
    ParallelWork.forEach(files.count, jobs: jobs) { index in
      results[index] = readOne(files[index], maximumSize: maximumFileSize)
    }
    clock.lap("read files")
    return Input(files: results.values, diagnostics: collected.diagnostics, located: located, overrides: overrides,
                 jobs: jobs, fileTimeout: fileTimeout, elidesInertBodies: elidingInertBodies)
  }

  /// Reads one file; an unreadable file, one that is not a regular file (a FIFO would block the read forever) and
  /// one over `maximumSize` bytes give an error.
  static func readOne(_ path: String, maximumSize: Int = defaultMaximumFileSize) -> File {
    var status = stat()
    if stat(path, &status) == 0 {
      if status.st_mode & S_IFMT != S_IFREG {
        return File(path: path, data: nil, problem: .error("not a regular file; it was not analyzed", file: path))
      }
      if Int(status.st_size) > maximumSize {
        let message = "file is \(megabytes(Int(status.st_size))), over the \(megabytes(maximumSize)) limit; it was "
          + "not analyzed (see --max-file-size)"
        return File(path: path, data: nil, problem: .error(message, file: path))
      }
    }
    do {
      // `isDirectory: false`: without it Foundation asks the file system, once per file.
      let data = try Data(contentsOf: URL(fileURLWithPath: path, isDirectory: false))
      return File(path: path, data: data, problem: nil)
    } catch {
      return File(path: path, data: nil, problem: .error("cannot read file: \(error.reason)", file: path))
    }
  }

  /// A size in megabytes, as messages give it: `52.4 MB`.
  static func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + 512 * 1024) / (1024 * 1024)
    return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
  }

  /// The facts of every file read, and a diagnostic for each file that could not be read or parsed cleanly, in
  /// file order; at most `jobs` files at once, each within `fileTimeout` seconds of CPU time (nil: no limit).
  /// With `releasingBytes`, each file's bytes are let go once its facts are made. With `elidingInertBodies`, the
  /// bodies of plain value types are left out, and each file where one may matter is read again in full
  /// (`BodyElision`): the facts differ from a full read's only by bodies no analysis needs.
  public static func extract(_ files: [File], jobs: Int = defaultJobs, fileTimeout: Double? = nil,
                             releasingBytes: Bool = false,
                             elidingInertBodies: Bool = false) -> (facts: [FileFacts], diagnostics: [Diagnostic]) {
    let results = ResultSlots<(FileFacts?, [Diagnostic])>(count: files.count)
    let totals = StageTotals()
    let clock = StageClock()
    let declaredTypes = elidingInertBodies ? DeclaredTypeScan.scan(files, jobs: jobs) : nil
    if elidingInertBodies { clock.lap("scan type names") }
    ParallelWork.forEach(files.count, jobs: jobs) { index in
      let result = extractOne(files[index], totals: totals, timeout: fileTimeout,
                              declaredTypes: declaredTypes)
      // A file with bodies left out keeps its bytes until it is known whether it must be read again.
      if releasingBytes && result.0?.elidedBodyNames == nil { files[index].releaseBytes() }
      results[index] = result
    }
    var values = results.take()
    if elidingInertBodies {
      clock.lap("parse and extract, leaving inert bodies out")
      let reread = BodyElision.filesToReread(values.map(\.0))
      clock.lap("decide which left-out bodies matter")
      let full = ResultSlots<(FileFacts?, [Diagnostic])>(count: reread.count)
      ParallelWork.forEach(reread.count, jobs: jobs) { position in
        full[position] = extractOne(files[reread[position]], totals: totals, timeout: fileTimeout)
      }
      for (position, result) in zip(reread, full.take()) { values[position] = result }
      for index in values.indices where values[index].0?.elidedBodyNames != nil {
        values[index].0?.elidedBodyNames = nil
        if releasingBytes { files[index].releaseBytes() }
      }
      clock.lap("read \(reread.count) files again in full")
    }
    totals.report("extraction")
    // A big file's syntax tree (some 90 bytes per byte of source) was freed in its worker thread's malloc arena,
    // which keeps the pages; the passes allocate in the main thread's. Handing them back keeps a 9 MB generated
    // file's run at 830 MB instead of 1,070.
    if files.contains(where: { ($0.data?.count ?? 0) > 1024 * 1024 }) { MallocTuning.trim() }
    var facts: [FileFacts] = []
    var diagnostics: [Diagnostic] = []
    for (fileFacts, fileDiagnostics) in values {
      if let fileFacts { facts.append(fileFacts) }
      diagnostics.append(contentsOf: fileDiagnostics)
    }
    return (facts, diagnostics)
  }

  /// Extracts one file; invalid UTF-8 gives a warning and a lossy decode, a syntax error a warning, a binary file
  /// (one holding a NUL byte, which Swift source never does) a warning and no facts, and so does a file that takes
  /// longer than `timeout` seconds of CPU time.
  static func extractOne(_ file: File, totals: StageTotals = .disabled, timeout: Double? = nil,
                         declaredTypes: DeclaredTypeScan? = nil) -> (FileFacts?, [Diagnostic]) {
    guard let data = file.data else { return (nil, file.problem.map { [$0] } ?? []) }
    if FileFacts.isObjectiveC(file.path) { return scanObjectiveC(file.path, data) }
    if holdsNUL(data) {
      return (nil, [.warning("file is binary (it holds NUL bytes), not Swift source; it was not analyzed",
                             at: SourceLocation(file: file.path, line: 1, column: 1))])
    }
    var diagnostics: [Diagnostic] = []
    let decoded = String(data: data, encoding: .utf8)
    if decoded == nil {
      diagnostics.append(.warning("file is not valid UTF-8; invalid bytes were replaced",
                                  at: SourceLocation(file: file.path, line: 1, column: 1)))
    }
    let facts: FileFacts
    switch FactExtractor.extractIfShallow(source: decoded ?? String(decoding: data, as: UTF8.self), path: file.path,
                                          totals: totals, timeout: timeout, declaredTypes: declaredTypes) {
    case .success(let extracted):
      facts = extracted
    case .failure(let refusal):
      var warning = Diagnostic.warning(refusal.message, at: SourceLocation(file: file.path, line: 1, column: 1))
      if case .timeout = refusal { warning.dependsOnTiming = true }
      return (nil, diagnostics + [warning])
    }
    if let first = facts.syntaxErrors.first {
      diagnostics.append(.warning("syntax error; the rest of the file was still analyzed", at: first))
    }
    return (facts, diagnostics)
  }
}

extension SourceLoader {
  /// Scans an Objective-C file for the classes it creates (`ObjCCreationScanner`); it is never parsed. A binary file
  /// gives a warning and no facts, invalid UTF-8 a warning (the scan reads bytes, so nothing is lost).
  static func scanObjectiveC(_ path: String, _ data: Data) -> (FileFacts?, [Diagnostic]) {
    let start = SourceLocation(file: path, line: 1, column: 1)
    if holdsNUL(data) {
      return (nil, [.warning("file is binary (it holds NUL bytes), not Objective-C source; it was not analyzed",
                             at: start)])
    }
    var diagnostics: [Diagnostic] = []
    if String(data: data, encoding: .utf8) == nil {
      diagnostics.append(.warning("file is not valid UTF-8; its other bytes were still scanned", at: start))
    }
    var facts = FileFacts(path: path)
    facts.objcCreations = ObjCCreationScanner.creations(in: data, path: path)
    return (facts, diagnostics)
  }

  /// Whether the bytes hold a NUL, which no source file does.
  static func holdsNUL(_ data: Data) -> Bool {
    // Over the raw buffer: `Data.contains` steps its iterator byte by byte, 2 % of an element-ios run in a profile.
    data.withUnsafeBytes { $0.contains(0) }
  }
}

/// A module discovery run once, on first use, from whichever thread asks first.
final class LazyDiscovery: @unchecked Sendable {
  // The lock guards `result`; `make` runs at most once, under it.
  private let lock = NSLock()
  private var result: (map: ModuleMap, diagnostics: [Diagnostic])?
  private let make: @Sendable () -> (map: ModuleMap, diagnostics: [Diagnostic])

  init(_ make: @escaping @Sendable () -> (map: ModuleMap, diagnostics: [Diagnostic])) { self.make = make }

  var value: (map: ModuleMap, diagnostics: [Diagnostic]) {
    lock.withLock {
      if let result { return result }
      let clock = StageClock()
      let made = make()
      clock.lap("discover \(made.map.modules.count) modules")
      result = made
      return made
    }
  }
}

/// Fixed slots written from concurrent iterations, each index by exactly one writer.
final class ResultSlots<Value>: @unchecked Sendable {
  // Each slot is written once by one `concurrentPerform` iteration and read only after all have finished, so
  // the lock only guards the array's storage, not the ordering.
  private var storage: [Value?]
  private let lock = NSLock()

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  subscript(index: Int) -> Value? {
    get { lock.withLock { storage[index] } }
    set { lock.withLock { storage[index] = newValue } }
  }

  var values: [Value] { lock.withLock { storage.compactMap { $0 } } }

  /// The values, leaving the slots empty: their storage is freed as soon as the values are made.
  func take() -> [Value] {
    lock.withLock {
      var slots: [Value?] = []
      swap(&slots, &storage)
      return slots.compactMap { $0 }
    }
  }
}

extension SourceLoader.Input {
  /// What decides the modules, as text for a cache key: the overrides and each description file's path and bytes —
  /// not the modules read from them, since reading an Xcode project costs more than a whole cached run. Nil when a
  /// description cannot be read.
  public var modulesKey: String? {
    var key = moduleOverrides.map { "module \($0.name)=\($0.glob)\n" }.joined()
    key += folderKey.map { "folder \($0)\n" }.joined()
    for path in descriptionPaths {
      guard let bytes = FileManager.default.contents(atPath: path) else { return nil }
      var hash = StableHash()
      bytes.withUnsafeBytes { hash.combine($0) }
      key += "description \(path) \(bytes.count) \(hash.value)\n"
    }
    return key
  }
}
