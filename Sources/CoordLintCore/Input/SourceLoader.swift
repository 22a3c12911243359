import Foundation

/// Collects and reads files, then extracts them, in parallel on all cores; results keep the input order, so output
/// never depends on scheduling.
public enum SourceLoader {
  /// One collected file and its bytes, or why they could not be read.
  public struct File: Sendable {
    public let path: String
    /// Nil when the file could not be read; `problem` says why.
    public let data: Data?
    public let problem: Diagnostic?
  }

  /// What a run analyzes: the collected files, read once, so that the bytes a cache key is made of are the bytes
  /// the analysis parses.
  public struct Input: Sendable {
    public let files: [File]
    /// Paths that do not exist, and project descriptions that could not be read.
    public let diagnostics: [Diagnostic]
    /// The module of each file, from the projects' own descriptions.
    public let modules: ModuleMap

    /// Whether every path existed and every file was read.
    public var isComplete: Bool { diagnostics.isEmpty && files.allSatisfy { $0.data != nil } }
  }

  /// The Swift files below `paths`, each read. With `COORDLINT_TIMINGS=1`, collecting and reading are timed.
  public static func read(_ paths: [String], excludes: [String] = [], modules overrides: [ModuleOverride] = [])
    -> Input {
    let clock = StageClock()
    let collected = FileCollector(excludes: excludes).collect(paths)
    clock.lap("collect \(collected.files.count) files")
    let discovered = ModuleDiscovery.discover(roots: paths, files: collected.files, overrides: overrides)
    clock.lap("discover \(discovered.map.modules.count) modules")
    let files = collected.files
    let results = ResultSlots<File>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      results[index] = readOne(files[index])
    }
    clock.lap("read files")
    return Input(files: results.values, diagnostics: collected.diagnostics + discovered.diagnostics,
                 modules: discovered.map)
  }

  /// Reads one file; an unreadable file gives an error.
  static func readOne(_ path: String) -> File {
    do {
      // `isDirectory: false`: without it Foundation asks the file system, once per file.
      let data = try Data(contentsOf: URL(fileURLWithPath: path, isDirectory: false))
      return File(path: path, data: data, problem: nil)
    } catch {
      return File(path: path, data: nil, problem: .error("cannot read file: \(error.reason)", file: path))
    }
  }

  /// The facts of every file read, and a diagnostic for each file that could not be read or parsed cleanly, in
  /// file order.
  public static func extract(_ files: [File]) -> (facts: [FileFacts], diagnostics: [Diagnostic]) {
    let results = ResultSlots<(FileFacts?, [Diagnostic])>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      results[index] = extractOne(files[index])
    }
    var facts: [FileFacts] = []
    var diagnostics: [Diagnostic] = []
    for (fileFacts, fileDiagnostics) in results.values {
      if let fileFacts { facts.append(fileFacts) }
      diagnostics.append(contentsOf: fileDiagnostics)
    }
    return (facts, diagnostics)
  }

  /// Extracts one file; invalid UTF-8 gives a warning and a lossy decode, a syntax error a warning.
  static func extractOne(_ file: File) -> (FileFacts?, [Diagnostic]) {
    guard let data = file.data else { return (nil, file.problem.map { [$0] } ?? []) }
    var diagnostics: [Diagnostic] = []
    let decoded = String(data: data, encoding: .utf8)
    if decoded == nil {
      diagnostics.append(.warning("file is not valid UTF-8; invalid bytes were replaced",
                                  at: SourceLocation(file: file.path, line: 1, column: 1)))
    }
    let facts = FactExtractor.extract(source: decoded ?? String(decoding: data, as: UTF8.self), path: file.path)
    if let first = facts.syntaxErrors.first {
      diagnostics.append(.warning("syntax error; the rest of the file was still analyzed", at: first))
    }
    return (facts, diagnostics)
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
}
