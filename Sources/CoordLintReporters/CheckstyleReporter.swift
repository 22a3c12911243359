import CoordLintCore

/// Checkstyle XML: one `<file>` per file, one `<error>` per finding, as Jenkins' warnings plugin, Danger and most
/// review bots read it. Notes have no place in the format and are left out.
public struct CheckstyleReporter: Reporter {
  public init() {}

  public func report(_ findings: [Finding], context: ReportContext) -> String {
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    // Findings arrive sorted by file, so each file's findings are consecutive.
    var index = findings.startIndex
    while index < findings.endIndex {
      let file = findings[index].location.file
      xml += "  <file name=\"\(XMLEscaping.escape(file))\">\n"
      while index < findings.endIndex, findings[index].location.file == file {
        let finding = findings[index]
        xml += "    <error line=\"\(finding.location.line)\" column=\"\(finding.location.column)\" "
          + "severity=\"\(finding.severity.rawValue)\" message=\"\(XMLEscaping.escape(finding.message))\" "
          + "source=\"\(XMLEscaping.escape("\(context.toolName).\(finding.rule)"))\"/>\n"
        index += 1
      }
      xml += "  </file>\n"
    }
    return xml + "</checkstyle>\n"
  }
}
