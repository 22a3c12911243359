import Foundation
import Testing
@testable import CoordLintRendering

/// Smoke tests: libgvc renders each format; no pixel snapshots.
@Suite struct GraphvizRendererTests {
  let dot = """
    digraph flow {
      AppCoordinator -> AuthCoordinator [label="addChild"];
      AppCoordinator -> MainTabCoordinator;
      MainTabCoordinator -> AppCoordinator [style=dashed, label="delegate (weak)"];
    }
    """

  @Test func rendersSVG() throws {
    let data = try GraphvizRenderer().render(dot: dot, format: .svg)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("<svg"))
    #expect(text.contains("AuthCoordinator"))
  }

  /// The fuzz target's DOT check: read, not laid out.
  @Test func readsValidDOTAndRejectsBrokenDOT() {
    #expect(GraphvizRenderer.reads(dot: dot))
    #expect(!GraphvizRenderer.reads(dot: "digraph flow { \"a -> b }"))
    #expect(!GraphvizRenderer.reads(dot: "digraph flow { a -> }"))
  }

  @Test func rendersPNG() throws {
    let data = try GraphvizRenderer().render(dot: dot, format: .png)
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(data.count > 1_000)
  }

  @Test func rendersPDF() throws {
    let data = try GraphvizRenderer().render(dot: dot, format: .pdf)
    #expect(String(decoding: data.prefix(5), as: UTF8.self) == "%PDF-")
    #expect(data.count > 1_000)
  }

  @Test(arguments: GraphvizRenderer.Layout.allCases)
  func everyLayoutEngineRuns(_ layout: GraphvizRenderer.Layout) throws {
    let data = try GraphvizRenderer(layout: layout).render(dot: dot, format: .svg)
    #expect(String(decoding: data, as: UTF8.self).contains("<svg"))
  }

  @Test func invalidDOTIsATypedError() {
    #expect(throws: GraphvizRenderer.RenderError.invalidGraph) {
      try GraphvizRenderer().render(dot: "digraph { a -> ", format: .svg)
    }
  }
}
