import CoordLintCore

/// Every piece of code the sources run: function bodies, property initializers and property observers, each with
/// the type it is written in. What the fix's proofs read, so that none of them misses a place the others see.
enum SourceBodies {
  static func forEach(in codebase: Codebase,
                      _ body: (_ statements: [Statement], _ owner: String?, _ function: FunctionDecl?) -> Void) {
    for function in codebase.functionBodies { body(function.body, function.owner, function.decl) }
    for key in codebase.types.keys.sorted() {
      for property in codebase.types[key]?.properties ?? [] {
        if let initializer = property.initializer { body([.expression(initializer, property.location)], key, nil) }
        body(property.accessorBody, key, nil)
      }
    }
  }
}
