import CoordLintCore
import Foundation
import Testing

// `Testing` has a `SourceLocation` of its own.
private typealias SourceLocation = CoordLintCore.SourceLocation

/// Locations name their file by number: the path survives the round trip, across chunks of the path table and from
/// many threads at once, and order and equality are still the path's, line's and column's.
@Suite struct SourceLocationTests {
  @Test func pathsSurviveFromManyThreadsAcrossChunks() {
    // More paths than the table's first chunks hold, interned by several threads at once in different orders.
    let paths = (0..<3_000).map { "Sources/Feature\($0 % 37)/File\($0).swift" }
    let results = ResultBox()
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      var made: [SourceLocation] = []
      let order = worker % 2 == 0 ? Array(paths.indices) : Array(paths.indices.reversed())
      for index in order { made.append(SourceLocation(file: paths[index], line: index + 1, column: worker + 1)) }
      results.add(made)
    }
    for location in results.all {
      #expect(location.file == paths[location.line - 1])
    }
    #expect(results.all.count == paths.count * 4)
  }

  @Test func orderAndEqualityAreThePathsLinesAndColumns() {
    let late = SourceLocation(file: "b/Zed.swift", line: 1, column: 1)
    let early = SourceLocation(file: "a/Alpha.swift", line: 90, column: 4)
    #expect(early < late)
    #expect(!(late < early))
    #expect(SourceLocation(file: "a/Alpha.swift", line: 90, column: 3) < early)
    #expect(SourceLocation(file: "a/Alpha.swift", line: 90, column: 4) == early)
    #expect(SourceLocation(file: "a/Alpha.swift", line: 90, column: 4).hashValue == early.hashValue)
    var moved = early
    moved.file = "b/Zed.swift"
    moved.line = 1
    moved.column = 1
    #expect(moved == late)
    #expect(early.description == "a/Alpha.swift:90:4")
  }

  @Test func codingKeepsTheFileAsAPath() throws {
    let location = SourceLocation(file: "Sources/Café.swift", line: 7, column: 2)
    let data = try JSONEncoder().encode(location)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"file\":\"Sources\\/Café.swift\"") || text.contains("\"file\":\"Sources/Café.swift\""))
    #expect(try JSONDecoder().decode(SourceLocation.self, from: data) == location)
  }
}

/// Locations gathered by several threads.
private final class ResultBox: @unchecked Sendable {
  // The lock guards `locations`.
  private let lock = NSLock()
  private var locations: [SourceLocation] = []

  func add(_ more: [SourceLocation]) { lock.withLock { locations += more } }
  var all: [SourceLocation] { lock.withLock { locations } }
}
