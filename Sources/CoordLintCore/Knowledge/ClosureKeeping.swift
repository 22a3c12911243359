/// Which calls keep a closure alive after they return, and who keeps it: the ownership pass's view of
/// subscriptions, observers and timers. Calls that run a closure once and let it go (`DispatchQueue.main.async`,
/// `UIView.animate`, the completion of `present`) need no entry: a call not listed keeps nothing.
public enum ClosureKeeping {
  /// How a call keeps the closure it is given.
  public enum Kind: Sendable, Equatable {
    /// The call returns a subscription that keeps the closure until it is cancelled or disposed.
    case subscription
    /// Something outside the caller's objects keeps the closure for as long as the program runs (or until an
    /// explicit removal): the notification center, the run loop of a repeating timer.
    case external(String)
  }

  /// Calls that register a closure to run on every event, and how the closure is kept.
  public static let calls: [String: Kind] = [
    // Combine
    "sink": .subscription,
    "assign": .subscription,
    // RxSwift / RxCocoa
    "subscribe": .subscription,
    "bind": .subscription,
    "drive": .subscription,
    "emit": .subscription,
    // Foundation: the block-based observer lives until it is removed; a repeating timer until it is invalidated.
    "addObserver": .external("the notification center"),
    "scheduledTimer": .external("the run loop"),
  ]

  /// Calls on a subscription that hand it to a keeper argument: Combine's `.store(in: &cancellables)`, RxSwift's
  /// `.disposed(by: bag)`.
  public static let subscriptionKeepers: Set<String> = ["store", "disposed"]
}
