import CoordLintCore
import SwiftParser
import SwiftSyntax

/// Turns proposals into text edits on one file's syntax tree: the smallest insertions that make the change, every
/// other byte (comments, indentation, line endings) kept.
public struct SourceEditor {
  /// Why a proposal cannot be made in the text as it is.
  public struct Problem: Error, CustomStringConvertible {
    public let description: String
  }

  public let source: String
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter

  public init(source: String, path: String) {
    self.source = source
    tree = Parser.parse(source: source)
    converter = SourceLocationConverter(fileName: path, tree: tree)
  }

  /// Whether the parser had to recover from errors: such a file is never rewritten.
  public var hasSyntaxErrors: Bool { tree.hasError }

  /// The edits making `change` at `location`.
  public func edits(_ change: FixProposal.Change, at location: CoordLintCore.SourceLocation) throws(Problem)
    -> [SourceEdit] {
    let position = converter.position(ofLine: location.line, column: location.column)
    guard let token = tree.token(at: position) else {
      throw Problem(description: "nothing is written at \(location.line):\(location.column)")
    }
    switch change {
    case .weakProperty: return try weakProperty(at: token)
    case .classBoundProtocol: return try classBound(at: token)
    case .weakCapture(let name, let observer): return try weakCapture(name, at: token, observer: observer)
    }
  }

  /// The source with `edits` made.
  public func applying(_ edits: [SourceEdit]) -> String {
    // swift-syntax's FixItApplier is SPI; every edit here is an insertion into the original text, so making them
    // from the last to the first keeps each offset valid. The same insertion asked twice is made once.
    var bytes = Array(source.utf8)
    var seen: Set<String> = []
    let ordered = edits.sorted { ($0.range.lowerBound.utf8Offset, $0.replacement) > ($1.range.lowerBound.utf8Offset, $1.replacement) }
    for edit in ordered where seen.insert("\(edit.range.lowerBound.utf8Offset)\u{0}\(edit.replacement)").inserted {
      let lower = edit.range.lowerBound.utf8Offset
      let upper = edit.range.upperBound.utf8Offset
      guard lower >= 0, lower <= upper, upper <= bytes.count else { continue }
      bytes.replaceSubrange(lower..<upper, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: - Changes

  /// Property wrappers and result builders change what `weak` would apply to; these attributes do not.
  private static let plainAttributes: Set<String> = [
    "objc", "nonobjc", "IBOutlet", "available", "MainActor", "preconcurrency", "NSCopying", "GKInspectable",
    "IBInspectable", "objcMembers",
  ]

  private func weakProperty(at token: TokenSyntax) throws(Problem) -> [SourceEdit] {
    guard let variable = token.ancestor(VariableDeclSyntax.self) else {
      throw Problem(description: "no property is declared there")
    }
    guard variable.bindingSpecifier.tokenKind == .keyword(.var) else {
      throw Problem(description: "'let' properties cannot be 'weak' before Swift 6.2")
    }
    guard variable.bindings.count == 1, let binding = variable.bindings.first else {
      throw Problem(description: "the declaration binds several properties, and 'weak' would apply to all")
    }
    for modifier in variable.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.weak), .keyword(.unowned): throw Problem(description: "it is already 'weak' or 'unowned'")
      case .keyword(.lazy): throw Problem(description: "a 'lazy' property cannot be 'weak'")
      default: continue
      }
    }
    for attribute in variable.attributes {
      guard case .attribute(let attribute) = attribute else { continue }
      let name = attribute.attributeName.trimmedDescription
      if !Self.plainAttributes.contains(name) {
        throw Problem(description: "'@\(name)' may be a property wrapper, which cannot be 'weak'")
      }
    }
    guard let annotation = binding.typeAnnotation,
          annotation.type.is(OptionalTypeSyntax.self) || annotation.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    else {
      throw Problem(description: "its type is not optional, and a 'weak' property must be")
    }
    if let accessors = binding.accessorBlock {
      if case .getter = accessors.accessors { throw Problem(description: "it is a computed property") }
    }
    if let value = binding.initializer?.value, !value.is(NilLiteralExprSyntax.self) {
      throw Problem(description: "its initial value '\(value.trimmedDescription)' would be released at once")
    }
    // Before the `var` keyword, after any access modifier: `private weak var`, as Swift code is usually written.
    let position = variable.bindingSpecifier.positionAfterSkippingLeadingTrivia
    return [SourceEdit(range: position..<position, replacement: "weak ")]
  }

