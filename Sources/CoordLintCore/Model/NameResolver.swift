/// Resolves type names the way Swift looks them up: innermost enclosing scope first, then outwards; in the file's
/// own module, then the modules it imports, then its workspace; typealiases expanded; a leading module name dropped.
///
/// A lookup scope is the enclosing type names, optionally preceded by a module marker (`NameResolver.marker(id)`,
/// which `TypeInfo.memberScope` and `Codebase.scope(of:in:)` put first). Without one, the module is unknown and a
/// name resolves when exactly one module declares it.
struct NameResolver: Sendable {
  /// The key of each declared qualified name, by the module that declares it.
  let declared: [String: [String: String]]
  /// Keys of the types declared `public` or `open`: the only ones another module's code can name.
  let publicKeys: Set<String>
  /// Typealiases by qualified name, by module.
  let aliases: [String: [String: TypealiasDecl]]
  /// Names a type name may be qualified with: imported modules and the run's own modules.
  let moduleNames: Set<String>
  let modules: ModuleIndex

  /// What a name found in one scope denotes.
  enum Found {
    case type(String)
    case alias(TypealiasDecl, module: String)
    /// Several visible modules declare it: it is left unresolved rather than merged.
    case ambiguous([String])
  }

  private static let markerPrefix: Character = "\u{1}"

  /// The first element of a lookup scope that names the module the lookup happens in.
  static func marker(_ module: String) -> String { String(markerPrefix) + module }

  /// The module a scope names, and its type path.
  static func split(_ scope: [String]) -> (module: String?, path: ArraySlice<String>) {
    guard let first = scope.first, first.first == markerPrefix else { return (nil, scope[...]) }
    return (String(first.dropFirst()), scope.dropFirst())
  }

  /// The keys a name denotes from `scope`. An unknown or ambiguous name denotes itself (an external type).
  func resolve(_ name: String, from scope: [String], depth: Int = 0) -> [String] {
    switch find(name, from: scope, depth: depth) {
    case .type(let key)?: return [key]
    case .alias(let alias, let module)?:
      let targets = alias.target.componentParts.compactMap(\.nominalName).flatMap {
        resolve($0, from: [NameResolver.marker(module)] + alias.scope, depth: depth + 1)
      }
      return targets.isEmpty ? [name] : targets
    case .ambiguous?: return [name]
    case nil: return [withoutModule(name)]
    }
  }

  /// `UIKit.UIViewController` as `UIViewController`: an external type is known by its name alone.
  private func withoutModule(_ name: String) -> String {
    guard let dot = name.firstIndex(of: "."), moduleNames.contains(String(name[..<dot])),
          declared[String(name[..<dot])] == nil else { return name }
    return withoutModule(String(name[name.index(after: dot)...]))
  }

  /// A written type with every nominal name replaced by its key; a typealias to one type is expanded in place.
  func resolve(_ ref: TypeRef, from scope: [String], depth: Int = 0) -> TypeRef {
    switch ref {
    case .named(let name, let generics):
      let resolvedGenerics = generics.map { resolve($0, from: scope, depth: depth) }
      switch find(name, from: scope, depth: depth) {
      case .type(let key)?: return .named(key, generics: resolvedGenerics)
      case .alias(let alias, let module)?:
        return resolve(alias.target, from: [NameResolver.marker(module)] + alias.scope, depth: depth + 1)
      case .ambiguous?: return ref
      case nil: return .named(withoutModule(name), generics: resolvedGenerics)
      }
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

  /// What `name` denotes from `scope`, searching enclosing scopes innermost first; nil when the sources declare
  /// nothing of that name that the scope's module sees.
  func find(_ name: String, from scope: [String], depth: Int = 0) -> Found? {
    guard depth < 8 else { return nil }
    let (module, path) = NameResolver.split(scope)
    let components = name.split(separator: ".").map(String.init)
    for length in stride(from: path.count, through: 0, by: -1) {
      let candidate = (path.prefix(length) + components).joined(separator: ".")
      if let byModule = declared[candidate] {
        switch visible(byModule, from: module, isPublic: { publicKeys.contains($0) }) {
        case .one(_, let key): return .type(key)
        case .several(let modules): return .ambiguous(modules)
        case .none: break
        }
      }
      if let byModule = aliases[candidate] {
        switch visible(byModule, from: module, isPublic: { _ in true }) {
        case .one(let id, let alias): return .alias(alias, module: id)
        case .several(let modules): return .ambiguous(modules)
        case .none: break
        }
      }
    }
    // `XCoordinator.NavigationCoordinator`, `ShopKit.CartCoordinator`: a module-qualified name.
    guard components.count > 1, moduleNames.contains(components[0]), declared[components[0]] == nil else { return nil }
    let rest = components.dropFirst().joined(separator: ".")
    if let ids = modules.modulesNamed[components[0]], ids.count == 1 {
      return find(rest, from: [NameResolver.marker(ids[0])], depth: depth + 1)
    }
    return find(rest, from: scope, depth: depth + 1)
  }

  private enum Visibility<Value> {
    case one(id: String, Value)
    case several([String])
    case none
  }

  /// Which of the modules declaring a name the lookup's module sees: its own, else the ones it imports, else the
  /// ones in its workspace — public declarations first, as only those cross a module boundary. With the module
  /// unknown, any single declaration is seen.
  private func visible<Value>(_ byModule: [String: Value], from module: String?,
                              isPublic: (Value) -> Bool) -> Visibility<Value> {
    func pick(_ ids: [String]) -> Visibility<Value>? {
      switch ids.count {
      case 0: return nil
      case 1: return byModule[ids[0]].map { .one(id: ids[0], $0) }
      default: return .several(ids.sorted())
      }
    }
    guard let module else { return pick(Array(byModule.keys)) ?? .none }
    if let own = byModule[module] { return .one(id: module, own) }
    let imported = modules.importsOfModule[module] ?? []
    let importedIDs = byModule.keys.filter { imported.contains($0) }
    let workspaceIDs = byModule.keys.filter { modules.shareWorkspace($0, module) }
    // An internal type of another module with the same name as the public one does not compete with it.
    let publicImported = importedIDs.filter { byModule[$0].map(isPublic) == true }
    let publicInWorkspace = workspaceIDs.filter { byModule[$0].map(isPublic) == true }
    return pick(publicImported) ?? pick(importedIDs) ?? pick(publicInWorkspace) ?? pick(workspaceIDs) ?? .none
  }
}
