import CoordLintCore
import Foundation
import Testing

/// The one traversal: source order, the walk actions, context, and no recursion on the thread's stack.
@Suite struct IRWalkTests {
  static let source = """
    func f() {
      if let a = make({ inner() }) {
        for x in items() where x.ok { use(x) }
      }
      return done()
    }
    """

  static var body: [Statement] {
    FactExtractor.extract(source: source, path: "A.swift").functions.first?.body ?? []
  }

  /// Records the names of the calls visited, and `enter`/`leave` of statements.
  struct Recorder: IRVisitor {
    var log: [String] = []
    var action: (Statement) -> IRWalkAction = { _ in .visitChildren }

    mutating func visit(_ statement: Statement, _ context: IRContext) -> IRWalkAction {
      log.append("enter \(kind(statement))")
      return action(statement)
    }

    mutating func leave(_ statement: Statement, _ context: IRContext) { log.append("leave \(kind(statement))") }

    mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction {
      if case .call(let call) = expr, let name = call.name { log.append(name) }
      return .visitChildren
    }

    func kind(_ statement: Statement) -> String {
      switch statement {
      case .block(let block): return block.kind.rawValue
      case .forIn: return "for"
      case .binding: return "let"
      case .expression: return "expr"
      case .return: return "return"
      case .assignment: return "assign"
      }
    }
  }

  @Test func visitsInSourceOrderWithLeavesAfterChildren() {
    var recorder = Recorder()
    IRWalk.walk(Self.body, &recorder)
    #expect(recorder.log == [
      "enter if", "enter let", "make", "enter expr", "inner", "leave expr", "leave let",
      "enter for", "items", "enter expr", "use", "leave expr", "leave for", "leave if",
      "enter return", "done", "leave return",
    ])
  }

  @Test func bodyOnlySkipsConditionsAndSequences() {
    var recorder = Recorder(action: { statement in
      if case .block = statement { return .bodyOnly }
      if case .forIn = statement { return .bodyOnly }
      return .visitChildren
    })
    IRWalk.walk(Self.body, &recorder)
    #expect(!recorder.log.contains("make"))
    #expect(!recorder.log.contains("items"))
    #expect(recorder.log.contains("use"))
  }

  @Test func skipChildrenSkipsEverythingBelow() {
    var recorder = Recorder(action: { statement in
      if case .block = statement { return .skipChildren }
      return .visitChildren
    })
    IRWalk.walk(Self.body, &recorder)
    #expect(recorder.log == ["enter if", "leave if", "enter return", "done", "leave return"])
  }

  @Test func contextNamesTheEnclosingNodes() {
    var depths: [String: Int] = [:]
    IRWalk.forEachStatement(in: Self.body) { statement, context in
      if case .expression(.call(let call), _) = statement, let name = call.name {
        depths[name] = context.ancestors.count
      }
    }
    // `use(x)`: inside the `for`, inside the `if`.
    #expect(depths["use"] == 2)
    // `inner()`: inside the closure, the call `make(…)`, the `let` condition and the `if`.
    #expect(depths["inner"] == 4)
  }

  @Test func deepNestingDoesNotGrowTheStack() {
    // 5,000 closures inside each other, walked on a thread whose stack a recursive walk of that depth would
    // overflow. Freeing such a tree recurses, so it is built and freed on a thread with a large stack, and the
    // walker never holds the last reference.
    final class Shared: @unchecked Sendable {
      var tree: [Statement]?
      var count = 0
    }
    let shared = Shared()
    let done = DispatchSemaphore(value: 0)
    let owner = Thread {
      let location = SourceLocation(file: "A.swift", line: 1, column: 1)
      var statement = Statement.expression(.name("leaf"), location)
      for _ in 0..<5_000 {
        let closure = Closure(captures: [], parameters: [], body: [statement], usesSelf: false, location: location)
        statement = .expression(.closure(closure), location)
      }
      shared.tree = [statement]
      let walked = DispatchSemaphore(value: 0)
      let walker = Thread {
        func walk() { IRWalk.forEachStatement(in: shared.tree ?? []) { _, _ in shared.count += 1 } }
        walk()
        walked.signal()
      }
      walker.stackSize = 128 * 1024
      walker.start()
      walked.wait()
      shared.tree = nil
      done.signal()
    }
    owner.stackSize = 64 * 1024 * 1024
    owner.start()
    done.wait()
    #expect(shared.count == 5_001)
  }
}
