import Foundation

/// Findings recorded at one point, so that later runs report only new ones.
///
/// An entry is keyed by what survives edits elsewhere in a file — the rule, the file, the declarations the finding is
/// about (`Finding.symbols`) and its message — never by line or column, with a count for findings that share a key.
/// Files are stored relative to the baseline's own folder, so the baseline matches whatever folder coordlint runs
/// from. The file is pretty-printed JSON with sorted keys, meant to be reviewed like code.
public struct Baseline: Codable, Equatable, Sendable {
  /// Findings that share one key.
  public struct Entry: Codable, Hashable, Sendable {
    public var rule: String
    public var file: String
    public var symbols: [String]
    public var message: String
    public var count: Int
  }

  /// Why a baseline file could not be used.
  public struct ReadError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): error: \(reason)" }
  }

  /// Bumped if the key changes; a baseline of another version is refused rather than silently matching nothing.
  public static let currentVersion = 1

  public var version: Int
  /// Sorted by file, rule, symbols and message.
  public var entries: [Entry]

  /// Records `findings`, whose paths are relative to `workingDirectory`, for a baseline file in `folder`.
  public init(findings: [Finding], workingDirectory: String, folder: String) {
    var counts: [Key: Int] = [:]
    for finding in findings {
      counts[Key(finding, workingDirectory: workingDirectory, folder: folder), default: 0] += 1
    }
    version = Baseline.currentVersion
    entries = counts.map { Entry(rule: $0.rule, file: $0.file, symbols: $0.symbols, message: $0.message, count: $1) }
      .sorted { ($0.file, $0.rule, $0.symbols.joined(separator: "\n"), $0.message)
        < ($1.file, $1.rule, $1.symbols.joined(separator: "\n"), $1.message) }
  }

  /// The findings the baseline does not account for: each entry absorbs up to `count` findings with its key.
  public func newFindings(_ findings: [Finding], workingDirectory: String, folder: String) -> [Finding] {
    var remaining: [Key: Int] = [:]
    for entry in entries {
      remaining[Key(rule: entry.rule, file: entry.file, symbols: entry.symbols, message: entry.message),
                default: 0] += entry.count
    }
    return findings.filter { finding in
      let key = Key(finding, workingDirectory: workingDirectory, folder: folder)
      guard let count = remaining[key], count > 0 else { return true }
      remaining[key] = count - 1
      return false
    }
  }

  /// The file's bytes: pretty-printed JSON with sorted keys and a final newline.
  public func encoded() -> Data {
    let encoder = JSONOutput.encoder()
    // Strings and integers always encode.
    var data = (try? encoder.encode(self)) ?? Data()
    data.append(UInt8(ascii: "\n"))
    return data
  }

  /// Reads a baseline file; a missing, unreadable or malformed file is an error naming it.
  public static func read(from path: String) throws(ReadError) -> Baseline {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ReadError(path: path, reason: "cannot read baseline: \(error.reason)")
    }
    let baseline: Baseline
    do {
      baseline = try JSONDecoder().decode(Baseline.self, from: data)
    } catch {
      throw ReadError(path: path, reason: "not a coordlint baseline (expected {\"version\": 1, \"entries\": "
                        + "[{\"rule\", \"file\", \"symbols\", \"message\", \"count\"}]})")
    }
    guard baseline.version == currentVersion else {
      throw ReadError(path: path, reason: "baseline version \(baseline.version) is not supported (expected "
                        + "\(currentVersion)); write it again with --write-baseline")
    }
    return baseline
  }

  /// What an entry matches on.
  struct Key: Hashable {
    let rule: String
    let file: String
    let symbols: [String]
    let message: String

    init(rule: String, file: String, symbols: [String], message: String) {
      self.rule = rule
      self.file = file
      self.symbols = symbols
      self.message = message
    }

    init(_ finding: Finding, workingDirectory: String, folder: String) {
      let absolute = finding.location.file.hasPrefix("/")
        ? finding.location.file : workingDirectory + "/" + finding.location.file
      self.init(rule: finding.rule, file: RelativePath.from(folder, to: absolute), symbols: finding.symbols,
                message: finding.message)
    }
  }
}

/// Relative paths between absolute ones.
enum RelativePath {
  /// `target` relative to the folder `base`: `Sources/App.swift`, `../Other/App.swift`.
  static func from(_ base: String, to target: String) -> String {
    let baseParts = URL(fileURLWithPath: base).standardizedFileURL.pathComponents
    let targetParts = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
    var shared = 0
    while shared < min(baseParts.count, targetParts.count), baseParts[shared] == targetParts[shared] { shared += 1 }
    let ups = Array(repeating: "..", count: baseParts.count - shared)
    return (ups + targetParts[shared...]).joined(separator: "/")
  }
}

extension Finding {
  /// A hash of what identifies the finding across edits (rule, file, symbols, message; no line), for formats that
  /// track findings from run to run (SARIF's `partialFingerprints`).
  public var fingerprint: String {
    var hash = StableHash()
    hash.combine(rule)
    hash.combine(location.file)
    for symbol in symbols { hash.combine(symbol) }
    hash.combine(message)
    return hash.hex
  }
}
