/// The names the Coordinator pattern's code conventionally uses, which coordinator detection and the lifecycle
/// analysis read when types and calls alone do not say what a member is for.
public enum CoordinatorNaming {
  /// Endings of a coordinator root's name (`Coordinator`, `FlowCoordinating`, `CoordinatorType`) when the type
  /// also declares coordinator members.
  public static let rootSuffixes = ["Coordinator", "Coordinating", "CoordinatorType", "CoordinatorProtocol"]

  /// The ending of a class that is taken for a coordinator by its name and members alone.
  public static let classSuffix = "Coordinator"

  /// How a coordinator's start method begins: `start()`, `start(at:)`, `startOnboarding()`. It runs once per
  /// coordinator.
  public static let startPrefix = "start"

  /// How a coordinator's finish method begins: `finish()`, `finishFlow()`.
  public static let finishPrefix = "finish"
  /// Finish methods named otherwise.
  public static let finishNames: Set<String> = ["stop"]

  /// A router: a property of this name, or of a type with this ending, marks a coordinator (XCoordinator-style
  /// and hand-written routers that push and present for it).
  public static let routerProperty = "router"
  public static let routerTypeSuffix = "Router"

  /// Whether a method's name marks it as a start method.
  public static func isStart(_ name: String) -> Bool { name.hasPrefix(startPrefix) }

  /// Whether a method's name marks it as a finish method.
  public static func isFinish(_ name: String) -> Bool { finishNames.contains(name) || name.hasPrefix(finishPrefix) }
}
