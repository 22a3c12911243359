import Testing
@testable import CoordLintCore

/// `#if` conditions kept on declarations, and judged three-valued against a module's compilation conditions.
@Suite struct BuildConditionTests {
  /// The condition of each function of the file's only type, by name.
  func conditions(_ source: String) -> [String: BuildCondition?] {
    let facts = FactExtractor.extract(source: source, path: "File.swift")
    let functions = facts.types.flatMap(\.members.functions) + facts.extensions.flatMap(\.members.functions)
    return Dictionary(functions.map { ($0.name, $0.condition) }, uniquingKeysWith: { first, _ in first })
  }

  @Test func eachClauseHoldsWhenItsConditionDoesAndNoEarlierOneDoes() {
    let found = conditions("""
      final class A {
        func plain() {}
        #if APP || (WIDGET && !DEBUG)
        func first() {}
        #elseif os(iOS)
        func second() {}
        #else
        #if true
        func nested() {}
        #endif
        #endif
      }
      """)
    let first = BuildCondition.any([.flag("APP"), .all([.flag("WIDGET"), .not(.flag("DEBUG"))])])
    #expect(found["plain"] == .some(nil))
    #expect(found["first"] == first)
    #expect(found["second"] == .all([.not(first), .other("os(iOS)")]))
    #expect(found["nested"] == .all([.not(first), .not(.other("os(iOS)")), .literal(true)]))
  }

  @Test func unknownPartsDecideOnlyWhatTheyMust() {
    let app = CompilationConditions(configurations: [["APP", "DEBUG"], ["APP"]])
    #expect(app.always == ["APP"] && app.sometimes == ["DEBUG"])
    #expect(BuildCondition.flag("APP").holds(in: app) == true)
    #expect(BuildCondition.flag("WIDGET").holds(in: app) == false)
    #expect(BuildCondition.flag("DEBUG").holds(in: app) == nil)
    #expect(BuildCondition.flag("APP").holds(in: nil) == nil, "a module whose conditions are unknown")
    #expect(BuildCondition.all([.flag("WIDGET"), .other("os(iOS)")]).holds(in: app) == false)
    #expect(BuildCondition.any([.flag("APP"), .other("os(iOS)")]).holds(in: app) == true)
    #expect(BuildCondition.all([.flag("APP"), .flag("DEBUG")]).holds(in: app) == nil)
    #expect(BuildCondition.not(.other("canImport(UIKit)")).holds(in: app) == nil)
  }
}
