/// The standard library's (and swift-collections') collection types, by how their elements are typed.
public enum SwiftCollections {
  /// Generic types with one parameter, the element type.
  public static let sequences: Set<String> = [
    "Array", "Set", "ContiguousArray", "Swift.Array", "Swift.Set",
    // swift-collections
    "OrderedSet",
  ]

  /// Generic types with two parameters, the key and the value (the element) types: keyed collections, whose
  /// children are added and removed by key.
  public static let dictionaries: Set<String> = [
    "Dictionary", "Swift.Dictionary",
    // swift-collections
    "OrderedDictionary",
  ]
}
