import Foundation

/// Reads an Xcode `project.pbxproj` with Foundation's property list reader (it reads the old-style text format):
/// the native targets, the files of their sources build phases and their synchronized folders.
enum XcodeProjectReader {
  /// Product types of test bundles.
  static let testProductTypes: Set<String> = [
    "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
  ]

  /// The targets of the project file at the absolute `path` (inside a `.xcodeproj`).
  static func read(_ path: String) -> DescriptionReading {
    let problem = DescriptionProblem(file: path, message: "xcode project cannot be read; its targets are ignored")
    guard let data = FileManager.default.contents(atPath: path),
          let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
          let root = plist as? [String: Any], let objects = root["objects"] as? [String: Any] else {
      return DescriptionReading(problems: [problem])
    }
    let project = Project(objects: objects.compactMapValues { $0 as? [String: Any] },
                          folder: PathResolver.parent(PathResolver.parent(path)),
                          rootObject: root["rootObject"] as? String)
    return DescriptionReading(targets: project.targets())
  }

  /// The objects of one project and the paths of its files, resolved through their groups once each.
  private final class Project {
    let objects: [String: [String: Any]]
    let rootObject: String?
    /// `SOURCE_ROOT`: the folder holding the `.xcodeproj`, or the project's `projectDirPath` below it.
    let sourceRoot: String
    /// The group holding each file or group.
    private var parents: [String: String] = [:]
    private var paths: [String: String?] = [:]

    init(objects: [String: [String: Any]], folder: String, rootObject: String?) {
      self.objects = objects
      self.rootObject = rootObject
      let projectDirectory = rootObject.flatMap { objects[$0]?["projectDirPath"] as? String } ?? ""
      sourceRoot = PathResolver.join(folder, projectDirectory)
      for (id, object) in objects {
        for child in object["children"] as? [String] ?? [] { parents[child] = id }
      }
    }

    /// The native targets in name order (aggregate and legacy targets build no sources).
    func targets() -> [TargetDescription] {
      objects.filter { $0.value["isa"] as? String == "PBXNativeTarget" }
        .sorted { $0.key < $1.key }
        .map { target(id: $0.key, $0.value) }
        .sorted { $0.name < $1.name }
    }

    private func target(id: String, _ target: [String: Any]) -> TargetDescription {
      var sources: [SourceSelection] = []
      for phase in ids(target["buildPhases"]).compactMap({ objects[$0] })
      where phase["isa"] as? String == "PBXSourcesBuildPhase" {
        for buildFile in ids(phase["files"]).compactMap({ objects[$0] }) {
          if let reference = buildFile["fileRef"] as? String, let path = path(of: reference) {
            sources.append(SourceSelection(path: path))
          }
        }
      }
      for group in ids(target["fileSystemSynchronizedGroups"]) {
        guard let path = path(of: group) else { continue }
        // An exception set of this target lists files left out of it, relative to the folder.
        let excluded = ids(objects[group]?["exceptions"]).compactMap { objects[$0] }
          .filter { $0["target"] as? String == id }
          .flatMap { ids($0["membershipExceptions"]) }
          .map { PathResolver.join(path, $0) }
        sources.append(SourceSelection(path: path, excludedPaths: Set(excluded)))
      }
      let targetDependencies = ids(target["dependencies"]).compactMap { objects[$0] }.compactMap { dependency in
        (dependency["target"] as? String).flatMap { objects[$0]?["name"] as? String } ?? dependency["name"] as? String
      }
      let products = ids(target["packageProductDependencies"]).compactMap { objects[$0]?["productName"] as? String }
      return TargetDescription(name: target["name"] as? String ?? "",
                               isTest: testProductTypes.contains(target["productType"] as? String ?? ""),
                               dependencies: targetDependencies + products, sources: sources,
                               conditions: conditions(target["buildConfigurationList"] as? String))
    }

    /// The project's own build settings by configuration name, which a target's settings inherit.
    private lazy var projectSettings: [String: [String: Any]]? = {
      guard let root = rootObject, let list = objects[root]?["buildConfigurationList"] as? String else { return [:] }
      return settings(list)
    }()

