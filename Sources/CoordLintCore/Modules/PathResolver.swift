import Foundation

/// Absolute paths made with string operations, and how they are shown: relative to the working directory when below
/// it. Symbolic links are left alone, as the file collector leaves them.
struct PathResolver: Sendable {
  /// The standardized absolute working directory.
  let workingDirectory: String
  private let displayBase: String

  init(workingDirectory: String) {
    let absolute = workingDirectory.hasPrefix("/")
      ? workingDirectory : FileManager.default.currentDirectoryPath + "/" + workingDirectory
    self.workingDirectory = PathResolver.normalize(absolute)
    displayBase = self.workingDirectory.hasSuffix("/") ? self.workingDirectory : self.workingDirectory + "/"
  }

  /// The standardized absolute path of a path relative to the working directory, or of an absolute path.
  func absolute(_ path: String) -> String {
    PathResolver.join(workingDirectory, path)
  }

  /// The path relative to the working directory when it lies below it, `.` for the working directory itself.
  func display(_ absolute: String) -> String {
    if absolute == workingDirectory { return "." }
    return absolute.hasPrefix(displayBase) ? String(absolute.dropFirst(displayBase.count)) : absolute
  }

  /// `path` taken relative to the absolute `folder` unless it is absolute itself, standardized.
  static func join(_ folder: String, _ path: String) -> String {
    if path.hasPrefix("/") { return normalize(path) }
    if path.isEmpty || path == "." { return normalize(folder) }
    return normalize(folder.hasSuffix("/") ? folder + path : folder + "/" + path)
  }

  /// An absolute path without `.`, `..`, repeated or final slashes.
  static func normalize(_ path: String) -> String {
    if isClean(path) { return path }
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }

  /// Whether a path has no `/.`, `//` or final slash, so that it is standardized already. Most paths are; splitting
  /// them all, or looking for those with Foundation's `contains`, was measurable on large projects.
  private static func isClean(_ path: String) -> Bool {
    let slash = UInt8(ascii: "/")
    var previous: UInt8 = 0
    for byte in path.utf8 {
      if previous == slash && (byte == slash || byte == UInt8(ascii: ".")) { return false }
      previous = byte
    }
    return previous != slash || path == "/"
  }

  /// The folder holding an absolute path; `/` for `/` itself.
  static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), path != "/" else { return "/" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of an absolute path; `/` for `/` itself.
  static func lastComponent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), path != "/" else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The part of `path` below `folder` (no leading slash), nil when `path` is not below it; empty when equal.
  static func relative(_ path: String, to folder: String) -> String? {
    if path == folder { return "" }
    if folder == "/" { return path.hasPrefix("/") ? String(path.dropFirst()) : nil }
    guard path.hasPrefix(folder), path[path.index(path.startIndex, offsetBy: folder.count)...].first == "/" else {
      return nil
    }
    return String(path.dropFirst(folder.count + 1))
  }

  /// How many components deep an absolute path is: 0 for `/`.
  static func depth(_ path: String) -> Int {
    path == "/" ? 0 : path.reduce(0) { $1 == "/" ? $0 + 1 : $0 }
  }
}
