import CoordLintRules
import CoordLintTestSupport
import Foundation
import Testing

/// README.md's rules table is the one the rules' descriptions give.
@Suite struct ReadmeRulesTableTests {
  static let begin = "<!-- rules-table:begin -->\n"
  static let end = "<!-- rules-table:end -->"

  @Test func theReadmesRulesTableIsGeneratedFromTheRules() throws {
    let readme = try String(contentsOf: PackagePaths.url("README.md"), encoding: .utf8)
    let begin = try #require(readme.range(of: Self.begin), "README.md has no \(Self.begin)")
    let end = try #require(readme.range(of: Self.end, range: begin.upperBound..<readme.endIndex),
                           "README.md has no \(Self.end) after \(Self.begin)")
    #expect(String(readme[begin.upperBound..<end.lowerBound]) == RuleRegistry.markdownTable(),
            "README.md's rules table differs from the rules' descriptions; run scripts/update-readme-rules.sh")
  }

  @Test func theTableHasARowPerRuleInIdOrder() {
    let rows = RuleRegistry.markdownTable().split(separator: "\n").dropFirst(2)
    #expect(rows.map { $0.split(separator: "`")[1] } == RuleRegistry.all.map { Substring($0.description.id) })
    #expect(rows.allSatisfy { $0.hasPrefix("| `") && $0.hasSuffix(" |") && $0.split(separator: " | ").count == 3 })
  }
}
