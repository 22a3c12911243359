import Foundation

/// Where the target's time goes, per step, when `COORDLINT_FUZZ_PROFILE=1`: summed over the inputs and printed to
/// stderr at exit (`bash scripts/fuzz.sh --reproduce -runs=N CORPUS` runs a corpus once), so the steps that cost
/// the most per input can be made cheaper without guessing. Off, a step costs one branch.
enum FuzzProfile {
  static let enabled = ProcessInfo.processInfo.environment["COORDLINT_FUZZ_PROFILE"] == "1"
  // One fuzzing thread: libFuzzer calls the target from the thread that runs it, one input at a time.
  nonisolated(unsafe) private static var totals: [String: UInt64] = [:]
  nonisolated(unsafe) private static var order: [String] = []
  nonisolated(unsafe) private static var inputs = 0
  nonisolated(unsafe) private static var registered = false
  nonisolated(unsafe) private static var whole: UInt64 = 0

  /// Runs one whole input, `body`, its teardown included, which no step measures.
  static func measureInput(_ body: () -> Void) {
    guard enabled else { return body() }
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    whole += DispatchTime.now().uptimeNanoseconds - start
  }

  /// Runs `body`, adding its time to `step`'s.
  @inline(__always)
  static func measure<T>(_ step: String, _ body: () -> T) -> T {
    guard enabled else { return body() }
    let start = DispatchTime.now().uptimeNanoseconds
    let result = body()
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    if totals[step] == nil { order.append(step) }
    totals[step, default: 0] += elapsed
    return result
  }

  /// Counts one input; the first registers the report at exit.
  static func countInput() {
    guard enabled else { return }
    inputs += 1
    if !registered {
      registered = true
      atexit { FuzzProfile.report() }
    }
  }

  private static func report() {
    let all = totals.values.reduce(0, +)
    var text = "fuzz profile: \(inputs) inputs, \(whole / 1_000 / UInt64(max(inputs, 1))) µs each (splitting and "
      + "freeing included), \(all / 1_000 / UInt64(max(inputs, 1))) µs in the steps below\n"
    for step in order {
      let total = totals[step] ?? 0
      text += String(format: "  %-22@ %8.1f µs/input %5.1f %%\n", step as NSString,
                     Double(total) / 1_000 / Double(max(inputs, 1)), Double(total) * 100 / Double(max(all, 1)))
    }
    FileHandle.standardError.write(Data(text.utf8))
  }
}
