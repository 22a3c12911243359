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

  /// The configuration, its warnings printed to stderr; nil when there is none. A broken file ends the run with
  /// status 2 after saying where it is broken.
  func load() throws -> Configuration? {
    do {
      let configuration = try ConfigurationLoader.load(
        explicit: path, workingDirectory: FileManager.default.currentDirectoryPath,
        knownRules: Set(RuleRegistry.all.map { $0.description.id }))
      for warning in configuration?.warnings ?? [] { printError("\(warning)") }
      return configuration
    } catch {
      printError("\(error)")
      throw ExitCode(2)
    }
  }
}

/// Writes one line to stderr.
func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
