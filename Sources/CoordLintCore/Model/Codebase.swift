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
  /// For a selector many types implement (`start()`), the positions in `implementationsBySelector` of its
  /// implementations below each type: a call through a protocol or base type reads its targets here, where testing
  /// every implementation made the passes quadratic in the number of coordinators.
  let implementationsBelow: [String: [String: [Int]]]
  /// Past this many implementations, a selector's are indexed by supertype.
  static let indexedImplementations = 16
  /// Free functions by name, first declaration wins (in file order): for lookups without a scope; with one, see
  /// `freeFunction(named:from:)`.
  public let freeFunctions: [String: FunctionDecl]

  /// The modules the files belong to, for name lookup.
  let modules: ModuleIndex
  /// Free functions and file-scope variables by name, then by module.
  let freeFunctionsByModuleTable: [String: [String: FunctionDecl]]
  let globalVariablesByModuleTable: [String: [String: PropertyDecl]]
  /// Names written in declarations that several visible modules declare, left unresolved: one warning per file
  /// and name.
  public let ambiguities: [Diagnostic]
  /// `functionBodies`, made on first use and then shared: six passes and a rule read it, and making it builds a
  /// reference (with its selector) for every function of the app.
  let functionBodiesOnce = OnceValue<[FunctionBody]>()
  let functionBodyIndexOnce = OnceValue<FunctionBodyIndex>()
  /// The selectors of `implementationsBySelector` by base name, made on first use.
  let selectorsByNameOnce = OnceValue<[String: [String]]>()
  /// The classes, structs and enums of the sources below each type they inherit from or conform to, made when a
  /// value typed as a composition is first asked about.
  let subtypesOnce = OnceValue<[String: Set<String>]>()

  /// Builds the model of `files`; `modules` says which module each file belongs to (without it, all files are one
  /// module).
  public init(files: [FileFacts], modules map: ModuleMap = .empty) {
    self.files = files
    let index = ModuleIndex(files: files, map: map)
    modules = index
    var grouped: [String: [String: [TypeDecl]]] = [:]
    var aliases: [String: [String: TypealiasDecl]] = [:]
    var moduleNames = Set(map.modules.map(\.name))
    var functionsByModule: [String: [String: FunctionDecl]] = [:]
    var variablesByModule: [String: [String: PropertyDecl]] = [:]
    // For callers without a scope: the first declaration in file order.
    var freeFunctions: [String: FunctionDecl] = [:]
    for file in files {
      let module = index.module(ofFile: file.path)
      for type in file.types { grouped[type.qualifiedName, default: [:]][module, default: []].append(type) }
      for alias in file.typealiases {
        let key = (alias.scope + [alias.name]).joined(separator: ".")
        if aliases[key]?[module] == nil { aliases[key, default: [:]][module] = alias }
      }
      moduleNames.formUnion(file.imports.map { String($0.split(separator: ".").first ?? "") })
      for function in file.functions where functionsByModule[function.name]?[module] == nil {
        functionsByModule[function.name, default: [:]][module] = function
        if freeFunctions[function.name] == nil { freeFunctions[function.name] = function }
      }
      for variable in file.variables where variablesByModule[variable.name]?[module] == nil {
        variablesByModule[variable.name, default: [:]][module] = variable
      }
    }
    freeFunctionsByModuleTable = functionsByModule
    globalVariablesByModuleTable = variablesByModule
    self.freeFunctions = freeFunctions

    // A type's identity is its module and its qualified name. The key stays the plain name while only one module
    // declares it and the run is one workspace; otherwise it is `Name@module`, so that unrelated code never merges.
    var declarations: [String: [TypeDecl]] = [:]
    var moduleOfKey: [String: String] = [:]
    for (name, byModule) in grouped {
      let qualify = byModule.count > 1 || index.spansWorkspaces
      for (module, decls) in byModule {
        let key = qualify ? "\(name)@\(module)" : name
        declarations[key] = decls
        moduleOfKey[key] = module
      }
    }
    Codebase.separateFilePrivateTypes(&declarations, moduleOfKey: &moduleOfKey)
    var declared: [String: [String: String]] = [:]
    for (key, decls) in declarations {
      guard let first = decls.first, let module = moduleOfKey[key] else { continue }
      // A file-private type split off by `separateFilePrivateTypes` is never found by its name from elsewhere.
      if key != first.qualifiedName && key != "\(first.qualifiedName)@\(module)" { continue }
      declared[first.qualifiedName, default: [:]][module] = key
    }
    let publicKeys = Set(declarations.compactMap { key, decls in
      decls.contains { $0.modifiers.contains("public") || $0.modifiers.contains("open") } ? key : nil
    })
    var placeholders = Set<String>()
    for file in files {
      for type in file.types {
        let names = type.genericParameters.map(\.name) + type.members.associatedTypes
        placeholders.formUnion(names.map { "\(type.qualifiedName).\($0)" })
      }
    }
    let resolver = NameResolver(declared: declared, publicKeys: publicKeys, aliases: aliases,
                                placeholders: placeholders, moduleNames: moduleNames, modules: index)
    var extensions: [String: [ExtensionDecl]] = [:]
    for file in files {
      let scope = [NameResolver.marker(file: file.path)]
      for ext in file.extensions {
        guard let name = ext.extendedType.nominalName else { continue }
        for key in resolver.resolve(name, from: scope + ext.scope) { extensions[key, default: []].append(ext) }
      }
    }
    var types: [String: TypeInfo] = [:]
    var fileMarkers: [String: String] = [:]
    for key in Set(declarations.keys).union(extensions.keys) {
      let decls = declarations[key] ?? []
      types[key] = TypeInfo(name: key, kind: decls.first?.kind, declarations: decls, extensions: extensions[key] ?? [],
                            fileMarkers: &fileMarkers)
    }
    self.types = types
    self.resolver = resolver
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
      direct[key] = Codebase.supertypeEdges(of: info, resolver: resolver, modules: index)
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
    var below: [String: [String: [Int]]] = [:]
    for (selector, candidates) in bySelector where candidates.count > Codebase.indexedImplementations {
      var positions: [String: [Int]] = [:]
      for (position, candidate) in candidates.enumerated() {
        let owner = candidate.owner.name
        for ancestor in ancestorTable[owner] ?? [] where ancestor != owner && positions[ancestor]?.last != position {
          positions[ancestor, default: []].append(position)
        }
      }
      below[selector] = positions
    }
    implementationsBelow = below
    ambiguities = Codebase.ambiguousNames(in: files, resolver: resolver, modules: index)
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
  private static func separateFilePrivateTypes(_ declarations: inout [String: [TypeDecl]],
                                               moduleOfKey: inout [String: String]) {
    for (key, decls) in declarations where Set(decls.map(\.location.file)).count > 1 {
      let filePrivate = decls.filter { $0.modifiers.contains("private") || $0.modifiers.contains("fileprivate") }
      guard !filePrivate.isEmpty else { continue }
      let shared = decls.filter { !filePrivate.contains($0) }
      declarations[key] = shared.isEmpty ? nil : shared
      for decl in filePrivate {
        declarations["\(key)@\(decl.location.file)", default: []].append(decl)
        moduleOfKey["\(key)@\(decl.location.file)"] = moduleOfKey[key]
      }
    }
  }

  private static func supertypeEdges(of info: TypeInfo, resolver: NameResolver,
                                     modules: ModuleIndex) -> [SupertypeEdge] {
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
      let scope = [NameResolver.marker(file: decl.location.file)] + decl.scope
      for ref in decl.inheritance { add(ref, scope: scope, at: decl.location, conditional: false) }
      // `protocol P where Self: UIViewController` makes every conformer a UIViewController.
      for requirement in decl.requirements where requirement.kind == .conformance
        && requirement.subject == .named("Self") {
        add(requirement.constraint, scope: scope, at: decl.location, conditional: false)
      }
    }
    for ext in info.extensions {
      for ref in ext.inheritance {
        add(ref, scope: [NameResolver.marker(file: ext.location.file)] + ext.scope,
            at: ext.location, conditional: !ext.requirements.isEmpty)
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
