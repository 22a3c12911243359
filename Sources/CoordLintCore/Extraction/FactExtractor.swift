import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Turns one Swift file into `FileFacts` in a single walk over its syntax tree.
public struct FactExtractor {
  let path: String
  /// The path's number in `FilePathTable`, looked up once for the file's locations.
  let fileID: UInt32
  let lines: LineTable
  /// The file's time budget, shared by the readers of folded sequences: once spent, the walk stops descending.
  let budget: FileBudget
  /// Where the tree being read starts in the file, in UTF-8 bytes: 0 for the file's own tree. A sequence folded on
  /// its own (`folded(_:)`) is a new tree whose positions start at 0, so its extractor adds the sequence's offset.
  var treeOffset = 0
  /// Where the names written in the bodies left out as inert go (see `BodyElision`); nil when every body is read.
  let elided: ElidedNames?

  /// `elided`: where the names of the bodies left out as inert go (see `BodyElision`), nil to read every body.
  init(path: String, lines: LineTable, budget: FileBudget, elided: ElidedNames? = nil) {
    self.path = path
    fileID = FilePathTable.shared.id(of: path)
    self.lines = lines
    self.budget = budget
    self.elided = elided
  }

  /// Parses `source` and extracts its facts; never fails (the parser recovers from syntax errors). A file nested
  /// too deep to extract (see `ExtractionRefusal`) gives no facts.
  public static func extract(source: String, path: String) -> FileFacts {
    (try? extractIfShallow(source: source, path: path).get()) ?? FileFacts(path: path)
  }

  /// The facts of `source`, or why it was not parsed or not extracted.
  /// `totals` sums the time of each step across files (see `StageTotals`); `timeout` is the file's budget of CPU
  /// seconds (see `FileBudget`), nil for none.
  /// With `declaredTypes` (what every file declares), the bodies of plain value types are left out and the
  /// names they write kept instead (see `BodyElision`, which decides once every file is read whether the file must
  /// be read again in full).
  static func extractIfShallow(source: String, path: String, totals: StageTotals = .disabled,
                               timeout: Double? = nil,
                               declaredTypes: DeclaredTypeScan? = nil) -> Result<FileFacts, ExtractionRefusal> {
    let budget = FileBudget(seconds: timeout)
    guard !totals.measure("bracket check", { BracketNesting.exceeds(BracketNesting.maximum, in: source) }) else {
      return .failure(.brackets)
    }
    // The parse cannot be interrupted: a budget it spends is noticed when it returns.
    let parsed = totals.measure("parse") { Parser.parse(source: source) }
    if budget.checkNow() { return .failure(.timeout(seconds: timeout ?? 0)) }
    guard !totals.measure("depth check", { SyntaxDepth.exceeds(SyntaxDepth.maximum, in: parsed, budget: budget) })
    else {
      return .failure(budget.checkNow() ? .timeout(seconds: timeout ?? 0) : .nesting)
    }
    // Operator sequences are folded as the extractor reads them (`folded(_:)`), not the whole tree up front.
    let facts = totals.measure("extract facts") {
      extract(parsed: parsed, source: source, path: path, budget: budget, declaredTypes: declaredTypes)
    }
    // Facts of a walk cut short are partial: none are better than a model missing what the file says.
    return budget.checkNow() ? .failure(.timeout(seconds: timeout ?? 0)) : .success(facts)
  }

  /// Whether `source` contains `coordlint:`, by a scan of its bytes. Hand-written because Foundation's
  /// `String.contains` went through `CFStringFind` and cost a percent of a 2M-line run, asked once per file.
  static func mentionsCommand(_ source: String) -> Bool {
    let needle = Array("coordlint:".utf8)
    var source = source
    return source.withUTF8 { bytes in
      guard bytes.count >= needle.count else { return false }
      var index = 0
      let last = bytes.count - needle.count
      while index <= last {
        if bytes[index] == needle[0] {
          var matched = 1
          while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
          if matched == needle.count { return true }
        }
        index += 1
      }
      return false
    }
  }

