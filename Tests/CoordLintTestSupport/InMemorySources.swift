import CoordLintCore
import Foundation

/// Files that exist only in a test, and their facts.
public enum InMemorySources {
  /// Files named `A.swift`, `B.swift`… in the order of `sources`.
  public static func lettered(_ sources: [String]) -> [(name: String, source: String)] {
    sources.enumerated().map { ("\(Character(UnicodeScalar(65 + $0.offset)!)).swift", $0.element) }
  }

  /// The facts of the files, in the order given; `.m` and `.mm` files are scanned as Objective-C.
  public static func facts(_ files: [(name: String, source: String)]) -> [FileFacts] {
    files.map { file in
      guard FileFacts.isObjectiveC(file.name) else {
        return FactExtractor.extract(source: file.source, path: file.name)
      }
      var facts = FileFacts(path: file.name)
      facts.objcCreations = ObjCCreationScanner.creations(in: Data(file.source.utf8), path: file.name)
      return facts
    }
  }
}

/// An analysis of in-memory files, in the order given.
public func analyze(files: [(name: String, source: String)], options: AnalysisOptions = AnalysisOptions())
  -> Analysis {
  Analysis(facts: InMemorySources.facts(files), options: options)
}

/// An analysis of in-memory files given as `name: source`, read in name order.
public func analyze(_ files: [String: String], options: AnalysisOptions = AnalysisOptions()) -> Analysis {
  analyze(files: files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, options: options)
}

/// An analysis of in-memory files named `A.swift`, `B.swift`…
public func analyze(_ sources: [String], options: AnalysisOptions = AnalysisOptions()) -> Analysis {
  analyze(files: InMemorySources.lettered(sources), options: options)
}

/// An analysis of in-memory files named `A.swift`, `B.swift`…
public func analyze(_ sources: String...) -> Analysis {
  analyze(sources)
}
