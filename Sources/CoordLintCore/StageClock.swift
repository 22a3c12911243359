import Foundation

/// Prints how long each pipeline stage took to stderr when `COORDLINT_TIMINGS` is set; silent otherwise.
///
/// Each line gives the stage's wall time and, in brackets, the CPU time the whole process spent in it (every
/// thread): on a loaded machine the wall time stretches with the load, the CPU time much less, and for a stage
/// that runs on one thread it is that stage's own cost.
public final class StageClock {
  private let enabled = ProcessInfo.processInfo.environment["COORDLINT_TIMINGS"] != nil
  private var last = DispatchTime.now()
  private var lastCPU = StageClock.processCPUNanoseconds()

  public init() {}

  public func lap(_ stage: String) {
    guard enabled else { return }
    let now = DispatchTime.now()
    let cpu = StageClock.processCPUNanoseconds()
    let milliseconds = Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1_000_000
    let cpuMilliseconds = Double(cpu &- lastCPU) / 1_000_000
    // The stage name comes first, unchanged, so that readers matching a stage by its name's start still find it.
    FileHandle.standardError.write(Data(String(format: "coordlint: %@ [cpu %.1f ms%@]: %.1f ms\n", stage,
                                               cpuMilliseconds, StageClock.memory(), milliseconds).utf8))
    last = now
    lastCPU = cpu
  }

  /// The resident set now and at its peak, as `, rss 120 MB, peak 130 MB`, where the system reports it (Linux);
  /// empty elsewhere. It goes inside the brackets, so that every line still ends in its wall time.
  static func memory() -> String {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return "" }
    func megabytes(_ field: String) -> String? {
      guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
            let kilobytes = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap({ Int($0) }) else {
        return nil
      }
      return "\(kilobytes / 1024) MB"
    }
    guard let now = megabytes("VmRSS"), let peak = megabytes("VmHWM") else { return "" }
    return ", rss \(now), peak \(peak)"
  }

  /// CPU time used by every thread of the process so far.
  static func processCPUNanoseconds() -> UInt64 {
    var spec = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec) == 0 else { return 0 }
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }
}
