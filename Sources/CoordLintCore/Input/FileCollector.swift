import Foundation

/// Finds the Swift files to analyze below the given paths, and the Objective-C files (`.m`, `.mm`) scanned for the
/// Swift classes they create, skipping build output, dependencies and hidden folders.
public struct FileCollector: Sendable {
  /// Folder names never descended into: build products and vendored dependencies.
  public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]
  /// Endings of folders whose Swift files no target compiles: an asset catalog's data sets (a copy of a source file
  /// kept as data), a playground's pages, a documentation catalog's tutorial code.
  public static let skippedFolderEndings = [".xcassets", ".playground", ".docc"]

  public var excludes: [Glob]
  /// The folder paths are shown relative to.
  public var workingDirectory: String

  public init(excludes: [String] = [], workingDirectory: String = FileManager.default.currentDirectoryPath) {
    self.excludes = excludes.map(Glob.init)
    self.workingDirectory = workingDirectory
  }

  /// The sorted, de-duplicated Swift and Objective-C files below `paths`, and an error for each path that does not
  /// exist. A folder without Swift files gets a warning even if it holds Objective-C files, which alone draw
  /// nothing.
  public func collect(_ paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
    var files = Set<String>()
    var diagnostics: [Diagnostic] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        // `no such file or directory`, or `too many levels of symbolic links` for a link loop.
        diagnostics.append(.error(FileCollector.statFailure(path)?.reason ?? "no such file or directory", file: path))
        continue
      }
      if !isDirectory.boolValue {
        // A file named explicitly is analyzed even if its name is not `.swift`, but not if excluded.
        if !isExcluded(display(path)) { files.insert(display(path)) }
        continue
      }
      var found = Set<String>()
      walk(path, into: &found, diagnostics: &diagnostics)
      if !found.contains(where: { $0.hasSuffix(".swift") }) {
        diagnostics.append(.warning("no Swift files below this folder", file: display(path)))
      }
      files.formUnion(found)
    }
    return (files.sorted(), diagnostics)
  }

  /// Why `stat` fails on `path`: the error number and the system's words; nil when it does not.
  static func statFailure(_ path: String) -> (code: Int32, reason: String)? {
    var status = stat()
    guard stat(path, &status) != 0 else { return nil }
    let code = errno
    return (code, String(cString: strerror(code)).lowercased())
  }

  private func walk(_ directory: String, into files: inout Set<String>, diagnostics: inout [Diagnostic]) {
    walk(directory, absolute: absolute(directory), base: displayBase, into: &files, diagnostics: &diagnostics)
  }

  // A child's absolute path is its folder's plus its name (a directory listing holds no `.`, `..` or `/`), so it is
  // built with string operations: standardizing every path through Foundation's URL was most of a cached run.
  private func walk(_ directory: String, absolute folder: String, base: String, into files: inout Set<String>,
                    diagnostics: inout [Diagnostic]) {
    let manager = FileManager.default
    // `readdir` tells folders and files apart without a `stat` each (element-ios: 11,387 -> 6,910 `stat` calls, a
    // warm run 137 -> 115 ms); a link, or a folder `readdir` cannot list or whose names are not UTF-8, goes the way
    // it always did, through `FileManager`, so that messages and names stay the same.
    var entries: [(name: String, kind: DirectoryListing.Kind?)]
    if let listed = DirectoryListing.entries(of: directory), !listed.contains(where: { $0.name.contains("\u{FFFD}") }) {
      entries = listed.map { ($0.name, $0.kind == .link ? nil : $0.kind) }
    } else {
      do {
        entries = try manager.contentsOfDirectory(atPath: directory).map { ($0, nil) }
      } catch {
        // An unreadable folder, or one past the longest path the system takes (a tree thousands of folders deep).
        let shown = FileCollector.display(absolute: folder, base: base)
        diagnostics.append(.warning("cannot read folder: \(error.reason); it was skipped", file: shown))
        return
      }
    }
    entries.sort { $0.name < $1.name }
    for (entry, kind) in entries {
      let full = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
      let absolute = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
      let shown = FileCollector.display(absolute: absolute, base: base)
      var isDirectory: ObjCBool = kind == .folder ? true : false
      if kind == nil {
        guard manager.fileExists(atPath: full, isDirectory: &isDirectory) else {
          // A link to nowhere is skipped unsaid unless it names a source file; a loop of links, or a path longer
          // than the system takes (a tree thousands of folders deep), is said.
          if !isExcluded(shown, absolute: absolute), let failure = FileCollector.statFailure(full),
             FileCollector.isSource(entry) || failure.code != ENOENT {
            diagnostics.append(.warning("cannot read file: \(failure.reason); it was skipped", file: shown))
          }
          continue
        }
      }
      if isDirectory.boolValue {
        if entry.hasPrefix(".") || FileCollector.skippedFolders.contains(entry)
          || FileCollector.skippedFolderEndings.contains(where: entry.hasSuffix)
          || isExcluded(shown, absolute: absolute) { continue }
        // Symbolic links to folders are not followed, so a link cycle cannot make the walk endless.
        if kind == nil, (try? manager.destinationOfSymbolicLink(atPath: full)) != nil { continue }
        walk(full, absolute: absolute, base: base, into: &files, diagnostics: &diagnostics)
      } else if FileCollector.isSource(entry), !isExcluded(shown, absolute: absolute) {
        files.insert(shown)
      }
    }
  }

  /// Whether a file name is one the collector takes: Swift, or Objective-C (`.m`, `.mm`).
  static func isSource(_ name: String) -> Bool { name.hasSuffix(".swift") || FileFacts.isObjectiveC(name) }

  /// Whether a displayed path is excluded. An absolute pattern (a configuration file's, rebased onto its folder)
  /// is matched against the absolute path, since a displayed path is relative when it lies below the working
  /// directory.
  private func isExcluded(_ path: String, absolute: String? = nil) -> Bool {
    excludes.contains { glob in
      guard glob.pattern.hasPrefix("/"), !path.hasPrefix("/") else { return glob.matches(path) }
      return glob.matches(absolute ?? self.absolute(path))
    }
  }

  /// The standardized absolute path of a path relative to the working directory.
  public func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path.hasPrefix("/") ? path : workingDirectory + "/" + path).standardizedFileURL.path
  }

  /// The path relative to the working directory when it lies below it, without a leading `./`.
  public func display(_ path: String) -> String {
    FileCollector.display(absolute: absolute(path), base: displayBase)
  }

  /// The standardized working directory with a final `/`: what `display` removes.
  private var displayBase: String {
    let base = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
    return base.hasSuffix("/") ? base : base + "/"
  }

  private static func display(absolute: String, base: String) -> String {
    absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
  }
}
