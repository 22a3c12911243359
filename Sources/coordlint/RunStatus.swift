import ArgumentParser
import CoordLintCore

/// How a run ends once its output is written, as the README documents: 0 clean, 1 when a finding fails the run,
/// 2 when an input problem was an error.
enum RunStatus {
  /// Returns for status 0, else throws the exit code: 2 wins over 1, since the output may lack a file's findings.
  static func finish(_ diagnostics: [Diagnostic], failingFindings: Bool = false) throws(ExitCode) {
    if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(2) }
    if failingFindings { throw ExitCode(1) }
  }
}
