/// One nominal type of the analyzed program: its declarations and every extension of it, merged.
///
/// A class, though nothing in it changes: the implementations index holds a reference to its owner per function
/// body, and a copy of these eleven fields each was 10 MB of a million-line run's index.
public final class TypeInfo: Sendable {
  /// The qualified name, the key the Codebase knows the type by: `Checkout.PaymentCoordinator`.
  public let name: String
  /// Nil for a type declared outside the sources (UIKit, a library) that the sources extend.
  public let kind: TypeKind?
  public let declarations: [TypeDecl]
  public let extensions: [ExtensionDecl]

  /// Where the type is declared, or its first extension for a type declared elsewhere.
  public var location: SourceLocation {
    declarations.first?.location ?? extensions.first?.location ?? SourceLocation(file: "", line: 0, column: 0)
  }

  /// The name as declared, qualified with enclosing types; differs from `name` only for file-private types that
  /// share their name with another file's.
  public var displayName: String { declarations.first?.qualifiedName ?? name }

  /// Whether the analyzed sources declare the type itself.
  public var isDeclaredInSources: Bool { !declarations.isEmpty }

  /// The scope members are resolved in: the file of its declaration (for a type declared elsewhere, of its first
  /// extension), then its qualified name split into components.
  ///
  /// Stored: the passes resolve names from it for nearly every expression, and building it per lookup (a split and
  /// two allocations) was 4.6% of a run on a 2,000-file app.
  public let memberScope: [String]

  /// Properties from the declarations first, then from extensions, in source order.
  public let properties: MemberList<PropertyDecl>
  /// Methods and initializers from the declarations first, then from extensions.
  public let functions: MemberList<FunctionDecl>
  /// Positions in `functions` by name, and the position in `properties` of the first property of each name; nil
  /// for a type with at most `indexedMembers` of them, which lookup scans.
  ///
  /// A hand-written index for speed: member lookup runs for nearly every expression the passes resolve, and a type
  /// the app extends all over (`String`, `Array`, `UIViewController`) has hundreds of members, so a scan per lookup
  /// grew with the app's size twice over. Only for those: two tables for every type were 12 MB of a million-line
  /// run, and a scan of a few members is as fast as a hash.
  private let functionPositions: [String: [Int]]?
  private let propertyPositions: [String: Int]?
  static let indexedMembers = 12

  /// `fileMarkers` holds the lookup marker of each file already seen, so that the types of one file share it.
  init(name: String, kind: TypeKind?, declarations: [TypeDecl], extensions: [ExtensionDecl],
       fileMarkers: inout [String: String]) {
    self.name = name
    self.kind = kind
    self.declarations = declarations
    self.extensions = extensions
    let location = declarations.first?.location ?? extensions.first?.location
    let displayName = declarations.first?.qualifiedName ?? name
    let file = location?.file ?? ""
    let marker = fileMarkers[file] ?? NameResolver.marker(file: file)
    fileMarkers[file] = marker
    memberScope = [marker] + displayName.split(separator: ".").map(String.init)
    // Merged once: member lookup runs for nearly every expression the passes resolve.
    properties = MemberList(declarations.map(\.members.properties) + extensions.map(\.members.properties))
    functions = MemberList(declarations.map(\.members.functions) + extensions.map(\.members.functions))
    if functions.count > TypeInfo.indexedMembers {
      var byName: [String: [Int]] = [:]
      for (position, function) in functions.enumerated() { byName[function.name, default: []].append(position) }
      functionPositions = byName
    } else {
      functionPositions = nil
    }
    if properties.count > TypeInfo.indexedMembers {
      var firstProperty: [String: Int] = [:]
      for (position, property) in properties.enumerated() where firstProperty[property.name] == nil {
        firstProperty[property.name] = position
      }
      propertyPositions = firstProperty
    } else {
      propertyPositions = nil
    }
  }

  /// The functions named `name`, in `functions` order.
  func functions(named name: String) -> [FunctionDecl] {
    guard let functionPositions else { return functions.filter { $0.name == name } }
    return (functionPositions[name] ?? []).map { functions[$0] }
  }

  /// Whether a function is named `name`.
  func hasFunction(named name: String) -> Bool {
    guard let functionPositions else { return functions.contains { $0.name == name } }
    return functionPositions[name] != nil
  }

  /// The first property named `name`.
  func property(named name: String) -> PropertyDecl? {
    guard let propertyPositions else { return properties.first { $0.name == name } }
    return propertyPositions[name].map { properties[$0] }
  }

  public var modifiers: [String] { declarations.flatMap(\.modifiers) }
  public var genericParameters: [GenericParameter] { declarations.first?.genericParameters ?? [] }
}

/// A direct supertype: a superclass, an adopted protocol, or a `where Self:` constraint.
public struct SupertypeEdge: Hashable, Sendable {
  /// The supertype's key: a qualified name of a source type, or the name of an external one.
  public let target: String
  /// How the source wrote it, generic arguments included: `NavigationCoordinator<AppRoute>`.
  public let written: TypeRef
  /// The declaration or extension that states it.
  public let location: SourceLocation
  /// True when the conformance comes from an extension with a `where` clause.
  public let isConditional: Bool
}
