/// The arguments coordinators are made with, for reading what a kind property holds in each.
extension ChildLifecycle {
  /// The values every creation of the coordinator `type` (`HomeCoordinator(type: .home, …)`) passes for the
  /// argument labelled `label`, when the type's initializers (its own, or a supertype's) store that argument in its
  /// property of the same name (`self.type = type`); nil when one creation leaves it out or none is found.
  func creationArguments(of type: String, label: String) -> [Expr]? {
    guard codebase.lineage(of: type).contains(where: { storesArgument(label, in: $0) }) else { return nil }
    let calls = coordinatorCreations.value { ChildLifecycle.coordinatorCreations(in: codebase, coordinators: coordinators) }
    guard let made = calls[type], !made.isEmpty else { return nil }
    var values: [Expr] = []
    for call in made {
      guard let argument = call.arguments.first(where: { $0.label == label }) else { return nil }
      values.append(argument.value)
    }
    return values
  }

  /// Whether an initializer of `key` takes an argument labelled `label` and assigns it to its own property of that
  /// name.
  private func storesArgument(_ label: String, in key: String) -> Bool {
    codebase.type(key)?.functions.contains { decl in
      guard decl.kind == .initializer, let body = decl.body,
            let parameter = decl.parameters.first(where: { $0.label == label }) else { return false }
      return body.contains(where: { statement in
        guard case .assignment(let assignment) = statement, assignment.op == "=",
              assignment.target.memberPathDroppingSelf == [label] else { return false }
        return assignment.value == .name(parameter.name)
      })
    } ?? false
  }

  /// Every call constructing a coordinator by its name (`HomeCoordinator(…)`), by the coordinator's key: one walk of
  /// every body, made on first use. Only names whose last part is a coordinator's are resolved.
  static func coordinatorCreations(in codebase: Codebase, coordinators: CoordinatorIndex) -> [String: [Call]] {
    let simpleNames = Set(coordinators.entries.keys.map {
      String(Codebase.declaredName(ofKey: $0).split(separator: ".").last ?? "")
    })
    var result: [String: [Call]] = [:]
    for function in codebase.functionBodies {
      for call in StatementSearch.calls(in: function.body) {
        guard case .name(let name) = call.callee, simpleNames.contains(String(name.split(separator: ".").last ?? ""))
        else { continue }
        for key in codebase.resolve(name, from: codebase.fileScope(call.location.file))
        where coordinators.entries[key] != nil {
          result[key, default: []].append(call)
        }
      }
    }
    return result
  }
}
