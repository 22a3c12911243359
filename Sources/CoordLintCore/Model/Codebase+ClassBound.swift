extension Codebase {
  /// Whether a protocol can only be adopted by classes, so `weak` can be written for a property of its type.
  public enum ClassBound: Sendable {
    case yes, no
    /// It inherits a protocol declared outside the sources that coordlint knows nothing about.
    case unknown
  }

  /// Whether `key` is class-bound: `AnyObject`, `class`, `NSObjectProtocol` or `Actor` in its inheritance, directly or
  /// through a protocol it inherits, a class in its inheritance, `where Self: AnyObject`, or `@objc`.
  public func classBound(_ key: String) -> ClassBound {
    var stack = [key]
    var seen: Set<String> = []
    var unknown = false
    while let current = stack.popLast() {
      guard seen.insert(current).inserted else { continue }
      if ExternalProtocols.classBound.contains(current) { return .yes }
      guard let info = type(current), info.isDeclaredInSources else {
        if FrameworkHierarchy.supertypes[current] != nil { return .yes }  // a UIKit class
        if !ExternalProtocols.valueProtocols.contains(current) { unknown = true }
        continue
      }
      if info.kind == .class || info.kind == .actor { return .yes }
      for decl in info.declarations {
        if decl.attributes.contains("objc") { return .yes }
        if decl.inheritance.contains(where: { $0.description == "class" }) { return .yes }
        let selfBound = decl.requirements.contains { requirement in
          requirement.kind == .conformance && requirement.subject.description == "Self"
            && (ExternalProtocols.classBound.union(["NSObject"]).contains(requirement.constraint.description)
                  || requirement.constraint.nominalName.flatMap { type($0)?.kind } == .class)
        }
        if selfBound { return .yes }
      }
      stack.append(contentsOf: (directSupertypes[current] ?? []).map(\.target))
    }
    return unknown ? .unknown : .no
  }
}
