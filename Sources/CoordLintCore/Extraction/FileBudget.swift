import Foundation

/// How much CPU time one file's parse and extraction may take (`--file-timeout`), checked cooperatively: threads
/// cannot be stopped from outside, so the extraction asks `isSpent` as it goes and, once it says yes, stops
/// descending and the file is given up.
///
/// The time is the CPU time of the thread doing the work, not the wall clock, so that how many files run at once
/// (`--jobs`) and what else the machine runs barely move where a file stops; only a file whose cost is within a
/// few per cent of the budget can land on either side of it.
final class FileBudget {
  /// The budget, in seconds; nil for none.
  let seconds: Double?
  /// The thread CPU time, in nanoseconds, past which the budget is spent.
  private let deadline: UInt64
  /// Calls of `isSpent` until the clock is read again.
  private var untilNextRead = 0
  private var spent = false

  /// Reading the clock is a system call (some 0.3 µs); extraction makes a few calls per syntax node, each far
  /// cheaper, so one read every this many keeps the check under a per cent of extraction's time, and still reads
  /// the clock every few microseconds.
  static let callsPerRead = 256

  /// A budget of `seconds` of the current thread's CPU time from now; nil never runs out.
  init(seconds: Double?) {
    self.seconds = seconds
    if let seconds {
      let nanoseconds = min(max(seconds, 0) * 1e9, Double(UInt64.max / 2))
      deadline = FileBudget.threadCPUTime() &+ UInt64(nanoseconds)
    } else {
      deadline = .max
    }
  }

  /// No budget: never spent, and never reads the clock.
  static var unlimited: FileBudget { FileBudget(seconds: nil) }

  /// Whether the budget is spent, reading the clock every `callsPerRead` calls; once spent, always.
  var isSpent: Bool {
    guard !spent, seconds != nil else { return spent }
    untilNextRead -= 1
    guard untilNextRead <= 0 else { return false }
    untilNextRead = FileBudget.callsPerRead
    return checkNow()
  }

  /// Whether the budget is spent, reading the clock now: between steps (after the parse, which cannot be
  /// interrupted) and at the end, so that a spent budget is never missed.
  @discardableResult
  func checkNow() -> Bool {
    guard !spent, seconds != nil else { return spent }
    spent = FileBudget.threadCPUTime() >= deadline
    return spent
  }

  /// A number of seconds as messages give it: `20 s`, `0.5 s`, `0.000001 s`.
  static func describe(_ seconds: Double) -> String {
    var text = String(format: "%.6f", seconds)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text + " s"
  }

  /// The CPU time the calling thread has used, in nanoseconds.
  private static func threadCPUTime() -> UInt64 {
    var time = timespec()
    guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}
