/// Everything the analyses need from one source file, as plain values; no syntax node outlives the walk.
public struct FileFacts: Codable, Hashable, Sendable {
  /// The path as shown to users (relative to the current directory when below it).
  public var path: String
  public var imports: [String] = []
  public var types: [TypeDecl] = []
  public var extensions: [ExtensionDecl] = []
  public var typealiases: [TypealiasDecl] = []
  /// Free functions and top-level code's variables.
  public var functions: [FunctionDecl] = []
  public var variables: [PropertyDecl] = []
  /// Statements at file scope (a `main.swift` or script).
  public var topLevelStatements: [Statement] = []
  /// `// coordlint:disable…` comments, in source order.
  public var suppressions: [Suppression] = []
  /// Where the parser recovered from syntax errors; the rest of the file is still analyzed.
  public var syntaxErrors: [SourceLocation] = []
  /// Objects an Objective-C file (`.m`, `.mm`) creates by class name, in source order; such a file has no other
  /// facts, since it is scanned, not parsed.
  public var objcCreations: [ObjCCreation] = []
  /// When the extraction left out the bodies of value types that may be inert, the names those bodies and their
  /// owners write, sorted; nil when every body was read. `BodyElision` settles it once every file is read, and
  /// analyses never see it set.
  public var elidedBodyNames: [String]?

  public init(path: String) { self.path = path }

  /// Whether the file is Objective-C (`.m`, `.mm`), scanned for creations instead of parsed as Swift.
  public var isObjectiveC: Bool { FileFacts.isObjectiveC(path) }

  /// Whether a path names an Objective-C file, by its extension.
  public static func isObjectiveC(_ path: String) -> Bool { path.hasSuffix(".m") || path.hasSuffix(".mm") }
}
