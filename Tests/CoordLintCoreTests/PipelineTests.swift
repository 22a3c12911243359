import CoordLintCore
import Foundation
import Testing

/// The pass list is the one place the order lives: every pass comes after what it requires, a run computes only
/// what its goals need, and ARCHITECTURE.md shows the same order.
@Suite struct PipelineTests {
  static let names = Pipeline.passes.map { String(describing: $0) }

  @Test func everyPassComesAfterWhatItRequires() {
    for (index, pass) in Pipeline.passes.enumerated() {
      let before = Set(Self.names[..<index])
      for required in pass.requires {
        #expect(before.contains(String(describing: required)),
                "\(pass) requires \(required), which does not run before it")
      }
    }
  }

  @Test func goalsRunOnlyWhatTheyNeed() {
    #expect(Pipeline.passes(for: []).isEmpty)
    #expect(Pipeline.passes(for: [ChildLifecyclePass.self]).map { String(describing: $0) }
              == ["CoordinatorDetectionPass", "ChildLifecyclePass"])
    // The graph's structure needs every pass but the cycle classification, which only the cycle rules read.
    #expect(Pipeline.passes(for: [FlowGraphPass.self]).map { String(describing: $0) }
              == Pipeline.passes.map { String(describing: $0) }.filter { $0 != "CycleClassificationPass" })
    let analysis = Analysis(facts: [FactExtractor.extract(source: "final class A {}", path: "A.swift")],
                            goals: [CoordinatorDetectionPass.self])
    #expect(analysis.results.hasRun(CoordinatorDetectionPass.self))
    #expect(!analysis.results.hasRun(OwnershipPass.self))
  }

  @Test func architectureListsThePassesInOrder() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("ARCHITECTURE.md")
    let text = try String(contentsOf: file, encoding: .utf8)
    // The numbered list of passes: lines such as "3. `OwnershipPass` — …".
    let listed = text.split(separator: "\n").compactMap { line -> String? in
      guard let match = line.firstMatch(of: /^\d+\. `(\w+Pass)`/) else { return nil }
      return String(match.1)
    }
    #expect(listed == Self.names, "ARCHITECTURE.md's numbered list of passes differs from Pipeline.passes")
  }
}
