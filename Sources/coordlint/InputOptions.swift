import ArgumentParser
import CoordLintCore
import Foundation

/// Paths and filters shared by every subcommand that reads sources.
struct InputOptions: ParsableArguments {
  @ArgumentParser.Argument(help: "Files or folders to analyze; folders are searched recursively for .swift files.")
  var paths: [String] = ["."]

  @Option(name: .customLong("exclude"), help: ArgumentHelp("Skip paths matching this glob (repeatable).",
                                                            valueName: "glob"))
  var excludes: [String] = []

  /// Runs the analysis and prints input problems to stderr; the caller exits 2 afterwards if any was an error.
  func analyze() -> Analysis {
    let analysis = Analysis.run(paths: paths, excludes: excludes)
    for diagnostic in analysis.diagnostics {
      FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
    }
    return analysis
  }
}
