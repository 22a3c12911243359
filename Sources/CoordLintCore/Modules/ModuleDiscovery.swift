import Foundation

/// Tells for every file of a run which module it belongs to and whether it is test code, from the project's own
/// descriptions: the user's overrides, then SwiftPM, Xcode, XcodeGen and Tuist projects, then project folders.
public enum ModuleDiscovery {
  /// The project descriptions and markers around a run's roots, found by listing folders but not yet read.
  public struct Located: Sendable {
    let paths: PathResolver
    var locator: DescriptionLocator
    let rootFolders: [String]

    /// The description files found, as absolute paths, sorted: what decides the modules besides the file list.
    public var descriptionPaths: [String] { locator.descriptions.sorted().map(\.path) }
    /// The folders found holding a project marker (`.git`, a `Podfile`…), and the roots' folders: with the
    /// descriptions, what places files that no description claims.
    public var folderKey: [String] { locator.markerFolders + ["roots"] + rootFolders }
  }

  /// Finds the descriptions around `roots` (paths as given on the command line, relative to `workingDirectory` or
  /// absolute) without reading them: cheap, so that a cached run need not read them at all.
  public static func locate(roots: [String], workingDirectory: String = FileManager.default.currentDirectoryPath)
    -> Located {
    let paths = PathResolver(workingDirectory: workingDirectory)
    var locator = DescriptionLocator()
    var rootFolders: [String] = []
    for root in Set(roots.map(paths.absolute)).sorted() {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
      let folder = isDirectory.boolValue ? root : PathResolver.parent(root)
      if isDirectory.boolValue { locator.walk(root) }
      locator.visitAncestors(from: folder)
      rootFolders.append(folder)
    }
    return Located(paths: paths, locator: locator, rootFolders: rootFolders)
  }

  /// `roots`: paths as given on the command line (relative to `workingDirectory` or absolute); `files`: the collected
  /// file paths as the collector shows them (relative to `workingDirectory` when below it, else absolute).
  public static func discover(roots: [String], files: [String], overrides: [ModuleOverride] = [],
                              workingDirectory: String = FileManager.default.currentDirectoryPath)
    -> (map: ModuleMap, diagnostics: [Diagnostic]) {
    discover(locate(roots: roots, workingDirectory: workingDirectory), files: files, overrides: overrides)
  }

  /// Reads the descriptions `located` found and places each of `files` in its module.
  public static func discover(_ located: Located, files: [String], overrides: [ModuleOverride] = [])
    -> (map: ModuleMap, diagnostics: [Diagnostic]) {
    let paths = located.paths
    var locator = located.locator
    let rootFolders = located.rootFolders
    var diagnostics: [Diagnostic] = []
    var projects: [SourceClaimIndex.Project] = []
    let descriptions = locator.descriptions.sorted()
    for (file, reading) in zip(descriptions, readAll(descriptions)) {
      projects.append(SourceClaimIndex.Project(file: file, targets: reading.targets))
      diagnostics += reading.problems.map {
        .warning($0.message, at: SourceLocation(file: paths.display($0.file), line: 1, column: 1))
      }
    }
    var assembler = ModuleAssembler(paths: paths, index: SourceClaimIndex(projects: projects),
                                    overrides: overrides.map { ($0, Glob($0.glob)) }, rootFolders: rootFolders)
    for file in Set(files).sorted() {
      assembler.assign(file, locator: &locator)
    }
    var workspaces: [String: String] = [:]
    let map = assembler.map { project in
      if let known = workspaces[project] { return known }
      // The outermost folder holding a marker, from the project up to `/`.
      var outermost = project
      var folder = project
      while true {
        if locator.hasMarker(folder) { outermost = folder }
        if folder == "/" { break }
        folder = PathResolver.parent(folder)
      }
      workspaces[project] = outermost
      return outermost
    }
    return (map, diagnostics)
  }

  /// Reads the descriptions in parallel, in their order: a large app's Xcode project alone takes half the time.
  static func readAll(_ files: [DescriptionFile]) -> [DescriptionReading] {
    let readings = Readings(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      readings.set(index, read(files[index]))
    }
    return readings.values
  }

  /// Reads one description with the reader of its kind.
  static func read(_ file: DescriptionFile) -> DescriptionReading {
    switch file.kind {
    case .swiftPackage: SwiftPackageManifestReader.read(file.path)
    case .xcodeProject: XcodeProjectReader.read(file.path)
    case .xcodegen: XcodeGenProjectReader.read(file.path)
    case .tuist: TuistProjectReader.read(file.path)
    }
  }

  /// Where parallel reads put their results; each slot is written once, and read after all reads are done.
  private final class Readings: @unchecked Sendable {
    private var slots: [DescriptionReading]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: DescriptionReading(), count: count) }

    func set(_ index: Int, _ reading: DescriptionReading) {
      lock.withLock { slots[index] = reading }
    }

    var values: [DescriptionReading] { lock.withLock { slots } }
  }
}
