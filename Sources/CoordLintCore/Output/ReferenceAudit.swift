/// The weak-reference audit: every stored reference between coordinators, view controllers and the objects they
/// wire to each other (view models, presenters), with its ownership, where it is wired and a verdict.
public struct ReferenceAudit: Sendable {
  /// One property of one type.
  public struct Row: Hashable, Sendable {
    public let holder: String
    public let property: String
    public let target: String
    public let ownership: Ownership
    public let verdict: ReferenceCheck.Verdict
    public let location: SourceLocation
    public let wiring: [WiringSite]
  }

  /// A place that sets the property.
  public struct WiringSite: Hashable, Sendable {
    public let kind: Wiring.Kind
    /// The type of the object handed over.
    public let target: String
    public let verdict: ReferenceCheck.Verdict
    public let location: SourceLocation
  }

  public let rows: [Row]

  /// The audits of several units as one, rows in the same order a single audit uses.
  public init(merging audits: [ReferenceAudit]) {
    rows = audits.flatMap(\.rows).sorted { ($0.location, $0.property) < ($1.location, $1.property) }
  }

  public init(_ analysis: Analysis) {
    let codebase = analysis.codebase
    let coordinators = analysis.coordinators
    let name = { (key: String) in codebase.type(key)?.displayName ?? key }
    let isScreen = { (key: String) in codebase.isSubtype(key, of: "UIViewController") }
    let coordinatorProtocols = Set(coordinators.entries.keys.flatMap { key in
      codebase.ancestors(of: key).filter { codebase.type($0)?.kind == .protocol }
    })
    // Participants: coordinators, screens, and whatever is wired to one of them.
    var participants = Set(coordinators.entries.keys)
    for check in analysis.ownership.checks {
      let wiring = check.wiring
      if coordinators.isCoordinator(wiring.targetType) || isScreen(wiring.targetType) {
        participants.insert(wiring.holderType)
      }
    }
    // Framework types (a navigation controller) are not reviewed: their references are UIKit's.
    let isParticipant = { (key: String) in
      (participants.contains(key) || isScreen(key)) && codebase.type(key)?.isDeclaredInSources == true
    }

    struct Key: Hashable { let owner: String, property: String }
    var byProperty: [Key: (OwnershipGraph.PropertyRef, [ReferenceCheck])] = [:]
    for check in analysis.ownership.checks {
      guard let property = check.wiring.property, isParticipant(check.wiring.holderType),
            isParticipant(check.wiring.targetType),
            check.wiring.holderType != check.wiring.targetType || check.verdict != .ok else { continue }
      byProperty[Key(owner: property.owner, property: property.name), default: (property, [])].1.append(check)
    }
    // Declared references nobody is seen wiring still belong in an audit.
    for key in participants.sorted() {
      guard let info = codebase.type(key), info.kind == .class else { continue }
      for property in info.properties where property.storage == .stored && !property.isStatic {
        let member = FoundMember(owner: info, decl: property)
        guard let target = codebase.resolvedType(of: member)?.unwrapped.nominalName, isParticipant(target)
                || coordinators.isCoordinator(target) || coordinatorProtocols.contains(target),
              byProperty[Key(owner: key, property: property.name)] == nil else { continue }
        byProperty[Key(owner: key, property: property.name)] = (
          OwnershipGraph.PropertyRef(owner: key, name: property.name, ownership: property.ownership,
                                     type: property.statedType, location: property.location), [])
      }
    }
    rows = byProperty.values.map { property, checks in
      let wiredTargets = Set(checks.map { name($0.wiring.targetType) })
      let declared = property.type.map { codebase.resolve($0, from: codebase.type(property.owner)?.memberScope ?? []) }
      let target = wiredTargets.count == 1 ? wiredTargets.first!
        : declared?.unwrapped.nominalName.map(name) ?? wiredTargets.sorted().joined(separator: ", ")
      let closureOwnership = checks.first { $0.wiring.kind == .closure }?.wiring.strength
      return Row(holder: name(property.owner), property: property.name, target: target,
                 ownership: closureOwnership ?? property.ownership,
                 verdict: checks.map(\.verdict).max() ?? .ok, location: property.location,
                 wiring: checks.map {
                   WiringSite(kind: $0.wiring.kind, target: name($0.wiring.targetType), verdict: $0.verdict,
                              location: $0.wiring.location)
                 }.sorted { $0.location < $1.location })
    }.sorted { ($0.location, $0.property) < ($1.location, $1.property) }
  }
}
