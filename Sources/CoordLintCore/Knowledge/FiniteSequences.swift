/// Event sequences that end by themselves: a subscription to one lets go of its closures when the sequence
/// completes, so a cycle through such a subscription lasts only until then.
///
/// Only what ends whatever the program does is listed: a one-element type, or an operator that stops after a fixed
/// count. A subject, `@Published` property or relay never completes on its own and is not here.
public enum FiniteSequences {
  /// Types whose sequences complete after at most one element (or an error).
  public static let types: Set<String> = [
    // RxSwift's traits: `Single` and `Maybe` emit at most one element, `Completable` none; the three are
    // typealiases of `PrimitiveSequence`, which is finite for each of its traits.
    "Single", "Maybe", "Completable", "PrimitiveSequence",
    // Combine: one value then finished, one result, or an immediate failure.
    "Just", "Future", "Fail",
  ]

  /// Operators whose output ends after a fixed number of elements, whatever their source: `first()` and
  /// `asSingle()` after one, `take(3)` and `prefix(3)` after a literal count.
  public static let operators: Set<String> = [
    // RxSwift: conversions to its one-element traits; `first()` is a `Single` since RxSwift 5.
    "asSingle", "asMaybe", "asCompletable", "first",
    // Combine: `first()`, `output(at:)`.
    "output",
  ]

  /// Operators that end only when given a literal count (`take(1)`, `prefix(2)`); `take(until:)`,
  /// `take(while:)` and `prefix(while:)` end when something happens, which may never.
  public static let countedOperators: Set<String> = ["take", "prefix"]

  /// Framework methods returning a sequence of one response: `URLSession.dataTaskPublisher(for:)`.
  public static let methods: Set<String> = ["dataTaskPublisher"]

  /// Factories of a fixed sequence, by the type they are called on: RxSwift's `Observable.just(x)`,
  /// `.error(e)`, `.empty()`, `.of(a, b)` complete as soon as their elements are out. `never()`, `create` and
  /// `deferred` are not here: they end only if the code they run says so.
  public static let factories: [String: Set<String>] = [
    "Observable": ["just", "error", "empty", "of", "from"],
  ]

  /// The factories a body may write without the type (`return .just(nil)` in a method returning an `Observable`).
  public static let implicitFactories: Set<String> = ["just", "error", "empty"]
}

extension FiniteSequences {
  /// Whether the operator `name`, called with `arguments`, ends its sequence after a fixed count.
  static func ends(_ name: String, arguments: [Argument]) -> Bool {
    if methods.contains(name) { return true }
    if name == "output" { return arguments.first?.label == "at" || arguments.first?.label == "in" }
    if operators.contains(name) { return arguments.isEmpty }
    if countedOperators.contains(name) {
      // `take(1)`, `prefix(2)`; RxSwift's `take(for:scheduler:)` is a duration, which also ends.
      guard let first = arguments.first else { return false }
      return (first.label == nil && first.value == .literal(.integer)) || first.label == "for"
    }
    return false
  }

  /// `RxSwift.Single` is `Single`.
  static func lastComponent(_ name: String) -> String {
    String(name.split(separator: ".").last ?? Substring(name))
  }

  /// How a note names the expression whose type ends the sequence: `'fetch()'`, `'single'`.
  static func describe(_ expr: Expr) -> String {
    switch expr {
    case .call(let call):
      if let name = call.callee.memberPath?.last { return "'\(name)()'" }
      return "the sequence"
    default:
      return expr.memberPath.map { "'\($0.joined(separator: "."))'" } ?? "the sequence"
    }
  }
}
