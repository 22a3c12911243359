/// A member found by lookup, with the type that declares it (the type itself, a superclass or a protocol).
public struct FoundMember<Decl: Sendable>: Sendable {
  public let owner: TypeInfo
  public let decl: Decl
}

extension Codebase {
  /// Every value the code of `owner`'s lineage (its methods and its supertypes') assigns to its property `name`
  /// (`name = v`, `self.name = v`).
  func assignedValues(ofProperty name: String, in owner: String) -> [Expr] {
    var values: [Expr] = []
    for info in lineage(of: owner).compactMap({ type($0) }) {
      for decl in info.functions {
        guard let body = decl.body else { continue }
        IRWalk.visitStatements(in: body) { statement, _ in
          if case .assignment(let assignment) = statement, assignment.op == "=",
             assignment.target.memberPathDroppingSelf == [name] {
            values.append(assignment.value)
          }
          return .visitChildren
        }
      }
    }
    return values
  }

  /// The nearest property named `name` on `key` or its supertypes (protocol extensions included).
  public func property(named name: String, in key: String) -> FoundMember<PropertyDecl>? {
    for candidate in lineage(of: key) {
      guard let info = types[candidate] else { continue }
      if let property = info.property(named: name) {
        return FoundMember(owner: info, decl: property)
      }
    }
    return nil
  }

  /// The type a member `name` of a value of `type` is looked up on: its nominal type, or for a composition
  /// (`(Refreshing & Coordinator)?`), the one type of the sources that is every part, else the first part whose
  /// lineage declares a function or property of that name.
  public func memberOwner(of type: TypeRef, member name: String) -> String? {
    switch type.unwrapped {
    case .named(let key, _):
      return key
    case .composition(let parts):
      let keys = parts.compactMap(\.nominalName)
      let declares = { (key: String) in
        self.hasFunction(named: name, in: key) || self.property(named: name, in: key) != nil
      }
      // The one type of the sources that is every part (`ImagePickable & Coordinator`: the profile coordinator)
      // is what the value is; a call through the part that declares the member would reach every conformer.
      if let only = soleSubtype(of: keys), declares(only) { return only }
      return keys.first(where: declares)
    default:
      return nil
    }
  }

  /// The one class, struct or enum of the sources that inherits from or conforms to every type of `keys`.
  func soleSubtype(of keys: [String]) -> String? {
    guard !keys.isEmpty else { return nil }
    let subtypes = subtypesOnce.value {
      var result: [String: Set<String>] = [:]
      for info in types.values where info.isDeclaredInSources && info.kind != .protocol {
        for ancestor in lineage(of: info.name) { result[ancestor, default: []].insert(info.name) }
      }
      return result
    }
    var common = subtypes[keys[0]] ?? []
    for key in keys.dropFirst() { common.formIntersection(subtypes[key] ?? []) }
    return common.count == 1 ? common.first : nil
  }

  /// Every function named `name` on `key` and its supertypes, nearest first (overrides before what they override).
  public func functions(named name: String, in key: String) -> [FoundMember<FunctionDecl>] {
    lineage(of: key).flatMap { candidate -> [FoundMember<FunctionDecl>] in
      guard let info = types[candidate] else { return [] }
      return info.functions(named: name).map { FoundMember(owner: info, decl: $0) }
    }
  }

  /// Whether `key` or one of its supertypes has a function named `name`: `!functions(named:in:).isEmpty` without
  /// building the members.
  public func hasFunction(named name: String, in key: String) -> Bool {
    lineage(of: key).contains { types[$0]?.hasFunction(named: name) == true }
  }

  /// The function a call with `labels` reaches on `key`: the nearest one whose parameters accept those labels.
  /// A call written in `file` never reaches a declaration under an `#if` that is false in the file's module, unless
  /// every candidate is (then the conditions are not what coordlint thinks, and it ignores them).
  public func function(named name: String, labels: [String?], in key: String, from file: String? = nil)
    -> FoundMember<FunctionDecl>? {
    let candidates = functions(named: name, in: key)
    var accepting = candidates.filter { $0.decl.accepts(labels: labels) }
    if let file, accepting.contains(where: { $0.decl.condition != nil }) {
      let conditions = modules.conditions(ofFile: file)
      let compiled = accepting.filter { $0.decl.condition?.holds(in: conditions) != false }
      if !compiled.isEmpty { accepting = compiled }
    }
    // A requirement with a default in a protocol extension: the default is what runs.
    return accepting.first { $0.decl.body != nil } ?? accepting.first ?? (candidates.count == 1 ? candidates[0] : nil)
  }

  /// Every property visible on `key`, nearest declaration of each name first.
  public func allProperties(of key: String) -> [FoundMember<PropertyDecl>] {
    var seen = Set<String>()
    var result: [FoundMember<PropertyDecl>] = []
    for candidate in lineage(of: key) {
      guard let info = types[candidate] else { continue }
      for property in info.properties where !property.isStatic && seen.insert(property.name).inserted {
        result.append(FoundMember(owner: info, decl: property))
      }
    }
    return result
  }

  /// The type of a property as seen from its owner, resolved to keys; inferred from the initializer when undeclared.
  public func resolvedType(of member: FoundMember<PropertyDecl>) -> TypeRef? {
    resolvedType(of: member, inferring: TypeInference())
  }

