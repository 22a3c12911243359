import Foundation

/// Runs indexed work on at most a given number of threads at once, each index exactly once. Callers put each
/// result in the slot of its index, so the output never depends on how many threads ran or in what order.
public enum ParallelWork {
  /// Calls `body` once for each index below `count`, on at most `jobs` threads at once; with `jobs` 1, in order on
  /// the calling thread.
  static func forEach(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> Void) {
    guard jobs > 1, count > 1 else {
      for index in 0..<count { body(index) }
      return
    }
    let next = IndexCounter()
    // Each worker takes the next index until none is left, so a slow file never holds up a fixed share.
    DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
      while let index = next.take(below: count) { body(index) }
    }
  }
}

extension ParallelWork {
  /// Splits `0..<count` into runs of adjacent positions, calls `body` once per run on at most `jobs` threads at
  /// once, and joins what the calls return in the runs' order; with `jobs` 1, one run on the calling thread.
  /// `runsPerJob` runs per thread let a slow run hold up no thread for long; one suits a body whose set-up is dear.
  public static func mapRuns<Value>(_ count: Int, jobs: Int, runsPerJob: Int = 4,
                                    _ body: @Sendable (Range<Int>) -> [Value]) -> [Value] {
    guard jobs > 1, count > 1 else { return body(0..<count) }
    let runCount = min(count, jobs * max(1, runsPerJob))
    let slots = ResultSlots<[Value]>(count: runCount)
    forEachRun(count, runs: runCount, jobs: jobs) { run, positions in slots[run] = body(positions) }
    return slots.take().flatMap { $0 }
  }

  /// Calls `body` once per run of adjacent positions of `0..<count`, `jobs * runsPerJob` runs at most, on at most
  /// `jobs` threads at once; for work whose effect is not a list in position order.
  static func forEachRun(_ count: Int, jobs: Int, runsPerJob: Int = 4, _ body: @Sendable (Range<Int>) -> Void) {
    guard jobs > 1, count > 1 else { return body(0..<count) }
    forEachRun(count, runs: min(count, jobs * max(1, runsPerJob)), jobs: jobs) { _, positions in body(positions) }
  }

  private static func forEachRun(_ count: Int, runs: Int, jobs: Int,
                                 _ body: @Sendable (Int, Range<Int>) -> Void) {
    forEach(runs, jobs: jobs) { run in body(run, count * run / runs ..< count * (run + 1) / runs) }
  }
}

/// The next index to hand out, shared by the workers of one `ParallelWork.forEach`.
private final class IndexCounter: @unchecked Sendable {
  // The lock guards `next`.
  private let lock = NSLock()
  private var next = 0

  func take(below count: Int) -> Int? {
    lock.withLock {
      guard next < count else { return nil }
      defer { next += 1 }
      return next
    }
  }
}
