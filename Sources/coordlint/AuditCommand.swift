import ArgumentParser
import Foundation

/// `coordlint audit`: list every reference between coordinators, view controllers and view models.
struct AuditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "audit", abstract: "List every reference between coordinators, view controllers and view models.")

  @OptionGroup var input: InputOptions

  func run() throws {
    FileHandle.standardError.write(Data("coordlint: error: 'audit' is not implemented yet\n".utf8))
    throw ExitCode(2)
  }
}
