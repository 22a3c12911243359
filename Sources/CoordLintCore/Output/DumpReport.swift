import Foundation

/// The JSON `coordlint dump` prints: the coordinators found and the size of what was analyzed.
public struct DumpReport: Encodable, Sendable {
  /// One coordinator, protocol or base in the dump.
  public struct Coordinator: Encodable, Sendable {
    public let name: String
    public let file: String
    public let line: Int
    public let column: Int
    public let kind: CoordinatorEntry.Kind
    public let reason: CoordinatorEntry.Reason
    /// The root the supertype chain ends at.
    public let root: String
    /// The chain of supertypes from the type up to its root, as written in the sources.
    public let supertypes: [String]
    public let library: String?
  }

  public let coordinators: [Coordinator]
  public let files: Int
  public let types: Int

  public init(_ analysis: Analysis) {
    coordinators = analysis.coordinators.sorted.map { entry in
      Coordinator(name: entry.displayName, file: entry.location.file, line: entry.location.line,
                  column: entry.location.column, kind: entry.kind, reason: entry.reason, root: entry.root,
                  supertypes: entry.chain.map(\.written.description), library: entry.library)
    }
    files = analysis.codebase.files.count
    types = analysis.codebase.declaredTypeNames.count
  }

  /// Pretty-printed JSON with sorted keys: the same input gives the same bytes.
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings and numbers cannot fail.
    let data = (try? encoder.encode(self)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
