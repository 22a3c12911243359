import Foundation

/// Runs the built `coordlint` binary and collects what it wrote.
public enum CLIRunner {
  /// How a run ended.
  public struct Result: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String
  }

  /// The binary sits next to the test bundle in the build products folder.
  public static let binary: URL = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("coordlint").path),
          folder.path != "/" {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("coordlint")
  }()

  /// Runs the binary in `directory` with `environment` added to this process's.
  public static func run(_ arguments: [String], in directory: URL = PackagePaths.root,
                         environment: [String: String] = [:]) throws -> Result {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Both pipes are drained at once: a child blocked writing a full stderr pipe would never close stdout.
    let stderr = ErrorOutput()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { stderr.data = err.fileHandleForReading.readDataToEndOfFile() }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                  stderr: String(decoding: stderr.data, as: UTF8.self))
  }

  /// Filled by the one reader thread, read after it is done.
  private final class ErrorOutput: @unchecked Sendable {
    var data = Data()
  }
}
