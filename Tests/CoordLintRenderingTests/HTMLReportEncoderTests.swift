import CoordLintCore
import Foundation
import Testing
@testable import CoordLintRendering

/// The HTML report on a small hand-built graph drawn by libgvc: self-contained, escaped, parseable, deterministic.
/// `scripts/check-html-report.sh` checks the same page in a browser; set `COORDLINT_HTML_REPORT_OUT` to a path to
/// have `writesReportWhenAsked` write it there.
@Suite struct HTMLReportEncoderTests {
  static let odd = "`a <b> & \"c\"`"
  static let hosting = "UIHostingController<ProfileView>"
  static let payment = "Checkout.PaymentCoordinator"

  static func at(_ file: String, _ line: Int) -> CoordLintCore.SourceLocation {
    CoordLintCore.SourceLocation(file: file, line: line, column: 5)
  }

  static let cycle = Finding(
    rule: "retain-cycle", severity: .error,
    message: "'Checkout.PaymentCoordinator.parent' holds 'AppCoordinator' strongly, which holds it back",
    location: at("Sources/App/Checkout/PaymentCoordinator.swift", 8),
    notes: [.init("AppCoordinator adds it here", at: at("Sources/App/AppCoordinator.swift", 14))],
    symbols: ["Checkout.PaymentCoordinator.parent"])
  static let orphan = Finding(
    rule: "orphan-child", severity: .warning, message: "\(odd) is added as a child and never removed",
    location: at("Sources/App/AppCoordinator.swift", 20), symbols: ["AppCoordinator"])

  static let graph = FlowGraph(
    nodes: [
      .init(id: hosting, name: hosting, kind: .screen, location: nil),
      .init(id: "AppCoordinator", name: "AppCoordinator", kind: .coordinator,
            location: at("Sources/App/AppCoordinator.swift", 3), marks: [.root], findings: [orphan]),
      .init(id: payment, name: "PaymentCoordinator", kind: .coordinator,
            location: at("Sources/App/Checkout/PaymentCoordinator.swift", 2), marks: [.cycle], findings: [cycle]),
      .init(id: odd, name: odd, kind: .coordinator, location: at("Sources/App/Odd.swift", 1), marks: [.orphan]),
    ],
    edges: [
      .init(from: "AppCoordinator", to: payment, kind: .child, strength: .strong, label: "append",
            location: at("Sources/App/AppCoordinator.swift", 14), inCycle: true),
      .init(from: "AppCoordinator", to: odd, kind: .child, strength: .strong, label: "addChild",
            location: at("Sources/App/AppCoordinator.swift", 20), isOrphan: true),
      .init(from: payment, to: hosting, kind: .shows, strength: .strong, label: "present",
            location: at("Sources/App/Checkout/PaymentCoordinator.swift", 12)),
      .init(from: payment, to: "AppCoordinator", kind: .backReference, strength: .strong, label: "parent",
            location: at("Sources/App/Checkout/PaymentCoordinator.swift", 4), inCycle: true),
      .init(from: odd, to: "AppCoordinator", kind: .backReference, strength: .weak, label: "delegate",
            location: at("Sources/App/Odd.swift", 3)),
      .init(from: payment, to: odd, kind: .transition, strength: nil, label: "didFinishPayment",
            location: at("Sources/App/AppCoordinator.swift", 30)),
    ])

