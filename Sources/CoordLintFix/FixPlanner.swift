import CoordLintCore

/// Decides which findings a change proven safe by the model resolves, and says why the others are left alone.
///
/// The model it reads should include test code: a test that sets `child.parent = MockParent()` would break if
/// `parent` became weak, so such a write must defeat the proof.
public struct FixPlanner {
  let analysis: Analysis
  let writes: PropertyWrites
  let calls: CallIndex
  /// Each wiring's verdict, by wiring.
  let checks: [Wiring: ReferenceCheck]

  public init(proof analysis: Analysis) {
    self.analysis = analysis
    writes = PropertyWrites(codebase: analysis.codebase)
    calls = CallIndex(codebase: analysis.codebase)
    checks = Dictionary(analysis.ownership.checks.map { ($0.wiring, $0) }) { first, _ in first }
  }

  /// What a run can change: one proposal per declaration or closure (several findings may ask for the same change),
  /// in source order, and a refusal for every finding of a fixable rule left alone.
  public func plan(_ findings: [Finding]) -> (proposals: [FixProposal], refusals: [FixRefusal]) {
    var proposals: [SourceLocation: FixProposal] = [:]
    var refusals: [FixRefusal] = []
    for finding in findings {
      let planned: Result<[FixProposal], FixPlanner.Refusal>
      switch finding.rule {
      case "strong-back-reference":
        guard let symbol = finding.symbols.first, let dot = symbol.lastIndex(of: ".") else { continue }
        planned = weakProperty(owner: String(symbol[..<dot]), name: String(symbol[symbol.index(after: dot)...]))
      case "retain-cycle", "temporary-retain-cycle":
        // A temporary cycle is as real while it lasts; the reference pointing up is not what keeps the flow going.
        planned = cycle(finding)
      case "non-class-delegate-protocol":
        guard let key = finding.symbols.first else { continue }
        planned = classBound(key).map { [$0] }
      default:
        continue
      }
      switch planned {
      case .success(let changes):
        // The first change is the one asked for; the others are companions it needs.
        for (index, change) in changes.enumerated() {
          if proposals[change.location] == nil { proposals[change.location] = change }
          if index == 0 { proposals[change.location]?.findings.append(finding) }
        }
      case .failure(let refusal):
        refusals.append(FixRefusal(finding: finding, reason: refusal.reason))
      }
    }
    // A companion (the protocol a weak property needs class-bound) resolves no finding of its own unless one asked.
    return (proposals.values.sorted { $0.location < $1.location }, refusals)
  }

