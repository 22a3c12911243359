import ArgumentParser

/// `coordlint rules`: list the rules.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "rules", abstract: "List the rules.")

  func run() throws {
    throw notImplemented("rules")
  }
}
