import Foundation

/// A user's `NAME=GLOB`: files matching the glob belong to the module `NAME`, whatever the project says.
public struct ModuleOverride: Hashable, Sendable {
  /// The module's name; a name ending in `Tests` makes the module test code.
  public let name: String
  /// Matched like `--exclude`: against the path relative to the working directory, or the absolute path when the
  /// glob is absolute; a glob naming a folder takes the files below it.
  public let glob: String

  /// An override of files matching `glob` to the module `name`.
  public init(name: String, glob: String) {
    self.name = name
    self.glob = glob
  }

  /// Parses `NAME=GLOB`, nil when malformed.
  public init?(argument: String) {
    guard let equals = argument.firstIndex(of: "=") else { return nil }
    let name = argument[..<equals].trimmingCharacters(in: .whitespaces)
    let glob = argument[argument.index(after: equals)...].trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty, !glob.isEmpty, !name.contains("/") else { return nil }
    self.init(name: name, glob: glob)
  }
}
