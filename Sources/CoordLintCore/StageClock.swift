import Foundation

/// Prints how long each pipeline stage took to stderr when `COORDLINT_TIMINGS` is set; silent otherwise.
public final class StageClock {
  private let enabled = ProcessInfo.processInfo.environment["COORDLINT_TIMINGS"] != nil
  private var last = DispatchTime.now()

  public init() {}

  public func lap(_ stage: String) {
    guard enabled else { return }
    let now = DispatchTime.now()
    let milliseconds = Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1_000_000
    FileHandle.standardError.write(Data(String(format: "coordlint: %@: %.1f ms\n", stage, milliseconds).utf8))
    last = now
  }
}
