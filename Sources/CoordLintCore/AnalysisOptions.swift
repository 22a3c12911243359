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
  /// Whether test code is part of the model the rules and the graph read.
  public var testCode: TestCodePolicy

  /// What the analysis does with test code.
  public enum TestCodePolicy: String, Sendable, Hashable, CaseIterable {
    /// Left out of the model: test doubles and coordinators made in test methods are not the app's flows.
    case skip
    /// Analyzed like the app's code.
    case analyze
  }

  public init(coordinatorRoots: Set<String> = [], childrenStores: Set<String> = [], weakByDesign: Set<String> = [],
              weakHoldingTypes: Set<String> = [], testCode: TestCodePolicy = .skip) {
    self.testCode = testCode
    self.coordinatorRoots = coordinatorRoots
    self.childrenStores = childrenStores
    self.weakByDesign = weakByDesign
    self.weakHoldingTypes = weakHoldingTypes
  }
}
