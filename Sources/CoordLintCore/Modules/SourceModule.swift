/// One module of the analyzed code: a target of a project description, a user-named module, or a folder.
public struct SourceModule: Hashable, Sendable, Codable {
  public enum Origin: String, Hashable, Sendable, Codable {
    case configuration, swiftPackage, xcodeProject, xcodegen, tuist, folder
  }
  public let id: String
  public let name: String
  public let project: String
  public let origin: Origin
  public let isTest: Bool
  public let dependencies: [String]

  public init(id: String, name: String, project: String, origin: Origin, isTest: Bool, dependencies: [String]) {
    self.id = id
    self.name = name
    self.project = project
    self.origin = origin
    self.isTest = isTest
    self.dependencies = dependencies
  }
}
