/// Resolves type names the way Swift looks them up: innermost enclosing scope first, then outwards; typealiases
/// expanded; a leading module name dropped.
struct NameResolver {
  let declared: Set<String>
  let aliases: [String: TypealiasDecl]
  let moduleNames: Set<String>

  /// The keys a name denotes from `scope`. An unknown name denotes itself (an external type).
  func resolve(_ name: String, from scope: [String], depth: Int = 0) -> [String] {
    let components = name.split(separator: ".").map(String.init)
    for length in stride(from: scope.count, through: 0, by: -1) {
      let candidate = (scope.prefix(length) + components).joined(separator: ".")
      if declared.contains(candidate) { return [candidate] }
      if let alias = aliases[candidate], depth < 8 {
        let targets = alias.target.componentParts.compactMap(\.nominalName).flatMap {
          resolve($0, from: alias.scope, depth: depth + 1)
        }
        if !targets.isEmpty { return targets }
      }
    }
    // `XCoordinator.NavigationCoordinator`, `UIKit.UIViewController`: a module-qualified name.
    if components.count > 1, moduleNames.contains(components[0]), !declared.contains(components[0]) {
      return resolve(components.dropFirst().joined(separator: "."), from: scope, depth: depth + 1)
    }
    return [name]
  }

  /// A written type with every nominal name replaced by its key; a typealias to one type is expanded in place.
  func resolve(_ ref: TypeRef, from scope: [String], depth: Int = 0) -> TypeRef {
    switch ref {
    case .named(let name, let generics):
      let resolvedGenerics = generics.map { resolve($0, from: scope, depth: depth) }
      let components = name.split(separator: ".").map(String.init)
      for length in stride(from: scope.count, through: 0, by: -1) {
        let candidate = (scope.prefix(length) + components).joined(separator: ".")
        if declared.contains(candidate) { return .named(candidate, generics: resolvedGenerics) }
        if let alias = aliases[candidate], depth < 8 {
          return resolve(alias.target, from: alias.scope, depth: depth + 1)
        }
      }
      let keys = resolve(name, from: scope, depth: depth)
      return keys.count == 1 ? .named(keys[0], generics: resolvedGenerics) : ref
    case .optional(let wrapped): return .optional(resolve(wrapped, from: scope, depth: depth))
    case .array(let element): return .array(resolve(element, from: scope, depth: depth))
    case .dictionary(let key, let value):
      return .dictionary(key: resolve(key, from: scope, depth: depth), value: resolve(value, from: scope, depth: depth))
    case .composition(let parts): return .composition(parts.map { resolve($0, from: scope, depth: depth) })
    case .function(let parameters, let result):
      return .function(parameters: parameters.map { resolve($0, from: scope, depth: depth) },
                       result: resolve(result, from: scope, depth: depth))
    case .tuple(let elements): return .tuple(elements.map { resolve($0, from: scope, depth: depth) })
    case .metatype(let base): return .metatype(resolve(base, from: scope, depth: depth))
    case .unknown: return ref
    }
  }
}
