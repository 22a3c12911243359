import ArgumentParser
import CoordLintReporters

/// One `--reporter ID[:FILE]`: a format, written to a file or, without one, to stdout.
struct ReporterSpec: ExpressibleByArgument, Equatable {
  let format: OutputFormat
  let file: String?

  init(format: OutputFormat, file: String? = nil) {
    self.format = format
    self.file = file
  }

  init?(argument: String) {
    let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard let format = OutputFormat(rawValue: String(parts[0])) else { return nil }
    if parts.count == 2 {
      guard !parts[1].isEmpty else { return nil }
      self.init(format: format, file: String(parts[1]))
    } else {
      self.init(format: format)
    }
  }

  static var allValueStrings: [String] { OutputFormat.allCases.map(\.rawValue) }
}
