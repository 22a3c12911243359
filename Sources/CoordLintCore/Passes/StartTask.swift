/// A coordinator whose start runs a task holding it (`Task { let data = try await …; show(data) }`): the task keeps
/// it alive until the work is done, whoever else holds it.
public enum StartTask {
  /// Whether a `start…` method of the type (or a supertype) makes a `Task` whose closure holds `self` strongly.
  public static func holdsSelf(in type: String, codebase: Codebase) -> Bool {
    codebase.lineage(of: type).compactMap { codebase.type($0) }.contains { info in
      info.functions.contains { decl in
        guard decl.kind == .function, decl.name.hasPrefix("start"), let body = decl.body else { return false }
        return StatementSearch.calls(in: body).contains { call in
          guard call.callee == .name("Task") || call.callee == .member(base: .name("Task"), name: "detached"),
                case .closure(let closure)? = call.arguments.last?.value else { return false }
          if let capture = closure.selfCapture { return capture == .strong }
          // A task's closure may name the type's members without `self.`: it captures `self` strongly then too.
          let members = Set(info.properties.filter { !$0.isStatic }.map(\.name)
                              + info.functions.filter { !$0.isStatic && $0.kind == .function }.map(\.name))
          return !StatementSearch.names(in: closure.body).isDisjoint(with: members)
        }
      }
    }
  }
}
