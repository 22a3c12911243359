/// `Codebase.functionBodies` by reference, without copying them: each entry is a position in that list.
///
/// A dictionary of the bodies themselves copied each `FunctionBody` (its declaration is a large value) and was the
/// largest allocation of the rules at a million lines.
public struct FunctionBodyIndex: Sendable {
  private let bodies: [FunctionBody]
  private let positions: [FunctionRef: Int]

  init(_ bodies: [FunctionBody]) {
    self.bodies = bodies
    var positions: [FunctionRef: Int] = [:]
    positions.reserveCapacity(bodies.count)
    // The first of two equal references wins, as `functionBodies` order decides.
    for (position, body) in bodies.enumerated() where positions[body.function] == nil {
      positions[body.function] = position
    }
    self.positions = positions
  }

  /// The body of `function`, if it has one.
  public subscript(function: FunctionRef) -> FunctionBody? {
    positions[function].map { bodies[$0] }
  }
}