  /// Hand-written, roughly what the DOT encoder writes: quoted ids, a cluster, every edge kind.
  static let dot = #"""
    digraph flow {
      node [shape=box, fontname="Helvetica"];
      "AppCoordinator" [label="AppCoordinator", peripheries=2];
      "`a <b> & \"c\"`" [label="`a <b> & \"c\"`", color="orange"];
      "UIHostingController<ProfileView>" [label="UIHostingController<ProfileView>", shape=ellipse];
      subgraph "cluster_Checkout" {
        label="Checkout";
        "Checkout.PaymentCoordinator" [label="PaymentCoordinator", color="red"];
      }
      "AppCoordinator" -> "Checkout.PaymentCoordinator" [label="append", color="red"];
      "AppCoordinator" -> "`a <b> & \"c\"`" [label="addChild", color="orange"];
      "Checkout.PaymentCoordinator" -> "UIHostingController<ProfileView>" [label="present", style=dotted];
      "Checkout.PaymentCoordinator" -> "AppCoordinator" [label="parent (strong)", style=dashed, color="red"];
      "`a <b> & \"c\"`" -> "AppCoordinator" [label="delegate (weak)", style=dashed];
      "Checkout.PaymentCoordinator" -> "`a <b> & \"c\"`" [label="didFinishPayment", style=bold, color="blue"];
    }
    """#

  static let findings = [cycle, orphan].sorted(by: Finding.ordered)

  static func report(title: String = "coordlint: App", findings: [Finding] = findings) throws -> String {
    let svg = String(decoding: try GraphvizRenderer().render(dot: dot, format: .svg), as: UTF8.self)
    return HTMLReportEncoder(title: title).encode(graph: graph, svg: svg, findings: findings)
  }

  static let dataOpening = #"<script type="application/json" id="coordlint-data">"#

  /// The text of the JSON block, as the browser hands it to `JSON.parse`.
  static func dataBlock(_ html: String) throws -> String {
    let start = try #require(html.range(of: dataOpening)).upperBound
    let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
    return String(html[start..<end])
  }

  /// The page with the JSON block removed, where the only markup left is what the encoder and Graphviz wrote.
  static func markup(_ html: String) throws -> String {
    html.replacingOccurrences(of: try dataBlock(html), with: "")
  }

  static func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func isSelfContained() throws {
    let html = try Self.report()
    let namespaces = ["http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink"]
    var rest = Substring(html)
    while let match = rest.range(of: #"https?://"#, options: .regularExpression) {
      #expect(namespaces.contains { rest[match.lowerBound...].hasPrefix($0) },
              "external reference: \(rest[match.lowerBound...].prefix(60))")
      rest = rest[match.upperBound...]
    }
    for external in ["<link", "src=", "@import", "url(", "<iframe"] {
      #expect(!html.contains(external), "\(external) in the page")
    }
  }

  @Test func inlinesTheSVGWithoutItsProlog() throws {
    let html = try Self.report()
    #expect(!html.contains("<?xml"))
    #expect(!html.contains("<!DOCTYPE svg"))
    #expect(Self.occurrences(of: "<svg", in: html) == 1)
    #expect(Self.occurrences(of: #"class="node""#, in: html) == 4)
    #expect(Self.occurrences(of: #"class="edge""#, in: html) == 6)
    #expect(Self.occurrences(of: #"class="cluster""#, in: html) == 1)
    // Comments go, since they repeat names; an unescaped one could only hurt.
    #expect(!(try Self.markup(html)).contains("<!--"))
  }

  @Test func svgWithoutAnSVGElementIsAnEmptyState() {
    let html = HTMLReportEncoder(title: "t").encode(graph: Self.graph, svg: "", findings: [])
    #expect(html.contains("no graph to draw"))
    #expect(!html.contains("<svg"))
  }

  @Test func jsonBlockParses() throws {
    let html = try Self.report()
    let block = try Self.dataBlock(html)
    let object = try JSONSerialization.jsonObject(with: Data(block.utf8))
    let root = try #require(object as? [String: Any])
    let nodes = try #require(root["nodes"] as? [[String: Any]])
    let edges = try #require(root["edges"] as? [[String: Any]])
    #expect(nodes.compactMap { $0["id"] as? String }
      == ["AppCoordinator", Self.payment, Self.hosting, Self.odd])
    #expect(edges.count == 6)
    #expect(Set(edges.compactMap { $0["kind"] as? String }) == ["child", "shows", "back-reference", "transition"])
    let app = try #require(nodes.first)
    #expect(app["marks"] as? [String] == ["root"])
    #expect((app["location"] as? [String: Any])?["line"] as? Int == 3)
    #expect((app["findings"] as? [[String: Any]])?.first?["rule"] as? String == "orphan-child")
    #expect(nodes[2]["location"] == nil)
    let transition = try #require(edges.first { $0["kind"] as? String == "transition" })
    #expect(transition["strength"] == nil)
    #expect(edges.first { $0["label"] as? String == "delegate" }?["strength"] as? String == "weak")
  }

  @Test func jsonCannotEndItsScript() throws {
    let hostile = "</script><script>alert(1)</script><!--<script>"
    let graph = FlowGraph(nodes: [.init(id: hostile, name: hostile, kind: .coordinator, location: nil)], edges: [])
    let html = HTMLReportEncoder(title: "t").encode(graph: graph, svg: "", findings: [])
    let block = try Self.dataBlock(html)
    #expect(!block.contains("</"))
    #expect(!block.contains("<!--"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
    #expect((object["nodes"] as? [[String: Any]])?.first?["id"] as? String == hostile)
    #expect(!(try Self.markup(html)).contains("<script>alert"))
  }

  @Test func escapesText() throws {
    let html = try Self.report(title: "</title><b>\"x\" & 'y'")
    let markup = try Self.markup(html)
    #expect(!markup.contains("<b>"))
    #expect(markup.contains("<title>&lt;/title&gt;&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;</title>"))
    // The node list (text and data-node attribute) and the finding's message.
    #expect(markup.contains(#"data-node="`a &lt;b&gt; &amp; &quot;c&quot;`""#))
    #expect(Self.occurrences(of: "`a &lt;b&gt; &amp; &quot;c&quot;`", in: markup) >= 3)
    #expect(markup.contains("UIHostingController&lt;ProfileView&gt;"))
  }

  @Test func tableHasOneRowPerFindingInOrder() throws {
    let html = try Self.report()
    #expect(Self.occurrences(of: #"<tr class="finding "#, in: html) == 2)
    #expect(html.contains(#"id="cl-findings-summary">2 findings: 1 error, 1 warning</p>"#))
    let first = try #require(html.range(of: "Sources/App/AppCoordinator.swift:20</td>"))
    let second = try #require(html.range(of: "Sources/App/Checkout/PaymentCoordinator.swift:8</td>"))
    #expect(first.lowerBound < second.lowerBound)
    // A row links to the node whose findings hold it.
    #expect(html.contains(#"<tr class="finding sev-error" data-node="Checkout.PaymentCoordinator">"#))
    #expect(html.contains("AppCoordinator adds it here"))
  }

  @Test func noFindingsIsAnEmptyState() throws {
    let html = try Self.report(findings: [])
    #expect(html.contains(#"id="cl-findings-summary">no findings</p>"#))
    #expect(!html.contains(#"<tr class="finding"#))
    #expect(!html.contains("cl-findings-table"))
  }

  @Test func isDeterministic() throws {
    let first = try Self.report()
    #expect(try Self.report() == first)
    let shuffled = FlowGraph(nodes: Self.graph.nodes.reversed(), edges: Self.graph.edges.reversed())
    let svg = String(decoding: try GraphvizRenderer().render(dot: Self.dot, format: .svg), as: UTF8.self)
    #expect(HTMLReportEncoder(title: "coordlint: App").encode(graph: shuffled, svg: svg, findings: Self.findings)
      == first)
  }

  @Test(.enabled(if: ProcessInfo.processInfo.environment["COORDLINT_HTML_REPORT_OUT"] != nil))
  func writesReportWhenAsked() throws {
    let path = try #require(ProcessInfo.processInfo.environment["COORDLINT_HTML_REPORT_OUT"])
    try Data(try Self.report().utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test func theObjectiveCBadgeSaysWhereAndEveryFormatCarriesIt() {
    let created = [Self.at("Legacy/App <Delegate>.m", 15), Self.at("Legacy/Settings.m", 4)]
    let graph = FlowGraph(nodes: [
      .init(id: "HomeCoordinator", name: "HomeCoordinator", kind: .coordinator, location: nil, marks: [.root, .objc],
            objcCreations: created),
    ], edges: [])
    let html = HTMLReportEncoder(title: "t").encode(graph: graph, svg: "", findings: [])
    #expect(html.contains("<span class=\"badge mark-objc\" title=\"created from Objective-C — "
      + "Legacy/App &lt;Delegate&gt;.m:15, Legacy/Settings.m:4\">objc</span>"))
    #expect(html.contains("\"objcCreations\":[{"))
    let dot = DOTEncoder().encode(graph)
    #expect(dot.contains("\\ncreated from Objective-C — Legacy/App <Delegate>.m:15\\ncreated from Objective-C — "
      + "Legacy/Settings.m:4"))
    #expect(dot.contains("created from Objective-C (see tooltip)"))
    #expect(MermaidEncoder().encode(graph).contains("class n0 coordinator,root,objc"))
    #expect(FlowGraphJSONEncoder().encode(graph).contains("\"file\" : \"Legacy/Settings.m\""))
  }
}
