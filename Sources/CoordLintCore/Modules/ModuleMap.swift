/// Where each file of a run belongs.
public struct ModuleMap: Sendable, Equatable {
  /// Every module that owns at least one file, sorted by id.
  public let modules: [SourceModule]
  /// The module id of each file path (the same path strings as given to `discover`).
  public let moduleOfFile: [String: String]
  /// Files that are test code although their module is not a test module: below a `Tests` folder of a folder module.
  public let testFiles: Set<String>
  private let modulesByID: [String: SourceModule]

  /// A map of `modules` (sorted here by id) and the module id of each file.
  public init(modules: [SourceModule], moduleOfFile: [String: String], testFiles: Set<String> = []) {
    self.modules = modules.sorted { $0.id < $1.id }
    self.moduleOfFile = moduleOfFile
    self.testFiles = testFiles
    modulesByID = Dictionary(modules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The module of a file, nil for a file the map does not know.
  public func module(ofFile path: String) -> SourceModule? {
    moduleOfFile[path].flatMap { modulesByID[$0] }
  }

  /// Whether the file is test code (its module is a test module, or the folder rules say so).
  public func isTestCode(_ path: String) -> Bool {
    testFiles.contains(path) || module(ofFile: path)?.isTest == true
  }

  /// The map of a run without files.
  public static let empty = ModuleMap(modules: [], moduleOfFile: [:])
}
