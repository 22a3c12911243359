/// A coordinator whose start runs a task holding it (`Task { let data = try await …; show(data) }`): the task keeps
/// it alive until the work is done, whoever else holds it.
public enum StartTask {
  /// Whether `call` hands its closure to a library's registration that keeps it: an observer or listener added to
  /// something outside the sources (`addStateDidChangeListener`, `addSnapshotListener`, `addObserver`).
  static func registersListener(_ call: Call, codebase: Codebase) -> Bool {
    guard let name = call.name, call.receiver != nil, name.hasPrefix("add"),
          name.hasSuffix("Listener") || name.hasSuffix("Observer") || name.hasSuffix("Handler") else { return false }
    // A method of the sources is read, not guessed at.
    return codebase.implementations(named: name).isEmpty
  }

  /// Whether a `start…` method of the type (or a supertype) makes a `Task` whose closure holds `self` strongly.
  public static func holdsSelf(in type: String, codebase: Codebase) -> Bool {
    codebase.lineage(of: type).compactMap { codebase.type($0) }.contains { info in
      info.functions.contains { decl in
        guard decl.kind == .function, decl.name.hasPrefix("start"), let body = decl.body else { return false }
        return StatementSearch.calls(in: body).contains { call in
          // A task, or a listener registered with a library that keeps it as long as the registration lasts
          // (`Auth.auth().addStateDidChangeListener { … self … }`).
          guard call.callee == .name("Task") || call.callee == .member(base: .name("Task"), name: "detached")
                  || registersListener(call, codebase: codebase),
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
