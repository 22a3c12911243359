/// The package's coordinator base: coordlint knows it only through `.coordlint.yml`'s `coordinator_roots`.
public protocol FlowController: AnyObject {
  var children: [FlowController] { get set }
  func begin()
}

/// A screen stand-in, so the package builds on any platform.
public final class Screen {
  public let title: String
  public init(title: String) { self.title = title }
}
