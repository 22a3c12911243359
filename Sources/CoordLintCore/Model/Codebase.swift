/// The whole-program model: every type with its extensions merged, supertypes closed transitively, typealiases
/// resolved. Read-only once built; every pass and rule reads this one model.
public final class Codebase: Sendable {
  public let files: [FileFacts]
  /// Types declared in the sources, and external types the sources extend, by qualified name.
  public let types: [String: TypeInfo]
  /// Direct supertypes of every known type, in the order written (a superclass comes first).
  public let directSupertypes: [String: [SupertypeEdge]]
  /// Every supertype of a type, nearest first (breadth-first), the type itself excluded.
  private let ancestorTable: [String: [String]]
  let resolver: NameResolver
  /// Functions with bodies by selector, owners in key order; see `implementations(of:below:)`.
  let implementationsBySelector: [String: [FoundMember<FunctionDecl>]]
  /// Free functions and file-scope variables by name, first declaration wins (in file order).
  public let freeFunctions: [String: FunctionDecl]
  public let globalVariables: [String: PropertyDecl]

  public init(files: [FileFacts]) {
    self.files = files
    var declarations: [String: [TypeDecl]] = [:]
    var aliases: [String: TypealiasDecl] = [:]
    var modules = Set<String>()
    for file in files {
      for type in file.types { declarations[type.qualifiedName, default: []].append(type) }
      for alias in file.typealiases {
        let key = (alias.scope + [alias.name]).joined(separator: ".")
        if aliases[key] == nil { aliases[key] = alias }
      }
      modules.formUnion(file.imports.map { String($0.split(separator: ".").first ?? "") })
    }
    var freeFunctions: [String: FunctionDecl] = [:]
    var globalVariables: [String: PropertyDecl] = [:]
    for file in files {
      for function in file.functions where freeFunctions[function.name] == nil {
        freeFunctions[function.name] = function
      }
      for variable in file.variables where globalVariables[variable.name] == nil {
        globalVariables[variable.name] = variable
      }
    }
    self.freeFunctions = freeFunctions
    self.globalVariables = globalVariables
    Codebase.separateFilePrivateTypes(&declarations)
    let resolver = NameResolver(declared: Set(declarations.keys), aliases: aliases, moduleNames: modules)
    var extensions: [String: [ExtensionDecl]] = [:]
    for file in files {
      for ext in file.extensions {
        guard let name = ext.extendedType.nominalName else { continue }
        for key in resolver.resolve(name, from: ext.scope) { extensions[key, default: []].append(ext) }
      }
    }
    var types: [String: TypeInfo] = [:]
    for key in Set(declarations.keys).union(extensions.keys) {
      let decls = declarations[key] ?? []
      types[key] = TypeInfo(name: key, kind: decls.first?.kind, declarations: decls, extensions: extensions[key] ?? [])
    }
    self.types = types
    self.resolver = NameResolver(declared: Set(types.keys), aliases: aliases, moduleNames: modules)
    var bySelector: [String: [FoundMember<FunctionDecl>]] = [:]
    for key in types.keys.sorted() {
      guard let info = types[key] else { continue }
      for function in info.functions where function.body != nil {
        bySelector[function.selector, default: []].append(FoundMember(owner: info, decl: function))
      }
    }
    implementationsBySelector = bySelector

    var direct: [String: [SupertypeEdge]] = [:]
    for (key, info) in types {
      direct[key] = Codebase.supertypeEdges(of: info, resolver: resolver)
    }
    // Known external hierarchies (UIKit, library bases) apply only where the sources do not declare those names.
    for (key, supertypes) in FrameworkHierarchy.supertypes
    where types[key]?.isDeclaredInSources != true && supertypes.allSatisfy({ declarations[$0] == nil }) {
      direct[key, default: []] += supertypes.map {
        SupertypeEdge(target: $0, written: .named($0), location: SourceLocation(file: "", line: 0, column: 0),
                      isConditional: false)
      }
    }
    directSupertypes = direct
    ancestorTable = Codebase.closeTransitively(direct)
  }

  // MARK: - Queries

  /// Every supertype of `key`, nearest first.
  public func ancestors(of key: String) -> [String] { ancestorTable[key] ?? [] }

  /// `key` followed by its supertypes, nearest first: the order member lookup searches.
  public func lineage(of key: String) -> [String] { [key] + ancestors(of: key) }

  /// Whether `key` is `other` or inherits from or conforms to it, transitively.
  public func isSubtype(_ key: String, of other: String) -> Bool {
    key == other || ancestors(of: key).contains(other)
  }

