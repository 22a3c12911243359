/// Resolves type names the way Swift looks them up: innermost enclosing scope first, then outwards; in the file's
/// own module, then the modules it imports, then its workspace; typealiases expanded; a leading module name dropped.
///
/// A lookup scope is the enclosing type names, optionally preceded by a marker naming the file the lookup happens
/// in (`NameResolver.marker(file:)`, which `TypeInfo.memberScope` and `Codebase.fileScope(_:)` put first): its module
/// and its own imports decide what it sees. Without one, the module is unknown and a name resolves when exactly one
/// module declares it.
struct NameResolver: Sendable {
  /// The key of each declared qualified name, by the module that declares it.
  let declared: [String: [String: String]]
  /// Keys of the types declared `public` or `open`: the only ones another module's code can name.
  let publicKeys: Set<String>
  /// Typealiases by qualified name, by module.
  let aliases: [String: [String: TypealiasDecl]]
  /// `Type.Name` for each generic parameter and associated type: inside `Type`, `Name` is that placeholder, never a
  /// type of the same name declared elsewhere.
  let placeholders: Set<String>
  /// Names a type name may be qualified with: imported modules and the run's own modules.
  let moduleNames: Set<String>
  let modules: ModuleIndex
  /// The module and imports of each file, by the file's scope marker: looked up once per name lookup, where taking
  /// the path out of the marker and looking it up twice showed in profiles.
  private let fileContexts: [String: (module: String, imports: Set<String>)]

  init(declared: [String: [String: String]], publicKeys: Set<String>, aliases: [String: [String: TypealiasDecl]],
       placeholders: Set<String>, moduleNames: Set<String>, modules: ModuleIndex) {
    self.declared = declared
    self.publicKeys = publicKeys
    self.aliases = aliases
    self.placeholders = placeholders
    self.moduleNames = moduleNames
    self.modules = modules
    var contexts: [String: (module: String, imports: Set<String>)] = [:]
    contexts.reserveCapacity(modules.moduleOfFile.count)
    for (file, module) in modules.moduleOfFile {
      contexts[NameResolver.marker(file: file)] = (module, modules.importsOfFile[file] ?? [])
    }
    fileContexts = contexts
  }

  /// What a name found in one scope denotes.
  enum Found {
    case type(String)
    case alias(TypealiasDecl)
    /// Several visible modules declare it: it is left unresolved rather than merged.
    case ambiguous([String])
    /// A generic parameter or associated type of an enclosing type: no type of the sources.
    case placeholder
  }

  private static let filePrefix: Character = "\u{1}"
  private static let modulePrefix: Character = "\u{2}"

  /// Where a lookup happens: a file (its module, its imports), named by its scope marker, or, for `Module.Name`, a
  /// module.
  enum Context {
    case file(marker: String)
    case module(String)
  }

  /// The first element of a lookup scope that names the file the lookup happens in.
  static func marker(file: String) -> String { String(filePrefix) + file }

  /// The first element of a lookup scope that names a module, for a module-qualified name.
  static func marker(module: String) -> String { String(modulePrefix) + module }

  /// Where a scope's lookups happen, and its type path.
  static func split(_ scope: [String]) -> (context: Context?, path: ArraySlice<String>) {
    // The marker's first byte, not its first `Character`, which would take grapheme breaking per lookup.
    guard let first = scope.first, let byte = first.utf8.first else { return (nil, scope[...]) }
    switch byte {
    case filePrefix.asciiValue: return (.file(marker: first), scope.dropFirst())
    case modulePrefix.asciiValue: return (.module(String(first.dropFirst())), scope.dropFirst())
    default: return (nil, scope[...])
    }
  }

  /// The module of a lookup's context and the modules it imports.
  func moduleAndImports(_ context: Context) -> (module: String, imports: Set<String>) {
    switch context {
    case .file(let marker):
      if let known = fileContexts[marker] { return known }
      let file = String(marker.dropFirst())
      return (modules.module(ofFile: file), modules.importsOfFile[file] ?? [])
    case .module(let module):
      return (module, modules.importsOfModule[module] ?? [])
    }
  }

