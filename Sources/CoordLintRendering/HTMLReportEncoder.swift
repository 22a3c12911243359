import CoordLintCore

// Placeholder until the report lands from its branch; replaced on merge.
public struct HTMLReportEncoder: Sendable {
  public let title: String
  public init(title: String) { self.title = title }
  public func encode(graph: FlowGraph, svg: String, findings: [Finding]) -> String { svg }
}
