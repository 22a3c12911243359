/// What flows into collection properties, for collections whose declared element type says nothing (`[UUID: Any]`).
extension Codebase {
  /// Element types that say nothing of what a collection holds.
  public static let untypedElements: Set<String> = ["Any", "AnyObject"]

  /// The types of the values the owner's own methods put into `member`: `store[id] = value`,
  /// `store.append(value)`, `store.insert(value)`, `store.updateValue(value, forKey: id)`.
  public func typesPut(into member: FoundMember<PropertyDecl>) -> [TypeRef] {
    let name = member.decl.name
    func isProperty(_ expr: Expr) -> Bool { expr == .name(name) || expr == .member(base: .name("self"), name: name) }
    var result: [TypeRef] = []
    for decl in member.owner.functions {
      guard let body = decl.body else { continue }
      var values: [(Expr, SourceLocation)] = []
      IRWalk.visitStatements(in: body) { statement, _ in
        if case .assignment(let assignment) = statement, assignment.op == "=",
           case .subscriptAccess(let base, _) = assignment.target, isProperty(base) {
          values.append((assignment.value, assignment.location))
        }
        return .visitChildren
      }
      for call in StatementSearch.calls(in: body) where ["append", "insert", "updateValue"].contains(call.name ?? "") {
        guard let receiver = call.receiver, isProperty(receiver), let value = call.arguments.first?.value else { continue }
        values.append((value, call.location))
      }
      guard !values.isEmpty else { continue }
      let resolver = ExpressionTypeResolver(codebase: self, typeKey: member.owner.name, function: decl)
      result.append(contentsOf: values.compactMap { resolver.type(of: $0.0, at: $0.1)?.unwrapped })
    }
    return result
  }
}
