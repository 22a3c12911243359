import CoordLintCore

/// What a reporter knows besides the findings: the tool, the rules that ran, and the sources' lines.
public struct ReportContext: Sendable {
  /// A rule as reports describe it; a copy of its description, so reporters need not depend on the rules module.
  public struct RuleInfo: Sendable, Hashable {
    public let id: String
    public let summary: String
    public let rationale: String
    public let defaultSeverity: Severity
    public let traits: RuleTraits

    public init(id: String, summary: String, rationale: String, defaultSeverity: Severity,
                traits: RuleTraits = RuleTraits()) {
      self.id = id
      self.summary = summary
      self.rationale = rationale
      self.defaultSeverity = defaultSeverity
      self.traits = traits
    }
  }

  public var toolName: String
  public var toolVersion: String
  /// The tool's home page, for formats that link to it.
  public var informationURI: String
  /// The rules that ran, in id order.
  public var rules: [RuleInfo]
  /// The text of a file's 1-based line, for formats that count columns in other units than coordlint's UTF-8
  /// bytes; nil when unknown, and the column is then given as it is (right for ASCII lines).
  public var sourceLine: @Sendable (_ file: String, _ line: Int) -> String?

  public init(toolName: String = "coordlint", toolVersion: String, informationURI: String, rules: [RuleInfo],
              sourceLine: @escaping @Sendable (String, Int) -> String? = { _, _ in nil }) {
    self.toolName = toolName
    self.toolVersion = toolVersion
    self.informationURI = informationURI
    self.rules = rules
    self.sourceLine = sourceLine
  }

  /// A location's column in UTF-16 code units, 1-based, as SARIF and editors count.
  func utf16Column(_ location: SourceLocation) -> Int {
    guard let text = sourceLine(location.file, location.line) else { return location.column }
    let utf8 = Array(text.utf8)
    guard location.column - 1 <= utf8.count else { return location.column }
    // A column inside a multi-byte character cannot come from the parser; keep it rather than guess.
    guard let prefix = String(validating: utf8[..<(location.column - 1)], as: UTF8.self) else {
      return location.column
    }
    return prefix.utf16.count + 1
  }
}