  private func classBound(at token: TokenSyntax) throws(Problem) -> [SourceEdit] {
    guard let proto = token.ancestor(ProtocolDeclSyntax.self), proto.name.id == token.id else {
      throw Problem(description: "no protocol is declared there")
    }
    if let inherited = proto.inheritanceClause?.inheritedTypes.first {
      let position = inherited.positionAfterSkippingLeadingTrivia
      return [SourceEdit(range: position..<position, replacement: "AnyObject, ")]
    }
    // After the name, or `protocol Store<Element>`'s primary associated types, before the trivia that follows.
    let last = proto.primaryAssociatedTypeClause.map { Syntax($0) } ?? Syntax(proto.name)
    let position = last.endPositionBeforeTrailingTrivia
    return [SourceEdit(range: position..<position, replacement: ": AnyObject")]
  }

  /// Combine's, RxSwift's and ReactiveSwift's observing calls: every closure they take returns nothing.
  static let observerCalls: Set<String> = ["sink", "subscribe", "drive", "bind", "emit", "observeValues", "observe"]

  private func weakCapture(_ name: String, at token: TokenSyntax, observer: Bool) throws(Problem) -> [SourceEdit] {
    guard let closure = token.parent?.as(ClosureExprSyntax.self), closure.leftBrace.id == token.id else {
      throw Problem(description: "no closure starts there")
    }
    if observer {
      // The closure is the call's trailing closure or one of its arguments, never a closure nested in an argument.
      let call = closure.parent?.as(FunctionCallExprSyntax.self)
        ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
      let callee = call?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        ?? call?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      guard let callee, Self.observerCalls.contains(callee) else {
        throw Problem(description: "the closure is not handed to an observer call known to take closures returning "
                        + "nothing")
      }
    }
    let signature = closure.signature
    // `[self]` captures strongly on purpose, for implicit `self` in the body, which `guard let self` keeps allowed.
    let named = signature?.capture?.items.first { $0.name.text == name }
    if let named, named.specifier != nil || named.initializer != nil {
      throw Problem(description: "the closure already names '\(name)' in its capture list")
    }
    if let result = signature?.returnClause?.type, !Self.isVoid(result) {
      throw Problem(description: "the closure returns '\(result.trimmedDescription)', so it cannot return early")
    }
    if signature?.attributes.isEmpty == false {
      throw Problem(description: "the closure has attributes before its capture list")
    }
    var edits: [SourceEdit] = []
    if let named {
      let position = named.positionAfterSkippingLeadingTrivia
      edits.append(SourceEdit(range: position..<position, replacement: "weak "))
    } else if let capture = signature?.capture {
      let position = capture.leftSquare.endPositionBeforeTrailingTrivia
      edits.append(SourceEdit(range: position..<position, replacement: "weak \(name), "))
    } else if let signature {
      let position = signature.positionAfterSkippingLeadingTrivia
      edits.append(SourceEdit(range: position..<position, replacement: "[weak \(name)] "))
    }
    let guardStatement = "guard let \(name) else { return }"
    if let signature {
      edits.append(guardEdit(guardStatement, after: signature.inKeyword, in: closure))
    } else {
      edits.append(guardEdit(guardStatement, after: closure.leftBrace, in: closure, prefix: " [weak \(name)] in"))
    }
    return edits
  }

  /// The early return inserted after `token` (`in`, or the brace of a closure without a signature, then `prefix`):
  /// on a line of its own, indented like the first statement, when the body starts on a new line; else on the same
  /// line, with `;`.
  private func guardEdit(_ text: String, after token: TokenSyntax, in closure: ClosureExprSyntax,
                         prefix: String = "") -> SourceEdit {
    let position = token.endPositionBeforeTrailingTrivia
    guard let first = closure.statements.first else {
      return SourceEdit(range: position..<position, replacement: prefix + " " + text + " ")
    }
    let firstStart = first.positionAfterSkippingLeadingTrivia
    let start = converter.location(for: firstStart)
    if start.line == converter.location(for: position).line {
      return SourceEdit(range: position..<position, replacement: prefix + " " + text + ";")
    }
    // The first statement's line up to the statement.
    let lineStart = converter.position(ofLine: start.line, column: 1).utf8Offset
    let indentation = String(decoding: source.utf8.dropFirst(lineStart).prefix(firstStart.utf8Offset - lineStart),
                             as: UTF8.self)
    let newline = source.contains("\r\n") ? "\r\n" : "\n"
    return SourceEdit(range: position..<position, replacement: prefix + newline + indentation + text)
  }

  private static func isVoid(_ type: TypeSyntax) -> Bool {
    if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
    return type.trimmedDescription == "Void" || type.trimmedDescription == "Swift.Void"
  }
}

extension SyntaxProtocol {
  /// The nearest node of `type` enclosing this one, itself included.
  func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
    var node: Syntax? = Syntax(self)
    while let current = node {
      if let found = current.as(type) { return found }
      node = current.parent
    }
    return nil
  }
}
