import CoordLintTestSupport
import Foundation
import Testing

/// `coordlint graph`: every format, where it goes, and the errors users can make.
@Suite struct GraphCommandTests {
  private func run(_ arguments: [String]) throws -> CLIRunner.Result {
    try CLIRunner.run(arguments)
  }

  @Test func dotGoesToStdoutByDefault() throws {
    let result = try run(["graph", "Fixtures/ShopApp", "--no-cache"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("digraph \"coordlint\" {"))
    #expect(result.stdout.contains("\"AppCoordinator\" -> \"AuthCoordinator\""))
    #expect(result.stderr.isEmpty)
  }

  static let textStarts = ["mermaid": "flowchart LR", "json": "{\n  \"edges\"", "svg": "<?xml"]
  static let magicBytes: [String: [UInt8]] = ["png": [0x89, 0x50, 0x4E, 0x47], "pdf": Array("%PDF".utf8)]

  @Test(arguments: ["mermaid", "json", "svg"])
  func textFormatsGoToStdout(_ format: String) throws {
    let result = try run(["graph", "Fixtures/ShopApp", "--no-cache", "--format", format])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix(Self.textStarts[format] ?? "?"))
  }

  @Test(arguments: ["png", "pdf"])
  func binaryFormatsFollowTheOutputExtension(_ format: String) throws {
    let folder = try TemporaryFolder("coordlint-graph")
    defer { folder.remove() }
    let output = folder.url("nested/flow.\(format)")
    let result = try run(["graph", "Fixtures/ShopApp", "--no-cache", "--output", output.path])
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: output)
    let magic = Self.magicBytes[format] ?? []
    #expect(!magic.isEmpty && Array(data.prefix(magic.count)) == magic)
    #expect(data.count > 10_000)
    // Written atomically: nothing but the file is left in its folder.
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)
              == ["flow.\(format)"])
  }

  @Test func binaryFormatsNeedAFile() throws {
    let result = try run(["graph", "Fixtures/ShopApp", "--format", "png"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--format png writes binary data; give a file with --output"))
    #expect(result.stdout.isEmpty)
  }

  @Test func anUnknownExtensionAsksForAFormat() throws {
    let result = try run(["graph", "Fixtures/ShopApp", "--output", "/tmp/flow.xyz"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("cannot tell the format from '/tmp/flow.xyz'"))
  }

  @Test func focusDrawsOneFlowAndRejectsUnknownNames() throws {
    let focused = try run(["graph", "Fixtures/ShopApp", "--no-cache", "--format", "json", "--focus", "CatalogCoordinator",
                           "--depth", "1"])
    #expect(focused.status == 0, "\(focused.stderr)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(focused.stdout.utf8)) as? [String: Any])
    let ids = (object["nodes"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    #expect(ids == ["CatalogCoordinator", "FiltersCoordinator", "MainTabCoordinator"])

    let unknown = try run(["graph", "Fixtures/ShopApp", "--no-cache", "--focus", "Catalog"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("--focus 'Catalog' is no coordinator in the graph; did you mean CatalogCoordinator?"))

    let depthAlone = try run(["graph", "Fixtures/ShopApp", "--depth", "2"])
    #expect(depthAlone.status == 2)
    #expect(depthAlone.stderr.contains("--depth needs --focus"))
  }

  @Test func everyLayoutEngineRenders() throws {
    for layout in ["dot", "neato", "fdp", "circo", "twopi"] {
      let result = try run(["graph", "Fixtures/ProtocolBase", "--no-cache", "--format", "svg", "--layout", layout])
      #expect(result.status == 0, "\(layout): \(result.stderr)")
      #expect(result.stdout.contains("<svg"), "\(layout)")
      #expect(result.stderr.isEmpty, "\(layout): \(result.stderr)")
    }
  }

  @Test func clustersAndScreensReachTheOutput() throws {
    let result = try run(["graph", "Fixtures/ShopApp", "--no-cache", "--screens", "--cluster", "folder",
                          "--title", "Shop", "--no-legend"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("subgraph \"cluster_1\""))
    #expect(result.stdout.contains("label=\"Fixtures/ShopApp\""))
    #expect(result.stdout.contains("\"LoginViewController\" [label=\"LoginViewController\""))
    #expect(!result.stdout.contains("coordlint-legend"))
  }

  @Test func htmlIsOneSelfContainedFile() throws {
    let folder = try TemporaryFolder("coordlint-graph")
    defer { folder.remove() }
    let output = folder.url("report.html")
    let result = try run(["graph", "Fixtures/ShopApp", "--no-cache", "-o", output.path])
    #expect(result.status == 0, "\(result.stderr)")
    let html = try String(contentsOf: output, encoding: .utf8)
    #expect(html.contains("<svg"))
    #expect(html.contains("id=\"coordlint-data\""))
    #expect(html.contains("retain-cycle"))
    #expect(!html.contains("<script src") && !html.contains("<link"))
  }

  @Test func badInputIsReportedAndTheRestIsStillDrawn() throws {
    let folder = try TemporaryFolder("coordlint-graph", files: [
      "App.swift": Snippet.coordinatorProtocol + "\n" + Snippet.coordinator("AppCoordinator"),
    ])
    defer { folder.remove() }
    let result = try run(["graph", folder.path, folder.url("Missing.swift").path, "--no-cache"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("Missing.swift"))
    #expect(result.stdout.contains("\"AppCoordinator\""))
  }
}
