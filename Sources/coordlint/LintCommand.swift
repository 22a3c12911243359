import ArgumentParser

/// `coordlint lint`: check coordinator code against the rules.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint", abstract: "Check coordinator code against the rules.")

  @OptionGroup var input: InputOptions

  func run() throws {
    throw notImplemented("lint")
  }
}
