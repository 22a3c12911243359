/// The parameters and local bindings of one function body, for looking up what a local name holds.
struct LocalScope: Sendable {
  /// One name a body binds, and how its value derives from the bound expression.
  struct LocalBinding: Sendable {
    /// How a bound name's value relates to the bound expression.
    enum Derivation: Sendable {
      case value
      /// `if let c = optional`.
      case unwrapped
      /// `for c in children`.
      case element
      /// The `i` of `for (i, c) in children.enumerated()`.
      case index
    }
    let type: TypeRef?
    let value: Expr?
    let derivation: Derivation
    let location: SourceLocation?
  }

  private var bindings: [String: [LocalBinding]] = [:]

  init(function: FunctionDecl?) {
    guard let function else { return }
    for parameter in function.parameters {
      bindings[parameter.name, default: []].append(
        LocalBinding(type: parameter.type, value: nil, derivation: .value, location: nil))
    }
    collect(function.body ?? [])
  }

  /// The binding of `name` that is in effect at `location`: the last one before it.
  func binding(named name: String, before location: SourceLocation?) -> LocalBinding? {
    guard let candidates = bindings[name] else { return nil }
    guard let location else { return candidates.last }
    // A binding is not in scope in its own initializer: `guard let child = child` reads the outer `child`.
    return candidates.last { binding in binding.location.map { $0 < location } ?? true }
  }

  private mutating func collect(_ statements: [Statement]) {
    var collector = Collector()
    IRWalk.walk(statements, &collector)
    for (name, found) in collector.bindings { bindings[name, default: []].append(contentsOf: found) }
  }

  /// Gathers the names a body binds, in source order.
  private struct Collector: IRVisitor {
    var bindings: [String: [LocalBinding]] = [:]
    /// Closures whose first parameter is an element of a collection (`children.forEach { $0.start() }`) or an
    /// object handed on (`withUnretained(self)`), bound by the call they are given to.
    var boundClosures: Set<SourceLocation> = []

    mutating func visit(_ statement: Statement, _ context: IRContext) -> IRWalkAction {
      switch statement {
      case .binding(let binding):
        for (position, name) in binding.names.enumerated() {
          // A single name takes the whole value; a name of a tuple pattern takes its part.
          let single = binding.names.count == 1
          var value = single ? binding.value : nil
          if !single, let whole = binding.value, let paths = binding.paths, position < paths.count {
            value = .projection(whole, paths[position])
          }
          bindings[name, default: []].append(LocalBinding(
            type: single ? binding.type : nil, value: value,
            derivation: binding.unwrapsOptional ? .unwrapped : .value, location: binding.location))
        }
      case .forIn(let loop):
        addLoopBindings(loop)
      default:
        break
      }
      return .visitChildren
    }

    mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction {
      switch expr {
      case .call(let call):
        if let object = Self.unretainedObject(of: call) {
          bindUnretained(object, in: call)
          break
        }
        // In `children.forEach { $0.start() }` the parameter is an element of the receiver.
        guard let name = call.name, ClosureCalls.elementwise.contains(name), let receiver = call.receiver,
              case .closure(let closure)? = call.arguments.last?.value else { break }
        bindFirstParameter(of: closure, named: closure.parameters.first ?? "$0", to: receiver, as: .element)
      case .closure(let closure) where !boundClosures.contains(closure.location):
        // Other closure parameters shadow outer names with values whose type the closure's caller decides.
        for parameter in closure.parameters {
          bindings[parameter, default: []].append(
            LocalBinding(type: nil, value: nil, derivation: .value, location: closure.location))
        }
      default:
        break
      }
      return .visitChildren
    }

    /// The object RxSwift hands a closure as its first parameter, held weakly meanwhile: `x` in
    /// `events.withUnretained(x).bind { owner, value in … }` and `events.subscribe(with: x, onNext: { owner, … })`.
    static func unretainedObject(of call: Call) -> Expr? {
      if let with = call.arguments.first(where: { $0.label == "with" }) { return with.value }
      guard case .call(let upstream)? = call.receiver, upstream.name == "withUnretained",
            upstream.arguments.count == 1 else { return nil }
      return upstream.arguments[0].value
    }

    /// Binds the first parameter of each closure `call` is handed to `object`.
    private mutating func bindUnretained(_ object: Expr, in call: Call) {
      for argument in call.arguments {
        guard case .closure(let closure) = argument.value, let first = closure.parameters.first else { continue }
        bindFirstParameter(of: closure, named: first, to: object, as: .value)
      }
    }

    /// Binds a closure's first parameter (`name`) to what its caller hands it, and its others to unknown values.
    private mutating func bindFirstParameter(of closure: Closure, named name: String, to value: Expr,
                                             as derivation: LocalBinding.Derivation) {
      bindings[name, default: []].append(
        LocalBinding(type: nil, value: value, derivation: derivation, location: closure.location))
      for other in closure.parameters.dropFirst() {
        bindings[other, default: []].append(
          LocalBinding(type: nil, value: nil, derivation: .value, location: closure.location))
      }
      boundClosures.insert(closure.location)
    }

    private mutating func addLoopBindings(_ loop: ForIn) {
      // `for (i, c) in children.enumerated()`: `i` is the offset, `c` an element of `children`.
      if loop.names.count == 2, case .call(let call) = loop.sequence, call.name == "enumerated",
         let base = call.receiver {
        bindings[loop.names[0], default: []].append(
          LocalBinding(type: nil, value: base, derivation: .index, location: loop.location))
        bindings[loop.names[1], default: []].append(
          LocalBinding(type: nil, value: base, derivation: .element, location: loop.location))
        return
      }
      for name in loop.names {
        let single = loop.names.count == 1
        bindings[name, default: []].append(
          LocalBinding(type: nil, value: single ? loop.sequence : nil, derivation: .element, location: loop.location))
      }
    }
  }
}
