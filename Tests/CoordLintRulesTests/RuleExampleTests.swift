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

/// A finding as an example states it: where it is, its message, its notes. Severity and symbols are not the
/// examples' to say.
struct StatedFinding: Equatable, CustomStringConvertible {
  let location: Location
  let message: String
  let notes: [Finding.Note]

  init(_ finding: Finding) {
    location = finding.location
    message = finding.message
    notes = finding.notes
  }

  var description: String {
    (["\(location): \(message)"] + notes.map { "  \($0.location): note: \($0.message)" }).joined(separator: "\n")
  }
}

/// Lints files with every rule and returns the findings of `rules`. Every rule runs, not only the one under test,
/// because `unused-suppression` judges comments by the other rules' findings; rules are independent otherwise, so
/// the others' findings are simply left out.
func findings(_ rules: [any Rule.Type], _ files: [(name: String, source: String)]) -> [Finding] {
  let ids = Set(rules.map { $0.description.id })
  return Linter().lint(analyze(files: files)).filter { ids.contains($0.rule) }.sorted(by: Finding.ordered)
}

func findingLocations(_ rules: [any Rule.Type], _ files: [(name: String, source: String)]) -> [Location] {
  findings(rules, files).map(\.location).sorted()
}

func findingLocations(_ rule: any Rule.Type, _ files: [(name: String, source: String)]) -> [Location] {
  findingLocations([rule], files)
}

/// What `example` states about `rule`'s findings, and what the rule finds in it, in the same order.
func statedAndFound(_ rule: any Rule.Type, _ example: RuleExample) throws -> (stated: [StatedFinding],
                                                                             found: [StatedFinding]) {
  let stated = try example.expectedFindings(rule: rule.description.id, severity: rule.description.defaultSeverity)
  let found = findings([rule], example.markedFiles.map { ($0.name, $0.source) })
  return (stated.sorted(by: Finding.ordered).map(StatedFinding.init), found.map(StatedFinding.init))
}

@Suite struct RuleExampleTests {
  @Test(arguments: ExampleCase.all)
  func findingsAreExactlyAtTheMarkers(_ testCase: ExampleCase) {
    let files = testCase.example.markedFiles
    let expected = files.flatMap(\.findingLocations).sorted()
    #expect(testCase.example.expectsFindings == !expected.isEmpty, "a failing example needs markers")
    #expect(findingLocations(testCase.rule, files.map { ($0.name, $0.source) }) == expected)
  }

  @Test(arguments: ExampleCase.failing)
  func findingsHaveTheStatedMessagesAndNotes(_ testCase: ExampleCase) throws {
    let (stated, found) = try statedAndFound(testCase.rule, testCase.example)
    #expect(found == stated)
  }

  @Test(arguments: ExampleCase.passing)
  func passingExamplesStateNothing(_ testCase: ExampleCase) {
    #expect(testCase.example.findings.isEmpty)
    #expect(testCase.example.markedFiles.allSatisfy { $0.noteLocations.isEmpty })
  }

  @Test(arguments: ExampleCase.passing)
  func passingCodeInsideACommentOrAStringHasNoFindings(_ testCase: ExampleCase) {
    let files = testCase.example.markedFiles
    let commented = files.map { ($0.name, "/*\n\($0.source)\n*/") }
    let quoted = files.map { ($0.name, "let example = #\"\"\"\n\($0.source)\n\"\"\"#") }
    #expect(findingLocations(testCase.rule, commented).isEmpty)
    #expect(findingLocations(testCase.rule, quoted).isEmpty)
  }

  @Test(arguments: ExampleCase.failing)
  func failingCodeInsideACommentOrAStringHasNoFindings(_ testCase: ExampleCase) {
    let files = testCase.example.markedFiles
    #expect(findingLocations(testCase.rule, files.map { ($0.name, "/*\n\($0.source)\n*/") }).isEmpty)
    #expect(findingLocations(testCase.rule, files.map { ($0.name, "let s = #\"\"\"\n\($0.source)\n\"\"\"#") })
      .isEmpty)
  }

  @Test(arguments: ExampleCase.failing)
  func failingExamplesUnderASuppressionCommentHaveNoFindings(_ testCase: ExampleCase) {
    let id = testCase.rule.description.id
    let files = testCase.example.markedFiles.map { marked -> (String, String) in
      var lines = marked.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for line in Set(marked.findingLocations.map(\.line)).sorted(by: >) {
        lines.insert("// coordlint:disable:next \(id)", at: line - 1)
      }
      return (marked.name, lines.joined(separator: "\n"))
    }
    // The inserted comments must also each have suppressed something, or `unused-suppression` reports them.
    #expect(findingLocations([testCase.rule, UnusedSuppressionRule.self], files).isEmpty)
  }

  static let ruleIDs = RuleRegistry.all.map { $0.description.id }

  @Test(arguments: RuleExampleTests.ruleIDs)
  func everyRuleDocumentsItselfWithPassingAndFailingExamples(_ id: String) throws {
    let rule = try #require(RuleRegistry.rule(id: id))
    let description = rule.description
    #expect(description.examples.contains { $0.expectsFindings })
    #expect(description.examples.contains { !$0.expectsFindings })
    #expect(description.id.allSatisfy { $0.isLowercase || $0 == "-" })
    #expect(description.summary.first?.isLowercase == true && description.summary.last != ".")
  }
}
