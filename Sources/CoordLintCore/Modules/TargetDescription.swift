/// One target as a project description declares it: its name, whether it is test code, what it depends on, and
/// which files it covers.
struct TargetDescription: Sendable, Equatable {
  var name: String
  var isTest: Bool
  /// Module names as the description writes them, unsorted, possibly repeated.
  var dependencies: [String]
  var sources: [SourceSelection]
  /// Its custom compilation conditions; nil when the description does not say or coordlint cannot read them.
  var conditions: CompilationConditions?
}

/// Files a target covers below one path: the path itself when it names a file, else every file below it, minus what
/// is left out.
struct SourceSelection: Sendable, Equatable {
  /// The standardized absolute path of a file or a folder.
  var path: String
  /// Standardized absolute paths of files or folders below `path` that are left out.
  var excludedPaths: Set<String> = []
  /// Globs matched against the path relative to `path`, and each folder of it; a match is left out.
  var excludedGlobs: [PathGlob] = []
  /// When set, only files whose path relative to `path` matches are covered (the wildcard part of a glob).
  var includedGlob: PathGlob?

  /// Whether nothing is left out: every file below `path` is covered.
  var excludesNothing: Bool { excludedPaths.isEmpty && excludedGlobs.isEmpty }

  /// Whether the path relative to `path` (of a file or a folder) is left out itself, not counting its folders.
  func excludes(_ relative: Substring) -> Bool {
    excludedGlobs.contains { $0.matches(relative) }
      || !excludedPaths.isEmpty && excludedPaths.contains(relative.isEmpty ? path : path + "/" + relative)
  }

  /// The selection of a path given as a glob relative to `folder`: its fixed folders make the path, the rest (from
  /// the first component with a wildcard) the included glob.
  static func glob(_ pattern: String, in folder: String) -> SourceSelection {
    let components = pattern.split(separator: "/", omittingEmptySubsequences: true)
    guard let wild = components.firstIndex(where: { $0.contains(where: { "*?[{".contains($0) }) }) else {
      return SourceSelection(path: PathResolver.join(folder, pattern))
    }
    let fixed = components[..<wild].joined(separator: "/")
    let rest = components[wild...].joined(separator: "/")
    return SourceSelection(path: PathResolver.join(folder, fixed), includedGlob: PathGlob(rest))
  }
}

/// The kinds of project description, in the order of trust between descriptions in one folder.
enum ProjectKind: Int, Sendable, Comparable {
  case swiftPackage, xcodeProject, xcodegen, tuist

  /// The origin of the modules this kind declares.
  var origin: SourceModule.Origin {
    switch self {
    case .swiftPackage: .swiftPackage
    case .xcodeProject: .xcodeProject
    case .xcodegen: .xcodegen
    case .tuist: .tuist
    }
  }

  static func < (lhs: ProjectKind, rhs: ProjectKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A description file to read: `Package.swift`, a `project.pbxproj`, a `project.yml` or a Tuist `Project.swift`.
struct DescriptionFile: Hashable, Sendable, Comparable {
  let kind: ProjectKind
  /// The standardized absolute path of the file read.
  let path: String
  /// The project's folder: the file's, or for an Xcode project the folder holding the `.xcodeproj`.
  let folder: String

  static func < (lhs: DescriptionFile, rhs: DescriptionFile) -> Bool {
    (lhs.path, lhs.kind.rawValue) < (rhs.path, rhs.kind.rawValue)
  }
}

/// What a reader made of one description file: its targets, and the files it could not read.
struct DescriptionReading: Sendable {
  var targets: [TargetDescription] = []
  var problems: [DescriptionProblem] = []
}

/// A description file (or a file it includes) that could not be read; the run goes on without it.
struct DescriptionProblem: Sendable, Equatable {
  /// The standardized absolute path of the file.
  let file: String
  let message: String
}
