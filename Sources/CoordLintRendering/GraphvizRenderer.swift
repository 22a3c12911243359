import CGraphviz
import Foundation

/// Lays out DOT text and renders it to SVG, PNG or PDF through Graphviz's C library; the only user of `CGraphviz`.
public struct GraphvizRenderer: Sendable {
  /// An image format Graphviz renders to.
  public enum Format: String, CaseIterable, Sendable {
    case svg, png, pdf
  }

  /// A Graphviz layout engine.
  public enum Layout: String, CaseIterable, Sendable {
    case dot, neato, fdp, circo, twopi
  }

  /// A C call that failed, named so users can tell a bad graph from a missing plugin.
  public enum RenderError: Error, Equatable, CustomStringConvertible {
    case contextUnavailable
    case invalidGraph
    case layoutFailed(Layout)
    case renderFailed(Format)

    public var description: String {
      switch self {
      case .contextUnavailable: return "graphviz could not create a context"
      case .invalidGraph: return "graphviz could not read the graph"
      case .layoutFailed(let layout): return "graphviz layout '\(layout.rawValue)' failed"
      case .renderFailed(let format):
        return "graphviz could not render '\(format.rawValue)' (is its plugin installed?)"
      }
    }
  }

  public var layout: Layout

  public init(layout: Layout = .dot) {
    self.layout = layout
  }

  /// Renders `dot` to `format`. Every C resource is freed on every path.
  public func render(dot: String, format: Format) throws -> Data {
    // Graphviz keeps global state (plugins, error buffers) that is not thread-safe.
    GraphvizRenderer.lock.lock()
    defer { GraphvizRenderer.lock.unlock() }
    // Graphviz prints layout warnings ("triangulation failed" when routing an edge around others) straight to
    // stderr; the picture is still drawn, so they are silenced, and a real failure is a typed error instead.
    let previousLevel = agseterr(AGMAX)
    defer { _ = agseterr(previousLevel) }
    guard let context = GraphvizRenderer.sharedContext() else { throw RenderError.contextUnavailable }
    guard let graph = dot.withCString({ agmemread($0) }) else { throw RenderError.invalidGraph }
    defer { agclose(graph) }
    guard gvLayout(context, graph, layout.rawValue) == 0 else { throw RenderError.layoutFailed(layout) }
    defer { gvFreeLayout(context, graph) }
    return try GraphvizRenderer.renderData(gvRenderData, context: context, graph: graph, format: format)
  }

  /// Whether Graphviz reads `dot` as a graph, without laying it out (the layout is the slow part, and not
  /// coordlint's code): the fuzz target's check that no name breaks the DOT text.
  public static func reads(dot: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    let previousLevel = agseterr(AGMAX)
    defer { _ = agseterr(previousLevel) }
    guard let graph = dot.withCString({ agmemread($0) }) else { return false }
    agclose(graph)
    return true
  }

  private static let lock = NSLock()
  // Guarded by `lock`. One context for the process, never freed: Graphviz 2.42's pango plugin caches the last font
  // name it measured in a static, and freeing a context frees the string it points to, so a second context read
  // freed memory (AddressSanitizer: heap-use-after-free in `textspan_size`) and corrupted the heap of a process
  // that renders more than once, as the tests do.
  nonisolated(unsafe) private static var context: OpaquePointer?

  /// The process's Graphviz context, made on first use; call only under `lock`.
  private static func sharedContext() -> OpaquePointer? {
    if let context { return context }
    context = gvContext()
    return context
  }

  /// Calls `gvRenderData`, whose length parameter is `unsigned int *` in Graphviz 2.x and `size_t *` in later
  /// versions (and whose graph type is opaque in some); being generic over both keeps one source for all.
  private static func renderData<Graph, Length: BinaryInteger>(
    _ function: (OpaquePointer?, Graph?, UnsafePointer<CChar>?,
                 UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, UnsafeMutablePointer<Length>?) -> Int32,
    context: OpaquePointer, graph: Graph, format: Format
  ) throws -> Data {
    var buffer: UnsafeMutablePointer<CChar>?
    var length: Length = 0
    let status = function(context, graph, format.rawValue, &buffer, &length)
    defer { if let buffer { gvFreeRenderData(buffer) } }
    guard status == 0, let buffer, length > 0 else { throw RenderError.renderFailed(format) }
    return Data(bytes: buffer, count: Int(length))
  }
}
