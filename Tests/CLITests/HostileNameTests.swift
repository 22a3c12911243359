import CoordLintTestSupport
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A coordinator named with a raw identifier full of markup and non-ASCII letters, in a file whose path holds
/// spaces, `&`, `<`, quotes and the GitHub command separators: every report format and every graph format must
/// keep them, and a real parser must read each output back.
@Suite final class HostileNameTests {
  /// The file, below a folder with an ampersand.
  static let file = #"Flows & Co/Ünïcødé <Nav> "q" 100%, a:b 名前.swift"#
  /// Started and never kept: an `unretained-coordinator` error whose message names it.
  static let child = #"`Détail </script> <!-- & "名前" | 🧭 Coordinator`"#
  static let root = #"`Root <b> & 'c' | #1 Coordinator`"#
  static let source = """
    protocol Coordinator: AnyObject { func start() }
    final class \(root): Coordinator {
      func start() { let detail = \(child)(); detail.start() }
    }
    final class \(child): Coordinator { func start() { print(self) } }
    """

  /// The names as the analysis gives them, without the backticks.
  static let childName = String(child.dropFirst().dropLast())
  static let rootName = String(root.dropFirst().dropLast())

  /// What `json` reports: the reference every other format is compared with.
  struct Reported {
    let rule: String
    let message: String
    let file: String
    let line: Int
    let column: Int
    let notes: Int
  }

