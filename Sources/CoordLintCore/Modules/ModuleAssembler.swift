/// Gives each file its module, in the order of trust (override, description, project folder), and gathers the
/// modules so that those of one project and name are one.
struct ModuleAssembler {
  /// What makes a module one before its id is known: its project's folder and its name.
  private struct Key: Hashable, Comparable {
    /// The standardized absolute folder of the project.
    let project: String
    let name: String

    static func < (lhs: Key, rhs: Key) -> Bool { (lhs.name, lhs.project) < (rhs.name, rhs.project) }
  }

  /// What the most trusted source of a module says about it, and the dependencies all its sources name.
  private struct Facts {
    var origin: SourceModule.Origin
    var isTest: Bool
    var dependencies: Set<String>
    var conditions: CompilationConditions?
  }

  let paths: PathResolver
  let index: SourceClaimIndex
  let overrides: [(override: ModuleOverride, glob: Glob)]
  /// The folders of the command-line roots (a file's own folder for a file).
  let rootFolders: [String]
  private var modules: [Key: Facts] = [:]
  private var files: [String: Key] = [:]
  private var testFiles: Set<String> = []

  init(paths: PathResolver, index: SourceClaimIndex, overrides: [(override: ModuleOverride, glob: Glob)],
       rootFolders: [String]) {
    self.paths = paths
    self.index = index
    self.overrides = overrides
    self.rootFolders = rootFolders
  }

  /// Finds the module of the file shown as `file`.
  mutating func assign(_ file: String, locator: inout DescriptionLocator) {
    let absolute = paths.absolute(file)
    if let override = overrides.first(where: { matches($0.glob, file: file, absolute: absolute) })?.override {
      add(file, to: Key(project: paths.workingDirectory, name: override.name),
          Facts(origin: .configuration, isTest: override.name.hasSuffix("Tests"), dependencies: []))
    } else if let owner = index.owner(of: absolute) {
      add(file, to: Key(project: owner.project.file.folder, name: owner.target.name),
          Facts(origin: owner.project.file.kind.origin, isTest: owner.target.isTest,
                dependencies: Set(owner.target.dependencies), conditions: owner.target.conditions))
    } else {
      let folder = moduleFolder(of: absolute, locator: &locator)
      let name = PathResolver.lastComponent(folder)
      add(file, to: Key(project: folder, name: name),
          Facts(origin: .folder, isTest: Self.isTestFolderName(name), dependencies: []))
      let below = PathResolver.relative(PathResolver.parent(absolute), to: folder) ?? ""
      if below.split(separator: "/").contains(where: { Self.isTestFolderName(String($0)) }) { testFiles.insert(file) }
    }
  }

  /// `Tests`, `UITests`, `AppTests`, `AppSpecs`.
  static func isTestFolderName(_ name: String) -> Bool {
    name.hasSuffix("Tests") || name.hasSuffix("Specs")
  }

  /// An override matches the file's path, or a folder above it: `Feature=Sources/Feature` takes the files below.
  private func matches(_ glob: Glob, file: String, absolute: String) -> Bool {
    let path = glob.pattern.hasPrefix("/") ? absolute : file
    if glob.matches(path) { return true }
    var folder = path[...]
    while let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
      folder = folder[..<slash]
      if glob.matchesWholePath(String(folder)) { return true }
    }
    return false
  }

  /// The nearest folder above the file, up to its command-line root, that holds a project marker; else the root.
  private func moduleFolder(of file: String, locator: inout DescriptionLocator) -> String {
    let root = rootFolders.filter { PathResolver.relative(file, to: $0) != nil }.max { $0.count < $1.count }
      ?? PathResolver.parent(file)
    var folder = PathResolver.parent(file)
    while folder != root, PathResolver.relative(folder, to: root) != nil {
      if locator.hasMarker(folder) { return folder }
      folder = PathResolver.parent(folder)
    }
    return root
  }

  /// Puts the file in the module `key`. A folder module whose folder is a project's and whose name is one of its
  /// targets' is that target: a `Package.swift` in the folder `Shop` belongs to the target `Shop`.
  private mutating func add(_ file: String, to key: Key, _ facts: Facts) {
    files[file] = key
    guard var known = modules[key] else {
      modules[key] = facts
      return
    }
    // The most trusted source names the module's kind; dependencies gather from all.
    if rank(facts.origin) < rank(known.origin) {
      known.origin = facts.origin
      known.isTest = facts.isTest
      known.conditions = facts.conditions
    } else if facts.origin == known.origin {
      known.isTest = known.isTest || facts.isTest
    }
    known.dependencies.formUnion(facts.dependencies)
    modules[key] = known
  }

  /// The order of trust between origins: lower is more trusted.
  private func rank(_ origin: SourceModule.Origin) -> Int {
    [.configuration, .swiftPackage, .xcodeProject, .xcodegen, .tuist, .folder].firstIndex(of: origin) ?? .max
  }

  /// The map: a module's id is its name, or `name (project)` when another project of the run has a module so named.
  /// The map; `workspace` gives the workspace folder of an absolute project folder.
  func map(workspace: (String) -> String = { $0 }) -> ModuleMap {
    let projectsByName = Dictionary(grouping: modules.keys, by: \.name)
    var ids: [Key: String] = [:]
    var result: [SourceModule] = []
    for (key, facts) in modules.sorted(by: { $0.key < $1.key }) {
      let project = paths.display(key.project)
      let id = projectsByName[key.name, default: []].count > 1 ? "\(key.name) (\(project))" : key.name
      ids[key] = id
      var module = SourceModule(id: id, name: key.name, project: project, origin: facts.origin, isTest: facts.isTest,
                                dependencies: facts.dependencies.sorted(), workspace: paths.display(workspace(key.project)))
      module.conditions = facts.conditions
      result.append(module)
    }
    return ModuleMap(modules: result, moduleOfFile: files.mapValues { ids[$0] ?? $0.name }, testFiles: testFiles)
  }
}
