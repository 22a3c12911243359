import CoordLintConfiguration
import CoordLintCore
import Foundation

/// A failure that ends a run with status 2: `CoordLint.main` prints its message to stderr, the only place that does.
enum CLIError: Error, CustomStringConvertible {
  /// The arguments ask for something the input cannot give (`--focus` naming no node).
  case usage(String)
  /// A file the run reads cannot be used (a baseline that is missing or malformed); its message names the file.
  case input(Baseline.ReadError)
  /// The configuration file cannot be used.
  case configuration(ConfigurationError)
  /// An output file cannot be written.
  case write(AtomicFile.WriteError)
  /// Graphviz could not lay out or render the graph.
  case rendering(String)
  /// Git could not say what changed (`--changed-since`, `--diff`): no git, no work tree, an unknown revision.
  case git(GitWorkTree.Failure)

  var description: String {
    switch self {
    case .usage(let message), .rendering(let message): "coordlint: error: \(message)"
    case .input(let error): "\(error)"
    case .configuration(let error): "\(error)"
    case .write(let error): "\(error)"
    case .git(let failure): "coordlint: error: \(failure)"
    }
  }

  /// Writes `data` atomically to `path`, creating its folder; a failure is a `.write` error.
  static func write(_ data: Data, to path: String) throws(CLIError) {
    do {
      try AtomicFile.write(data, to: path, creatingFolders: true)
    } catch {
      throw .write(error)
    }
  }
}
