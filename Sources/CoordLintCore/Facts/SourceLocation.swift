/// A position in an analyzed file: the file's path as given to the tool, 1-based line and column.
public struct SourceLocation: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }

  public var description: String { "\(file):\(line):\(column)" }
}