  /// The facts of a parsed file; partial when `budget` runs out.
  private static func extract(parsed: SourceFileSyntax, source: String, path: String,
                              budget: FileBudget, declaredTypes: DeclaredTypeScan?) -> FileFacts {
    let extractor = FactExtractor(
      path: path, lines: LineTable(source), budget: budget,
      elided: declaredTypes.map { ElidedNames(scan: $0, file: parsed) })
    var facts = FileFacts(path: path)
    extractor.collectFileItems(parsed.statements, into: &facts)
    if let elided = extractor.elided, elided.isUsed { facts.elidedBodyNames = elided.sortedNames }
    // Only comments are read, so a command inside a string literal suppresses nothing.
    if FactExtractor.mentionsCommand(source) && !budget.isSpent {
      for token in parsed.tokens(viewMode: .sourceAccurate) {
        if budget.isSpent { break }
        var position = token.position
        for piece in token.leadingTrivia {
          extractor.collectSuppression(piece, at: position, into: &facts)
          position += piece.sourceLength
        }
        position = token.endPositionBeforeTrailingTrivia
        for piece in token.trailingTrivia {
          extractor.collectSuppression(piece, at: position, into: &facts)
          position += piece.sourceLength
        }
      }
    }
    if parsed.hasError && !budget.checkNow() {
      facts.syntaxErrors = SyntaxErrorFinder.errors(in: parsed).map(extractor.location)
    }
    if let comment = unterminatedComment(in: parsed) { facts.syntaxErrors.append(extractor.location(comment)) }
    return facts
  }

  /// Where a block comment that the file ends inside starts: the parser reads it as trivia up to the end of the
  /// file, without an error, so the code after its `/*` would vanish unsaid.
  static func unterminatedComment(in tree: SourceFileSyntax) -> AbsolutePosition? {
    var position = tree.endOfFileToken.position
    for piece in tree.endOfFileToken.leadingTrivia {
      switch piece {
      case .blockComment(let text), .docBlockComment(let text):
        if text.count < 4 || !text.hasSuffix("*/") { return position }
      default:
        break
      }
      position += piece.sourceLength
    }
    return nil
  }

  func location(_ node: some SyntaxProtocol) -> SourceLocation {
    location(node.positionAfterSkippingLeadingTrivia)
  }

  func location(_ position: AbsolutePosition) -> SourceLocation {
    let (line, column) = lines.location(ofUTF8Offset: position.utf8Offset + treeOffset)
    return SourceLocation(fileID: fileID, line: line, column: column)
  }

  private func collectSuppression(_ piece: TriviaPiece, at position: AbsolutePosition, into facts: inout FileFacts) {
    switch piece {
    case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
      if let suppression = Suppression.parse(text, at: location(position)) { facts.suppressions.append(suppression) }
    default:
      break
    }
  }

  /// A sequence of operands and operators (`a = b`, `x as? T`, `a ?? b`) folded by precedence into its real tree
  /// shape, with the extractor that reads the result.
  ///
  /// Folding only the sequences the facts read, when they read them, replaced `OperatorTable.foldAll` over every
  /// file: that rewrote each file's tree up to the root around every sequence and was over half of extraction's
  /// time. Sequences nested in the operands (in parentheses, closures, a ternary's middle) are folded in turn when
  /// read. The error handler does not throw, so, as `foldAll` did with it, unknown operators fold at default
  /// precedence and nothing is left unfolded.
  func folded(_ sequence: SequenceExprSyntax) -> (expr: ExprSyntax, reader: FactExtractor) {
    let result = FactExtractor.operators.foldSingle(sequence) { _ in }
    // A one-element sequence folds to that element, still in this tree; anything else is a new tree rooted at the
    // result, which starts where the sequence starts.
    guard result.parent == nil else { return (result, self) }
    var reader = self
    reader.treeOffset = treeOffset + sequence.position.utf8Offset
    return (result, reader)
  }

