import SwiftSyntax

extension TypeRef {
  /// Converts a written type into its structured form; unmodelled shapes keep their text.
  init(_ syntax: TypeSyntax) {
    if let identifier = syntax.as(IdentifierTypeSyntax.self) {
      self = .named(identifier.name.text, generics: TypeRef.arguments(identifier.genericArgumentClause))
    } else if let member = syntax.as(MemberTypeSyntax.self) {
      let base = TypeRef(member.baseType)
      let name = member.name.text
      let generics = TypeRef.arguments(member.genericArgumentClause)
      if case .named(let baseName, _) = base {
        self = .named("\(baseName).\(name)", generics: generics)
      } else {
        self = .unknown(syntax.trimmedDescription)
      }
    } else if let optional = syntax.as(OptionalTypeSyntax.self) {
      self = .optional(TypeRef(optional.wrappedType))
    } else if let iuo = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      self = .optional(TypeRef(iuo.wrappedType))
    } else if let array = syntax.as(ArrayTypeSyntax.self) {
      self = .array(TypeRef(array.element))
    } else if let dictionary = syntax.as(DictionaryTypeSyntax.self) {
      self = .dictionary(key: TypeRef(dictionary.key), value: TypeRef(dictionary.value))
    } else if let composition = syntax.as(CompositionTypeSyntax.self) {
      self = .composition(composition.elements.map { TypeRef($0.type) })
    } else if let someOrAny = syntax.as(SomeOrAnyTypeSyntax.self) {
      self = TypeRef(someOrAny.constraint)
    } else if let attributed = syntax.as(AttributedTypeSyntax.self) {
      self = TypeRef(attributed.baseType)
    } else if let tuple = syntax.as(TupleTypeSyntax.self) {
      if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
        self = TypeRef(only.type)
      } else {
        self = .tuple(tuple.elements.map { TypeRef($0.type) })
      }
    } else if let function = syntax.as(FunctionTypeSyntax.self) {
      self = .function(parameters: function.parameters.map { TypeRef($0.type) },
                       result: TypeRef(function.returnClause.type))
    } else if let metatype = syntax.as(MetatypeTypeSyntax.self) {
      self = .metatype(TypeRef(metatype.baseType))
    } else {
      self = .unknown(syntax.trimmedDescription)
    }
  }

  /// The type with each plain name in `replacements` replaced, at any depth.
  func replacingNames(_ replacements: [String: TypeRef]) -> TypeRef {
    guard !replacements.isEmpty else { return self }
    switch self {
    case .named(let name, let generics):
      if generics.isEmpty, let replacement = replacements[name] { return replacement }
      return .named(name, generics: generics.map { $0.replacingNames(replacements) })
    case .optional(let wrapped): return .optional(wrapped.replacingNames(replacements))
    case .array(let element): return .array(element.replacingNames(replacements))
    case .dictionary(let key, let value):
      return .dictionary(key: key.replacingNames(replacements), value: value.replacingNames(replacements))
    case .composition(let parts): return .composition(parts.map { $0.replacingNames(replacements) })
    case .function(let parameters, let result):
      return .function(parameters: parameters.map { $0.replacingNames(replacements) },
                       result: result.replacingNames(replacements))
    case .tuple(let elements): return .tuple(elements.map { $0.replacingNames(replacements) })
    case .metatype(let base): return .metatype(base.replacingNames(replacements))
    case .unknown: return self
    }
  }

  private static func arguments(_ clause: GenericArgumentClauseSyntax?) -> [TypeRef] {
    guard let clause else { return [] }
    return clause.arguments.map { argument in
      switch argument.argument {
      case .type(let type): return TypeRef(type)
      default: return .unknown(argument.argument.trimmedDescription)
      }
    }
  }
}
