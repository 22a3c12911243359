import CoordLintCore
import CoordLintTestSupport
import Testing
@testable import CoordLintRules

/// The Linter's own work: regions, configured severities, and which comments `unused-suppression` reports.
@Suite struct LinterTests {
  static let base = """
    \(Snippet.coordinatorProtocolWithChildren)
    final class Child: Coordinator {
      var childCoordinators: [Coordinator] = []
      func start() { print(self) }
    }
    """

  /// An app with one `unretained-coordinator` finding per `FINDING` line, `body` placed after `base`.
  func lint(_ body: String, rules: [any Rule.Type] = RuleRegistry.all,
            severities: [String: Severity] = [:]) -> [Finding] {
    let source = LinterTests.base + "\n" + body.replacingOccurrences(of: "FINDING", with: "Child().start()")
    return Linter(rules: rules, severities: severities).lint(analyze(source))
  }

  func lines(_ findings: [Finding], _ rule: String) -> [Int] {
    findings.filter { $0.rule == rule }.map(\.location.line)
  }

  @Test func regionsRunUntilTheirEnableAndAllCoversEveryRule() {
    let findings = lint("""
      func a() { FINDING }
      // coordlint:disable unretained-coordinator
      func b() { FINDING }
      // coordlint:enable unretained-coordinator
      func c() { FINDING }
      // coordlint:disable all
      func d() { FINDING }
      """)
    #expect(lines(findings, "unretained-coordinator") == [9, 13])
    #expect(lines(findings, "unused-suppression").isEmpty)
  }

  @Test func configuredSeveritiesReplaceTheDefaults() {
    let findings = lint("func a() { FINDING }\n// coordlint:disable:next orphan-child\nlet x = 1",
                        severities: ["unretained-coordinator": .warning, "unused-suppression": .error])
    #expect(findings.map(\.severity) == [.warning, .error])
  }

  @Test func onlyRulesThatRanAreJudged() {
    let body = "// coordlint:disable:next orphan-child\nlet x = 1"
    #expect(lines(lint(body), "unused-suppression") == [9])
    let withoutOrphanChild = RuleRegistry.all.filter { $0.description.id != "orphan-child" }
    #expect(lint(body, rules: withoutOrphanChild).isEmpty)
    #expect(lint(body, rules: [OrphanChildRule.self]).isEmpty, "unused-suppression itself did not run")
  }

  @Test func aCommentNeverHidesTheReportAboutItselfButAnotherCan() {
    // `disable all` would cover its own line; it suppressed nothing, so it is reported anyway.
    #expect(lines(lint("// coordlint:disable all\nlet x = 1"), "unused-suppression") == [9])
    // Here the region hides the report about the stale comment inside it, and so is used itself.
    #expect(lint("// coordlint:disable all\n// coordlint:disable:next orphan-child\nlet x = 1").isEmpty)
  }

  @Test func eachUnusedIdOfACommentIsReported() {
    let findings = lint("func a() { FINDING } // coordlint:disable:this unretained-coordinator,orphan-child,nope")
    let messages = findings.filter { $0.rule == "unused-suppression" }.map(\.message)
    #expect(messages == [
      "'nope' is not a coordlint rule, so 'coordlint:disable:this unretained-coordinator,orphan-child,nope' "
        + "suppresses nothing for it; 'coordlint rules' lists the rules",
      "'orphan-child' in 'coordlint:disable:this unretained-coordinator,orphan-child,nope' suppresses no finding; "
        + "remove it from the comment",
    ])
    #expect(lines(findings, "unretained-coordinator").isEmpty)
  }

  /// Objective-C only marks where flows start: creating a coordinator, its owner, a child or a cycle's member from
  /// a `.m` file reports nothing new and hides nothing.
  @Test func objectiveCCreationsChangeNoFinding() {
    let swift = LinterTests.base + """

      final class Owner: NSObject {
        func run() { Child().start() }
      }
      final class Parent: NSObject, Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() { childCoordinators.append(Child()) }
      }
      """
    let objc = "a = [Owner new]; b = [[Parent alloc] init]; c = Child.new; d = [Coordinator new];"
    let without = Linter(rules: RuleRegistry.all).lint(analyze(["A.swift": swift]))
    let with = Linter(rules: RuleRegistry.all).lint(analyze(["A.swift": swift, "B.m": objc]))
    #expect(!without.isEmpty)
    #expect(with == without)
  }
}
