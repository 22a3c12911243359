/// Finds the type of an expression where the code states it: a property, `self.x`, a parameter, a local bound from
/// `Foo(…)`, a method's declared return type, a cast. Anything else is unknown; it never guesses from spelling.
public struct ExpressionTypeResolver: Sendable {
  public let codebase: Codebase
  /// The enclosing type's key, nil at file scope.
  public let typeKey: String?
  let scope: [String]
  /// The function whose locals `locals` reads; nil at type or file scope.
  private let function: FunctionDecl?
  // Made on the first lookup of a local: most resolvers of most bodies never look one up (a pass made one per
  // body, and building the scope walked the whole body: 8% of a 1M-line run's CPU time).
  private let localsOnce = OnceValue<LocalScope>()
  /// The property initializers this resolver reads inside, so that a cycle of them ends.
  let inferring: TypeInference

  public init(codebase: Codebase, typeKey: String?, function: FunctionDecl?) {
    self.init(codebase: codebase, typeKey: typeKey, function: function, inferring: TypeInference())
  }

  init(codebase: Codebase, typeKey: String?, function: FunctionDecl?, inferring: TypeInference) {
    self.codebase = codebase
    self.typeKey = typeKey
    self.inferring = inferring
    scope = typeKey.map { codebase.type($0)?.memberScope ?? $0.split(separator: ".").map(String.init) }
      ?? function.map { codebase.fileScope($0.location.file) } ?? []
    self.function = function
  }

  /// The function's parameters and local bindings.
  var locals: LocalScope { localsOnce.value { LocalScope(function: function) } }

  /// The expression a local name was bound from, when it is a plain `let x = value` in effect at `location`.
  public func boundValue(of name: String, before location: SourceLocation?) -> Expr? {
    guard let binding = locals.binding(named: name, before: location), binding.derivation == .value else { return nil }
    return binding.value
  }

  /// The resolved type of `expr` as it would be at `location` (locals declared later are not visible).
  public func type(of expr: Expr, at location: SourceLocation? = nil) -> TypeRef? {
    type(of: expr, at: location, depth: 0)
  }

  private func type(of expr: Expr, at location: SourceLocation?, depth: Int) -> TypeRef? {
    guard depth < 24 else { return nil }
    switch expr {
    case .name(let name):
      return typeOfName(name, at: location, depth: depth)
    case .member(let base?, let name):
      return typeOfMember(name, on: base, at: location, depth: depth)
    case .member(nil, _):
      return nil
    case .call(let call):
      return typeOfCall(call, at: location, depth: depth)
    case .cast(_, let type, let kind):
      switch kind {
      case .plain, .forced: return codebase.resolve(type, from: scope)
      case .optional: return .optional(codebase.resolve(type, from: scope))
      case .check: return .named("Bool")
      }
    case .subscriptAccess(let base, _):
      return type(of: base, at: location, depth: depth + 1)?.collectionElement
    case .binary("??", let lhs, let rhs):
      return (type(of: lhs, at: location, depth: depth + 1) ?? type(of: rhs, at: location, depth: depth + 1))?
        .unwrapped
    case .ternary(_, let then, let otherwise):
      return type(of: then, at: location, depth: depth + 1) ?? type(of: otherwise, at: location, depth: depth + 1)
    case .projection(let base, let steps):
      // Only tuple positions: an enum payload's type is not recorded, and a label is not kept in a tuple type.
      var current = type(of: base, at: location, depth: depth + 1)
      for step in steps {
        guard case .element(let index) = step, case .tuple(let elements)? = current?.unwrapped,
              index < elements.count else { return nil }
        current = codebase.resolve(elements[index], from: scope)
      }
      return current
    case .type(let type):
      return .metatype(codebase.resolve(type, from: scope))
    case .literal(let kind):
      switch kind {
      case .string: return .named("String")
      case .integer: return .named("Int")
      case .float: return .named("Double")
      case .boolean, .true, .false: return .named("Bool")
      case .nil, .regex: return nil
      }
    default:
      return nil
    }
  }

  // MARK: - Names