    /// The custom conditions of a target over its configurations: `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and
    /// `-D` in `OTHER_SWIFT_FLAGS`, `$(inherited)` taken from the project's configuration of the same name. Nil
    /// when a configuration's settings come from an `.xcconfig` file or a value uses another setting: coordlint
    /// does not read those, and a flag it missed must not make code look inactive.
    private func conditions(_ list: String?) -> CompilationConditions? {
      guard let list, let targetSettings = settings(list), !targetSettings.isEmpty,
            let projectSettings else { return nil }
      var configurations: [Set<String>] = []
      for (name, own) in targetSettings.sorted(by: { $0.key < $1.key }) {
        var flags = Set<String>()
        for key in ["SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_SWIFT_FLAGS"] {
          guard let inherited = Self.expand(Self.words(projectSettings[name]?[key]) ?? ["$(inherited)"],
                                            inherited: []),
                let expanded = Self.expand(Self.words(own[key]) ?? ["$(inherited)"], inherited: inherited)
          else { return nil }
          let names = key == "OTHER_SWIFT_FLAGS" ? Self.definedNames(expanded) : expanded
          flags.formUnion(names)
        }
        configurations.append(flags)
      }
      return CompilationConditions(configurations: configurations)
    }

    /// The build settings of each configuration of a configuration list; nil when one comes from an `.xcconfig`.
    private func settings(_ list: String) -> [String: [String: Any]]? {
      var result: [String: [String: Any]] = [:]
      for configuration in ids(objects[list]?["buildConfigurations"]).compactMap({ objects[$0] }) {
        if configuration["baseConfigurationReference"] != nil { return nil }
        guard let name = configuration["name"] as? String else { continue }
        result[name] = configuration["buildSettings"] as? [String: Any] ?? [:]
      }
      return result
    }

    /// A setting's value as words: a list, or a string split at spaces (quotes are not used in these settings).
    private static func words(_ value: Any?) -> [String]? {
      if let list = value as? [Any] { return list.compactMap { $0 as? String }.flatMap { $0.split(separator: " ") }
        .map(String.init) }
      return (value as? String).map { $0.split(separator: " ").map(String.init) }
    }

    /// `words` with `$(inherited)` replaced; nil when another setting is referenced.
    private static func expand(_ words: [String], inherited: [String]) -> [String]? {
      var result: [String] = []
      for word in words {
        if word == "$(inherited)" || word == "${inherited}" {
          result += inherited
        } else if word.contains("$(") || word.contains("${") {
          return nil
        } else {
          result.append(word)
        }
      }
      return result
    }

    /// The names `-D NAME` and `-DNAME` define among compiler flags.
    private static func definedNames(_ flags: [String]) -> [String] {
      var names: [String] = []
      var expectingName = false
      for flag in flags {
        if expectingName {
          names.append(flag)
          expectingName = false
        } else if flag == "-D" {
          expectingName = true
        } else if flag.hasPrefix("-D") {
          names.append(String(flag.dropFirst(2)))
        }
      }
      return names
    }

    /// The absolute path of a file or group: `<group>` paths are relative to the enclosing group's, `SOURCE_ROOT`
    /// ones to the project's folder; paths relative to build products or SDKs are nil.
    func path(of id: String) -> String? {
      if let known = paths[id] { return known }
      // Marked first, so that a group cycle in a broken file ends.
      paths[id] = .some(nil)
      let object = objects[id] ?? [:]
      let path = object["path"] as? String
      // A file without a path would otherwise stand for its whole group's folder.
      if path == nil && object["isa"] as? String == "PBXFileReference" { return nil }
      let resolved: String?
      switch object["sourceTree"] as? String ?? "<group>" {
      case "<group>":
        let base: String?
        if let parent = parents[id] { base = self.path(of: parent) } else { base = sourceRoot }
        resolved = base.map { PathResolver.join($0, path ?? "") }
      case "SOURCE_ROOT": resolved = PathResolver.join(sourceRoot, path ?? "")
      case "<absolute>": resolved = path.map { PathResolver.join("/", $0) }
      default: resolved = nil
      }
      paths[id] = .some(resolved)
      return resolved
    }

    private func ids(_ value: Any?) -> [String] {
      value as? [String] ?? (value as? [Any])?.compactMap { $0 as? String } ?? []
    }
  }
}
