/// When a closure handed to a call runs: on the spot, as part of the calling body, or later, on every event.
public enum ClosureCalls {
  /// Calls that run a closure argument on the spot, once per element at most: the closure is part of the body.
  public static let immediate: Set<String> = [
    // Sequence and collection algorithms.
    "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "first", "last", "contains", "allSatisfy",
    "sorted", "sort", "min", "max", "firstIndex", "lastIndex", "removeAll", "drop", "prefix", "partition",
    // Run the block before returning.
    "withExtendedLifetime", "autoreleasepool", "performWithoutAnimation",
  ]

  /// Calls that keep a closure to run it on every event: subscriptions of the reactive libraries, observers,
  /// targets, timers.
  public static let subscribing: Set<String> = [
    "subscribe", "sink", "bind", "drive", "emit", "observe", "addObserver", "addTarget", "addAction", "onNext",
    "scheduledTimer", "publisher", "register", "valueChanged", "handleEvents", "asObservable", "onReceive",
  ]

  /// Collection methods whose closure's first parameter is an element of the receiver: `$0` in
  /// `children.forEach { $0.stop() }` is a child.
  public static let elementwise: Set<String> = [
    "forEach", "map", "compactMap", "flatMap", "filter", "first", "contains", "allSatisfy", "removeAll",
  ]
}
