import CoordLintCore

/// Builds an analysis from in-memory files, named `A.swift`, `B.swift`… unless given as `name: source`.
func analyze(_ sources: [String: String]) -> Analysis {
  let facts = sources.keys.sorted().map { FactExtractor.extract(source: sources[$0]!, path: $0) }
  return Analysis(facts: facts)
}

func analyze(_ sources: String...) -> Analysis {
  var files: [String: String] = [:]
  for (index, source) in sources.enumerated() { files["\(Character(UnicodeScalar(65 + index)!)).swift"] = source }
  return analyze(files)
}

/// The coordinator names found, sorted.
func coordinatorNames(_ analysis: Analysis) -> [String] {
  analysis.coordinators.sorted.map(\.name)
}

extension Array where Element == Statement {
  /// Every statement, nested blocks, loops and closure bodies included, depth first.
  var flattened: [Statement] {
    flatMap { statement -> [Statement] in
      switch statement {
      case .block(let block): return [statement] + block.conditions.flattened + block.body.flattened
      case .forIn(let loop): return [statement] + loop.body.flattened
      case .expression(.call(let call), _):
        return [statement] + call.arguments.compactMap {
          if case .closure(let closure) = $0.value { return closure.body } else { return nil }
        }.flatMap(\.flattened)
      default: return [statement]
      }
    }
  }
}
