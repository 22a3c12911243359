extension Codebase {
  /// The qualified name a key stands for, without the module or file that keeps same-named types apart:
  /// `MapCoordinator@AppA` is `MapCoordinator`. What name-based checks and configured names compare against.
  public static func declaredName(ofKey key: String) -> String {
    key.firstIndex(of: "@").map { String(key[..<$0]) } ?? key
  }

  /// The keys of every type the sources declare under `name` (qualified or not), in any module; `name` itself
  /// when none does, for a type declared outside the sources.
  public func keys(named name: String) -> [String] {
    let keys = resolver.declared[name].map { $0.values.sorted() } ?? []
    return keys.isEmpty ? [name] : keys
  }

  /// The lookup scope of file-level code in `file`: its module, no enclosing type.
  public func fileScope(_ file: String) -> [String] { [NameResolver.marker(file: file)] }

  /// The free function named `name` that code in `scope` calls: its own module's, else one it sees.
  public func freeFunction(named name: String, from scope: [String]) -> FunctionDecl? {
    guard let byModule = freeFunctionsByModuleTable[name] else { return nil }
    return pick(byModule, from: scope)
  }

  /// The file-scope variable named `name` that code in `scope` reads.
  public func globalVariable(named name: String, from scope: [String]) -> PropertyDecl? {
    guard let byModule = globalVariablesByModuleTable[name] else { return nil }
    return pick(byModule, from: scope)
  }

  private func pick<Value>(_ byModule: [String: Value], from scope: [String]) -> Value? {
    guard let context = NameResolver.split(scope).context else {
      return byModule.count == 1 ? byModule.first?.value : nil
    }
    let (module, imported) = resolver.moduleAndImports(context)
    if let own = byModule[module] { return own }
    let seen = byModule.keys.filter { imported.contains($0) || modules.shareWorkspace($0, module) }.sorted()
    return seen.count == 1 ? byModule[seen[0]] : nil
  }

  /// One warning per file and name for type names in declarations that several modules the file sees declare.
  static func ambiguousNames(in files: [FileFacts], resolver: NameResolver, modules: ModuleIndex) -> [Diagnostic] {
    // Only runs with several modules can be ambiguous; the common single-module run skips the sweep.
    guard Set(modules.moduleOfFile.values).count > 1 else { return [] }
    // Only a name several modules declare can be ambiguous: every other reference is skipped without a lookup.
    let contested = Set(resolver.declared.filter { $0.value.count > 1 }.keys.map { String($0.split(separator: ".").last ?? "") })
      .union(resolver.aliases.filter { $0.value.count > 1 }.keys.map { String($0.split(separator: ".").last ?? "") })
    guard !contested.isEmpty else { return [] }
    var diagnostics: [Diagnostic] = []
    for file in files {
      let marker = NameResolver.marker(file: file.path)
      var reported = Set<String>()
      func check(_ ref: TypeRef?, scope: [String], at location: SourceLocation) {
        guard let ref else { return }
        for name in ref.nominalNames where !reported.contains(name)
          && contested.contains(String(name.split(separator: ".").last ?? "")) {
          guard case .ambiguous(let ids)? = resolver.find(name, from: [marker] + scope) else { continue }
          reported.insert(name)
          let list = ids.map { "'\($0)'" }.joined(separator: ", ")
          diagnostics.append(.warning("type '\(name)' is declared in several modules this file sees (\(list)); "
                                        + "it is left unresolved", at: location))
        }
      }
      func checkMembers(_ members: Members, scope: [String]) {
        for property in members.properties { check(property.statedType, scope: scope, at: property.location) }
        for function in members.functions {
          for parameter in function.parameters { check(parameter.type, scope: scope, at: function.location) }
          check(function.returnType, scope: scope, at: function.location)
        }
      }
      for type in file.types {
        for ref in type.inheritance { check(ref, scope: type.scope, at: type.location) }
        checkMembers(type.members, scope: type.scope + [type.name])
      }
      for ext in file.extensions {
        check(ext.extendedType, scope: ext.scope, at: ext.location)
        for ref in ext.inheritance { check(ref, scope: ext.scope, at: ext.location) }
        if let name = ext.extendedType.nominalName { checkMembers(ext.members, scope: ext.scope + [name]) }
      }
    }
    return diagnostics
  }
}
