import CoordLintCore

/// Flags a closure capturing a coordinator strongly that is kept by something outside the coordinator.
public struct StrongSelfCaptureRule: Rule {
  public static let description = RuleDescription(
    id: "strong-self-capture",
    summary: "closure kept outside the coordinator captures it strongly",
    rationale: """
      A closure handed to something that keeps it — a block-based notification observer, a repeating timer, a \
      shared service's stored callback, a subscription kept by another object — keeps everything it captures \
      alive as long as that keeper lives. A coordinator captured strongly there outlives its flow: its screens \
      are gone, but it still reacts to events. Capture `[weak self]` (or `[unowned self]` when the keeper cannot \
      outlive it). When the keeper belongs to the coordinator itself, the capture closes a cycle and is reported \
      once, as `retain-cycle`. Closures that run once and are let go — `DispatchQueue.main.async`, \
      `UIView.animate`, the completion of `present` or `dismiss` — are never findings.
      """,
    defaultSeverity: .warning,
    examples: StrongSelfCaptureRuleExamples.all)

  public static var requires: [any AnalysisPass.Type] { [OwnershipPass.self] }

  public init() {}

  public func check(_ context: RuleContext) -> [Finding] {
    let analysis = context.analysis
    let wording = OwnershipWording(analysis: analysis)
    var findings: [Finding] = analysis.ownership.externalCaptures.compactMap { capture in
      guard analysis.coordinators.isCoordinator(capture.capturer) else { return nil }
      let name = wording.typeName(capture.capturer)
      return finding(
        "closure kept by \(capture.keeper) captures '\(name)' strongly, so it lives as long as the keeper; "
          + "capture '[weak self]'",
        at: capture.closure,
        notes: capture.location == capture.closure ? [] : [Finding.Note("handed to \(capture.keeper) here", at: capture.location)],
        symbols: [capture.function.map { "\(capture.capturer).\($0.selector)" } ?? capture.capturer])
    }
    // A subscription kept by an object the coordinator does not own.
    for check in analysis.ownership.checks where check.verdict == .ok && check.wiring.kind == .subscription {
      let wiring = check.wiring
      guard wiring.isBackReference, wiring.strength == .strong, wiring.holder != wiring.target,
            analysis.coordinators.isCoordinator(wiring.targetType) else { continue }
      let name = wording.name(wiring.target)
      findings.append(finding(
        "closure kept by a subscription in '\(wording.name(wiring.holder))' captures '\(name)' strongly, so it lives "
          + "as long as that object; capture '[weak self]'",
        at: wiring.location, notes: wiring.via,
        symbols: [wiring.function.map { "\(wiring.targetType).\($0.selector)" } ?? wiring.targetType]))
    }
    return findings
  }
}
