extension KnownTypes {
  /// Calls that run a closure argument on the spot, once per element at most: the closure is part of the body.
  public static let immediateClosureCalls: Set<String> = [
    "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "first", "last", "contains", "allSatisfy",
    "sorted", "sort", "min", "max", "firstIndex", "lastIndex", "removeAll", "drop", "prefix", "partition",
    "withExtendedLifetime", "autoreleasepool", "performWithoutAnimation",
  ]

  /// Calls that keep a closure to run it on every event: subscriptions, observers, targets, timers.
  public static let subscriptionCalls: Set<String> = [
    "subscribe", "sink", "bind", "drive", "emit", "observe", "addObserver", "addTarget", "addAction", "onNext",
    "scheduledTimer", "publisher", "register", "valueChanged", "handleEvents", "asObservable", "onReceive",
  ]
}
