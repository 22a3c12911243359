/// Finds project description files and project markers below the command-line roots and in their ancestors, listing
/// each folder once however many roots share it.
struct DescriptionLocator: Sendable {
  /// Names whose presence makes a folder a project's folder for the folder rule.
  static let markerNames: Set<String> = [
    "Package.swift", "project.yml", "Project.swift", "Podfile", "Cartfile", ".git",
  ]
  /// Extensions of marker folders.
  static let markerExtensions = [".xcodeproj", ".xcworkspace"]
  /// Folders holding resources or build products rather than projects: never descended into.
  static let skippedExtensions = [
    ".xcodeproj", ".xcworkspace", ".xcassets", ".lproj", ".xcdatamodeld", ".bundle", ".framework", ".xcframework",
    ".playground", ".docc", ".scnassets",
  ]
  /// A generous bound for a monorepo; beyond it the roots' ancestors and what was found so far still count.
  static let maximumFolders = 50_000
  static let maximumDepth = 40

  /// `project-app.yml`, `project_ios.yaml`, `project.yaml`: a spec named otherwise than XcodeGen's default.
  static func isOtherXcodeGenSpec(_ name: String) -> Bool {
    guard name.hasPrefix("project"), name.hasSuffix(".yml") || name.hasSuffix(".yaml"), name != "project.yml" else {
      return false
    }
    let rest = name.dropFirst("project".count)
    return rest.hasPrefix("-") || rest.hasPrefix("_") || rest == ".yaml"
  }

  /// Every description file found so far.
  private(set) var descriptions: Set<DescriptionFile> = []
  /// Whether a listed folder holds a project marker.
  private var markers: [String: Bool] = [:]
  /// The folders listed so far that hold a project marker, sorted.
  var markerFolders: [String] { markers.filter(\.value).keys.sorted() }
  /// Folders whose whole subtree was walked.
  private var walked: Set<String> = []
  private var walkedCount = 0

  /// Walks the folder `root` and its subtree, skipping build output, dependencies and hidden folders.
  mutating func walk(_ root: String) {
    walk(root, depth: 0)
  }

  private mutating func walk(_ folder: String, depth: Int) {
    guard depth <= Self.maximumDepth, walkedCount < Self.maximumFolders, walked.insert(folder).inserted else { return }
    walkedCount += 1
    for entry in list(folder) where entry.kind == .folder {
      let name = entry.name
      if name.hasPrefix(".") || FileCollector.skippedFolders.contains(name)
        || Self.skippedExtensions.contains(where: { name.hasSuffix($0) }) { continue }
      walk(folder == "/" ? "/" + name : folder + "/" + name, depth: depth + 1)
    }
  }

  /// Lists `folder` and each folder above it up to `/`, for the descriptions and markers they hold.
  mutating func visitAncestors(from folder: String) {
    var current = folder
    while true {
      _ = list(current)
      if current == "/" { break }
      current = PathResolver.parent(current)
    }
  }

  /// Whether `folder` holds a project marker; listed on first use.
  mutating func hasMarker(_ folder: String) -> Bool {
    if let known = markers[folder] { return known }
    _ = list(folder)
    return markers[folder] ?? false
  }

  /// The folder's entries, sorted, noting on the first listing whether it holds a marker and which descriptions.
  private mutating func list(_ folder: String) -> [DirectoryListing.Entry] {
    let entries = (DirectoryListing.entries(of: folder) ?? []).sorted { $0.name < $1.name }
    guard markers[folder] == nil else { return entries }
    var hasMarker = false
    let prefix = folder == "/" ? "/" : folder + "/"
    // XcodeGen reads any spec given with `--spec`: `project-app.yml` beside no `project.yml` is the one, if alone.
    let otherSpecs = entries.filter { $0.kind == .file && Self.isOtherXcodeGenSpec($0.name) }
    if otherSpecs.count == 1, !entries.contains(where: { $0.name == "project.yml" }) {
      hasMarker = true
      descriptions.insert(DescriptionFile(kind: .xcodegen, path: prefix + otherSpecs[0].name, folder: folder))
    }
    for entry in entries {
      let name = entry.name
      if Self.markerNames.contains(name) || Self.markerExtensions.contains(where: { name.hasSuffix($0) }) {
        hasMarker = true
      }
      guard entry.kind != .link else { continue }
      switch name {
      case "Package.swift" where entry.kind == .file:
        descriptions.insert(DescriptionFile(kind: .swiftPackage, path: prefix + name, folder: folder))
      case "project.yml" where entry.kind == .file:
        descriptions.insert(DescriptionFile(kind: .xcodegen, path: prefix + name, folder: folder))
      case "Project.swift" where entry.kind == .file:
        descriptions.insert(DescriptionFile(kind: .tuist, path: prefix + name, folder: folder))
      default:
        if entry.kind == .folder, name.hasSuffix(".xcodeproj") {
          let pbxproj = prefix + name + "/project.pbxproj"
          if DirectoryListing.entries(of: prefix + name)?.contains(where: { $0.name == "project.pbxproj" }) == true {
            descriptions.insert(DescriptionFile(kind: .xcodeProject, path: pbxproj, folder: folder))
          }
        }
      }
    }
    markers[folder] = hasMarker
    return entries
  }
}