  /// The app, written afresh for each test and removed after it.
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder("coordlint-hostile-names", files: [Self.file: Self.source])
  }

  deinit {
    folder.remove()
  }

  func run(_ arguments: [String]) throws -> CLIRunner.Result {
    try CLIRunner.run(arguments, in: folder.url)
  }

  func lint(_ format: String) throws -> String {
    let result = try run(["lint", "--no-cache", "--reporter", format])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return result.stdout
  }

  func reported() throws -> [Reported] {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(try lint("json").utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    return try findings.map {
      Reported(rule: try #require($0["rule"] as? String), message: try #require($0["message"] as? String),
               file: try #require($0["file"] as? String), line: try #require($0["line"] as? Int),
               column: try #require($0["column"] as? Int), notes: (($0["notes"] as? [Any]) ?? []).count)
    }
  }

  @Test func jsonKeepsTheNamesAndThePath() throws {
    let findings = try reported()
    #expect(!findings.isEmpty)
    #expect(findings.allSatisfy { $0.file == Self.file })
    #expect(findings.contains { $0.rule == "unretained-coordinator" && $0.message.contains(Self.childName) })
  }

  @Test func xcodeLinesStartWithThePathAndEndWithTheRule() throws {
    let findings = try reported()
    let lines = try lint("xcode").split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    #expect(lines.count == findings.reduce(0) { $0 + 1 + $1.notes })
    for finding in findings {
      let line = "\(Self.file):\(finding.line):\(finding.column): error: \(finding.message) [\(finding.rule)]"
      #expect(lines.contains(line) || lines.contains(line.replacingOccurrences(of: ": error: ", with: ": warning: ")),
              "\(lines)")
    }
  }

  @Test func sarifURIsDecodeToThePath() throws {
    let findings = try reported()
    let log = try #require(try JSONSerialization.jsonObject(with: Data(try lint("sarif").utf8)) as? [String: Any])
    let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
    #expect(results.map { ($0["message"] as? [String: Any])?["text"] as? String } == findings.map(\.message))
    for result in results {
      let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
      let uri = try #require((location?["artifactLocation"] as? [String: Any])?["uri"] as? String)
      #expect(uri.allSatisfy { $0.isASCII && !" <>\"&,".contains($0) }, "\(uri)")
      #expect(uri.removingPercentEncoding == Self.file)
    }
  }

  @Test(arguments: ["checkstyle", "junit"])
  func xmlParsesAndKeepsTheMessagesAndThePath(_ format: String) throws {
    let findings = try reported()
    let document = try XMLDocument(data: Data(try lint(format).utf8))
    let messages = try document.nodes(forXPath: format == "checkstyle" ? "//error/@message" : "//failure/@message")
    #expect(messages.compactMap(\.stringValue) == findings.map(\.message))
    let files = try document.nodes(forXPath: format == "checkstyle" ? "//file/@name" : "//testcase/@file")
    #expect(Set(files.compactMap(\.stringValue)) == [Self.file])
  }

  @Test func githubCommandsDecodeToThePathAndTheMessage() throws {
    let findings = try reported()
    let lines = try lint("github-actions").split(separator: "\n").map(String.init)
    #expect(lines.count == findings.count)
    for (line, finding) in zip(lines, findings) {
      // `::severity properties::data`: the properties cannot hold `::`, since `:` is escaped in them.
      let body = try #require(line.firstRange(of: " ").map { line[$0.upperBound...] })
      let end = try #require(body.firstRange(of: "::"))
      var properties: [String: String] = [:]
      for property in body[..<end.lowerBound].split(separator: ",") {
        let parts = property.split(separator: "=", maxSplits: 1).map(String.init)
        // An unescaped `,` in a value would leave a piece without `=`.
        try #require(parts.count == 2, "\(property) in \(line)")
        properties[parts[0]] = Self.unescapeGitHub(parts[1])
      }
      #expect(properties["file"] == Self.file)
      #expect(properties["line"] == "\(finding.line)")
      #expect(properties["title"] == "coordlint \(finding.rule)")
      #expect(Self.unescapeGitHub(String(body[end.upperBound...])).hasPrefix(finding.message))
    }
  }

  @Test func markdownCellsUnescapeToThePathAndTheMessage() throws {
    let findings = try reported()
    let rows = try lint("markdown").split(separator: "\n")
      .filter { $0.hasPrefix("| error") || $0.hasPrefix("| warning") }
    #expect(rows.count == findings.count)
    for (row, finding) in zip(rows, findings) {
      let cells = Self.markdownCells(String(row))
      #expect(cells.count == 4, "\(row)")
      guard cells.count == 4 else { continue }
      #expect(Self.unescapeMarkdown(cells[1]) == "\(Self.file):\(finding.line):\(finding.column)")
      #expect(Self.unescapeMarkdown(cells[3]).hasPrefix(finding.message))
      // No raw markup reaches the rendered page.
      #expect(!cells[3].contains("</script>") && !cells[3].contains("<!--"))
    }
  }

  @Test func graphvizReadsTheDOTAndTheSVGParses() throws {
    let dot = try run(["graph", "--no-cache", "--format", "dot", "--cluster", "folder", "--title", Self.rootName])
    #expect(dot.status == 0, "\(dot.stderr)")
    #expect(dot.stdout.contains(#"\"名前\""#))
    let svg = try run(["graph", "--no-cache", "--format", "svg", "--output", "graph.svg", "--cluster", "folder",
                       "--title", Self.rootName])
    #expect(svg.status == 0, "\(svg.stderr)")
    let document = try XMLDocument(data: try Data(contentsOf: folder.url("graph.svg")))
    let texts = try document.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
    #expect(texts.contains(Self.childName), "\(texts)")
    #expect(texts.contains(Self.rootName), "\(texts)")
    #expect(texts.contains("Flows & Co"), "\(texts)")
  }

  @Test func mermaidIdsArePlainAndLabelsStayInTheirQuotes() throws {
    let result = try run(["graph", "--no-cache", "--format", "mermaid", "--cluster", "folder",
                          "--title", Self.rootName])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    // Every line is one statement Mermaid knows; a quoted label holds no quote, so it cannot end early.
    let label = #""[^"\n]*""#
    let statements = [
      // The title is YAML: a double-quoted scalar, where only `"` and `\` are escaped.
      "---", #"title: "([^"\\]|\\.)*""#, "flowchart LR", "  end",
      #"  subgraph c\d+ \[\#(label)\]"#,
      #" +n\d+(\(\#(label)\)|\[/\#(label)/\])"#,
      #"  n\d+ (-->|-\.->|==>|--o)\|\#(label)\| n\d+"#,
      #"  linkStyle \d+ [a-z:#0-9,-]+"#, #"  classDef [a-z]+ [a-z:#0-9,-]+"#, #"  class n\d+ [a-z,]+"#,
    ].map { try! Regex("^(\($0))$") }
    for line in lines {
      #expect(statements.contains { line.wholeMatch(of: $0) != nil }, "\(line)")
    }
    #expect(lines.contains(#"title: "Root <b> & 'c' | #1 Coordinator""#))
    // Below the front matter, angle brackets are entity codes.
    #expect(result.stdout.contains("#lt;/script#gt; #lt;!-- & #quot;名前#quot; | 🧭"))
    #expect(!lines.dropFirst(3).contains { $0.contains("<") })
  }

  @Test func graphJSONKeepsTheNames() throws {
    let result = try run(["graph", "--no-cache", "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let nodes = try #require(object["nodes"] as? [[String: Any]])
    #expect(Set(nodes.compactMap { $0["name"] as? String }) == [Self.rootName, Self.childName])
    #expect(Set(nodes.compactMap { $0["file"] as? String }) == [Self.file])
  }

  @Test func htmlDataCannotCloseItsScriptAndTextIsEscaped() throws {
    let result = try run(["graph", "--no-cache", "--format", "html", "--output", "graph.html",
                          "--title", Self.childName])
    #expect(result.status == 0, "\(result.stderr)")
    let html = try folder.read("graph.html")
    // The browser ends a script at the first `</script`, whatever the case: there are two scripts, so two ends.
    #expect(html.lowercased().components(separatedBy: "</script").count == 3)
    #expect(!html.contains("<!-- &"))
    let opening = #"<script type="application/json" id="coordlint-data">"#
    let start = try #require(html.range(of: opening)).upperBound
    let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
    let data = try #require(try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as? [String: Any])
    let nodes = try #require(data["nodes"] as? [[String: Any]])
    #expect(Set(nodes.compactMap { $0["name"] as? String }) == [Self.rootName, Self.childName])
    // Outside the data, names appear only escaped.
    let markup = html[..<html.range(of: opening)!.lowerBound]
    #expect(markup.contains("Détail &lt;/script&gt; &lt;!-- &amp; &quot;名前&quot; | 🧭 Coordinator"))
    #expect(!markup.contains(Self.childName))
  }

  // MARK: - Decoding

  /// A workflow command's escapes undone, `%25` last so that an escaped `%` is not read twice.
  static func unescapeGitHub(_ text: String) -> String {
    text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
      .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
      .replacingOccurrences(of: "%25", with: "%")
  }

  /// A GitHub Markdown table row's cells: split at pipes no backslash escapes.
  static func markdownCells(_ row: String) -> [String] {
    var cells: [String] = []
    var cell = ""
    var escaped = false
    for character in row {
      if character == "|" && !escaped {
        cells.append(cell)
        cell = ""
      } else {
        cell.append(character)
      }
      escaped = character == "\\" && !escaped
    }
    return cells.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// CommonMark's backslash escapes undone: a backslash before ASCII punctuation stands for the punctuation.
  static func unescapeMarkdown(_ text: String) -> String {
    var result = ""
    var escaped = false
    for character in text {
      if character == "\\" && !escaped {
        escaped = true
        continue
      }
      if escaped && !(character.isASCII && character.isPunctuation || character.isASCII && character.isSymbol) {
        result.append("\\")
      }
      result.append(character)
      escaped = false
    }
    return result
  }
}
