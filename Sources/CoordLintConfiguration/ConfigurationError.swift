/// A configuration file that cannot be used: unreadable, not YAML, or a value of the wrong type. The run stops
/// with status 2.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible {
  public let file: String
  /// 1-based; nil when the problem is the whole file.
  public let line: Int?
  public let column: Int?
  public let message: String

  public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: error: message`, the form editors link to.
  public var description: String {
    guard let line else { return "\(file): error: \(message)" }
    return "\(file):\(line):\(column ?? 1): error: \(message)"
  }
}