  /// Why a change is not proven, as the listing says it.
  struct Refusal: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }

  // MARK: - Cycles

  private func cycle(_ finding: Finding) -> Result<[FixProposal], Refusal> {
    let closing = analysis.ownership.checks.first { check in
      check.verdict == .cycle && check.wiring.location == finding.location
        && finding.symbols.first == (check.wiring.property.map { "\($0.owner).\($0.name)" } ?? check.wiring.holderType)
    }
    guard let closing else { return .failure(Refusal("the cycle is not in the model")) }
    let wiring = closing.wiring
    // A weak reference or capture would free the target at once: it is made and left in a local.
    if analysis.unstoredCoordinators.keepFirst(for: closing) != nil {
      let through = wiring.kind == .assignment || wiring.kind == .injection
        ? wiring.property.map { "'\($0.name)'" } ?? "this reference" : "this capture"
      return .failure(Refusal("'\(displayName(wiring.targetType))' is kept alive only through \(through); "
                                + "keep it in its parent first"))
    }
    switch wiring.kind {
    case .assignment, .injection:
      guard let property = wiring.property else { return .failure(Refusal("no property holds the reference")) }
      return weakProperty(owner: property.owner, name: property.name)
    case .closure:
      return weakCapture(wiring).map { [$0] }
    case .subscription:
      if let reference = wiring.methodReference {
        return .failure(Refusal("'\(reference)' is a method reference, which cannot capture weakly; "
                                  + "wrap it in a closure by hand"))
      }
      // The editor checks that the closure is handed to an observer API whose closures return nothing.
      let name = wiring.capturedName ?? "self"
      return .success([FixProposal(
        change: .weakCapture(name: name, observer: true), location: wiring.location,
        summary: "capture '[weak \(name)]' in the closure of the subscription kept by '\(keeper(wiring))'")])
    }
  }

  private func weakCapture(_ wiring: Wiring) -> Result<FixProposal, Refusal> {
    if let reference = wiring.methodReference {
      return .failure(Refusal("'\(reference)' is a method reference, which cannot capture weakly; "
                                + "wrap it in a closure by hand"))
    }
    guard let property = wiring.property,
          let member = analysis.codebase.property(named: property.name, in: property.owner) else {
      return .failure(Refusal("no property keeps the closure"))
    }
    // A closure kept in the property, or in the array or dictionary it is (`completions[screen] = { … }`).
    var declared = member.decl.type?.unwrapped
    if case .array(let element)? = declared { declared = element.unwrapped }
    if case .dictionary(_, let value)? = declared { declared = value.unwrapped }
    guard case .function(_, let result)? = declared else {
      return .failure(Refusal("'\(property.name)' is not declared with a function type, so what the closure returns "
                                + "is not known"))
    }
    guard Self.isVoid(result) else {
      return .failure(Refusal("closures in '\(property.name)' return '\(result)', so they cannot return early"))
    }
    let name = wiring.capturedName ?? "self"
    return .success(FixProposal(
      change: .weakCapture(name: name, observer: false), location: wiring.location,
      summary: "capture '[weak \(name)]' in the closure stored in '\(displayName(property.owner)).\(property.name)'"))
  }

  private static func isVoid(_ type: TypeRef) -> Bool {
    switch type {
    case .named("Void", _), .named("Swift.Void", _): return true
    case .tuple(let elements): return elements.isEmpty
    default: return false
    }
  }

  // MARK: - Weak properties

  /// `weak` on `owner.name`, with `: AnyObject` on its protocol when that is needed and proven too.
  func weakProperty(owner: String, name: String) -> Result<[FixProposal], Refusal> {
    let codebase = analysis.codebase
    guard let member = codebase.property(named: name, in: owner), member.owner.name == owner else {
      return .failure(Refusal("'\(name)' is not declared in the sources"))
    }
    let decl = member.decl
    guard decl.storage == .stored, !decl.isStatic else {
      return .failure(Refusal("'\(name)' is not a stored instance property"))
    }
    guard !decl.isLet else { return .failure(Refusal("'\(name)' is a 'let', which cannot be 'weak' before Swift 6.2")) }
    guard !decl.isLazy else { return .failure(Refusal("'\(name)' is 'lazy', which cannot be 'weak'")) }
    guard decl.ownership == .strong else { return .failure(Refusal("'\(name)' is already weak")) }
    guard let written = decl.type, case .optional(let wrapped) = written else {
      return .failure(Refusal("'\(name)' is not optional; making it weak would change its type"))
    }
    let resolved = codebase.resolve(wrapped, from: member.owner.memberScope)
    guard case .named = resolved, let typeKey = resolved.nominalName else {
      return .failure(Refusal("'\(name)' has type '\(wrapped)', which 'weak' does not take"))
    }
    var result: [FixProposal] = []
    if let info = codebase.type(typeKey), info.isDeclaredInSources {
      switch info.kind {
      case .class?, .actor?:
        break
      case .protocol?:
        switch codebase.classBound(typeKey) {
        case .yes: break
        case .unknown:
          return .failure(Refusal("'\(info.displayName)' inherits a protocol coordlint does not know, so whether it is "
                                    + "class-bound is not known"))
        case .no:
          switch classBound(typeKey) {
          case .success(let companion): result.append(companion)
          case .failure(let refusal):
            return .failure(Refusal("'\(info.displayName)' is not class-bound and cannot be made so: \(refusal.reason)"))
          }
        }
      default:
        return .failure(Refusal("'\(info.displayName)' is a value type"))
      }
    } else if FrameworkHierarchy.supertypes[typeKey] == nil && codebase.classBound(typeKey) != .yes {
      return .failure(Refusal("whether '\(typeKey)' is a class is not known"))
    }
    if let problem = unexplainedWrite(owner: owner, name: name) { return .failure(problem) }
    let proposal = FixProposal(change: .weakProperty, location: decl.location,
                               summary: "declare '\(displayName(owner)).\(name)' as 'weak var'",
                               companions: result.map(\.location))
    return .success([proposal] + result)
  }

  /// The first write of `owner.name` that does not store an object owning the holder, or nil when every write does.
  private func unexplainedWrite(owner: String, name: String) -> Refusal? {
    let property = "\(owner).\(name)"
    let wirings = analysis.ownership.wirings.filter { $0.property?.owner == owner && $0.property?.name == name }
    let sites = (writes.byProperty[property] ?? []) + (writes.unresolved[name] ?? [])
    for site in sites.sorted(by: { $0.location < $1.location }) {
      if case .literal(.nil) = site.value { continue }
      let direct = wirings.filter { $0.location == site.location && $0.kind == .assignment }
      if case .name("self") = site.value, !direct.isEmpty, direct.allSatisfy(pointsUp) { continue }
      if case .name(let parameter) = site.value, let function = site.function,
         let index = function.parameters.firstIndex(where: { $0.name == parameter }) {
        if let problem = unexplainedCalls(of: function, owner: owner, parameter: index, storedAt: site.location,
                                          wirings: wirings) {
          return problem
        }
        continue
      }
      return Refusal("'\(name)' is also set at \(site.location) to a value that is not shown to own the holder")
    }
    return nil
  }

  /// The first call of `function` that does not pass its own `self` (an owner of the new holder) as the argument
  /// stored at `site`: every call the sources make, matched by name and label, must have been followed.
  private func unexplainedCalls(of function: FunctionDecl, owner: String, parameter index: Int,
                                storedAt site: SourceLocation, wirings: [Wiring]) -> Refusal? {
    let parameter = function.parameters[index]
    guard let label = parameter.label else {
      return Refusal("'\(function.selector)' stores an unlabelled argument, whose callers are not matched")
    }
    if parameter.hasDefault {
      return Refusal("'\(function.selector)' has a default value for '\(label)', which callers may leave out")
    }
    let calls = self.calls.calls(of: function, owner: owner, codebase: analysis.codebase)
    guard !calls.isEmpty else { return Refusal("nothing in the sources calls '\(function.selector)'") }
    for call in calls {
      guard let argument = call.arguments.first(where: { $0.label == label }) else {
        return Refusal("the call at \(call.location) passes no '\(label)'")
      }
      let injected = wirings.filter { wiring in
        wiring.location == call.location && wiring.via.contains { $0.location == site }
      }
      guard case .name("self") = argument.value, !injected.isEmpty, injected.allSatisfy(pointsUp) else {
        return Refusal("the call at \(call.location) passes '\(label)' a value that is not shown to own the holder")
      }
    }
    return nil
  }

  private func pointsUp(_ wiring: Wiring) -> Bool {
    guard let check = checks[wiring] else { return false }
    return check.pointsUp && (check.verdict == .shouldBeWeak || check.verdict == .cycle)
  }

  // MARK: - Class-bound protocols

  /// `: AnyObject` on the protocol `key`, proven when every type adopting it (tests included) is a class.
  func classBound(_ key: String) -> Result<FixProposal, Refusal> {
    let codebase = analysis.codebase
    guard let info = codebase.type(key), info.isDeclaredInSources, info.kind == .protocol else {
      return .failure(Refusal("the protocol is not declared in the sources"))
    }
    guard info.declarations.count == 1 else { return .failure(Refusal("the protocol is declared more than once")) }
    if info.modifiers.contains("public") || info.modifiers.contains("open") {
      return .failure(Refusal("'\(info.displayName)' is public: code outside the sources may adopt it with a value "
                                + "type"))
    }
    switch codebase.classBound(key) {
    case .yes: return .failure(Refusal("'\(info.displayName)' is already class-bound"))
    case .unknown:
      return .failure(Refusal("'\(info.displayName)' inherits a protocol coordlint does not know"))
    case .no: break
    }
    for adopter in codebase.types.keys.sorted() where adopter != key && codebase.isSubtype(adopter, of: key) {
      let kind = codebase.type(adopter)?.kind
      if kind == .class || kind == .actor || kind == .protocol { continue }
      let name = codebase.type(adopter)?.displayName ?? adopter
      return .failure(Refusal("'\(name)' adopts '\(info.displayName)' and is not a class"))
    }
    return .success(FixProposal(change: .classBoundProtocol, location: info.location,
                                summary: "declare 'protocol \(info.displayName): AnyObject'"))
  }

  private func displayName(_ key: String) -> String { analysis.codebase.type(key)?.displayName ?? key }

  /// The holder of a wiring as code names it: `SessionCoordinator.cancellables`, or the type of an object made in
  /// place (whose node is named after its creation site).
  private func keeper(_ wiring: Wiring) -> String {
    wiring.holder.contains("@") ? displayName(wiring.holderType) : wiring.holder
  }
}
