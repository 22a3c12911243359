import CoordLintCore

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
