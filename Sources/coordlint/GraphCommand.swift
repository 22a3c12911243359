import ArgumentParser

/// `coordlint graph`: draw the coordinator flow graph.
struct GraphCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "graph", abstract: "Draw the coordinator flow graph.")

  @OptionGroup var input: InputOptions

  func run() throws {
    throw notImplemented("graph")
  }
}