  private func typeOfName(_ name: String, at location: SourceLocation?, depth: Int) -> TypeRef? {
    if name == "self" { return typeKey.map { .named($0) } }
    if name == "Self" { return typeKey.map { .metatype(.named($0)) } }
    if name == "super" {
      guard let typeKey, let superclass = codebase.directSupertypes[typeKey]?.first else { return nil }
      return .named(superclass.target)
    }
    if let binding = locals.binding(named: name, before: location) {
      return typeOfBinding(binding, depth: depth)
    }
    if let typeKey, let property = codebase.property(named: name, in: typeKey) {
      return codebase.resolvedType(of: property, seenFrom: typeKey, inferring: inferring)
    }
    if let variable = codebase.globalVariable(named: name, from: scope) {
      return variable.statedType.map { codebase.resolve($0, from: codebase.fileScope(variable.location.file)) }
    }
    return typeName(name).map { .metatype($0) }
  }

  private func typeOfBinding(_ binding: LocalScope.LocalBinding, depth: Int) -> TypeRef? {
    if let declared = binding.type { return codebase.resolve(declared, from: scope) }
    guard let value = binding.value else { return nil }
    let valueType = type(of: value, at: binding.location, depth: depth + 1)
    switch binding.derivation {
    case .value: return valueType
    case .unwrapped: return valueType?.unwrapped
    case .element: return valueType?.collectionElement
    case .index: return .named("Int")
    }
  }

  /// A name used as a type in expression position (`Foo` in `Foo()` or `Foo.self`), when it names a type.
  private func typeName(_ path: String) -> TypeRef? {
    let keys = codebase.resolve(path, from: scope)
    guard keys.count == 1 else { return nil }
    if codebase.type(keys[0])?.isDeclaredInSources == true || FrameworkHierarchy.supertypes[keys[0]] != nil {
      return .named(keys[0])
    }
    // An external type: Swift's naming convention makes an uppercase callee a type unless the sources declare a
    // function of that name.
    guard let last = path.split(separator: ".").last, last.first?.isUppercase == true,
          codebase.freeFunction(named: String(last), from: scope) == nil else { return nil }
    return .named(keys[0])
  }

  // MARK: - Members and calls

  private func typeOfMember(_ name: String, on base: Expr, at location: SourceLocation?, depth: Int) -> TypeRef? {
    if name == "self", let baseType = type(of: base, at: location, depth: depth + 1) {
      return baseType  // `Foo.self` is the metatype already.
    }
    guard let baseType = type(of: base, at: location, depth: depth + 1)?.unwrapped.narrowed(to: name, codebase)
    else { return nil }
    switch baseType {
    case .metatype(.named(let typeKey, _)):
      if let nested = codebase.type("\(typeKey).\(name)"), nested.isDeclaredInSources {
        return .metatype(.named(nested.name))
      }
      if let property = codebase.property(named: name, in: typeKey), property.decl.isStatic {
        return codebase.resolvedType(of: property, inferring: inferring)
          .map { $0 == .named("Self") ? .named(typeKey) : $0 }
      }
      return nil
    case .named(let typeKey, let arguments):
      guard let property = codebase.property(named: name, in: typeKey) else { return nil }
      if property.owner.name == typeKey, let bound = codebase.typeOfGenericMember(property, arguments: arguments) {
        return bound
      }
      return codebase.resolvedType(of: property, seenFrom: typeKey, inferring: inferring)
    case .tuple(let elements):
      // `made.0`; a label is not kept in a tuple type.
      guard let index = Int(name), index < elements.count else { return nil }
      return elements[index]
    default:
      return nil
    }
  }