  /// The keys a name denotes from `scope`. An unknown or ambiguous name denotes itself (an external type).
  func resolve(_ name: String, from scope: [String], depth: Int = 0) -> [String] {
    switch find(name, from: scope, depth: depth) {
    case .type(let key)?: return [key]
    case .alias(let alias)?:
      let targets = alias.target.componentParts.compactMap(\.nominalName).flatMap {
        resolve($0, from: [NameResolver.marker(file: alias.location.file)] + alias.scope, depth: depth + 1)
      }
      return targets.isEmpty ? [name] : targets
    case .ambiguous?, .placeholder?: return [name]
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
      case .alias(let alias)?:
        return resolve(alias.target, from: [NameResolver.marker(file: alias.location.file)] + alias.scope,
                       depth: depth + 1)
      case .ambiguous?, .placeholder?: return ref
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
    let (context, path) = NameResolver.split(scope)
    for length in stride(from: path.count, through: 0, by: -1) {
      // The name is appended whole: splitting it into components per lookup showed in profiles.
      let candidate: String
      switch length {
      case 0: candidate = name
      // The usual lookup from inside one type: no joined list to make.
      case 1: candidate = path[path.startIndex] + "." + name
      default: candidate = path.prefix(length).joined(separator: ".") + "." + name
      }
      if placeholders.contains(candidate) { return .placeholder }
      if let byModule = declared[candidate] {
        switch visible(byModule, from: context, isPublic: { publicKeys.contains($0) }) {
        case .one(_, let key): return .type(key)
        case .several(let modules): return .ambiguous(modules)
        case .none: break
        }
      }
      if let byModule = aliases[candidate] {
        switch visible(byModule, from: context, isPublic: { _ in true }) {
        case .one(_, let alias): return .alias(alias)
        case .several(let modules): return .ambiguous(modules)
        case .none: break
        }
      }
    }
    // `XCoordinator.NavigationCoordinator`, `ShopKit.CartCoordinator`: a module-qualified name.
    guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return nil }
    let first = String(name[..<dot])
    guard moduleNames.contains(first), declared[first] == nil else { return nil }
    let rest = String(name[name.index(after: dot)...])
    if let ids = modules.modulesNamed[first], ids.count == 1 {
      return find(rest, from: [NameResolver.marker(module: ids[0])], depth: depth + 1)
    }
    let found = find(rest, from: scope, depth: depth + 1)
    // `typealias Coordinator = CoordinatorsFoundation.Coordinator<…>` names the library's type, which the sources
    // do not have: the alias does not denote itself.
    if case .alias(let alias)? = found, (alias.scope + [alias.name]).joined(separator: ".") == rest { return nil }
    return found
  }

  private enum Visibility<Value> {
    case one(id: String, Value)
    case several([String])
    case none
  }

  /// Which of the modules declaring a name the lookup's module sees: its own, else the ones it imports, else the
  /// ones in its workspace — public declarations first, as only those cross a module boundary. With the module
  /// unknown, any single declaration is seen.
  private func visible<Value>(_ byModule: [String: Value], from context: Context?,
                              isPublic: (Value) -> Bool) -> Visibility<Value> {
    func pick(_ ids: [String]) -> Visibility<Value>? {
      switch ids.count {
      case 0: return nil
      case 1: return byModule[ids[0]].map { .one(id: ids[0], $0) }
      default: return .several(ids.sorted())
      }
    }
    guard let context else { return pick(Array(byModule.keys)) ?? .none }
    let (module, imported) = moduleAndImports(context)
    if let own = byModule[module] { return .one(id: module, own) }
    let importedIDs = byModule.keys.filter { imported.contains($0) }
    let workspaceIDs = byModule.keys.filter { modules.shareWorkspace($0, module) }
    // An internal type of another module with the same name as the public one does not compete with it.
    let publicImported = importedIDs.filter { byModule[$0].map(isPublic) == true }
    let publicInWorkspace = workspaceIDs.filter { byModule[$0].map(isPublic) == true }
    return pick(publicImported) ?? pick(importedIDs) ?? pick(publicInWorkspace) ?? pick(workspaceIDs) ?? .none
  }
}
