import CoordLintCore
import CoordLintRendering
import CoordLintReporters
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Oracles on each output, so the fuzzer finds escaping bugs as well as crashes: JSON and XML must parse, line
/// formats must keep one line per finding. A failed check stops the run with the output, as a crash would.
enum OutputCheck {
  static func check(_ report: String, as format: OutputFormat, findings: [Finding]) {
    switch format {
    case .json, .sarif:
      checkJSON(report, what: format.rawValue)
    case .checkstyle, .junit:
      let parser = XMLParser(data: Data(report.utf8))
      if !parser.parse() {
        fail("\(format.rawValue) is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")", report)
      }
    case .githubActions:
      let lines = report.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      let commands = lines.filter { $0.hasPrefix("::warning ") || $0.hasPrefix("::error ") }
      if lines.count != findings.count || commands.count != lines.count {
        fail("github-actions gives \(lines.count) commands for \(findings.count) findings", report)
      }
    case .xcode:
      let expected = findings.reduce(0) { $0 + 1 + $1.notes.count }
      let lines = report.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      if lines.count != expected {
        fail("xcode gives \(lines.count) lines for \(expected) findings and notes", report)
      }
    case .markdown:
      // Each finding's row (the first hundred) keeps its four cells: five pipes no backslash escapes.
      let rows = report.split(separator: "\n").filter { $0.hasPrefix("| warning |") || $0.hasPrefix("| error |") }
      if rows.count != min(findings.count, MarkdownReporter.maximumRows)
        || !rows.allSatisfy({ unescaped("|", in: $0) == 5 }) {
        fail("markdown rows lost their cells", report)
      }
    }
  }

  /// Every DOT line holds whole strings (line breaks inside them are written `\n`), and Graphviz reads the graph.
  static func checkDOT(_ dot: String) {
    for line in dot.split(separator: "\n") where unescaped("\"", in: line) % 2 != 0 {
      fail("a DOT line ends inside a string: \(line)", dot)
    }
    if !GraphvizRenderer.reads(dot: dot) { fail("graphviz cannot read the DOT graph", dot) }
  }

  /// No Mermaid label ends early: a label holds no quote (`#quot;` stands for it), the YAML title only escaped ones.
  static func checkMermaid(_ mermaid: String) {
    for line in mermaid.split(separator: "\n") {
      let closed = line.hasPrefix("title: ") ? unescaped("\"", in: line) == 2
        : line.filter { $0 == "\"" }.count % 2 == 0
      if !closed { fail("a Mermaid label is not closed: \(line)", mermaid) }
    }
  }

  /// The page's two scripts end where they should: the data cannot close its own.
  static func checkHTML(_ html: String) {
    if closingScriptTags(in: html) != 2 {
      fail("a name closed the HTML report's script", html)
    }
  }

  /// How many times `</script` occurs in `html`, in any case, counted over its UTF-8 bytes: lowercasing the whole
  /// page and splitting it was a sixth of the target's time per input under ASan.
  static func closingScriptTags(in html: String) -> Int {
    let tag = Array("</script".utf8)
    var html = html
    return html.withUTF8 { bytes in
      var count = 0
      var index = 0
      while index + tag.count <= bytes.count {
        if bytes[index] == tag[0] && bytes[index + 1] == tag[1] {
          var matched = true
          for offset in 2..<tag.count where bytes[index + offset] | 0x20 != tag[offset] {
            matched = false
            break
          }
          if matched { count += 1 }
        }
        index += 1
      }
      return count
    }
  }

  static func checkJSON(_ text: String, what: String) {
    do {
      _ = try JSONSerialization.jsonObject(with: Data(text.utf8))
    } catch {
      fail("\(what) is not valid JSON: \(error)", text)
    }
  }

  /// How many times `character` occurs in `line` without a backslash before it (a doubled backslash is one).
  private static func unescaped(_ character: Character, in line: Substring) -> Int {
    var count = 0
    var escaped = false
    for current in line {
      if current == character && !escaped { count += 1 }
      escaped = current == "\\" && !escaped
    }
    return count
  }

  static func fail(_ problem: String, _ output: String) -> Never {
    fatalError("\(problem)\n\(output.prefix(4000))")
  }
}