  /// The type of a property, its initializer read inside the inferences of `inferring`: a property already being
  /// inferred closes a cycle (`var a = b; var b = a` in code being edited), and a chain too long is cut; either is
  /// an unknown type, never an endless recursion.
  func resolvedType(of member: FoundMember<PropertyDecl>, inferring: TypeInference) -> TypeRef? {
    let scope = member.owner.memberScope
    if let stated = member.decl.statedType { return resolve(stated, from: scope) }
    guard let initializer = member.decl.initializer,
          let inner = inferring.entering(TypeInference.key(of: member)) else { return nil }
    return ExpressionTypeResolver(codebase: self, typeKey: member.owner.name, function: nil, inferring: inner)
      .type(of: initializer)
  }

  /// One warning per property whose type is inferred from an initializer that leads back to the property itself,
  /// so the run says why the property's type is unknown.
  func circularInitializers() -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for key in types.keys.sorted() {
      guard let info = types[key] else { continue }
      for property in info.properties where property.statedType == nil && property.initializer != nil {
        let probe = TypeInference.Probe()
        _ = resolvedType(of: FoundMember(owner: info, decl: property), inferring: TypeInference(probe: probe))
        if probe.closesCycle {
          diagnostics.append(.warning("the type of '\(property.name)' depends on itself through its initializer; "
                                        + "it is left unknown", at: property.location))
        }
      }
    }
    return diagnostics.sorted { ($0.file ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0)
      < ($1.file ?? "", $1.location?.line ?? 0, $1.location?.column ?? 0) }
  }
}

extension FunctionDecl {
  /// Whether a call written with `labels` can reach this function (parameters with defaults may be left out).
  public func accepts(labels: [String?]) -> Bool {
    var index = 0
    for parameter in parameters {
      if index < labels.count, labels[index] == parameter.label {
        index += 1
      } else if !parameter.hasDefault {
        // A trailing closure is passed without its label.
        if index == labels.count - 1, labels[index] == nil, case .function? = parameter.type?.unwrapped {
          index += 1
          continue
        }
        return false
      }
    }
    return index == labels.count
  }
}

extension Codebase {
  /// The type of `member` as `key`, a subtype of its owner, sees it: a generic parameter of the owner is replaced by
  /// the argument `key`'s superclass clause gives it (`class ListScreen: Screen<ListViewModel>` sees `Screen<VM>`'s
  /// `let viewModel: VM` as `ListViewModel`), through any number of generic classes in between.
  public func resolvedType(of member: FoundMember<PropertyDecl>, seenFrom key: String) -> TypeRef? {
    resolvedType(of: member, seenFrom: key, inferring: TypeInference())
  }

  func resolvedType(of member: FoundMember<PropertyDecl>, seenFrom key: String,
                    inferring: TypeInference) -> TypeRef? {
    let type = resolvedType(of: member, inferring: inferring)
    guard member.owner.name != key, case .named(let parameter, let arguments)? = member.decl.statedType?.unwrapped,
          arguments.isEmpty, isGenericParameter(parameter, of: member.owner.name) else { return type }
    return genericArgument(parameter, of: member.owner.name, seenFrom: key, depth: 0) ?? type
  }

  /// The type of `member` on a value whose type writes its owner's generic arguments (`MVVMModule<ListScreen, …>`'s
  /// `let view: View` is a `ListScreen`); nil when the member's type is not one of those parameters.
  func typeOfGenericMember(_ member: FoundMember<PropertyDecl>, arguments: [TypeRef]) -> TypeRef? {
    guard !arguments.isEmpty, let stated = member.decl.statedType,
          case .named(let parameter, let inner) = stated.unwrapped, inner.isEmpty,
          let index = type(member.owner.name)?.declarations.first?.genericParameters.firstIndex(where: {
            $0.name == parameter
          }), index < arguments.count else { return nil }
    return stated == stated.unwrapped ? arguments[index] : .optional(arguments[index])
  }

  private func isGenericParameter(_ name: String, of key: String) -> Bool {
    type(key)?.declarations.contains { $0.genericParameters.contains { $0.name == name } } ?? false
  }

  /// The argument a subclass chain from `key` up to `owner` gives `owner`'s generic parameter `parameter`.
  private func genericArgument(_ parameter: String, of owner: String, seenFrom key: String, depth: Int) -> TypeRef? {
    // Four generic classes between a screen and its base are already more than apps write.
    guard depth < 4, let index = type(owner)?.declarations.first?.genericParameters.firstIndex(where: {
      $0.name == parameter
    }) else { return nil }
    for candidate in lineage(of: key) where candidate != owner {
      guard let info = type(candidate) else { continue }
      for declaration in info.declarations {
        for inherited in declaration.inheritance {
          guard case .named(let name, let arguments) = inherited, arguments.count > index,
                resolve(name, from: info.memberScope).contains(owner) else { continue }
          let argument = arguments[index]
          if case .named(let inner, let innerArguments) = argument, innerArguments.isEmpty,
             isGenericParameter(inner, of: candidate) {
            return genericArgument(inner, of: candidate, seenFrom: key, depth: depth + 1)
          }
          return resolve(argument, from: info.memberScope)
        }
      }
    }
    return nil
  }
}
