import CoordLintCore
import CoordLintTestSupport
import Foundation
import Testing
@testable import CoordLintConfiguration

/// Finding the file, and the paths its `included` and `excluded` select on disk.
@Suite struct ConfigurationFilesTests {
  let folder: TemporaryFolder

  init() throws {
    let files = ["App/Sources/A.swift", "App/Sources/Generated/G.swift", "App/Modules/Feed/F.swift",
                 "App/Modules/Feed/Notes.md", "App/Modules/Feed/Tests/FTests.swift", "Shared/S.swift"]
    folder = try TemporaryFolder("coordlint-config", files: Dictionary(uniqueKeysWithValues: files.map {
      ($0, "final class X {}")
    }))
  }

  func write(_ yaml: String, to name: String = "App/.coordlint.yml") throws {
    try folder.write(yaml, to: name)
  }

  @Test func aFileInTheWorkingDirectoryIsFoundAndAMissingOneIsNoConfiguration() throws {
    defer { folder.remove() }
    let app = folder.url("App").path
    #expect(try ConfigurationLoader.load(explicit: nil, workingDirectory: app, knownRules: []) == nil)
    try write("excluded: [Generated]")
    let found = try #require(try ConfigurationLoader.load(explicit: nil, workingDirectory: app, knownRules: []))
    #expect(found.file == ".coordlint.yml")
    #expect(found.excluded == ["Generated"])
  }

  @Test func anExplicitFileMustExist() throws {
    defer { folder.remove() }
    #expect(throws: ConfigurationError(file: "missing.yml", message: "cannot read configuration: no such file or directory")) {
      try ConfigurationLoader.load(explicit: "missing.yml", workingDirectory: folder.path, knownRules: [])
    }
  }

  @Test func includedGlobsAndPathsResolveAgainstTheConfigurationFolder() throws {
    defer { folder.remove() }
    try write("""
      included: [Sources, "Modules/**/*.swift", ../Shared]
      excluded: [Generated, Modules/Feed/Tests]
      """)
    // Run from the parent folder with --config App/.coordlint.yml: paths are shown relative to it.
    let configuration = try #require(try ConfigurationLoader.load(
      explicit: "App/.coordlint.yml", workingDirectory: folder.path, knownRules: []))
    #expect(configuration.directory == folder.url("App").path)
    let paths = configuration.includedPaths(workingDirectory: folder.path, excludes: configuration.excludePatterns)
    #expect(paths == ["App/Sources", "App/Modules/Feed/F.swift", "Shared"])
    // The collector reads relative paths from the process's directory, so they are made absolute here.
    let collected = FileCollector(excludes: configuration.excludePatterns, workingDirectory: folder.path)
      .collect(paths.map { folder.path + "/" + $0 })
    #expect(collected.files == ["App/Modules/Feed/F.swift", "App/Sources/A.swift", "Shared/S.swift"])
  }
}
