/// The calls of the sources that reach no declared function, by name and argument labels: what may still run a
/// method through a receiver coordlint cannot type (`base.login(oauthSwift: oauth)` in a generic extension).
struct UnresolvedCalls: Sendable {
  /// The label lists called under each name; an empty list for a call without arguments.
  private let labelsByName: [String: Set<[String?]>]

  /// Reads each distinct selector once: the same few (`dismiss(animated:)`) are called all over a codebase.
  init(_ selectors: Set<String>) {
    var labels: [String: Set<[String?]>] = [:]
    for selector in selectors {
      labels[UnresolvedCalls.name(of: selector), default: []].insert(UnresolvedCalls.labels(of: selector))
    }
    labelsByName = labels
  }

  /// Whether some call of `name` has labels `decl` accepts; with no declaration, whether `name` is called at all.
  func mayCall(_ name: String, decl: FunctionDecl?) -> Bool {
    guard let calls = labelsByName[name] else { return false }
    guard let decl else { return true }
    return calls.contains { decl.accepts(labels: $0) }
  }

  /// `name(a:_:)` for a call with labels `a` and none; the bare name for a call without arguments.
  static func selector(_ name: String, labels: [String?]) -> String {
    labels.isEmpty ? name : name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }

  static func name(of selector: String) -> String {
    selector.firstIndex(of: "(").map { String(selector[..<$0]) } ?? selector
  }

  private static func labels(of selector: String) -> [String?] {
    guard let open = selector.firstIndex(of: "(") else { return [] }
    return selector[selector.index(after: open)...].dropLast().split(separator: ":", omittingEmptySubsequences: false)
      .dropLast().map { $0 == "_" ? nil : String($0) }
  }
}
