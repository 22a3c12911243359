import ArgumentParser
import Foundation

/// `coordlint rules`: list the rules.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "rules", abstract: "List the rules.")

  @OptionGroup var input: InputOptions

  func run() throws {
    FileHandle.standardError.write(Data("coordlint: error: 'rules' is not implemented yet\n".utf8))
    throw ExitCode(2)
  }
}
