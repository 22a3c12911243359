/// Where each file of a run belongs.
public struct ModuleMap: Sendable, Equatable {
  public let modules: [SourceModule]
  public let moduleOfFile: [String: String]
  let testFiles: Set<String>

  public init(modules: [SourceModule], moduleOfFile: [String: String], testFiles: Set<String> = []) {
    self.modules = modules.sorted { $0.id < $1.id }
    self.moduleOfFile = moduleOfFile
    self.testFiles = testFiles
  }

  public func module(ofFile path: String) -> SourceModule? {
    moduleOfFile[path].flatMap { id in modules.first { $0.id == id } }
  }

  public func isTestCode(_ path: String) -> Bool { testFiles.contains(path) || module(ofFile: path)?.isTest == true }

  public static let empty = ModuleMap(modules: [], moduleOfFile: [:])
}
