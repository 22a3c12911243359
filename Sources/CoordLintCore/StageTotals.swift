import Foundation

/// Sums, across the threads that extract files in parallel, the CPU time spent in each step of a file's extraction
/// (parse, depth check, fold, extract), when `COORDLINT_TIMINGS` is set; does nothing otherwise.
///
/// The parallel stage's wall time alone does not say which step costs. Each step is measured in its thread's own
/// CPU time, so the totals add up to about the stage's CPU time however loaded the machine is.
public final class StageTotals: @unchecked Sendable {
  // The lock guards `totals` and `order`; steps are measured outside it.
  private let lock = NSLock()
  private var totals: [String: UInt64] = [:]
  private var order: [String] = []
  let enabled: Bool

  /// Measures nothing: for callers that do not report.
  static let disabled = StageTotals(enabled: false)

  public init(enabled: Bool = ProcessInfo.processInfo.environment["COORDLINT_TIMINGS"] != nil) {
    self.enabled = enabled
  }

  /// Runs `body`, adding its duration to `step`'s total.
  func measure<T>(_ step: String, _ body: () throws -> T) rethrows -> T {
    guard enabled else { return try body() }
    let start = StageTotals.threadCPUNanoseconds()
    let result = try body()
    let elapsed = StageTotals.threadCPUNanoseconds() &- start
    lock.withLock {
      if totals[step] == nil { order.append(step) }
      totals[step, default: 0] += elapsed
    }
    return result
  }

  /// Prints each step's total to stderr, in the order the steps were first measured, under `stage`.
  func report(_ stage: String) {
    guard enabled else { return }
    let lines = lock.withLock {
      order.map { step in
        String(format: "coordlint: %@, %@ (cpu, summed over threads): %.1f ms\n", stage, step,
               Double(totals[step] ?? 0) / 1_000_000)
      }
    }
    FileHandle.standardError.write(Data(lines.joined().utf8))
  }

  /// CPU time used by the calling thread so far.
  static func threadCPUNanoseconds() -> UInt64 {
    var spec = timespec()
    guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec) == 0 else { return 0 }
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }
}
