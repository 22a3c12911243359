import CoordLintCore
import CoordLintTestSupport
import Foundation
import Testing
@testable import CoordLintReporters
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Checks each format against its consumer's rules: the SARIF schema, an XML parser, GitHub's command syntax,
/// Markdown table structure.
@Suite struct ReporterFormatTests {
  let findings = SampleFindings.findings
  let context = SampleFindings.context

  // MARK: - SARIF

  @Test(arguments: [SampleFindings.findings, []])
  func sarifPassesTheOfficialSchema(_ findings: [Finding]) throws {
    let report = SARIFReporter().report(findings, context: context)
    let result = try validateSARIF(report)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("valid"))
  }

  @Test func sarifSchemaValidationRejectsABrokenLog() throws {
    // The validator itself must be able to fail, or the test above proves nothing.
    let broken = SARIFReporter().report(findings, context: context)
      .replacingOccurrences(of: "\"startLine\" : 4", with: "\"startLine\" : \"four\"")
    #expect(try validateSARIF(broken).status != 0)
  }

  @Test func sarifDescribesRulesAndLinksResultsToThem() throws {
    let log = try json(SARIFReporter().report(findings, context: context))
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "coordlint")
    #expect(driver["version"] as? String == "1.2.3")
    #expect(driver["informationUri"] as? String == "https://example.org/coordlint")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == ["orphan-child", "retain-cycle", "unretained-coordinator"])
    #expect((rules[0]["fullDescription"] as? [String: Any])?["text"] as? String
              == "Children <kept> & \"never\" removed leak.")
    #expect((rules[1]["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.map { $0["ruleIndex"] as? Int } == [0, 1, 2])
    #expect(results.map { $0["level"] as? String } == ["warning", "error", "error"])
    #expect((results[0]["message"] as? [String: Any])?["text"] as? String == findings[0].message)
  }

  @Test func sarifGivesNotesAsRelatedLocationsAndCycleEdgesAsACodeFlow() throws {
    let log = try json(SARIFReporter().report(findings, context: context))
    let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
    let related = try #require(results[1]["relatedLocations"] as? [[String: Any]])
    #expect(related.map { $0["id"] as? Int } == [1, 2])
    #expect(related.map { ($0["message"] as? [String: Any])?["text"] as? String } == findings[1].notes.map(\.message))
    let flows = try #require(results[1]["codeFlows"] as? [[String: Any]])
    let steps = try #require(((flows.first?["threadFlows"] as? [[String: Any]])?.first?["locations"]) as? [[String: Any]])
    let stepMessages = steps.map { (($0["location"] as? [String: Any])?["message"] as? [String: Any])?["text"] as? String }
    #expect(stepMessages == findings[1].notes.map(\.message))
    // Only path rules get a code flow.
    #expect(results[0]["codeFlows"] == nil)
    #expect(results[0]["relatedLocations"] != nil)
    #expect(results[2]["relatedLocations"] == nil)
  }

  @Test func sarifURIsArePercentEncodedAndColumnsCountUTF16() throws {
    #expect(SARIFReporter.uri("Sources/Flows & Co/Café <Coordinator>.swift")
              == "Sources/Flows%20%26%20Co/Caf%C3%A9%20%3CCoordinator%3E.swift")
    #expect(SARIFReporter.uri("/abs/a b.swift") == "file:///abs/a%20b.swift")
    let location = SourceLocation(file: SampleFindings.umlautFile, line: 7, column: 15)
    #expect(context.utf16Column(location) == 14)
    // Unknown lines and lines too short keep the UTF-8 column.
    #expect(context.utf16Column(SourceLocation(file: "Other.swift", line: 7, column: 15)) == 15)
    #expect(context.utf16Column(SourceLocation(file: SampleFindings.umlautFile, line: 7, column: 99)) == 99)
  }

  // MARK: - XML

  @Test(arguments: [OutputFormat.checkstyle, .junit])
  func xmlFormatsParseAndKeepEveryCharacter(_ format: OutputFormat) throws {
    let report = format.reporter.report(findings, context: context)
    let document = try XMLDocument(data: Data(report.utf8))
    let elementName = format == .checkstyle ? "error" : "failure"
    let elements = try document.nodes(forXPath: "//\(elementName)").compactMap { $0 as? XMLElement }
    #expect(elements.compactMap { $0.attribute(forName: "message")?.stringValue } == findings.map(\.message))
    let fileAttribute = format == .checkstyle ? "//file/@name" : "//testcase/@file"
    let files = try document.nodes(forXPath: fileAttribute).compactMap(\.stringValue)
    #expect(files == (format == .checkstyle ? findings.map(\.location.file)
                        : findings.map(\.location.file)))
  }

  @Test func junitCountsFailuresAndKeepsNotesInTheBody() throws {
    let document = try XMLDocument(data: Data(JUnitReporter().report(findings, context: context).utf8))
    let root = try #require(document.rootElement())
    #expect(root.attribute(forName: "tests")?.stringValue == "3")
    #expect(root.attribute(forName: "failures")?.stringValue == "3")
    let failure = try #require(try document.nodes(forXPath: "//failure").dropFirst().first)
    #expect(failure.stringValue?.contains("note: 'CatalogCoordinator' holds 'ShopCoordinator' through 'parent'") == true)
  }

  @Test(arguments: [OutputFormat.checkstyle, .junit])
  func xmlFormatsWithoutFindingsStillParse(_ format: OutputFormat) throws {
    let document = try XMLDocument(data: Data(format.reporter.report([], context: context).utf8))
    #expect(document.rootElement()?.name == (format == .checkstyle ? "checkstyle" : "testsuites"))
  }

  @Test func xmlEscapingReplacesCharactersXMLCannotHold() {
    #expect(XMLEscaping.escape("a\u{1}b\u{FFFF}") == "a\u{FFFD}b\u{FFFD}")
    #expect(XMLEscaping.escape("a\nb\tc") == "a&#10;b&#9;c")
    #expect(XMLEscaping.escape("a\nb\tc", inAttribute: false) == "a\nb\tc")
  }

  // MARK: - GitHub Actions

  @Test func githubCommandsEscapePropertiesAndData() {
    let lines = GitHubActionsReporter().report(findings, context: context).split(separator: "\n")
    #expect(lines.count == findings.count, "a message's line break must not end the command")
    #expect(lines[1].hasPrefix("::error file=Sources/a%2Cb%3Ac%25d.swift,line=4,col=3,title=coordlint retain-cycle::"))
    #expect(lines[2].hasSuffix("nothing keeps it | 100%25 lost%0Asecond line"))
    #expect(lines[0].hasPrefix("::warning "))
  }

  // MARK: - Markdown

  @Test func markdownTableRowsStayOneLineWithTheirColumns() {
    let report = MarkdownReporter().report(findings, context: context)
    let rows = report.split(separator: "\n").filter { $0.hasPrefix("| warning") || $0.hasPrefix("| error") }
    #expect(rows.count == findings.count)
    for row in rows {
      // Unescaped pipes separate the cells: severity, location, rule, message.
      let separators = row.indices.filter { row[$0] == "|" && (($0 == row.startIndex) || row[row.index(before: $0)] != "\\") }
      #expect(separators.count == 5, "\(row)")
      #expect(!row.contains("<b>"))
    }
    #expect(report.contains("3 findings: 2 errors, 1 warning"))
    #expect(MarkdownReporter().report([], context: context).contains("No findings."))
  }

  @Test func markdownCapsTheRowsOfAHugeReport() {
    let many = (1...250).map {
      Finding(rule: "orphan-child", severity: .warning, message: "m\($0)",
              location: SourceLocation(file: "A.swift", line: $0, column: 1))
    }
    let report = MarkdownReporter().report(many, context: context)
    #expect(report.split(separator: "\n").filter { $0.hasPrefix("| warning") }.count == MarkdownReporter.maximumRows)
    #expect(report.contains("and 150 more findings"))
  }

  // MARK: - Helpers

  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// Runs Python's `jsonschema` on a report with the official SARIF 2.1.0 schema (`scripts/install-deps.sh`
  /// installs it).
  func validateSARIF(_ report: String) throws -> (status: Int32, output: String) {
    // The schema is vendored (Tests/Resources/SARIF, with its notice) so a clone with nothing beside it passes.
    let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Resources/SARIF/sarif-schema-2.1.0.json")
    try #require(FileManager.default.fileExists(atPath: schema.path), "the SARIF schema is expected at \(schema.path)")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("coordlint-\(UUID().uuidString).sarif")
    try Data(report.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return try PythonRunner.run(["-c", """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      jsonschema.validators.validator_for(schema)(schema).validate(json.load(open(sys.argv[2])))
      print("valid")
      """, schema.path, file.path])
  }
}