  /// The shortest chain of direct-supertype edges from `key` up to a type for which `isTarget` holds.
  public func supertypeChain(from key: String, where isTarget: (String) -> Bool) -> [SupertypeEdge]? {
    // Breadth-first, remembering for each reached type the edge that reached it first.
    var reachedBy: [String: (source: String, edge: SupertypeEdge)] = [:]
    var queue = [key]
    var index = 0
    while index < queue.count {
      let current = queue[index]
      index += 1
      for edge in directSupertypes[current] ?? [] where edge.target != key && reachedBy[edge.target] == nil {
        reachedBy[edge.target] = (current, edge)
        if isTarget(edge.target) {
          var chain: [SupertypeEdge] = []
          var cursor = edge.target
          while cursor != key, let step = reachedBy[cursor] {
            chain.insert(step.edge, at: 0)
            cursor = step.source
          }
          return chain
        }
        queue.append(edge.target)
      }
    }
    return nil
  }

  /// The type info for a key, if the sources declare or extend it.
  public func type(_ key: String) -> TypeInfo? { types[key] }

  /// Keys of the types declared in the sources, sorted.
  public var declaredTypeNames: [String] { types.values.filter(\.isDeclaredInSources).map(\.name).sorted() }

  /// Resolves a type name as written in `scope` to the keys it denotes (a typealias to `A & B` denotes two).
  public func resolve(_ name: String, from scope: [String]) -> [String] {
    resolver.resolve(name, from: scope)
  }

  /// Resolves a written type to one whose nominal names are keys; unknown names stay as written.
  public func resolve(_ ref: TypeRef, from scope: [String]) -> TypeRef {
    resolver.resolve(ref, from: scope)
  }

  // MARK: - Building

  /// `private` and `fileprivate` types with the same name in several files are different types: each gets a key
  /// of its own, `Name@path`, while keeping its declared name for display.
  private static func separateFilePrivateTypes(_ declarations: inout [String: [TypeDecl]]) {
    for (key, decls) in declarations where Set(decls.map(\.location.file)).count > 1 {
      let filePrivate = decls.filter { $0.modifiers.contains("private") || $0.modifiers.contains("fileprivate") }
      guard !filePrivate.isEmpty else { continue }
      let shared = decls.filter { !filePrivate.contains($0) }
      declarations[key] = shared.isEmpty ? nil : shared
      for decl in filePrivate { declarations["\(key)@\(decl.location.file)", default: []].append(decl) }
    }
  }

  private static func supertypeEdges(of info: TypeInfo, resolver: NameResolver) -> [SupertypeEdge] {
    var edges: [SupertypeEdge] = []
    var seen = Set<String>()
    func add(_ ref: TypeRef, scope: [String], at location: SourceLocation, conditional: Bool) {
      for component in ref.componentParts {
        guard let name = component.nominalName else { continue }
        for key in resolver.resolve(name, from: scope) where key != info.name && seen.insert(key).inserted {
          edges.append(SupertypeEdge(target: key, written: component, location: location, isConditional: conditional))
        }
      }
    }
    for decl in info.declarations {
      for ref in decl.inheritance { add(ref, scope: decl.scope, at: decl.location, conditional: false) }
      // `protocol P where Self: UIViewController` makes every conformer a UIViewController.
      for requirement in decl.requirements where requirement.kind == .conformance
        && requirement.subject == .named("Self") {
        add(requirement.constraint, scope: decl.scope, at: decl.location, conditional: false)
      }
    }
    for ext in info.extensions {
      for ref in ext.inheritance {
        add(ref, scope: ext.scope, at: ext.location, conditional: !ext.requirements.isEmpty)
      }
    }
    return edges
  }

  private static func closeTransitively(_ direct: [String: [SupertypeEdge]]) -> [String: [String]] {
    var table: [String: [String]] = [:]
    for key in direct.keys {
      var order: [String] = []
      var seen: Set<String> = [key]
      var queue = [key]
      var index = 0
      while index < queue.count {
        for edge in direct[queue[index]] ?? [] where seen.insert(edge.target).inserted {
          order.append(edge.target)
          queue.append(edge.target)
        }
        index += 1
      }
      table[key] = order
    }
    return table
  }
}

extension TypeRef {
  /// The parts a supertype list entry contributes: each member of a composition, or the type itself.
  var componentParts: [TypeRef] {
    if case .composition(let parts) = self { return parts.flatMap(\.componentParts) }
    return [self]
  }
}
