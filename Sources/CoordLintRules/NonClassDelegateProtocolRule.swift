import CoordLintCore

/// Flags a protocol used as the type of a back reference that is not class-bound, so the reference cannot be weak.
public struct NonClassDelegateProtocolRule: Rule {
  public static let description = RuleDescription(
    id: "non-class-delegate-protocol",
    summary: "protocol of a back reference is not class-bound",
    rationale: """
      `weak` needs a class type. A protocol that structs could adopt — no `AnyObject` (or `class`, \
      `NSObjectProtocol`, `Actor`) in its inheritance, directly or through the protocols it inherits, no \
      `where Self: AnyObject`, not `@objc` — cannot be the type of a `weak var`, so every delegate, listener or \
      parent reference declared with it is strong. The rule reports the protocol only when it is used for a \
      reference wired back up the coordinator tree; a protocol used for anything else, whatever its name, is left \
      alone. Declare it `protocol Name: AnyObject`.
      """,
    defaultSeverity: .warning,
    examples: NonClassDelegateProtocolRuleExamples.all)

  public static var requires: [any AnalysisPass.Type] { [OwnershipPass.self] }

  public init() {}

  public func check(_ context: RuleContext) -> [Finding] {
    let wording = OwnershipWording(analysis: context.analysis)
    var uses: [String: Set<OwnershipGraph.PropertyRef>] = [:]
    // A holder configured as weak by design keeps the reference weak however the protocol is declared.
    for check in context.analysis.ownership.checks where check.pointsUp && check.wiring.strength == .strong {
      guard let property = check.wiring.property, let proto = wording.nonClassProtocol(of: property) else { continue }
      uses[proto, default: []].insert(property)
    }
    return uses.compactMap { proto, properties -> Finding? in
      guard let info = context.analysis.codebase.type(proto) else { return nil }
      let sorted = properties.sorted { $0.location < $1.location }
      let name = info.displayName
      let used = sorted.map { "'\(wording.propertyName($0))'" }.joined(separator: ", ")
      return finding(
        "protocol '\(name)' is the type of the back reference \(used) but is not class-bound, so it cannot be "
          + "'weak'; declare it 'protocol \(name.split(separator: ".").last ?? ""): AnyObject'",
        at: info.location,
        notes: sorted.map { Finding.Note("'\(wording.propertyName($0))' is declared with it here", at: $0.location) },
        symbols: [proto])
    }
  }
}
