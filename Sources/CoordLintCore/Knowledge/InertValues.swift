/// Standard library and Foundation names whose values can hold no object the analyses follow: numbers, text, dates,
/// and collections of such, and the protocols a plain record conforms to.
///
/// `BodyElision` leaves out the bodies of value types built only from these: such a body can reach no coordinator,
/// screen, closure or other object, so no result depends on it. A name missing here only costs speed, never a result.
enum InertValues {
  /// Value types whose values hold no reference: a body given only these can reach no object.
  static let types: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    "Float16", "CGFloat", "Bool", "String", "Substring", "Character", "Unicode", "Array", "ArraySlice",
    "ContiguousArray", "Dictionary", "Set", "Optional", "Range", "ClosedRange", "Date", "DateComponents", "Data",
    "URL", "UUID", "Decimal", "TimeInterval", "CGPoint", "CGSize", "CGRect", "CGVector", "NSRange", "IndexPath",
    "IndexSet", "CharacterSet", "Calendar", "Locale", "TimeZone", "Hasher", "Never", "Void", "Swift", "Foundation",
    "Decoder", "Encoder", "KeyedDecodingContainer", "KeyedEncodingContainer", "DecodingError", "EncodingError",
    "StaticString", "Error", "NSError", "Result",
    // Framework classes whose objects hold only values: colors, fonts, images, text, formatters.
    "UIColor", "UIFont", "UIImage", "CGColor", "NSAttributedString", "NSMutableAttributedString",
    "NSParagraphStyle", "NSMutableParagraphStyle", "UIEdgeInsets", "NSDirectionalEdgeInsets", "CGAffineTransform",
    "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "DateComponentsFormatter", "RelativeDateTimeFormatter",
    "ByteCountFormatter", "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder",
    "NSRegularExpression", "NSLocalizedString", "Bundle", "NSNumber", "NSString", "NSURL", "NSData",
  ]

  /// Protocols a value type may conform to and stay inert: none of them is adopted to be handed to an object.
  static let protocols: Set<String> = [
    "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Comparable", "Identifiable",
    "CustomStringConvertible", "CustomDebugStringConvertible", "Sendable", "Error", "LocalizedError", "CaseIterable",
    "CodingKey", "RawRepresentable", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral",
    "ExpressibleByFloatLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByArrayLiteral",
    "ExpressibleByDictionaryLiteral", "Strideable", "AdditiveArithmetic", "Numeric", "OptionSet",
    // Raw values of an enum (`enum Kind: String`).
    "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
    "Float", "Character", "Bool",
  ]

  /// Attributes a value type or its stored property may carry and stay inert.
  static let attributes: Set<String> = ["available", "frozen", "usableFromInline", "inlinable"]

  /// Standard library collections whose extension is inert when the element is: `extension Array where Element ==
  /// Row`. Without such a requirement the element may be any object, a coordinator included.
  static let collections: Set<String> = [
    "Array", "ArraySlice", "ContiguousArray", "Set", "Collection", "Sequence", "BidirectionalCollection",
    "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
  ]

  /// Whether a name, as a body writes it, is that of a type rather than a value or function: Swift's convention,
  /// which the check relies on only to choose which test a name must pass (see `BodyElision`).
  static func isTypeLike(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first else { return false }
    return first.properties.isUppercase
  }
}

extension TypeRef {
  /// Every nominal name this type is built from, generic arguments included; nil when it holds a function (a
  /// closure can hold any object) or a shape the extractor does not model.
  var inertnessNames: [String]? {
    switch self {
    case .named(let name, let generics):
      var names = name.split(separator: ".").map(String.init)
      for generic in generics {
        guard let inner = generic.inertnessNames else { return nil }
        names += inner
      }
      return names
    case .optional(let inner), .array(let inner), .metatype(let inner):
      return inner.inertnessNames
    case .dictionary(let key, let value):
      guard let keys = key.inertnessNames, let values = value.inertnessNames else { return nil }
      return keys + values
    case .composition(let parts), .tuple(let parts):
      var names: [String] = []
      for part in parts {
        guard let inner = part.inertnessNames else { return nil }
        names += inner
      }
      return names
    case .function, .unknown:
      return nil
    }
  }
}