  private func typeOfCall(_ call: Call, at location: SourceLocation?, depth: Int) -> TypeRef? {
    switch call.callee {
    case .name(let name):
      if let typeKey, let method = method(named: name, labels: call.labels, in: typeKey) {
        return returnType(of: method, selfKey: typeKey)
      }
      if let free = codebase.freeFunction(named: name, from: scope) {
        return free.returnType.map { codebase.resolve($0, from: codebase.fileScope(free.location.file)) }
      }
      // `coordinatorProvider(router)`: a stored closure or function value, called.
      if case .function(_, let result)? = typeOfName(name, at: location, depth: depth + 1)?.unwrapped {
        return result
      }
      return typeName(name)
    case .member(let base?, let name):
      if name == "resolve", let resolved = swinjectResolve(call) { return resolved }
      guard let baseType = type(of: base, at: location, depth: depth + 1)?.unwrapped.narrowed(to: name, codebase)
      else { return nil }
      // `children.first(where: { $0 is Wallet })`: the element found is of the type the predicate checks.
      if case .array = baseType, name == "first" || name == "last", let checked = typeChecked(by: call) {
        return .optional(checked)
      }
      switch baseType {
      case .metatype(.named(let typeKey, _)):
        if name == "init" { return .named(typeKey) }
        if let nested = codebase.type("\(typeKey).\(name)"), nested.isDeclaredInSources { return .named(nested.name) }
        guard let method = codebase.function(named: name, labels: call.labels, in: typeKey),
              method.decl.isStatic else { return nil }
        return returnType(of: method, selfKey: typeKey)
      case .named(let typeKey, _):
        guard let method = method(named: name, labels: call.labels, in: typeKey) else {
          if let property = codebase.property(named: name, in: typeKey),
             case .function(_, let result)? = codebase.resolvedType(of: property, inferring: inferring)?.unwrapped {
            return result
          }
          return nil
        }
        return returnType(of: method, selfKey: typeKey)
      default:
        return nil
      }
    case .array(let elements) where elements.count == 1:
      return elementType(elements[0]).map { .array($0) }
    case .type(let type):
      return codebase.resolve(type, from: scope)
    default:
      return nil
    }
  }

  /// The type a call's one closure argument checks its element against: `T` in `{ $0 is T }`, `{ c in c is T }`.
  private func typeChecked(by call: Call) -> TypeRef? {
    guard call.arguments.count == 1, case .closure(let closure) = call.arguments[0].value, closure.body.count == 1
    else { return nil }
    let checked: Expr?
    switch closure.body[0] {
    case .expression(let expr, _), .return(let expr?, _): checked = expr
    default: checked = nil
    }
    guard case .cast(.name(let element), let type, .check)? = checked,
          element == (closure.parameters.first ?? "$0") else { return nil }
    return codebase.resolve(type, from: scope)
  }

  /// The method a call reaches; when its labels match no overload (several trailing closures after defaulted
  /// parameters: `makeAlert(items) { … } onCancel: { … }`), any overload of the name, if all return the same type.
  private func method(named name: String, labels: [String?], in typeKey: String) -> FoundMember<FunctionDecl>? {
    if let found = codebase.function(named: name, labels: labels, in: typeKey) { return found }
    let candidates = codebase.functions(named: name, in: typeKey)
    guard let first = candidates.first, first.decl.returnType != nil,
          candidates.allSatisfy({ $0.decl.returnType == first.decl.returnType && $0.owner.name == first.owner.name })
    else { return nil }
    return first
  }

  private func returnType(of method: FoundMember<FunctionDecl>, selfKey: String) -> TypeRef? {
    guard let written = method.decl.returnType else { return nil }
    if written.unwrapped == .named("Self") {
      return written == .named("Self") ? .named(selfKey) : .optional(.named(selfKey))
    }
    return codebase.resolve(written, from: method.owner.memberScope)
  }

  /// Swinject's `container.resolve(Foo.self)` returns a `Foo?`.
  private func swinjectResolve(_ call: Call) -> TypeRef? {
    guard let first = call.arguments.first, first.label == nil,
          case .member(let typeExpr?, "self") = first.value, let path = typeExpr.memberPath,
          let type = typeName(path.joined(separator: ".")) else { return nil }
    return .optional(type)
  }

  private func elementType(_ expr: Expr) -> TypeRef? {
    if case .type(let type) = expr { return codebase.resolve(type, from: scope) }
    guard let path = expr.memberPath else { return nil }
    return typeName(path.joined(separator: "."))
  }
}

extension TypeRef {
  /// For a composition, the part that declares the member `name` (see `Codebase.memberOwner(of:member:)`); any
  /// other type as it is.
  fileprivate func narrowed(to name: String, _ codebase: Codebase) -> TypeRef {
    guard case .composition = self else { return self }
    return codebase.memberOwner(of: self, member: name).map { .named($0) } ?? self
  }
}
