/// An Objective-C expression that creates an object of a named class: `[[HomeCoordinator alloc] initWith…]`,
/// `[HomeCoordinator new]`, `HomeCoordinator.new`.
public struct ObjCCreation: Codable, Hashable, Sendable {
  /// The class name as Objective-C writes it: a Swift class's own name, or the one its `@objc(Name)` gives it.
  public var className: String
  /// Where the class name is written in the `.m` or `.mm` file.
  public var location: SourceLocation

  public init(className: String, location: SourceLocation) {
    self.className = className
    self.location = location
  }
}
