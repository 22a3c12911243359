/// A position in an analyzed file: the file's path as given to the tool, 1-based line and column.
///
/// Twelve bytes and no reference: the path is kept once in `FilePathTable` and named here by its number, so the
/// millions of locations in a large codebase's facts cost no retain, release or string hashing when copied, compared
/// or used as keys (a `String` path made every location 32 bytes and a retain).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The path's number in `FilePathTable.shared`.
  private(set) var fileID: UInt32
  private var storedLine: UInt32
  private var storedColumn: UInt32

  public init(file: String, line: Int, column: Int) {
    self.init(fileID: FilePathTable.shared.id(of: file), line: line, column: column)
  }

  /// A location in the file `FilePathTable.shared` numbers `fileID`; extraction interns its path once per file.
  init(fileID: UInt32, line: Int, column: Int) {
    self.fileID = fileID
    storedLine = UInt32(clamping: line)
    storedColumn = UInt32(clamping: column)
  }

  public var file: String {
    get { FilePathTable.shared.path(fileID) }
    set { fileID = FilePathTable.shared.id(of: newValue) }
  }
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = UInt32(clamping: newValue) }
  }
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = UInt32(clamping: newValue) }
  }

  /// Ordered by path, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    if lhs.fileID != rhs.fileID { return lhs.file < rhs.file }
    return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
  }

  public var description: String { "\(file):\(line):\(column)" }
}

extension SourceLocation: Codable {
  // The same keys, in the same order, as when the path was a stored property.
  private enum CodingKeys: String, CodingKey { case file, line, column }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(file: try container.decode(String.self, forKey: .file),
              line: try container.decode(Int.self, forKey: .line),
              column: try container.decode(Int.self, forKey: .column))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(file, forKey: .file)
    try container.encode(line, forKey: .line)
    try container.encode(column, forKey: .column)
  }
}
