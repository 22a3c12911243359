import ArgumentParser
import Foundation

/// Says on stderr that `subcommand` is not implemented yet and gives the usage-error status, 2.
func notImplemented(_ subcommand: String) -> ExitCode {
  FileHandle.standardError.write(Data("coordlint: error: '\(subcommand)' is not implemented yet\n".utf8))
  return ExitCode(2)
}
