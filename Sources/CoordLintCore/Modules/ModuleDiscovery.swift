import Foundation

// Temporary: replaced by the real discovery.
public struct ModuleOverride: Hashable, Sendable {
  public let name: String
  public let glob: String
  public init(name: String, glob: String) { self.name = name; self.glob = glob }
  public init?(argument: String) {
    guard let equals = argument.firstIndex(of: "=") else { return nil }
    name = String(argument[..<equals]); glob = String(argument[argument.index(after: equals)...])
  }
}

public enum ModuleDiscovery {
  public static func discover(roots: [String], files: [String], overrides: [ModuleOverride] = [],
                              workingDirectory: String = FileManager.default.currentDirectoryPath)
    -> (map: ModuleMap, diagnostics: [Diagnostic]) {
    var modules: [SourceModule] = []
    var moduleOfFile: [String: String] = [:]
    for root in roots {
      let name = URL(fileURLWithPath: root).lastPathComponent
      modules.append(SourceModule(id: root, name: name, project: root, origin: .folder, isTest: false, dependencies: []))
      for file in files where file.hasPrefix(root) && moduleOfFile[file] == nil { moduleOfFile[file] = root }
    }
    return (ModuleMap(modules: modules, moduleOfFile: moduleOfFile), [])
  }
}
