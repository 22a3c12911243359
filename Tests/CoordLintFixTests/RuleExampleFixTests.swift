import CoordLintCore
import CoordLintFix
import CoordLintRules
import CoordLintTestSupport
import Testing

/// Every failing example of a rule that `fix` serves: each change made re-parses, removes its findings and adds
/// none, checked here by analyzing the fixed files from scratch rather than trusting the engine's own check.
@Suite struct RuleExampleFixTests {
  static let fixableRules = [
    "strong-back-reference", "retain-cycle", "temporary-retain-cycle", "non-class-delegate-protocol",
  ]

  static var examples: [(rule: String, index: Int, example: RuleExample)] {
    RuleRegistry.all.filter { fixableRules.contains($0.description.id) }.flatMap { rule in
      rule.description.examples.enumerated().filter(\.element.expectsFindings).map {
        (rule.description.id, $0.offset, $0.element)
      }
    }
  }

  @Test func everyFixMadeToAnExampleHolds() throws {
    var fixed = 0
    for (rule, index, example) in Self.examples {
      let files = example.files.map { (name: $0.name, source: RuleExample.unmarkedSource($0.source)) }
      let sources = Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.source) })
      let before = Linter().lint(analyze(files: files))
      let outcome = FixEngine(rules: RuleRegistry.all, options: AnalysisOptions())
        .run(InMemorySources.facts(files), sources: sources)
      guard !outcome.applied.isEmpty else { continue }
      fixed += 1
      let after = Linter().lint(analyze(files: files.map { ($0.name, outcome.sources[$0.name] ?? $0.source) }))
      let label = "\(rule) example \(index)"
      for (name, text) in outcome.sources {
        #expect(!SourceEditor(source: text, path: name).hasSyntaxErrors, "\(label): \(name) does not parse")
      }
      // Counted: two findings may differ in their place alone.
      func counts(_ findings: [Finding]) -> [[String]: Int] {
        findings.reduce(into: [:]) { $0[[$1.rule] + $1.symbols, default: 0] += 1 }
      }
      var expected = counts(before)
      for finding in outcome.applied.flatMap(\.findings) { expected[[finding.rule] + finding.symbols, default: 0] -= 1 }
      for (key, count) in counts(after) {
        #expect(count <= expected[key, default: 0], "\(label): \(key) remains or is new after the fix")
      }
    }
    // The examples show each kind of fix; a planner that proves nothing must not pass.
    #expect(fixed >= 6, "only \(fixed) examples were fixed")
    print("fixed \(fixed) of \(Self.examples.count) failing examples")
  }
}
