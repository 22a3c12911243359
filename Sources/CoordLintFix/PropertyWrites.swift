import CoordLintCore

/// Every place the sources assign a stored property with `=`, found by reading the statements rather than by
/// following values, so that the proof of a fix sees the writes the ownership analysis could not follow too.
struct PropertyWrites {
  /// One `target = value`.
  struct Site {
    let location: SourceLocation
    let value: Expr
    /// The function the assignment is written in; nil in a property's initializer or observer.
    let function: FunctionDecl?
  }

  /// By `Owner.property`, the owner being the type that declares it.
  private(set) var byProperty: [String: [Site]] = [:]
  /// Writes to a member whose receiver's type is unknown, by the member's name.
  private(set) var unresolved: [String: [Site]] = [:]

  init(codebase: Codebase) {
    SourceBodies.forEach(in: codebase) { statements, owner, function in
      collect(statements, owner: owner, function: function, codebase: codebase)
    }
  }

  private mutating func collect(_ statements: [Statement], owner: String?, function: FunctionDecl?,
                                codebase: Codebase) {
    let resolver = ExpressionTypeResolver(codebase: codebase, typeKey: owner, function: function)
    IRWalk.forEachStatement(in: statements) { statement, _ in
      guard case .assignment(let assignment) = statement, assignment.op == "=" else { return }
      let site = Site(location: assignment.location, value: assignment.value, function: function)
      switch assignment.target {
      case .name(let name):
        // Inside its type a property is written without `self.`; a local of the same name is taken for it, which
        // can only make a proof fail.
        guard let owner, let member = codebase.property(named: name, in: owner) else { return }
        record(site, name: name, member: member)
      case .member(let base?, let name):
        guard let type = resolver.type(of: base, at: assignment.location)?.unwrapped.nominalName,
              let info = codebase.type(type) else {
          unresolved[name, default: []].append(site)
          return
        }
        if info.kind == .protocol {
          unresolved[name, default: []].append(site)
        } else if let member = codebase.property(named: name, in: info.name) {
          record(site, name: name, member: member)
        }
      default:
        return
      }
    }
  }

  private mutating func record(_ site: Site, name: String, member: FoundMember<PropertyDecl>) {
    // Written through a protocol's requirement (in a protocol extension, or on a value of the protocol's type), the
    // store lands in whichever conformer declares the property.
    if member.owner.kind == .protocol {
      unresolved[name, default: []].append(site)
    } else {
      byProperty["\(member.owner.name).\(name)", default: []].append(site)
    }
  }
}
