import CoordLintTestSupport
import Foundation
import Testing
@testable import CoordLintCore

/// Code being edited and generated code: declarations that refer to themselves, and chains longer than any stack.
@Suite struct RobustnessTests {
  @Test func circularInitializersLeaveTheTypeUnknownWithAWarning() throws {
    let analysis = analyze(
      "final class HomeCoordinator { var a = b; var b = a }",
      "final class AppCoordinator {\n  lazy var router = router\n  var uses = router\n}")
    let home = try #require(analysis.codebase.type("HomeCoordinator"))
    let resolver = ExpressionTypeResolver(codebase: analysis.codebase, typeKey: home.name, function: nil)
    #expect(resolver.type(of: .name("a")) == nil)
    #expect(resolver.type(of: .name("b")) == nil)
    #expect(analysis.diagnostics.map(\.description) == [
      "A.swift:1:35: warning: the type of 'a' depends on itself through its initializer; it is left unknown",
      "A.swift:1:46: warning: the type of 'b' depends on itself through its initializer; it is left unknown",
      "B.swift:2:12: warning: the type of 'router' depends on itself through its initializer; it is left unknown",
    ])
  }

  @Test func aLongChainOfInferredPropertiesIsCutNotFollowedToTheEnd() throws {
    var lines = ["final class Router {}", "final class Holder {", "  var p0 = Router()"]
    for index in 1..<200 { lines.append("  var p\(index) = p\(index - 1)") }
    lines.append("}")
    let analysis = analyze(lines.joined(separator: "\n"))
    let resolver = ExpressionTypeResolver(codebase: analysis.codebase, typeKey: "Holder", function: nil)
    #expect(resolver.type(of: .name("p\(TypeInference.maximumChain - 1)")) == .named("Router"))
    #expect(resolver.type(of: .name("p199")) == nil)
    #expect(analysis.diagnostics.isEmpty)
  }

  /// A property called as a function (`next.p4()`) whose type is inferred from another such call: the fuzzer's
  /// stack overflow in CI, where each call started a new chain, so the chain's limit never applied.
  @Test func aChainOfInferredPropertiesCalledAsFunctionsIsCutToo() throws {
    var lines = ["final class Router {}", "final class Holder {", "  let next: Holder", "  var p0 = Router()"]
    for index in 1..<5_000 { lines.append("  var p\(index) = next.p\(index - 1)()") }
    lines.append("  init(next: Holder) { self.next = next }")
    lines.append("}")
    let analysis = analyze(lines.joined(separator: "\n"))
    let resolver = ExpressionTypeResolver(codebase: analysis.codebase, typeKey: "Holder", function: nil)
    #expect(resolver.type(of: .name("p4999")) == nil)
    #expect(analysis.diagnostics.isEmpty)
  }

  /// Each coordinator adds and starts the next: summaries follow the calls depth first, so a walk that recursed
  /// along them would need a thousand nested walks, some 16 MB of a debug build's stack. The analysis runs on 2 MB.
  @Test func aLongCallChainDoesNotGrowTheStack() {
    let count = 1_000
    var lines = ["protocol Coordinator: AnyObject { var childCoordinators: [Coordinator] { get set }; func start() }"]
    for index in 0..<count {
      let body = index == count - 1 ? "" : "let next = C\(index + 1)(); childCoordinators.append(next); next.start()"
      lines.append("final class C\(index): Coordinator { var childCoordinators: [Coordinator] = []; "
                     + "func start() { \(body) } }")
    }
    let source = lines.joined(separator: "\n")
    let facts = InMemorySources.facts([("Chain.swift", source)])
    final class Outcome: @unchecked Sendable { var edges = 0 }
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      let analysis = Analysis(facts: facts)
      outcome.edges = analysis.ownership.graph.outgoing.values.reduce(0) { $0 + $1.count }
      done.signal()
    }
    thread.stackSize = 2 * 1024 * 1024
    thread.start()
    done.wait()
    #expect(outcome.edges >= count - 1)
  }

  // MARK: - Time budget (--file-timeout)

  /// A coordinator and its screen: some hundred microseconds of parsing, so a microsecond's budget is spent by the
  /// parse alone, which the check after it always sees, however fast the machine.
  static let normalFile = """
    \(Snippet.coordinatorProtocol)
    final class HomeCoordinator: Coordinator {
      var childCoordinators: [Coordinator] = []
      func start() { let detail = DetailCoordinator(); childCoordinators.append(detail); detail.start() }
    }
    \(Snippet.coordinator("DetailCoordinator"))
    """

  @Test func aFileOverItsTimeBudgetIsGivenUpWithAWarning() throws {
    let file = SourceLoader.File(path: "Home.swift", data: Data(Self.normalFile.utf8), problem: nil)
    let (facts, diagnostics) = SourceLoader.extractOne(file, timeout: 0.000_001)
    #expect(facts == nil)
    #expect(diagnostics.map(\.description) == [
      "Home.swift:1:1: warning: analysis of this file took longer than 0.000001 s; it was not analyzed "
        + "(see --file-timeout)",
    ])
    #expect(diagnostics.allSatisfy { $0.dependsOnTiming })
    let (unlimited, none) = SourceLoader.extractOne(file, timeout: nil)
    #expect(try #require(unlimited).types.map(\.name).contains("HomeCoordinator"))
    #expect(none.isEmpty)
    // A generous budget changes nothing.
    #expect(SourceLoader.extractOne(file, timeout: 600).0 == unlimited)
  }

  /// The other files of the run are still analyzed, and the output is the same for any number of jobs.
  @Test func onlyTheFilesOverBudgetAreLeftOutWhateverTheJobs() {
    let files = (0..<6).map { index in
      SourceLoader.File(path: "F\(index).swift", data: Data(Self.normalFile.utf8), problem: nil)
    } + [SourceLoader.File(path: "Binary.swift", data: Data([0, 1]), problem: nil)]
    var outputs: [[String]] = []
    for jobs in [1, 2, 4] {
      let extracted = SourceLoader.extract(files, jobs: jobs, fileTimeout: 0.000_001)
      #expect(extracted.facts.isEmpty)
      outputs.append(extracted.diagnostics.map(\.description))
    }
    #expect(outputs.allSatisfy { $0 == outputs[0] })
    #expect(outputs[0].count == 7)
    #expect(outputs[0].last?.hasPrefix("Binary.swift:1:1: warning: file is binary") == true)
    #expect(SourceLoader.extract(files, jobs: 2, fileTimeout: nil).facts.count == 6)
  }

  /// A budget spent before the walks is seen, and one never set is never spent.
  @Test func aSpentBudgetIsSeenAndNoBudgetNeverIs() {
    let spent = FileBudget(seconds: 0)
    #expect(spent.checkNow())
    #expect(spent.isSpent)
    #expect(FactExtractor.extractIfShallow(source: Self.normalFile, path: "A.swift", timeout: 0)
              == .failure(.timeout(seconds: 0)))
    let unlimited = FileBudget.unlimited
    for _ in 0..<10_000 { #expect(!unlimited.isSpent) }
    #expect(!unlimited.checkNow())
    #expect(FileBudget.describe(20) == "20 s")
    #expect(FileBudget.describe(0.5) == "0.5 s")
  }

  // MARK: - Found by the fuzzer (scripts/fuzz.sh)

  /// Fuzzer input `timeout-3a952c48`, reduced: a fixture with a line of 64 `[` pasted into it hung the parser,
  /// which tries each `[` as an `InlineArray` type and again as an array type, in time doubling with each level.
  @Test func squareBracketsNestedDeepAreRefusedBeforeParsing() {
    let sources = [
      "final class AuthCoordinator {\n  func start() {\n" + String(repeating: "[", count: 64) + "\n  }\n}\n",
      "let x: " + String(repeating: "[A<", count: 40),
      "let y = " + String(repeating: "[(", count: 40),
    ]
    for source in sources {
      let start = ContinuousClock.now
      let (facts, diagnostics) = SourceLoader.extractOne(
        SourceLoader.File(path: "Deep.swift", data: Data(source.utf8), problem: nil))
      #expect(ContinuousClock.now - start < .seconds(2))
      #expect(facts == nil)
      #expect(diagnostics.map(\.description) == [
        "Deep.swift:1:1: warning: square brackets nested deeper than 12 levels, which the parser takes exponential "
          + "time on; the file was not analyzed",
      ])
    }
  }

  /// Twelve levels parse; brackets left open do not add up across braces, nor count inside strings and comments.
  @Test func squareBracketsUpToTheLimitAndOpenOnesInSeparateBodiesAreAnalyzed() {
    let twelve = String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)
    let unclosed = (0..<20).map { "func f\($0)() { let a = [b, [c }" }.joined(separator: "\n")
    let quoted = "let s = \"\(String(repeating: "[", count: 40))\" // \(String(repeating: "[", count: 40))"
    for source in ["final class HomeCoordinator { let m = \(twelve) }", unclosed, quoted] {
      #expect(!BracketNesting.exceeds(BracketNesting.maximum, in: source), "\(source)")
    }
    #expect(BracketNesting.exceeds(BracketNesting.maximum, in: "let m = [" + twelve + "]"))
    let facts = FactExtractor.extract(source: "final class HomeCoordinator { let m = \(twelve) }", path: "A.swift")
    #expect(facts.types.map(\.name) == ["HomeCoordinator"])
  }
}
