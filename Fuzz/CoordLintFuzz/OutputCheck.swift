import CoordLintCore
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
      if lines.count != findings.count || !lines.allSatisfy({ $0.hasPrefix("::warning ") || $0.hasPrefix("::error ") }) {
        fail("github-actions gives \(lines.count) commands for \(findings.count) findings", report)
      }
    case .xcode:
      let expected = findings.reduce(0) { $0 + 1 + $1.notes.count }
      let lines = report.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      if lines.count != expected {
        fail("xcode gives \(lines.count) lines for \(expected) findings and notes", report)
      }
    case .markdown:
      break
    }
  }

  static func checkJSON(_ text: String, what: String) {
    do {
      _ = try JSONSerialization.jsonObject(with: Data(text.utf8))
    } catch {
      fail("\(what) is not valid JSON: \(error)", text)
    }
  }

  private static func fail(_ problem: String, _ output: String) -> Never {
    fatalError("\(problem)\n\(output.prefix(4000))")
  }
}
