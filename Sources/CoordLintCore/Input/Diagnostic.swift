/// A problem with the tool's input (a missing path, an unreadable file), reported on stderr, never as a finding.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How bad the problem is: errors make the run exit with 2, warnings do not.
  public enum Severity: String, Sendable { case error, warning }
  public var severity: Severity
  public var message: String
  /// Where, when the problem is in a file.
  public var location: SourceLocation?
  public var file: String?
  /// Whether the problem depends on how fast the machine was (a file over its `--file-timeout`), so that the run's
  /// result is not one to cache.
  public var dependsOnTiming = false

  public static func error(_ message: String, file: String? = nil) -> Diagnostic {
    Diagnostic(severity: .error, message: message, location: nil, file: file)
  }

  public static func warning(_ message: String, file: String) -> Diagnostic {
    Diagnostic(severity: .warning, message: message, location: nil, file: file)
  }

  public static func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(severity: .warning, message: message, location: location, file: location.file)
  }

  public var description: String {
    if let location { return "\(location): \(severity.rawValue): \(message)" }
    if let file { return "\(file): \(severity.rawValue): \(message)" }
    return "coordlint: \(severity.rawValue): \(message)"
  }
}