  /// The operands and operator of a sequence of one binary operation or assignment (`a = b`, `x ?? y`): folding it
  /// gives the same three parts as an infix expression, so it is read as it stands. Most sequences are such, and
  /// folding, which builds a new tree per sequence, was 8% of a large run's time. Casts and ternaries still fold.
  static func singleOperation(_ sequence: SequenceExprSyntax) -> (ExprSyntax, ExprSyntax, ExprSyntax)? {
    let elements = sequence.elements
    guard elements.count == 3 else { return nil }
    var iterator = elements.makeIterator()
    guard let lhs = iterator.next(), let op = iterator.next(), let rhs = iterator.next(),
          op.is(BinaryOperatorExprSyntax.self) || op.is(AssignmentExprSyntax.self) else { return nil }
    return (lhs, op, rhs)
  }

  /// The single operations in `source` whose reading as they stand (as an expression or as a statement) differs
  /// from their reading once folded, and how many were compared: a test checks there are none.
  static func singleOperationsReadDifferently(in source: String) -> (compared: Int, differing: [String]) {
    let tree = Parser.parse(source: source)
    let reader = FactExtractor(path: "Check.swift", lines: LineTable(source), budget: FileBudget(seconds: nil))
    var differing: [String] = []
    var compared = Set<SyntaxIdentifier>()
    for node in tree.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.parent?.parent?.as(SequenceExprSyntax.self) })
    where singleOperation(node) != nil && compared.insert(node.id).inserted {
      let folded = reader.folded(node)
      let sequence = ExprSyntax(node)
      if reader.expression(sequence) != folded.reader.expression(folded.expr)
        || reader.expressionStatement(sequence) != folded.reader.expressionStatement(folded.expr) {
        differing.append(node.trimmedDescription)
      }
    }
    return (compared.count, differing)
  }

  /// Swift's standard operators and precedence groups, built once and shared by every file: the same table as
  /// `OperatorTable.standardOperators`, read back from its own source text so that every precedence relation carries
  /// its syntax.
  ///
  /// Built for speed: the standard table's relations have none, and folding synthesized a declaration's syntax for
  /// every relation it followed, each time it compared two operators — 70 % of folding's time.
  static let operators: OperatorTable = {
    var table = OperatorTable()
    table.addSourceFile(Parser.parse(source: OperatorTable.standardOperators.description)) { _ in }
    return table
  }()

  /// Whether `operators` declares what `OperatorTable.standardOperators` does, as source text (read-back
  /// declarations keep the blank lines between them): a test checks it.
  static var operatorsMatchTheStandardTable: Bool {
    func lines(_ table: OperatorTable) -> [Substring] {
      table.description.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
    }
    return lines(operators) == lines(OperatorTable.standardOperators)
  }

  // MARK: - File scope

  private func collectFileItems(_ items: CodeBlockItemListSyntax, into facts: inout FileFacts) {
    for item in items {
      if budget.isSpent { return }
      switch item.item {
      case .decl(let decl):
        collectFileDecl(decl, into: &facts)
      case .stmt, .expr:
        facts.topLevelStatements.append(contentsOf: statements(CodeBlockItemListSyntax([item])))
      }
    }
  }

  private func collectFileDecl(_ decl: DeclSyntax, into facts: inout FileFacts) {
    if let importDecl = decl.as(ImportDeclSyntax.self) {
      facts.imports.append(importDecl.path.map(\.name.text).joined(separator: "."))
    } else if let function = decl.as(FunctionDeclSyntax.self) {
      // A free function has no `self`: what it reaches, its signature and body name.
      facts.functions.append(self.function(function, elision: inertOwner(function)))
    } else if let variable = decl.as(VariableDeclSyntax.self) {
      facts.variables.append(contentsOf: properties(variable, inProtocol: false))
    } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
      // Every branch of `#if` is analyzed, each declaration keeping its condition (`BuildCondition`): a file is
      // often compiled by several modules with different conditions.
      for clause in ifConfig.clauses {
        switch clause.elements {
        case .statements(let items): collectFileItems(items, into: &facts)
        case .decls(let members): for member in members { collectFileDecl(member.decl, into: &facts) }
        default: break
        }
      }
    } else {
      _ = collectNominal(decl, scope: [], into: &facts)
    }
  }

  // MARK: - Types and extensions

  /// Records a type, extension or typealias declared in `scope`; returns false for anything else.
  private func collectNominal(_ decl: DeclSyntax, scope: [String], into facts: inout FileFacts) -> Bool {
    if let typeDecl = decl.asProtocol(DeclGroupSyntax.self), !(typeDecl is ExtensionDeclSyntax) {
      guard let header = NominalHeader(typeDecl) else { return false }
      var fact = TypeDecl(
        kind: header.kind, name: header.name, scope: scope, genericParameters: header.genericParameters,
        inheritance: typeDecl.inheritanceClause.typeRefs, requirements: typeDecl.genericWhereClause.facts,
        modifiers: typeDecl.modifiers.names, attributes: typeDecl.attributes.names, members: Members(),
        location: location(header.nameToken), objcName: typeDecl.attributes.objcName)
      fact.members = members(typeDecl.memberBlock.members, scope: scope + [header.name],
                             inProtocol: header.kind == .protocol,
                             elision: inertOwner(fact, typeDecl.memberBlock), into: &facts)
      facts.types.append(fact)
      return true
    }
    if let ext = decl.as(ExtensionDeclSyntax.self) {
      let extended = TypeRef(ext.extendedType)
      var fact = ExtensionDecl(
        extendedType: extended, scope: scope, inheritance: ext.inheritanceClause.typeRefs,
        requirements: ext.genericWhereClause.facts, members: Members(), location: location(ext.extendedType))
      // Types nested in `extension A.B { … }` live in scope `A.B`.
      let nestedScope = extended.nominalName.map { $0.split(separator: ".").map(String.init) } ?? scope
      fact.members = members(ext.memberBlock.members, scope: nestedScope, inProtocol: false,
                             elision: inertOwner(fact, ext.memberBlock, scope: nestedScope), into: &facts)
      facts.extensions.append(fact)
      return true
    }
    if let alias = decl.as(TypeAliasDeclSyntax.self) {
      facts.typealiases.append(TypealiasDecl(
        name: alias.name.text, scope: scope, genericParameters: alias.genericParameterClause.facts,
        target: TypeRef(alias.initializer.value), location: location(alias.name)))
      return true
    }
    return false
  }

  /// `elision`: the bodies' owner when it may be inert (see `BodyElision`), nil when its bodies are read.
  private func members(_ list: MemberBlockItemListSyntax, scope: [String], inProtocol: Bool, elision: InertOwner?,
                       into facts: inout FileFacts) -> Members {
    var result = Members()
    for item in list where !budget.isSpent {
      collectMember(item.decl, scope: scope, inProtocol: inProtocol, elision: elision, into: &result, facts: &facts)
    }
    return result
  }

  private func collectMember(_ decl: DeclSyntax, scope: [String], inProtocol: Bool, elision: InertOwner?,
                             into result: inout Members, facts: inout FileFacts) {
    if let variable = decl.as(VariableDeclSyntax.self) {
      result.properties.append(contentsOf: properties(variable, inProtocol: inProtocol, elision: elision))
    } else if let function = decl.as(FunctionDeclSyntax.self) {
      result.functions.append(self.function(function, elision: elision))
    } else if let initializer = decl.as(InitializerDeclSyntax.self) {
      var function = FunctionDecl(
        kind: .initializer, name: "init",
        parameters: parameters(initializer.signature.parameterClause,
                               generics: initializer.genericParameterClause.constraints(initializer.genericWhereClause)),
        returnType: nil, isStatic: false, isFailable: initializer.optionalMark != nil,
        modifiers: initializer.modifiers.names, attributes: initializer.attributes.names,
        body: initializer.body.map { elides(initializer, for: elision) ? [] : statements($0.statements) },
        location: location(initializer.initKeyword))
      function.condition = BuildCondition.enclosing(initializer)
      result.functions.append(function)
    } else if let deinitializer = decl.as(DeinitializerDeclSyntax.self) {
      result.functions.append(FunctionDecl(
        kind: .deinitializer, name: "deinit", parameters: [], returnType: nil, isStatic: false, isFailable: false,
        modifiers: deinitializer.modifiers.names, attributes: deinitializer.attributes.names,
        body: deinitializer.body.map { statements($0.statements) }, location: location(deinitializer.deinitKeyword)))
    } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
      result.associatedTypes.append(associated.name.text)
    } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
      result.enumCases.append(contentsOf: enumCase.elements.map(\.name.text))
      for element in enumCase.elements {
        result.payloadTypes += element.parameterClause?.parameters.map { TypeRef($0.type) } ?? []
      }
    } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
      for clause in ifConfig.clauses {
        if case .decls(let nested) = clause.elements {
          for item in nested {
            collectMember(item.decl, scope: scope, inProtocol: inProtocol, elision: elision, into: &result,
                          facts: &facts)
          }
        }
      }
    } else {
      _ = collectNominal(decl, scope: scope, into: &facts)
    }
  }

  // MARK: - Members

  func properties(_ variable: VariableDeclSyntax, inProtocol: Bool, elision: InertOwner? = nil) -> [PropertyDecl] {
    let modifiers = variable.modifiers.names
    let ownership: Ownership =
      modifiers.contains("weak") ? .weak : modifiers.contains("unowned") ? .unowned : .strong
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    var result: [PropertyDecl] = []
    // `var a, b: Int` gives both names the type written last.
    var pendingType: TypeRef?
    for binding in variable.bindings.reversed() {
      if let annotation = binding.typeAnnotation { pendingType = TypeRef(annotation.type) }
      let names = PatternNames.of(binding.pattern)
      var storage = PropertyDecl.Storage.stored
      var accessorBody: [Statement] = []
      if let accessors = binding.accessorBlock {
        let elided = elides(binding, for: elision)
        switch accessors.accessors {
        case .getter(let items):
          storage = .computed
          accessorBody = elided ? [] : statements(items)
        case .accessors(let list):
          let kinds = list.map(\.accessorSpecifier.tokenKind)
          // Observers (`didSet`) keep the property stored; `get`/`set` make it computed.
          let isObserved = kinds.allSatisfy { $0 == .keyword(.didSet) || $0 == .keyword(.willSet) }
          storage = inProtocol ? .requirement : (isObserved ? .stored : .computed)
          accessorBody = elided ? [] : list.flatMap { $0.body.map { statements($0.statements) } ?? [] }
        }
      }
      let initializer = binding.initializer.map { expression($0.value) }
      for name in names {
        result.append(PropertyDecl(
          name: name, type: binding.typeAnnotation.map { TypeRef($0.type) } ?? pendingType,
          inferredType: initializer.flatMap(InitializerTypeInference.type(of:)),
          initializer: initializer, isLet: isLet,
          isStatic: modifiers.contains("static") || modifiers.contains("class"),
          isLazy: modifiers.contains("lazy"), ownership: ownership, storage: storage, accessorBody: accessorBody,
          modifiers: modifiers, attributes: variable.attributes.names, location: location(binding.pattern)))
      }
    }
    return result.reversed()
  }

  func function(_ function: FunctionDeclSyntax, elision: InertOwner? = nil) -> FunctionDecl {
    let modifiers = function.modifiers.names
    var result = FunctionDecl(
      kind: .function, name: function.name.text,
      parameters: parameters(function.signature.parameterClause,
                             generics: function.genericParameterClause.constraints(function.genericWhereClause)),
      returnType: function.signature.returnClause.map { TypeRef($0.type) },
      isStatic: modifiers.contains("static") || modifiers.contains("class"), isFailable: false,
      modifiers: modifiers, attributes: function.attributes.names,
      body: function.body.map { elides(function, for: elision) ? [] : statements($0.statements) },
      location: location(function.name), isAsync: function.signature.effectSpecifiers?.asyncSpecifier != nil)
    result.condition = BuildCondition.enclosing(function)
    if let clause = function.genericParameterClause {
      result.metatypeParameters = metatypeParameters(function.signature.parameterClause, clause)
    }
    return result
  }

  /// The parameters taking a generic parameter's metatype (`type: C.Type`, also optional), by that generic
  /// parameter's name.
  private func metatypeParameters(_ clause: FunctionParameterClauseSyntax,
                                  _ generics: GenericParameterClauseSyntax) -> [String: Int] {
    let names = Set(generics.parameters.map(\.name.text))
    var result: [String: Int] = [:]
    for (index, parameter) in clause.parameters.enumerated() {
      guard case .metatype(.named(let name, let arguments)) = TypeRef(parameter.type).unwrapped, arguments.isEmpty,
            names.contains(name), result[name] == nil else { continue }
      result[name] = index
    }
    return result
  }

  /// A parameter typed with one of the function's generic parameters is read as what that parameter is constrained
  /// to (`coordinator: C` with `C: Coordinator` is a `Coordinator`): all the body may assume of it.
  private func parameters(_ clause: FunctionParameterClauseSyntax, generics: [String: TypeRef]) -> [Parameter] {
    clause.parameters.map { parameter in
      let first = parameter.firstName.text
      let label: String? = first == "_" ? nil : first
      let name = parameter.secondName?.text ?? first
      return Parameter(label: label, name: name, type: TypeRef(parameter.type).replacingNames(generics),
                       hasDefault: parameter.defaultValue != nil)
    }
  }
}

