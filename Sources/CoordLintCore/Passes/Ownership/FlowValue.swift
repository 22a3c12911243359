/// Which object an expression denotes, as far as one function body can tell without guessing.
public indirect enum FlowValue: Hashable, Sendable {
  /// The enclosing type's `self`.
  case selfRef
  /// An object reached from `self` through stored properties: `self.navigationController.topViewController`.
  case path([String])
  /// The function's parameter at this index; call sites substitute their argument.
  case parameter(Int)
  /// An object created here: `Foo(…)`, with the creation site naming the instance.
  case object(type: String, site: SourceLocation)
  /// An object reached from one created here through stored properties: `screen.viewModel` after
  /// `let screen = Screen()`.
  case objectPath(type: String, site: SourceLocation, names: [String])
  /// Some instance of a known type, from a declared or inferred type.
  case typed(String)
  /// A global, a static property or a singleton (`Service.shared`, `NotificationCenter.default`).
  case shared(String)
  /// A closure literal, with how it captures the enclosing `self`.
  case closure(ClosureValue)
  /// Any of several values: the elements of an array literal, the branches of `??` or `?:`.
  case union([FlowValue])
  /// A value that exists only when a parameter is one of some enum cases: made in a `switch` on the parameter.
  case guarded(FlowValue, BranchGuard)
  case unknown

  /// Any of `values`, as a union of their alternatives with repeats dropped (first occurrence kept). A union built
  /// from unions without this doubles per call level (`c ? f(x) : f(x)`, nested helpers), so the walk's memory
  /// grew exponentially with call depth; deduplicated, a union is bounded by the distinct values of one program.
  static func anyOf(_ values: [FlowValue]) -> FlowValue {
    var seen: Set<FlowValue> = []
    let distinct = values.flatMap(\.alternatives).filter { seen.insert($0).inserted }
    // One value is that value: a factory's one returned object is the object, and a holder must be one to be
    // written to (`child.onFinish = { … }` on what `makeChild()` returned).
    return distinct.count == 1 ? distinct[0] : .union(distinct)
  }

  /// The values this stands for, unions flattened.
  public var alternatives: [FlowValue] {
    switch self {
    case .union(let values): return values.flatMap(\.alternatives)
    case .guarded(let value, let branch): return value.alternatives.map { .guarded($0, branch) }
    default: return [self]
    }
  }

  /// The value without its branch conditions: within its own function every branch can run.
  public var unguarded: FlowValue {
    switch self {
    case .guarded(let value, _): return value.unguarded
    case .union(let values): return .union(values.map(\.unguarded))
    default: return self
    }
  }

  /// Whether the value depends on the function's parameters, so a call site must substitute its arguments.
  var mentionsParameters: Bool {
    switch self {
    case .parameter: return true
    case .closure(let closure): return closure.captured.mentionsParameters
    case .union(let values): return values.contains(where: \.mentionsParameters)
    case .guarded(let value, _): return value.mentionsParameters
    default: return false
    }
  }

  /// Whether a call site changes the value: it mentions a parameter, or is a closure capturing one (a helper's
  /// `child.onInput = { onInput($0) }` holds whatever closure the caller hands it).
  var dependsOnParameters: Bool {
    switch self {
    case .closure(let closure):
      return closure.captured.mentionsParameters || closure.capturedLocals.contains { $0.value.mentionsParameters }
    case .union(let values): return values.contains(where: \.dependsOnParameters)
    case .guarded(let value, _): return value.dependsOnParameters
    default: return mentionsParameters
    }
  }

  /// The value with a function value that has no place of its own (a method reference, `self.close`) placed at
  /// `location`, where it is stored; inside a branch's guard too.
  func placed(at location: SourceLocation) -> FlowValue {
    switch self {
    case .closure(var closure) where closure.location == FlowWalker.unplaced:
      closure.location = location
      return .closure(closure)
    case .guarded(let value, let branch): return .guarded(value.placed(at: location), branch)
    default: return self
    }
  }

  /// Whether the value is the receiver itself (`self`), which a call on a value of a protocol's extension
  /// substitutes.
  var isSelf: Bool {
    switch self {
    case .selfRef: return true
    case .union(let values): return values.contains(where: \.isSelf)
    case .guarded(let value, _): return value.isSelf
    default: return false
    }
  }

  /// The value with `self` replaced by `receiver` and parameters by the call's arguments. `cases` names the enum
  /// case each argument is written as (`present(scene: .settings)`), so values of other branches drop out.
  func substituting(receiver: FlowValue, arguments: [FlowValue], cases: [Int: String] = [:]) -> FlowValue {
    switch self {
    case .guarded(let value, let branch):
      if let written = cases[branch.parameter] {
        return branch.cases.contains(written)
          ? value.substituting(receiver: receiver, arguments: arguments, cases: cases) : .unknown
      }
      let inner = value.substituting(receiver: receiver, arguments: arguments, cases: cases)
      if branch.parameter < arguments.count, case .parameter(let outer) = arguments[branch.parameter] {
        return .guarded(inner, BranchGuard(parameter: outer, cases: branch.cases))
      }
      return inner
    case .selfRef: return receiver
    case .path(let path): return receiver.appending(path)
    case .parameter(let index): return index < arguments.count ? arguments[index] : .unknown
    case .closure(var closure):
      closure.captured = closure.captured.substituting(receiver: receiver, arguments: arguments, cases: cases)
      closure.capturedLocals = closure.capturedLocals.map {
        CapturedLocal(name: $0.name, value: $0.value.substituting(receiver: receiver, arguments: arguments, cases: cases))
      }
      return .closure(closure)
    case .union(let values):
      return .union(values.map { $0.substituting(receiver: receiver, arguments: arguments, cases: cases) })
    default: return self
    }
  }

  /// The object reached from this one through `names`; only paths from `self` and from objects created here stay
  /// precise.
  func appending(_ names: [String]) -> FlowValue {
    guard !names.isEmpty else { return self }
    switch self {
    case .selfRef: return .path(names)
    case .path(let path): return .path(path + names)
    case .object(let type, let site): return .objectPath(type: type, site: site, names: names)
    case .objectPath(let type, let site, let path): return .objectPath(type: type, site: site, names: path + names)
    case .guarded(let value, let branch): return .guarded(value.appending(names), branch)
    default: return .unknown
    }
  }
}

