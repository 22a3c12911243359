import CoordLintCore
import CoordLintTestSupport
import Testing
@testable import CoordLintRules

/// Testing has a `SourceLocation` of its own.
typealias Location = CoordLintCore.SourceLocation

/// One example of one rule, as a test argument.
struct ExampleCase: CustomTestStringConvertible, Sendable {
  let rule: any Rule.Type
  let index: Int
  let example: RuleExample
  var testDescription: String {
    "\(rule.description.id) example \(index + 1) (\(example.expectsFindings ? "fails" : "passes"))"
  }

  static let all: [ExampleCase] = RuleRegistry.all.flatMap { rule in
    rule.description.examples.enumerated().map { ExampleCase(rule: rule, index: $0.offset, example: $0.element) }
  }
  static let passing = all.filter { !$0.example.expectsFindings }
  static let failing = all.filter { $0.example.expectsFindings }
}

/// A file with its `↓` markers taken out, and where they were (1-based line, UTF-8 column like the tool's).
struct MarkedFile {
  let name: String
  let source: String
  let markers: [Location]

  init(name: String, marked: String) {
    self.name = name
    var lines: [String] = []
    var markers: [Location] = []
    for (lineIndex, line) in marked.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var clean = ""
      for character in line {
        if character == RuleExample.marker {
          markers.append(Location(file: name, line: lineIndex + 1, column: clean.utf8.count + 1))
        } else {
          clean.append(character)
        }
      }
      lines.append(clean)
    }
    source = lines.joined(separator: "\n")
    self.markers = markers
  }
}

/// Lints files with every rule and returns where the findings of `rules` are. Every rule runs, not only the one
/// under test, because `unused-suppression` judges comments by the other rules' findings; rules are independent
/// otherwise, so the others' findings are simply left out.
func findingLocations(_ rules: [any Rule.Type], _ files: [(name: String, source: String)]) -> [Location] {
  let ids = Set(rules.map { $0.description.id })
  return Linter().lint(analyze(files: files)).filter { ids.contains($0.rule) }.map(\.location).sorted()
}

func findingLocations(_ rule: any Rule.Type, _ files: [(name: String, source: String)]) -> [Location] {
  findingLocations([rule], files)
}

@Suite struct RuleExampleTests {
  @Test(arguments: ExampleCase.all)
  func findingsAreExactlyAtTheMarkers(_ testCase: ExampleCase) {
    let files = testCase.example.files.map { MarkedFile(name: $0.name, marked: $0.source) }
    let expected = files.flatMap(\.markers).sorted()
    #expect(testCase.example.expectsFindings == !expected.isEmpty, "a failing example needs markers")
    #expect(findingLocations(testCase.rule, files.map { ($0.name, $0.source) }) == expected)
  }

  @Test(arguments: ExampleCase.passing)
  func passingCodeInsideACommentOrAStringHasNoFindings(_ testCase: ExampleCase) {
    let files = testCase.example.files.map { MarkedFile(name: $0.name, marked: $0.source) }
    let commented = files.map { ($0.name, "/*\n\($0.source)\n*/") }
    let quoted = files.map { ($0.name, "let example = #\"\"\"\n\($0.source)\n\"\"\"#") }
    #expect(findingLocations(testCase.rule, commented).isEmpty)
    #expect(findingLocations(testCase.rule, quoted).isEmpty)
  }

  @Test(arguments: ExampleCase.failing)
  func failingCodeInsideACommentOrAStringHasNoFindings(_ testCase: ExampleCase) {
    let files = testCase.example.files.map { MarkedFile(name: $0.name, marked: $0.source) }
    #expect(findingLocations(testCase.rule, files.map { ($0.name, "/*\n\($0.source)\n*/") }).isEmpty)
    #expect(findingLocations(testCase.rule, files.map { ($0.name, "let s = #\"\"\"\n\($0.source)\n\"\"\"#") })
      .isEmpty)
  }

  @Test(arguments: ExampleCase.failing)
  func failingExamplesUnderASuppressionCommentHaveNoFindings(_ testCase: ExampleCase) {
    let id = testCase.rule.description.id
    let files = testCase.example.files.map { file -> (String, String) in
      let marked = MarkedFile(name: file.name, marked: file.source)
      var lines = marked.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for line in Set(marked.markers.map(\.line)).sorted(by: >) {
        lines.insert("// coordlint:disable:next \(id)", at: line - 1)
      }
      return (file.name, lines.joined(separator: "\n"))
    }
    // The inserted comments must also each have suppressed something, or `unused-suppression` reports them.
    #expect(findingLocations([testCase.rule, UnusedSuppressionRule.self], files).isEmpty)
  }

  @Test(arguments: RuleRegistry.all.map { $0.description.id })
  func everyRuleDocumentsItselfWithPassingAndFailingExamples(_ id: String) throws {
    let rule = try #require(RuleRegistry.rule(id: id))
    let description = rule.description
    #expect(description.examples.contains { $0.expectsFindings })
    #expect(description.examples.contains { !$0.expectsFindings })
    #expect(description.id.allSatisfy { $0.isLowercase || $0 == "-" })
    #expect(description.summary.first?.isLowercase == true && description.summary.last != ".")
  }
}
