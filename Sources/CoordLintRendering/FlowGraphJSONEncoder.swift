import CoordLintCore
import Foundation

/// `{"nodes": [{"id", "name", "kind", "file", "line", "marks", "findings", "objcCreations"}], "edges": [{"from", "to",
/// "kind", "strength", "label", "file", "line", "inCycle", "orphan"}]}`, pretty-printed with sorted keys, for tools
/// that draw or check the graph themselves.
public struct FlowGraphJSONEncoder: Sendable {
  public init() {}

  struct Document: Encodable {
    let nodes: [Node]
    let edges: [Edge]
  }

  struct Node: Encodable {
    let id: String
    let name: String
    let kind: String
    let file: String?
    let line: Int?
    let marks: [String]
    let findings: [FindingEntry]
    /// Where Objective-C creates the node's type.
    let objcCreations: [Place]

    // Optional keys are written as `null` rather than dropped, so every node has the same keys.
    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(name, forKey: .name)
      try container.encode(kind, forKey: .kind)
      try container.encode(file, forKey: .file)
      try container.encode(line, forKey: .line)
      try container.encode(marks, forKey: .marks)
      try container.encode(findings, forKey: .findings)
      try container.encode(objcCreations, forKey: .objcCreations)
    }

    enum CodingKeys: String, CodingKey { case id, name, kind, file, line, marks, findings, objcCreations }
  }

  struct Place: Encodable {
    let file: String
    let line: Int
    let column: Int
  }

  struct FindingEntry: Encodable {
    let rule: String
    let severity: String
    let message: String
    let file: String
    let line: Int
    let column: Int
  }

  struct Edge: Encodable {
    let from: String
    let to: String
    let kind: String
    let strength: String?
    let label: String
    let file: String
    let line: Int
    let inCycle: Bool
    let orphan: Bool

    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(from, forKey: .from)
      try container.encode(to, forKey: .to)
      try container.encode(kind, forKey: .kind)
      try container.encode(strength, forKey: .strength)
      try container.encode(label, forKey: .label)
      try container.encode(file, forKey: .file)
      try container.encode(line, forKey: .line)
      try container.encode(inCycle, forKey: .inCycle)
      try container.encode(orphan, forKey: .orphan)
    }

    enum CodingKeys: String, CodingKey { case from, to, kind, strength, label, file, line, inCycle, orphan }
  }

  public func encode(_ graph: FlowGraph) -> String {
    let document = Document(
      nodes: graph.nodes.map { node in
        Node(id: node.id, name: node.name, kind: node.kind.rawValue, file: node.location?.file,
             line: node.location?.line, marks: node.marks.map(\.rawValue),
             findings: node.findings.map { finding in
               FindingEntry(rule: finding.rule, severity: finding.severity.rawValue, message: finding.message,
                            file: finding.location.file, line: finding.location.line,
                            column: finding.location.column)
             },
             objcCreations: node.objcCreations.map { Place(file: $0.file, line: $0.line, column: $0.column) })
      },
      edges: graph.edges.map { edge in
        Edge(from: edge.from, to: edge.to, kind: edge.kind.rawValue, strength: edge.strength?.rawValue,
             label: edge.label, file: edge.location.file, line: edge.location.line, inCycle: edge.inCycle,
             orphan: edge.isOrphan)
      })
    let encoder = JSONOutput.encoder()
    // Strings, integers and booleans always encode.
    let data = (try? encoder.encode(document)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
