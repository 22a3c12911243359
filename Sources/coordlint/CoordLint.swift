import ArgumentParser
import CoordLintCore
import Foundation

/// The `coordlint` command: static analysis and diagrams of iOS coordinator flows.
@main
struct CoordLint: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "coordlint",
    abstract: "Static analyzer and graph visualizer for the iOS Coordinator pattern.",
    discussion: """
      Exit status: 0 when no finding is an error, 1 when one is, 2 for a usage, input or configuration error.
      """,
    version: CoordLintVersion.string,
    subcommands: [LintCommand.self, GraphCommand.self, FixCommand.self, AuditCommand.self, DumpCommand.self, RulesCommand.self]
  )

  /// Parses and runs, mapping every failure to the documented exit codes (swift-argument-parser uses 64 for usage
  /// errors; coordlint promises 2).
  static func main() {
    MallocTuning.apply()
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error as CLIError {
      printError(error.description)
      Foundation.exit(2)
    } catch let exit as ExitCode {
      Foundation.exit(exit.rawValue)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        // Help and --version.
        print(fullMessage(for: error))
        Foundation.exit(0)
      }
      let message = fullMessage(for: error)
      if !message.isEmpty { printError(message) }
      Foundation.exit(2)
    }
  }
}

/// The tool's version, and what else identifies a build of it.
enum CoordLintVersion {
  static let string = "0.1.0"
  /// Where reports that link to the tool (SARIF) point.
  static let informationURI = "https://github.com/coordlint/coordlint"

  /// The version plus the size and modification time of this executable: cached results from another build are
  /// never used, even when a developer rebuilds without changing the version.
  static let cacheKey: String = {
    guard let executable = Bundle.main.executablePath,
          let attributes = try? FileManager.default.attributesOfItem(atPath: executable) else { return string }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(string)+\(size).\(Int64(modified * 1000))"
  }()
}
