import Foundation

/// Reads and extracts files in parallel on all cores; results keep the input order, so output never depends on
/// scheduling.
public enum SourceLoader {
  /// The facts of every readable file, a diagnostic for each file that could not be read cleanly, and how many
  /// files were parsed (the rest came from `cache`).
  public static func load(_ paths: [String], cache: FactsCache? = nil)
    -> (facts: [FileFacts], diagnostics: [Diagnostic], parsed: Int) {
    let results = ResultSlots<(FileFacts?, [Diagnostic], Bool)>(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      results[index] = loadOne(paths[index], cache: cache)
    }
    var facts: [FileFacts] = []
    var diagnostics: [Diagnostic] = []
    var parsed = 0
    for (fileFacts, fileDiagnostics, wasParsed) in results.values {
      if let fileFacts { facts.append(fileFacts) }
      diagnostics.append(contentsOf: fileDiagnostics)
      if wasParsed { parsed += 1 }
    }
    return (facts, diagnostics, parsed)
  }

  /// Extracts one file, or takes its facts from the cache; an unreadable file gives an error, invalid UTF-8 a
  /// warning and a lossy decode. The last value says whether the file was parsed.
  static func loadOne(_ path: String, cache: FactsCache? = nil) -> (FileFacts?, [Diagnostic], Bool) {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      return (nil, [.error("cannot read file: \(error.reason)", file: path)], false)
    }
    var diagnostics: [Diagnostic] = []
    let decoded = String(data: data, encoding: .utf8)
    if decoded == nil {
      diagnostics.append(.warning("file is not valid UTF-8; invalid bytes were replaced",
                                  at: SourceLocation(file: path, line: 1, column: 1)))
    }
    let cached = cache?.load(path: path, data: data)
    let facts = cached ?? FactExtractor.extract(source: decoded ?? String(decoding: data, as: UTF8.self), path: path)
    if cached == nil { cache?.store(facts, data: data) }
    if let first = facts.syntaxErrors.first {
      diagnostics.append(.warning("syntax error; the rest of the file was still analyzed", at: first))
    }
    return (facts, diagnostics, cached == nil)
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
