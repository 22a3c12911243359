/// What configuration can tell the analysis beyond the sources.
public struct AnalysisOptions: Sendable, Hashable {
  /// Extra names of coordinator base types (protocols or classes), for bases the heuristics cannot see.
  public var coordinatorRoots: Set<String>
  /// Extra property names that hold a coordinator's children, for stores whose type does not say so.
  public var childrenStores: Set<String>
  /// Types whose references are weak by design, though their declaration cannot show it (an Objective-C
  /// class's `delegate`); references to or held by them are never reported strong.
  public var weakByDesign: Set<String>
  /// Container types that hold their elements weakly (an app's `WeakArray<T>`), beyond
  /// `WeakHolding.containerTypes`: what is stored into a property of such a type is held weakly.
  public var weakHoldingTypes: Set<String>

  public init(coordinatorRoots: Set<String> = [], childrenStores: Set<String> = [], weakByDesign: Set<String> = [],
              weakHoldingTypes: Set<String> = []) {
    self.coordinatorRoots = coordinatorRoots
    self.childrenStores = childrenStores
    self.weakByDesign = weakByDesign
    self.weakHoldingTypes = weakHoldingTypes
  }
}
