/// Shows the library and, on each tap, a book's details.
public final class LibraryFlow: FlowController {
  public var children: [FlowController] = []
  public private(set) var screens: [Screen] = []

  public init() {}

  public func begin() {
    screens.append(Screen(title: "Library"))
  }

  /// Called on every tap: the details flow is kept and never released.
  public func showBook(_ title: String) {
    let details = BookFlow(title: title)
    children.append(details)
    details.begin()
  }
}

/// One book's details.
public final class BookFlow: FlowController {
  public var children: [FlowController] = []
  let title: String

  public init(title: String) { self.title = title }

  public func begin() {}
}
