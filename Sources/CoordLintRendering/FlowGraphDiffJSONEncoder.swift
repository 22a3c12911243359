import CoordLintCore
import Foundation

/// `{"revision", "nodes": [{"id", "name", "kind", "change", "details"}], "edges": [{"from", "to", "kind", "label",
/// "change", "details", "old", "new"}], "findings": {"added", "fixed": [{"rule", "severity", "message", "file",
/// "line", "column", "symbols"}]}}`, pretty-printed with sorted keys, for tools that comment or gate on the diff.
public struct FlowGraphDiffJSONEncoder: Sendable {
  /// The revision the work tree was compared with, as given.
  public var revision: String

  public init(revision: String) {
    self.revision = revision
  }

  struct Document: Encodable {
    let revision: String
    let nodes: [Node]
    let edges: [Edge]
    let findings: Findings
  }

  struct Node: Encodable {
    let id: String
    let name: String
    let kind: String
    let change: String
    let details: [String]
  }

  /// One side of an edge change: what a picture shows of it.
  struct EdgeState: Encodable {
    let strength: String?
    let inCycle: Bool
    let orphan: Bool
    let file: String
    let line: Int

    // `strength` is written as `null` rather than dropped, so every state has the same keys.
    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(strength, forKey: .strength)
      try container.encode(inCycle, forKey: .inCycle)
      try container.encode(orphan, forKey: .orphan)
      try container.encode(file, forKey: .file)
      try container.encode(line, forKey: .line)
    }

    enum CodingKeys: String, CodingKey { case strength, inCycle, orphan, file, line }
  }

  struct Edge: Encodable {
    let from: String
    let to: String
    let kind: String
    let label: String
    let change: String
    let details: [String]
    let old: EdgeState?
    let new: EdgeState?

    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(from, forKey: .from)
      try container.encode(to, forKey: .to)
      try container.encode(kind, forKey: .kind)
      try container.encode(label, forKey: .label)
      try container.encode(change, forKey: .change)
      try container.encode(details, forKey: .details)
      try container.encode(old, forKey: .old)
      try container.encode(new, forKey: .new)
    }

    enum CodingKeys: String, CodingKey { case from, to, kind, label, change, details, old, new }
  }

  struct Findings: Encodable {
    let added: [FindingEntry]
    let fixed: [FindingEntry]
  }

  /// A finding as `lint --reporter json` writes it, plus the symbols that identify it across revisions.
  struct FindingEntry: Encodable {
    let rule: String
    let severity: String
    let message: String
    let file: String
    let line: Int
    let column: Int
    let symbols: [String]

    init(_ finding: Finding) {
      rule = finding.rule
      severity = finding.severity.rawValue
      message = finding.message
      file = finding.location.file
      line = finding.location.line
      column = finding.location.column
      symbols = finding.symbols
    }
  }

  public func encode(_ diff: FlowGraphDiff) -> String {
    func state(_ edge: FlowGraph.Edge?) -> EdgeState? {
      edge.map { EdgeState(strength: $0.strength?.rawValue, inCycle: $0.inCycle, orphan: $0.isOrphan,
                           file: $0.location.file, line: $0.location.line) }
    }
    let document = Document(
      revision: revision,
      nodes: diff.nodes.map { change in
        let node = change.new ?? change.old
        return Node(id: change.id, name: node?.name ?? change.id, kind: node?.kind.rawValue ?? "coordinator",
                    change: change.change.rawValue, details: change.details)
      },
      edges: diff.edges.map { change in
        Edge(from: change.key.from, to: change.key.to, kind: change.key.kind.rawValue, label: change.key.label,
             change: change.change.rawValue, details: change.details, old: state(change.old), new: state(change.new))
      },
      findings: Findings(added: diff.addedFindings.map(FindingEntry.init),
                         fixed: diff.fixedFindings.map(FindingEntry.init)))
    // JSONEncoder only throws on non-finite floats, and the document has none.
    guard let data = try? JSONOutput.encoder().encode(document) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
