import Foundation

/// Reads and extracts files in parallel on all cores; results keep the input order, so output never depends on
/// scheduling.
public enum SourceLoader {
  /// The facts of every readable file, and a diagnostic for each file that could not be read cleanly.
  public static func load(_ paths: [String]) -> (facts: [FileFacts], diagnostics: [Diagnostic]) {
    let results = ResultSlots<(FileFacts?, [Diagnostic])>(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      results[index] = loadOne(paths[index])
    }
    var facts: [FileFacts] = []
    var diagnostics: [Diagnostic] = []
    for (fileFacts, fileDiagnostics) in results.values {
      if let fileFacts { facts.append(fileFacts) }
      diagnostics.append(contentsOf: fileDiagnostics)
    }
    return (facts, diagnostics)
  }

  /// Extracts one file; an unreadable file gives an error, invalid UTF-8 a warning and a lossy decode.
  static func loadOne(_ path: String) -> (FileFacts?, [Diagnostic]) {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      return (nil, [.error("cannot read file: \(reason(error))", file: path)])
    }
    var diagnostics: [Diagnostic] = []
    let source: String
    if let text = String(data: data, encoding: .utf8) {
      source = text
    } else {
      source = String(decoding: data, as: UTF8.self)
      diagnostics.append(.warning("file is not valid UTF-8; invalid bytes were replaced",
                                  at: SourceLocation(file: path, line: 1, column: 1)))
    }
    let facts = FactExtractor.extract(source: source, path: path)
    if let first = facts.syntaxErrors.first {
      diagnostics.append(.warning("syntax error; the rest of the file was still analyzed", at: first))
    }
    return (facts, diagnostics)
  }

  private static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
      return String(cString: strerror(Int32(underlying.code))).lowercased()
    }
    return nsError.localizedDescription.lowercased()
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
