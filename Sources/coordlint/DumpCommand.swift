import ArgumentParser
import CoordLintCore

/// `coordlint dump`: the model coordlint built, as JSON, for inspection and scripting.
struct DumpCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dump", abstract: "Print the coordinators coordlint found, as JSON.")

  @OptionGroup var input: InputOptions

  func run() throws {
    let loaded = try input.analyze(goals: [ChildLifecyclePass.self])
    print(DumpReport(loaded.analyses).json())
    try RunStatus.finish(loaded.diagnostics)
  }
}
