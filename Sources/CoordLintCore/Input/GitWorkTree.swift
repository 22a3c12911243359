import Foundation

/// A git work tree read through the `git` on PATH: its top folder, the lines changed since a revision, and a copy
/// of the files a revision holds. No shell is involved: every command is one `Process` with its own arguments.
public struct GitWorkTree: Sendable {
  /// Why git could not answer; the message names the problem, as the command line shows it.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// No executable `git` in any PATH folder.
    case gitNotFound
    /// The folder is not inside a git work tree (git's own words follow).
    case notAWorkTree(folder: String, reason: String)
    /// The revision names no commit.
    case unknownRevision(String, reason: String)
    /// A git or tar command failed for another reason.
    case commandFailed(command: String, reason: String)

    public var description: String {
      switch self {
      case .gitNotFound: "'git' not found on PATH"
      case .notAWorkTree(let folder, let reason): "'\(folder)' is not inside a git work tree (\(reason))"
      case .unknownRevision(let revision, let reason): "unknown git revision '\(revision)' (\(reason))"
      case .commandFailed(let command, let reason): "'\(command)' failed (\(reason))"
      }
    }
  }

  /// The top folder of the work tree, absolute with symbolic links resolved.
  public let root: String
  private let git: URL

  /// The work tree holding `folder`, found with `git rev-parse --show-toplevel`.
  public init(containing folder: String = FileManager.default.currentDirectoryPath,
              environment: [String: String] = ProcessInfo.processInfo.environment) throws(Failure) {
    guard let git = Self.executable("git", environment: environment) else { throw .gitNotFound }
    let output = Self.run(git, ["rev-parse", "--show-toplevel"], in: folder)
    guard output.status == 0 else {
      throw .notAWorkTree(folder: folder, reason: Self.firstLine(output.stderr) ?? "git rev-parse failed")
    }
    let top = String(decoding: output.stdout, as: UTF8.self).trimmingCharacters(in: .newlines)
    // A bare repository, or `.git` itself, has no top folder.
    guard !top.isEmpty else {
      throw .notAWorkTree(folder: folder, reason: "no work tree")
    }
    self.git = git
    self.root = Self.resolved(top)
  }

  /// Runs git in the top folder; a non-zero status is a `commandFailed` error quoting git's first stderr line.
  @discardableResult
  public func run(_ arguments: [String]) throws(Failure) -> Data {
    let output = Self.run(git, arguments, in: root)
    guard output.status == 0 else {
      throw .commandFailed(command: "git " + (arguments.first ?? ""),
                           reason: Self.firstLine(output.stderr) ?? "exit status \(output.status)")
    }
    return output.stdout
  }

  /// The full commit id `revision` names; `unknownRevision` with git's words when it names none.
  public func commit(_ revision: String) throws(Failure) -> String {
    // `log` rather than `rev-parse --verify`: its error says which revision is bad.
    let output = Self.run(git, ["log", "-1", "--format=%H", "--end-of-options", revision, "--"], in: root)
    let id = String(decoding: output.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard output.status == 0, !id.isEmpty else {
      throw .unknownRevision(revision, reason: Self.firstLine(output.stderr) ?? "no commit")
    }
    return id
  }

  /// The lines that differ between `revision` and the work tree (committed, staged and unstaged changes), and the
  /// untracked files that are not ignored, which count as changed throughout.
  public func changedLines(since revision: String) throws(Failure) -> ChangedLines {
    let commit = try commit(revision)
    // The prefixes and `--no-relative` are explicit because a user's `diff.noprefix`, `diff.mnemonicPrefix` or
    // `diff.relative` would change the paths the parser reads.
    let diff = try run(["-c", "core.quotePath=false", "diff", "--no-color", "--no-ext-diff", "--unified=0", "-M",
                        "--src-prefix=a/", "--dst-prefix=b/", "--no-relative", commit, "--"])
    var changed = ChangedLines(root: root, diff: String(decoding: diff, as: UTF8.self))
    let untracked = try run(["ls-files", "--others", "--exclude-standard", "-z"])
    for path in untracked.split(separator: 0) where !path.isEmpty {
      changed.wholeFiles.insert(changed.absolute(String(decoding: path, as: UTF8.self)))
    }
    return changed
  }

  /// Writes the files `revision` holds into `folder` (`git archive` piped into `tar -x`); the work tree, the index
  /// and the repository are only read. Files the revision's `.gitattributes` mark `export-ignore` are left out, as
  /// `git archive` always does.
  public func export(_ revision: String, to folder: String) throws(Failure) {
    let commit = try commit(revision)
    guard let tar = Self.executable("tar", environment: ProcessInfo.processInfo.environment) else {
      throw .commandFailed(command: "tar", reason: "'tar' not found on PATH")
    }
    let archive = Process()
    archive.executableURL = git
    archive.arguments = ["archive", "--format=tar", commit]
    archive.currentDirectoryURL = URL(fileURLWithPath: root)
    let extract = Process()
    extract.executableURL = tar
    extract.arguments = ["-x", "-f", "-", "-C", folder]
    let pipe = Pipe()
    archive.standardOutput = pipe
    extract.standardInput = pipe
    let archiveErrors = Pipe()
    let extractErrors = Pipe()
    archive.standardError = archiveErrors
    extract.standardError = extractErrors
    do {
      try extract.run()
    } catch {
      throw .commandFailed(command: "tar -x", reason: "\(error)")
    }
    do {
      try archive.run()
    } catch {
      // tar would wait for an archive that never comes.
      extract.terminate()
      extract.waitUntilExit()
      throw .commandFailed(command: "git archive", reason: "\(error)")
    }
    // This process keeps no end of the pipe open, so tar sees the end of the archive when git exits.
    try? pipe.fileHandleForReading.close()
    try? pipe.fileHandleForWriting.close()
    let archiveMessage = archiveErrors.fileHandleForReading.readDataToEndOfFile()
    let extractMessage = extractErrors.fileHandleForReading.readDataToEndOfFile()
    archive.waitUntilExit()
    extract.waitUntilExit()
    guard archive.terminationStatus == 0 else {
      throw .commandFailed(command: "git archive", reason: Self.firstLine(archiveMessage) ?? "failed")
    }
    guard extract.terminationStatus == 0 else {
      throw .commandFailed(command: "tar -x", reason: Self.firstLine(extractMessage) ?? "failed")
    }
  }

  /// The path relative to the top folder of an absolute or working-directory-relative path; nil outside the tree.
  public func relative(_ path: String) -> String? {
    let absolute = Self.resolved(FileCollector().absolute(path))
    if absolute == root { return "" }
    let base = root.hasSuffix("/") ? root : root + "/"
    return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : nil
  }

  // MARK: - Processes

  /// The absolute, symlink-resolved form of `path` (`/private/tmp/…` for `/tmp/…` on macOS); `path` itself when it
  /// does not exist.
  public static func resolved(_ path: String) -> String {
    guard let pointer = realpath(path, nil) else { return path }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// The first executable named `name` in the PATH folders.
  static func executable(_ name: String, environment: [String: String]) -> URL? {
    let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    for folder in folders where !folder.isEmpty {
      let candidate = folder + "/" + name
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
         FileManager.default.isExecutableFile(atPath: candidate) {
        return URL(fileURLWithPath: candidate)
      }
    }
    return nil
  }

  private static func run(_ executable: URL, _ arguments: [String], in folder: String)
    -> (status: Int32, stdout: Data, stderr: Data) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return (127, Data(), Data("\(error)".utf8))
    }
    // Both pipes are drained at once: git blocked on a full stderr pipe would never close stdout.
    let errors = Collected()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { errors.data = err.fileHandleForReading.readDataToEndOfFile() }
    let output = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return (process.terminationStatus, output, errors.data)
  }

  private static func firstLine(_ data: Data) -> String? {
    String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
  }

  /// Filled by the one reader thread, read after it is done.
  private final class Collected: @unchecked Sendable {
    var data = Data()
  }
}
