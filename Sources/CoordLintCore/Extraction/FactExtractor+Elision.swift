import SwiftSyntax

/// The owner of bodies an extraction leaves out: a plain value type, an extension of one, or none for a free
/// function. `names` are the types `BodyElision` must find inert for the bodies to stay out, with the scope each is
/// looked up from (`BodyElision.scoped`); `written` every identifier its declarations write, looked up from `scope`.
final class InertOwner {
  let names: [String]
  let scope: [String]
  let written: Set<String>
  /// Whether `ElidedNames` has its names.
  var isRecorded = false

  init(names: [String], scope: [String], written: Set<String>) {
    self.names = names
    self.scope = scope
    self.written = written
  }
}

/// The names written in the bodies one file's extraction left out, which `BodyElision` checks once every file is
/// read.
final class ElidedNames {
  /// The type names of all files, to guess which owners are worth leaving out.
  let scan: DeclaredTypeScan
  /// The structs, enums and typealiases this file declares.
  let fileTypes: Set<String>
  private var names: Set<String> = []
  /// Whether any body was left out.
  private(set) var isUsed = false

  init(scan: DeclaredTypeScan, file: SourceFileSyntax) {
    self.scan = scan
    fileTypes = ElidedNames.declaredTypes(file.statements)
  }

  /// The identifiers `node` writes, or nil when it names a type other than a standard value type, its owner's, the
  /// value types of its file and those declared once in all files, that no file declares as a class, actor or
  /// protocol (`DeclaredTypeScan`) — a view, a service, `Any`, or a name many types nest (`Model`), which some of
  /// them hold a closure or an image in — or a member a reference type declares or a top-level variable. Such an
  /// owner is read in full: reading its file again once every file is read costs more than its facts.
  func inertNames(_ node: some SyntaxProtocol, owner: [String]) -> Set<String>? {
    var written = Set<String>()
    for token in node.tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .identifier(let text):
        // A nested type's conformance (`enum CodingKeys: String, CodingKey`) is its own owner's to judge.
        if InertValues.protocols.contains(text) && token.parent?.parent?.is(InheritedTypeSyntax.self) == true {
          continue
        }
        // An argument label or a parameter's name refers to nothing (`decode(_:forKey:)`, `init(from decoder:)`).
        if ElidedNames.isLabel(token) { continue }
        if InertValues.isTypeLike(text) {
          if !owner.contains(text) && !scan.mayBeInert(text, once: !fileTypes.contains(text)) { return nil }
        } else if scan.memberNames.contains(text) {
          return nil
        }
        written.insert(text)
      case .keyword(.Any): return nil
      default: break
      }
    }
    return written
  }

  /// Records that a body of `owner` was left out.
  func record(_ owner: InertOwner) {
    isUsed = true
    guard !owner.isRecorded else { return }
    owner.isRecorded = true
    names.formUnion(owner.names)
    // A type the sources declare is looked up from where it is written; any other is the standard library's.
    for name in owner.written {
      let isDeclaredType = InertValues.isTypeLike(name) && scan.declares(name)
      names.insert(isDeclaredType ? BodyElision.scoped(name, in: owner.scope) : name)
    }
  }

  /// Whether a token is an argument label of a call or a parameter's label or name.
  static func isLabel(_ token: TokenSyntax) -> Bool {
    guard let parent = token.parent else { return false }
    if let argument = parent.as(LabeledExprSyntax.self) { return argument.label?.id == token.id }
    if let parameter = parent.as(FunctionParameterSyntax.self) {
      return parameter.firstName.id == token.id || parameter.secondName?.id == token.id
    }
    return false
  }

  /// The names, sorted so that facts compare and print the same on every run.
  var sortedNames: [String] { names.sorted() }

  /// The structs, enums and typealiases declared in `items`, at any depth outside bodies.
  static func declaredTypes(_ items: CodeBlockItemListSyntax) -> Set<String> {
    var result = Set<String>()
    func collect(_ decl: DeclSyntax) {
      if let structDecl = decl.as(StructDeclSyntax.self) {
        result.insert(structDecl.name.text)
      } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
        result.insert(enumDecl.name.text)
      } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
        result.insert(alias.name.text)
      } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
        for clause in ifConfig.clauses {
          if case .decls(let members) = clause.elements { for member in members { collect(member.decl) } }
        }
      }
      if let group = decl.asProtocol(DeclGroupSyntax.self) {
        for member in group.memberBlock.members { collect(member.decl) }
      }
    }
    for item in items { if case .decl(let decl) = item.item { collect(decl) } }
    return result
  }
}

extension FactExtractor {
  /// Whether `node`'s body is left out, recording its owner's names when it is: only when the run elides bodies and
  /// the owner may be inert.
  func elides(_ node: some SyntaxProtocol, for owner: InertOwner?) -> Bool {
    guard let owner, let elided else { return false }
    elided.record(owner)
    return true
  }

  /// The owner a struct or enum is of its bodies when it may be inert: a plain value type
  /// (`BodyElision.isPlainValueType`) naming no type but value types. Its stored properties and cases are checked
  /// once every file is read (`InertTypeTable`).
  func inertOwner(_ type: TypeDecl, _ block: MemberBlockSyntax) -> InertOwner? {
    guard let elided, BodyElision.isPlainValueType(type),
          let written = elided.inertNames(block, owner: [type.name]) else { return nil }
    return InertOwner(names: [BodyElision.scoped(type.name, in: type.scope)], scope: type.scope + [type.name],
                      written: written)
  }

  /// The owner an extension is of its bodies when the type it extends may be inert, it adds only inert conformances
  /// (`BodyElision.inertOwnerNames`) and names no type but value types.
  func inertOwner(_ ext: ExtensionDecl, _ block: MemberBlockSyntax, scope: [String]) -> InertOwner? {
    guard let elided, let names = BodyElision.inertOwnerNames(ext), names.allSatisfy({ elided.scan.mayBeInert($0) }),
          let written = elided.inertNames(block, owner: names) else { return nil }
    return InertOwner(names: names.map { BodyElision.scoped($0, in: ext.scope) }, scope: scope, written: written)
  }

  /// The owner a free function is of its body when it names no type but value types.
  func inertOwner(_ function: FunctionDeclSyntax) -> InertOwner? {
    guard let elided, let written = elided.inertNames(function, owner: []) else { return nil }
    return InertOwner(names: [], scope: [], written: written)
  }
}
