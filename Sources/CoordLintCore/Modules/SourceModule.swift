/// One module of the analyzed code: a target of a project description, a user-named module, or a folder.
public struct SourceModule: Hashable, Sendable, Codable {
  /// Where the module was found, in the order of trust.
  public enum Origin: String, Hashable, Sendable, Codable {
    case configuration, swiftPackage, xcodeProject, xcodegen, tuist, folder
  }

  /// Unique within a run: the name, or `name (projectPath)` when two projects of the run have a module of that name.
  public let id: String
  /// The name code imports it by (the target name; for a folder module, the folder name).
  public let name: String
  /// The folder of the description (or folder module) it comes from, as a display path; modules of one project share
  /// it.
  public let project: String
  /// The kind of description that declared it.
  public let origin: Origin
  /// Whether the module is test code: a test target, or a user-named module ending in `Tests`.
  public let isTest: Bool
  /// Names of the modules it depends on, as the description writes them, sorted.
  public let dependencies: [String]
  /// The outermost folder with a project marker (`.git`, a description, a `Podfile`…) around its project: one
  /// repository. Modules of different workspaces are unrelated code unless one imports the other.
  public let workspace: String
  /// The custom compilation conditions its description sets; nil when unknown (every `#if` flag is then unknown).
  public var conditions: CompilationConditions?

  /// A module with exactly these properties; `dependencies` are kept as given. Without a `workspace`, the
  /// project is its own.
  public init(id: String, name: String, project: String, origin: Origin, isTest: Bool, dependencies: [String],
              workspace: String? = nil) {
    self.workspace = workspace ?? project
    self.id = id
    self.name = name
    self.project = project
    self.origin = origin
    self.isTest = isTest
    self.dependencies = dependencies
  }
}
