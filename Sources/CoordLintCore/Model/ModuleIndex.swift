/// What name lookup knows about modules: each file's module, which modules a module sees through its imports, and
/// which modules form one workspace (an app and the packages inside its folder).
struct ModuleIndex: Sendable {
  /// The module id of every analyzed file; files the module map does not know are in the unnamed module `""`.
  let moduleOfFile: [String: String]
  /// Module ids by the name code imports them by.
  let modulesNamed: [String: [String]]
  /// The modules each module imports (or its description says it depends on), as ids.
  let importsOfModule: [String: Set<String>]
  /// The modules each file imports, as ids: what its names may come from besides its own module.
  let importsOfFile: [String: Set<String>]
  /// The workspace of each module: the outermost project folder that contains the module's own.
  let workspaceOfModule: [String: String]
  /// Whether the run spans several workspaces: unrelated apps, whose same-named types must never meet.
  let spansWorkspaces: Bool
  /// The compilation conditions of the modules whose descriptions say them.
  let conditionsOfModule: [String: CompilationConditions]

  init(files: [FileFacts], map: ModuleMap) {
    var moduleOfFile: [String: String] = [:]
    for file in files { moduleOfFile[file.path] = map.moduleOfFile[file.path] ?? "" }
    self.moduleOfFile = moduleOfFile
    let modules = Dictionary(map.modules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    var workspaces: [String: String] = [:]
    for module in map.modules { workspaces[module.id] = module.workspace }
    if moduleOfFile.values.contains("") { workspaces[""] = "" }
    workspaceOfModule = workspaces
    conditionsOfModule = Dictionary(map.modules.compactMap { module in module.conditions.map { (module.id, $0) } },
                                    uniquingKeysWith: { first, _ in first })
    // Objective-C files declare nothing, so an Objective-C-only workspace meets no other's names.
    spansWorkspaces = Set(files.filter { !$0.isObjectiveC }.compactMap { workspaces[moduleOfFile[$0.path] ?? ""] })
      .count > 1

    var named: [String: [String]] = [:]
    for module in map.modules { named[module.name, default: []].append(module.id) }
    modulesNamed = named

    var imports: [String: Set<String>] = [:]
    func importable(_ name: String, from id: String) -> [String] {
      guard let candidates = named[name], let importer = modules[id] else { return named[name] ?? [] }
      let local = candidates.filter { modules[$0]?.workspace == importer.workspace }
      // Another workspace's module only when it is the one module of that name: two apps that each have a
      // `DesignSystem` module do not import each other's.
      guard !local.isEmpty else { return candidates.count == 1 ? candidates : [] }
      // Of several modules with the name, the ones nearest the importing module's project.
      let shared = local.map { ModuleIndex.commonPrefixLength(modules[$0]?.project ?? "", importer.project) }
      let best = shared.max() ?? 0
      return zip(local, shared).filter { $0.1 == best }.map(\.0)
    }
    for module in map.modules {
      for dependency in module.dependencies {
        imports[module.id, default: []].formUnion(importable(dependency, from: module.id))
      }
    }
    var fileImports: [String: Set<String>] = [:]
    for file in files {
      let id = moduleOfFile[file.path] ?? ""
      var seen = Set<String>()
      for imported in file.imports {
        let name = String(imported.split(separator: ".").first ?? "")
        seen.formUnion(importable(name, from: id).filter { $0 != id })
      }
      imports[id, default: []].formUnion(seen)
      fileImports[file.path] = seen
    }
    importsOfModule = imports
    importsOfFile = fileImports
  }

  /// The module of a file; `""` when unknown.
  func module(ofFile path: String) -> String { moduleOfFile[path] ?? "" }

  /// The compilation conditions of a file's module; nil when unknown.
  func conditions(ofFile path: String) -> CompilationConditions? { conditionsOfModule[module(ofFile: path)] }

  /// Whether the module ids `a` and `b` are in one workspace.
  func shareWorkspace(_ a: String, _ b: String) -> Bool { workspaceOfModule[a] == workspaceOfModule[b] }

  /// How many leading path components two paths share.
  static func commonPrefixLength(_ a: String, _ b: String) -> Int {
    zip(a.split(separator: "/"), b.split(separator: "/")).prefix { $0 == $1 }.count
  }
}
