import ArgumentParser
import CoordLintConfiguration
import CoordLintCore
import CoordLintRules
import Foundation

/// `--config`, shared by every subcommand that reads the configuration file.
struct ConfigOptions: ParsableArguments {
  @Option(name: .customLong("config"),
          help: ArgumentHelp("The configuration file (default: .coordlint.yml in the current directory, if any).",
                             valueName: "file"))
  var path: String?

  /// The configuration, its warnings printed to stderr; nil when there is none. A broken file is a
  /// `.configuration` error saying where it is broken.
  func load() throws(CLIError) -> Configuration? {
    let configuration: Configuration?
    do {
      configuration = try ConfigurationLoader.load(
        explicit: path, workingDirectory: FileManager.default.currentDirectoryPath,
        knownRules: Set(RuleRegistry.all.map { $0.description.id }))
    } catch {
      throw .configuration(error)
    }
    for warning in configuration?.warnings ?? [] { printError("\(warning)") }
    return configuration
  }
}

/// Writes one line to stderr.
func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
