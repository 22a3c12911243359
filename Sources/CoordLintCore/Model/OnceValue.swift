import Foundation

/// A value made on first use, from whichever thread asks first, and shared afterwards: for what an immutable model
/// derives from itself only when a pass needs it.
final class OnceValue<Value: Sendable>: @unchecked Sendable {
  // The lock guards `made`; `make` runs at most once, under it.
  private let lock = NSLock()
  private var made: Value?

  init() {}

  /// The value, made by `make` if no one has asked before.
  func value(_ make: () -> Value) -> Value {
    lock.withLock {
      if let made { return made }
      let value = make()
      made = value
      return value
    }
  }
}
