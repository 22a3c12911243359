import Foundation
import Yams

/// Reads an XcodeGen `project.yml` as untyped YAML, leniently: its targets' types, sources and dependencies, and
/// the targets of the files it includes. Paths are relative to the file that writes them.
enum XcodeGenProjectReader {
  /// Target types that are test bundles.
  static let testTypes: Set<String> = ["bundle.unit-test", "bundle.ui-testing"]

  /// The targets of the project at the absolute `path` and of the files it includes; a target defined in several
  /// files gathers the sources and dependencies of all.
  static func read(_ path: String) -> DescriptionReading {
    var reader = Reader(projectFolder: PathResolver.parent(path))
    reader.load(path, base: PathResolver.parent(path))
    let targets = reader.order.compactMap { reader.targets[$0] }
    return DescriptionReading(targets: targets, problems: reader.problems)
  }

  /// The state of reading one project and its includes.
  private struct Reader {
    let projectFolder: String
    var targets: [String: TargetDescription] = [:]
    /// Target names in the order first met.
    var order: [String] = []
    var problems: [DescriptionProblem] = []
    private var loaded: Set<String> = []

    init(projectFolder: String) {
      self.projectFolder = projectFolder
    }

    /// Reads one file whose relative paths start at `base`, then the files it includes.
    mutating func load(_ file: String, base: String) {
      guard loaded.insert(file).inserted else { return }
      guard let data = FileManager.default.contents(atPath: file) else {
        problems.append(DescriptionProblem(file: file, message: "cannot read xcodegen project"))
        return
      }
      let spec: [String: Any]
      do {
        spec = mapping(try Yams.load(yaml: String(decoding: data, as: UTF8.self)))
      } catch {
        problems.append(DescriptionProblem(file: file,
                                           message: "xcodegen project is not valid yaml; its targets are ignored"))
        return
      }
      let folder = PathResolver.parent(file)
      for include in list(spec["include"]) {
        let entry = mapping(include)
        guard let path = include as? String ?? entry["path"] as? String else { continue }
        // `relativePaths: false` makes the included file's paths relative to the project, not to itself.
        let included = PathResolver.join(folder, path)
        let relative = entry["relativePaths"] as? Bool ?? true
        load(included, base: relative ? PathResolver.parent(included) : projectFolder)
      }
      for (name, value) in mapping(spec["targets"]).sorted(by: { $0.key < $1.key }) {
        add(name, mapping(value), base: base)
      }
    }

    private mutating func add(_ name: String, _ spec: [String: Any], base: String) {
      let sources = list(spec["sources"]).compactMap { source -> SourceSelection? in
        let entry = mapping(source)
        guard let path = source as? String ?? entry["path"] as? String else { return nil }
        let excludes = list(entry["excludes"]).compactMap { $0 as? String }.map(PathGlob.init)
        return SourceSelection(path: PathResolver.join(base, path), excludedGlobs: excludes)
      }
      let dependencies = list(spec["dependencies"]).map(mapping).compactMap(dependencyName)
      let isTest = XcodeGenProjectReader.testTypes.contains(spec["type"] as? String ?? "")
      if var known = targets[name] {
        known.sources += sources
        known.dependencies += dependencies
        known.isTest = known.isTest || isTest
        targets[name] = known
      } else {
        order.append(name)
        targets[name] = TargetDescription(name: name, isTest: isTest, dependencies: dependencies, sources: sources)
      }
    }

    /// The module a dependency names: a target, a framework's name without its extension, a package's product.
    private func dependencyName(_ dependency: [String: Any]) -> String? {
      if let target = dependency["target"] as? String { return target }
      if let framework = (dependency["framework"] ?? dependency["carthage"]) as? String {
        let name = PathResolver.lastComponent("/" + framework)
        return name.split(separator: ".").first.map(String.init) ?? name
      }
      if let package = dependency["package"] as? String { return dependency["product"] as? String ?? package }
      return nil
    }

    /// A mapping with its keys as strings (YAML keys may be numbers); empty for anything else.
    private func mapping(_ value: Any?) -> [String: Any] {
      guard let value = value as? [AnyHashable: Any] else { return [:] }
      return Dictionary(value.map { (String(describing: $0.key.base), $0.value) }) { first, _ in first }
    }

    /// A list, or a single value as a list of one.
    private func list(_ value: Any?) -> [Any] {
      guard let value else { return [] }
      return value as? [Any] ?? [value]
    }
  }
}
