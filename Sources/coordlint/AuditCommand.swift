import ArgumentParser

/// `coordlint audit`: list every reference between coordinators, view controllers and view models.
struct AuditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "audit", abstract: "List every reference between coordinators, view controllers and view models.")

  @OptionGroup var input: InputOptions

  func run() throws {
    throw notImplemented("audit")
  }
}
