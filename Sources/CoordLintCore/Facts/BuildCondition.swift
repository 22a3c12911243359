/// The `#if` condition a declaration is compiled under, kept unevaluated so that each module that compiles the file
/// can judge it with its own compilation conditions (one file is often in an app and its extension).
public indirect enum BuildCondition: Codable, Hashable, Sendable {
  /// A custom condition: `MAIN_APP`, `DEBUG`.
  case flag(String)
  /// `true` or `false`.
  case literal(Bool)
  /// What coordlint cannot judge: `os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`, kept as written.
  case other(String)
  case not(BuildCondition)
  case all([BuildCondition])
  case any([BuildCondition])

  /// The conjunction of `conditions`, flattened; nil when there are none.
  public static func conjunction(_ conditions: [BuildCondition]) -> BuildCondition? {
    let flat = conditions.flatMap { condition -> [BuildCondition] in
      if case .all(let parts) = condition { return parts }
      return [condition]
    }
    if flat.isEmpty { return nil }
    return flat.count == 1 ? flat[0] : .all(flat)
  }

  /// Whether the condition holds in a module with `conditions`: nil when that depends on something unknown (an
  /// unjudged check, a flag only some configurations set, a module whose conditions are unknown). Three-valued
  /// (Kleene) logic, so that an unknown part decides nothing it does not have to.
  public func holds(in conditions: CompilationConditions?) -> Bool? {
    switch self {
    case .flag(let name): return conditions?.value(of: name)
    case .literal(let value): return value
    case .other: return nil
    case .not(let inner): return inner.holds(in: conditions).map(!)
    case .all(let parts):
      // De Morgan holds in Kleene's logic too.
      return BuildCondition.any(parts.map { .not($0) }).holds(in: conditions).map(!)
    case .any(let parts):
      var result: Bool? = false
      for part in parts {
        switch part.holds(in: conditions) {
        case true?: return true
        case nil: result = nil
        case false?: break
        }
      }
      return result
    }
  }
}

/// The custom compilation conditions a module is built with (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D`), over
/// all of its build configurations.
public struct CompilationConditions: Codable, Hashable, Sendable {
  /// Set in every configuration: `MAIN_APP`.
  public var always: Set<String>
  /// Set in some configurations only: `DEBUG`.
  public var sometimes: Set<String>

  public init(always: Set<String> = [], sometimes: Set<String> = []) {
    self.always = always
    self.sometimes = sometimes.subtracting(always)
  }

  /// The conditions of a module built in configurations that each set the given flags.
  public init(configurations: [Set<String>]) {
    let all = configurations.reduce(into: Set<String>()) { $0.formUnion($1) }
    let common = configurations.dropFirst().reduce(configurations.first ?? []) { $0.intersection($1) }
    self.init(always: common, sometimes: all)
  }

  /// True when every configuration sets `flag`, false when none does, nil when some do.
  public func value(of flag: String) -> Bool? {
    if always.contains(flag) { return true }
    return sometimes.contains(flag) ? nil : false
  }
}
