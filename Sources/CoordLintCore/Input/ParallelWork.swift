import Foundation

/// Runs indexed work on at most a given number of threads at once, each index exactly once. Callers put each
/// result in the slot of its index, so the output never depends on how many threads ran or in what order.
enum ParallelWork {
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
