import Foundation

/// Folders of this package, found from this file's path so that tests run from any working directory.
public enum PackagePaths {
  /// The folder holding `Package.swift`.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Fixtures/`: small apps, one per idiom.
  public static let fixtures = root.appendingPathComponent("Fixtures")

  /// The fixture apps that list their coordinators in an `expected.json`, by folder name, sorted.
  public static let fixtureApps: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return names.filter {
      FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("\($0)/expected.json").path)
    }.sorted()
  }()

  /// A file or folder given relative to the package root.
  public static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }
}
