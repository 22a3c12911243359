import Foundation

/// Values kept until the process exits, never released: freeing a large model object by object only to exit right
/// after cost a run 1 to 2 % of its time (`destroy for Analysis` in a profile of a 2M-line run), for memory the
/// system reclaims whole. Only a command's last value goes here, so memory still holds one model at a time.
public enum ProcessLifetime {
  private static let kept = Kept()

  /// Keeps `value` alive until the process exits.
  public static func keep(_ value: any Sendable) { kept.append(value) }

  private final class Kept: @unchecked Sendable {
    // The lock guards `values`.
    private let lock = NSLock()
    private var values: [any Sendable] = []

    func append(_ value: any Sendable) { lock.withLock { values.append(value) } }
  }
}
