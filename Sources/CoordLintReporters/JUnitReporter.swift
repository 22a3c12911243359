import CoordLintCore

/// JUnit XML, which CI systems (GitLab, Jenkins, Azure Pipelines, CircleCI) show as test results: one `<testsuite>`
/// per file, one failing `<testcase>` per finding, its notes in the failure's text.
public struct JUnitReporter: Reporter {
  public init() {}

  public func report(_ findings: [Finding], context: ReportContext) -> String {
    let name = XMLEscaping.escape(context.toolName)
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"\(name)\" tests=\"\(findings.count)\" failures=\"\(findings.count)\" errors=\"0\">\n"
    if findings.isEmpty {
      // Some readers want at least one suite; an empty one says the run happened and found nothing.
      xml += "  <testsuite name=\"\(name)\" tests=\"0\" failures=\"0\" errors=\"0\"/>\n"
    }
    // Findings arrive sorted by file, so each file's findings are consecutive.
    var start = findings.startIndex
    while start < findings.endIndex {
      let file = findings[start].location.file
      let end = findings[start...].firstIndex { $0.location.file != file } ?? findings.endIndex
      let escapedFile = XMLEscaping.escape(file)
      xml += "  <testsuite name=\"\(escapedFile)\" tests=\"\(end - start)\" failures=\"\(end - start)\" "
        + "errors=\"0\">\n"
      for finding in findings[start..<end] {
        let location = finding.location
        xml += "    <testcase classname=\"\(escapedFile)\" "
          + "name=\"\(XMLEscaping.escape("\(finding.rule) at \(location.line):\(location.column)"))\" "
          + "file=\"\(escapedFile)\" line=\"\(location.line)\">\n"
        var body = "\(location): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]"
        for note in finding.notes { body += "\n\(note.location): note: \(note.message)" }
        xml += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(XMLEscaping.escape(finding.message))\">"
          + XMLEscaping.escape(body, inAttribute: false) + "</failure>\n"
        xml += "    </testcase>\n"
      }
      xml += "  </testsuite>\n"
      start = end
    }
    return xml + "</testsuites>\n"
  }
}
