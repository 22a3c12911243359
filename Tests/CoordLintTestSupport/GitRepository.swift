import Foundation

/// A throwaway git repository in a temporary folder, for tests of what coordlint reads from git.
public struct GitRepository: Sendable {
  public let folder: TemporaryFolder
  public var url: URL { folder.url }
  public var path: String { folder.path }

  /// `git init` in a fresh folder, with `files` written but not committed.
  public init(files: [String: String] = [:]) throws {
    folder = try TemporaryFolder("coordlint-git", files: files)
    try git(["init", "-q", "-b", "main"])
  }

  /// Runs git in the repository; a non-zero status throws with git's stderr.
  @discardableResult
  public func git(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = url
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(message: "git \(arguments.joined(separator: " ")): " + String(decoding: errors, as: UTF8.self))
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Stages everything and commits it, as a user with a throwaway identity.
  public func commitAll(_ message: String) throws {
    try git(["add", "-A"])
    try git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", message])
  }

  /// `git status --porcelain`, including ignored files: what a command must leave as it found it.
  public func status() throws -> String {
    try git(["status", "--porcelain", "--ignored"])
  }

  public func write(_ text: String, to name: String) throws { try folder.write(text, to: name) }

  public func remove() { folder.remove() }

  /// A git command that failed.
  public struct Failure: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
  }
}
