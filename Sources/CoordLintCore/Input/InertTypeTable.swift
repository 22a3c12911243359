/// Which structs, enums and typealiases of the sources hold no object, and what a type name means where a body
/// writes it: as Swift looks it up, from the innermost enclosing type out, then the file's own top-level types, then
/// any file's. A name many types nest (`Localization`, `Model`, `State`) is judged by the declaration the body sees,
/// not by all of them.
///
/// A declaration is inert when it is a plain value type (`BodyElision.heldTypes`: not generic, conforming only to
/// `InertValues.protocols`), no extension of its name adds another conformance, and every type its instances'
/// stored properties and associated values hold is inert, as seen from inside it.
struct InertTypeTable {
  private struct Declaration {
    let file: Int
    let scope: [String]
    let name: String
    /// The type names its values hold; nil when it is not a plain value type.
    let held: [String]?
  }

  private var declarations: [Declaration] = []
  private var isInertDeclaration: [Bool] = []
  private var byName: [String: [Int]] = [:]
  /// The declarations of each name in each scope, by `BodyElision.scoped(name, in: scope)`.
  private var byScopedName: [String: [Int]] = [:]

  init(_ facts: [FileFacts?]) {
    var poisoned = Set<String>()
    for (file, facts) in facts.enumerated() {
      guard let facts else { continue }
      for type in facts.types {
        add(Declaration(file: file, scope: type.scope, name: type.name, held: BodyElision.heldTypes(type)))
      }
      for alias in facts.typealiases {
        add(Declaration(file: file, scope: alias.scope, name: alias.name,
                        held: alias.genericParameters.isEmpty ? alias.target.inertnessNames : nil))
      }
      for ext in facts.extensions where !ext.inheritance.allSatisfy(BodyElision.isInertConformance) {
        if let name = ext.extendedType.nominalName?.split(separator: ".").last { poisoned.insert(String(name)) }
      }
    }
    isInertDeclaration = declarations.map { $0.held != nil && !poisoned.contains($0.name) }
    // A declaration holding a type that is not inert is not: until no more fall.
    var changed = true
    while changed {
      changed = false
      for index in declarations.indices where isInertDeclaration[index] {
        let declaration = declarations[index]
        let inside = declaration.scope + [declaration.name]
        if !(declaration.held ?? []).allSatisfy({ isInert($0, scope: inside, file: declaration.file) }) {
          isInertDeclaration[index] = false
          changed = true
        }
      }
    }
  }

  private mutating func add(_ declaration: Declaration) {
    byName[declaration.name, default: []].append(declarations.count)
    byScopedName[BodyElision.scoped(declaration.name, in: declaration.scope), default: []].append(declarations.count)
    declarations.append(declaration)
  }

  /// Whether `name`, written in `file` inside the types `scope`, means only inert types. A name the sources do not
  /// declare where the body can see it unqualified is the standard library's when it names one of
  /// `InertValues.types` (`Error`, `Result`), else any declaration of it.
  func isInert(_ name: String, scope: [String], file: Int) -> Bool {
    guard let candidates = byName[name] else { return InertValues.types.contains(name) }
    if let seen = resolve(name, scope: scope, file: file) { return seen.allSatisfy { isInertDeclaration[$0] } }
    return InertValues.types.contains(name) || candidates.allSatisfy { isInertDeclaration[$0] }
  }

  /// Whether `name` is a standard value type (`InertValues.types`) the sources declare nothing of.
  func isStandardInert(_ name: String) -> Bool { byName[name] == nil && InertValues.types.contains(name) }

  /// The declarations of `name` a body in `file` inside `scope` sees unqualified; nil when it sees none.
  private func resolve(_ name: String, scope: [String], file: Int) -> [Int]? {
    var depth = scope.count
    while depth > 0 {
      if let nested = byScopedName[BodyElision.scoped(name, in: Array(scope[0..<depth]))] { return nested }
      depth -= 1
    }
    guard let topLevel = byScopedName[BodyElision.scoped(name, in: [])] else { return nil }
    let own = topLevel.filter { declarations[$0].file == file }
    return own.isEmpty ? topLevel : own
  }
}
