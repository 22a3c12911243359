import ArgumentParser
import Foundation

/// `coordlint lint`: check coordinator code against the rules.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "lint", abstract: "Check coordinator code against the rules.")

  @OptionGroup var input: InputOptions

  func run() throws {
    FileHandle.standardError.write(Data("coordlint: error: 'lint' is not implemented yet\n".utf8))
    throw ExitCode(2)
  }
}
