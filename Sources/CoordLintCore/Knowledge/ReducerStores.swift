/// Stores of the unidirectional-architecture libraries that keep what their builder closure returns: The Composable
/// Architecture's `Store(initialState:reducer:)` keeps the reducer, and a reducer holding its coordinator holds it
/// for as long as the store lives.
public enum ReducerStores {
  /// Store types (and their aliases) by the label of the builder argument whose result the store keeps.
  public static let keepingBuilders: [String: String] = [
    "Store": "reducer",
    "StoreOf": "reducer",
  ]
}
