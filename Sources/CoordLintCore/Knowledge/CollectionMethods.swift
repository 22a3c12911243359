/// What the standard library's collection methods do to a collection's elements: how a children store gains and
/// loses children, and which calls store a value into a collection property.
public enum CollectionMethods {
  /// How a method changes a children store.
  public enum StoreChange: Sendable {
    /// Adds its first argument.
    case add
    /// Adds every element of its first argument.
    case addEach
    /// Removes every element.
    case removeAll
    /// Removes the elements its predicate matches.
    case removeMatching
    /// Removes the element at its index argument.
    case removeAtIndex
    /// Removes its first argument.
    case remove
    /// Removes the value for its key argument: which element goes is not stated.
    case removeForKey
    /// Removes an element the call does not name (`removeLast()`, `popFirst()`), whatever its labels.
    case removeUnnamed
  }

  /// Store-changing methods by selector (`insert(_:at:)`); `_` is an unlabeled argument.
  public static let storeChanges: [String: StoreChange] = [
    "append(_:)": .add, "insert(_:)": .add, "insert(_:at:)": .add, "updateValue(_:forKey:)": .add,
    "append(contentsOf:)": .addEach, "insert(contentsOf:at:)": .addEach, "formUnion(_:)": .addEach,
    "removeAll()": .removeAll, "removeAll(keepingCapacity:)": .removeAll,
    // `removeAll { … }` with a trailing closure has one unlabeled argument.
    "removeAll(where:)": .removeMatching, "removeAll(_:)": .removeMatching,
    "remove(at:)": .removeAtIndex,
    // `Set.remove(_:)` and `subtract(_:)` name the element (or elements) that go.
    "remove(_:)": .remove, "subtract(_:)": .remove,
    "removeValue(forKey:)": .removeForKey,
  ]

  /// Methods that remove an element the call does not name, by base name: any labels (`removeFirst()`,
  /// `removeFirst(2)`, `removeSubrange(range)`).
  public static let unnamedRemovals: Set<String> = ["removeFirst", "removeLast", "popLast", "popFirst",
                                                    "removeSubrange"]

  /// How the call `name(labels…)` changes a children store, if it is one of the methods above.
  public static func storeChange(_ name: String, labels: [String?]) -> StoreChange? {
    if unnamedRemovals.contains(name) { return .removeUnnamed }
    return storeChanges["\(name)(\(labels.map { "\($0 ?? "_"):" }.joined()))"]
  }

  /// Methods returning a copy without some elements: `children = children.filter { $0 !== child }` removes.
  public static let copyingRemovals: Set<String> = ["filter", "dropLast", "dropFirst", "prefix", "suffix"]

  /// Methods returning an element's index, by predicate or by value: what `remove(at:)` is given.
  public static let indexSearches: Set<String> = ["firstIndex", "index", "lastIndex"]

  /// Methods that store their first argument into the collection they are called on (`handlers.append(h)`), for
  /// any collection property, not only children stores.
  public static let adders: Set<String> = ["append", "insert", "updateValue"]
}
