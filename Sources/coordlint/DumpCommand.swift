import ArgumentParser
import CoordLintCore

/// `coordlint dump`: the model coordlint built, as JSON, for inspection and scripting.
struct DumpCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dump", abstract: "Print the coordinators coordlint found, as JSON.")

  @OptionGroup var input: InputOptions

  func run() throws {
    let analysis = try input.analyze(goals: [ChildLifecyclePass.self]).analysis
    print(DumpReport(analysis).json())
    try RunStatus.finish(analysis.diagnostics)
  }
}