/// The header shared by class, struct, enum, protocol and actor declarations.
private struct NominalHeader {
  let kind: TypeKind
  let name: String
  let nameToken: TokenSyntax
  let genericParameters: [GenericParameter]

  init?(_ decl: some DeclGroupSyntax) {
    if let c = decl.as(ClassDeclSyntax.self) {
      (kind, nameToken, genericParameters) = (.class, c.name, c.genericParameterClause.facts)
    } else if let s = decl.as(StructDeclSyntax.self) {
      (kind, nameToken, genericParameters) = (.struct, s.name, s.genericParameterClause.facts)
    } else if let e = decl.as(EnumDeclSyntax.self) {
      (kind, nameToken, genericParameters) = (.enum, e.name, e.genericParameterClause.facts)
    } else if let p = decl.as(ProtocolDeclSyntax.self) {
      (kind, nameToken, genericParameters) = (.protocol, p.name, [])
    } else if let a = decl.as(ActorDeclSyntax.self) {
      (kind, nameToken, genericParameters) = (.actor, a.name, a.genericParameterClause.facts)
    } else {
      return nil
    }
    // Raw identifiers keep their backticks in the token text; the declared name is without them.
    name = nameToken.identifier?.name ?? nameToken.text
  }
}

/// Finds where the parser recovered from errors, so users learn which file could not be read cleanly.
private final class SyntaxErrorFinder: SyntaxAnyVisitor {
  var positions: [AbsolutePosition] = []

  static func errors(in tree: SourceFileSyntax) -> [AbsolutePosition] {
    let finder = SyntaxErrorFinder(viewMode: .all)
    finder.walk(tree)
    return Array(finder.positions.prefix(20))
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    guard node.hasError else { return .skipChildren }
    if node.is(UnexpectedNodesSyntax.self) {
      positions.append(node.positionAfterSkippingLeadingTrivia)
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if token.presence == .missing { positions.append(token.positionAfterSkippingLeadingTrivia) }
    return .skipChildren
  }
}
