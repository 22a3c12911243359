import Foundation
import SwiftParser
import SwiftSyntax

/// What the Swift manifest readers (`Package.swift`, Tuist's `Project.swift`) take from syntax: calls, their labeled
/// arguments and string literals. Static functions rather than extensions, so that they cannot clash with the
/// extractor's.
enum ManifestSyntax {
  /// The parsed file, whether it imports `module`, and whether it has syntax errors; nil when it cannot be read.
  static func parse(_ path: String, importing module: String)
    -> (tree: SourceFileSyntax, importsModule: Bool, hasError: Bool)? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
    let importsModule = tree.statements.contains {
      $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == module
    }
    return (tree, importsModule, tree.hasError)
  }

  /// The syntax tree of a manifest that imports `module` and parses cleanly; otherwise what to report instead of
  /// its targets: a problem naming `what` it is, or nothing for a file that does not import `module` (some app's
  /// own type named like a manifest).
  static func tree(_ path: String, importing module: String, what: String)
    -> (tree: SourceFileSyntax?, otherwise: DescriptionReading) {
    guard let parsed = parse(path, importing: module) else {
      return (nil, DescriptionReading(problems: [DescriptionProblem(file: path, message: "cannot read \(what)")]))
    }
    guard parsed.importsModule else { return (nil, DescriptionReading()) }
    guard !parsed.hasError else {
      let problem = DescriptionProblem(file: path, message: "\(what) has a syntax error; its targets are ignored")
      return (nil, DescriptionReading(problems: [problem]))
    }
    return (parsed.tree, DescriptionReading())
  }

  /// The called name of `f(…)`, `.f(…)` or `T.f(…)`, and `T` when written.
  static func callee(_ call: FunctionCallExprSyntax) -> (base: String?, name: String)? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return (nil, reference.baseName.text)
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
    return (member.base?.trimmedDescription, member.declName.baseName.text)
  }

  /// The argument labeled `label`.
  static func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
    call.arguments.first { $0.label?.text == label }?.expression
  }

  /// The value of a string literal without interpolation.
  static func string(_ expression: ExprSyntax?) -> String? {
    expression?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
  }

  /// The argument labeled `label` when it is a string literal.
  static func string(_ label: String, of call: FunctionCallExprSyntax) -> String? {
    string(argument(label, of: call))
  }

  /// The elements of an array literal; empty for anything else.
  static func elements(_ expression: ExprSyntax?) -> [ExprSyntax] {
    expression?.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? []
  }

  /// A string literal, or the string literals of an array literal.
  static func strings(_ expression: ExprSyntax?) -> [String] {
    if let single = string(expression) { return [single] }
    return elements(expression).compactMap { string($0) }
  }

  /// The name of the enum case `.name` written alone.
  static func caseName(_ expression: ExprSyntax?) -> String? {
    guard let member = expression?.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
    return member.declName.baseName.text
  }
}