/// The branch a value was made in: a `case` of a `switch` on one of the function's parameters.
public struct BranchGuard: Hashable, Sendable {
  public let parameter: Int
  public let cases: Set<String>
}

/// A closure literal as a value: where it is written and how it holds the `self` it captures.
public struct ClosureValue: Hashable, Sendable {
  public var location: SourceLocation
  /// What `self` in the closure denotes (the creating function's `self`, or its caller's receiver after
  /// substitution).
  public var captured: FlowValue
  /// Strong, weak or unowned; nil when the closure does not use `self`.
  public var ownership: Ownership?
  /// The enclosing function's objects the closure mentions without a `weak`/`unowned` capture: it holds them
  /// strongly (`child.onFinish = { self.remove(child) }` holds `child`).
  public var capturedLocals: [CapturedLocal] = []
  /// For a method used as a function value (`self.close`, `viewModel.finish`), how it is written: it holds its
  /// receiver strongly, as a closure capturing it would.
  public var methodReference: String? = nil
}

/// A local (or parameter) of the enclosing function that a closure captures strongly.
public struct CapturedLocal: Hashable, Sendable {
  public var name: String
  public var value: FlowValue
}

/// Something a function body does to object ownership.
public struct FlowEffect: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// `holder.property = value`, or `value` appended to or inserted in the collection `holder.property`.
    case store(property: String)
    /// The holder keeps the value by a framework fact (a navigation stack, a presentation, a children store, a
    /// subscription bag).
    case keep(KeepKind)
    /// A closure handed to a keeper outside the program's objects (the notification center, the run loop).
    case external(String)
  }

  /// Why a holder keeps a value, for notes.
  public enum KeepKind: String, Hashable, Sendable {
    case shows, children, subscription, containment
  }

  public var kind: Kind
  public var holder: FlowValue
  public var value: FlowValue
  public var location: SourceLocation
  /// How the value got there when it went through calls: "'init(coordinator:)' stores it in 'coordinator'".
  public var via: [Finding.Note]
  /// The framework call or property behind a `shows` keep, as the flow graph labels it: `push`, `present`, `root`.
  public var method: String = ""
  /// For a subscription kept in a bag: where its sequence ends by itself, if it does (`FiniteSequences`).
  public var sequenceEnd: SequenceEnd? = nil

  /// Effects on parameters are what a call site inherits; the rest is recorded where the callee is walked.
  var mentionsParameters: Bool { holder.mentionsParameters || value.mentionsParameters }
  /// Whether a call site inherits the effect (see `FlowValue.dependsOnParameters`).
  var dependsOnParameters: Bool { holder.mentionsParameters || value.dependsOnParameters }

  func substituting(receiver: FlowValue, arguments: [FlowValue], cases: [Int: String], at site: SourceLocation,
                    note: Finding.Note?) -> FlowEffect {
    FlowEffect(kind: kind, holder: holder.substituting(receiver: receiver, arguments: arguments, cases: cases),
               value: value.substituting(receiver: receiver, arguments: arguments, cases: cases), location: site,
               via: (note.map { [$0] } ?? []) + via, method: method, sequenceEnd: sequenceEnd)
  }
}

/// Why a subscription's sequence completes by itself, and where: `'fetch()' returns a 'Single'`.
public struct SequenceEnd: Hashable, Sendable {
  /// What makes it end, as a note says it.
  public let reason: String
  public let location: SourceLocation
}
