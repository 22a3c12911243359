import ArgumentParser
import Foundation

/// `coordlint graph`: draw the coordinator flow graph.
struct GraphCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "graph", abstract: "Draw the coordinator flow graph.")

  @OptionGroup var input: InputOptions

  func run() throws {
    FileHandle.standardError.write(Data("coordlint: error: 'graph' is not implemented yet\n".utf8))
    throw ExitCode(2)
  }
}
