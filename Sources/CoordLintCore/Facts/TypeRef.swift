/// A type as written in source, kept structured so the Codebase can resolve it without parsing text again.
public indirect enum TypeRef: Codable, Hashable, Sendable, CustomStringConvertible {
  /// A nominal type, possibly qualified (`Checkout.Payment`); `generics` are the last component's arguments.
  case named(String, generics: [TypeRef])
  /// `T?` and `T!`.
  case optional(TypeRef)
  case array(TypeRef)
  case dictionary(key: TypeRef, value: TypeRef)
  /// `A & B`.
  case composition([TypeRef])
  case function(parameters: [TypeRef], result: TypeRef)
  case tuple([TypeRef])
  /// `T.Type` and `T.Protocol`, also the type of `T.self`.
  case metatype(TypeRef)
  /// Anything the extractor does not model, as trimmed source text.
  case unknown(String)

  /// Shorthand for a nominal type without generic arguments.
  public static func named(_ name: String) -> TypeRef { .named(name, generics: []) }

  public var description: String {
    switch self {
    case .named(let name, let generics):
      return generics.isEmpty ? name : "\(name)<\(generics.map(\.description).joined(separator: ", "))>"
    case .optional(let wrapped): return "\(wrapped.descriptionAsOperand)?"
    case .array(let element): return "[\(element)]"
    case .dictionary(let key, let value): return "[\(key): \(value)]"
    case .composition(let parts): return parts.map(\.description).joined(separator: " & ")
    case .function(let parameters, let result):
      return "(\(parameters.map(\.description).joined(separator: ", "))) -> \(result)"
    case .tuple(let elements): return "(\(elements.map(\.description).joined(separator: ", ")))"
    case .metatype(let base): return "\(base.descriptionAsOperand).Type"
    case .unknown(let text): return text
    }
  }

  private var descriptionAsOperand: String {
    switch self {
    case .composition, .function: return "(\(description))"
    default: return description
    }
  }

  /// The type with any optional layers removed.
  public var unwrapped: TypeRef {
    if case .optional(let wrapped) = self { return wrapped.unwrapped }
    return self
  }

  /// The nominal name after removing optionals, or nil for structural types.
  public var nominalName: String? {
    if case .named(let name, _) = unwrapped { return name }
    return nil
  }

  /// The element type when this is a collection (array, set, dictionary values), optional or not.
  public var collectionElement: TypeRef? {
    switch unwrapped {
    case .array(let element): return element
    case .dictionary(_, let value): return value
    case .named(let name, let generics):
      if generics.count == 1, SwiftCollections.sequences.contains(name) { return generics[0] }
      if generics.count == 2, SwiftCollections.dictionaries.contains(name) { return generics[1] }
      return nil
    default: return nil
    }
  }

  /// Whether the collection is keyed (a dictionary), which changes how children are added and removed.
  public var isKeyedCollection: Bool {
    switch unwrapped {
    case .dictionary: return true
    case .named(let name, let generics):
      return generics.count == 2 && SwiftCollections.dictionaries.contains(name)
    default: return false
    }
  }

  /// The nominal types this reference names at its top level: itself, or each member of a composition.
  public var componentNames: [String] {
    switch unwrapped {
    case .named(let name, _): return [name]
    case .composition(let parts): return parts.flatMap(\.componentNames)
    default: return []
    }
  }
}

extension TypeRef {
  /// Every nominal name the reference mentions, generic arguments and structural parts included, in order.
  public var nominalNames: [String] {
    switch self {
    case .named(let name, let generics): return [name] + generics.flatMap(\.nominalNames)
    case .optional(let wrapped): return wrapped.nominalNames
    case .array(let element): return element.nominalNames
    case .dictionary(let key, let value): return key.nominalNames + value.nominalNames
    case .composition(let parts), .tuple(let parts): return parts.flatMap(\.nominalNames)
    case .function(let parameters, let result): return parameters.flatMap(\.nominalNames) + result.nominalNames
    case .metatype(let base): return base.nominalNames
    case .unknown: return []
    }
  }
}
