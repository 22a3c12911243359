import CoordLintCore

/// A change `coordlint fix` may make because the model proves it safe, and the findings it resolves.
public struct FixProposal: Hashable, Sendable {
  /// What the change does to the source.
  public enum Change: Hashable, Sendable {
    /// `var parent: Parent?` becomes `weak var parent: Parent?`; at the property's name.
    case weakProperty
    /// `protocol LoginDelegate` becomes `protocol LoginDelegate: AnyObject`; at the protocol's name.
    case classBoundProtocol
    /// The closure at the location captures `[weak name]` and returns early once `name` is gone. With `observer`,
    /// only when it is handed to an observer API whose closures return nothing (`sink`, `subscribe(onNext:)`).
    case weakCapture(name: String, observer: Bool)
  }

  public let change: Change
  /// Where the declaration or closure to change is.
  public let location: SourceLocation
  /// What a reviewer reads: "declare 'ChildCoordinator.parent' as 'weak var'".
  public let summary: String
  /// The findings the change resolves, in report order.
  public var findings: [Finding]
  /// Proposals that must be applied with this one (the protocol a weak property's type names), by location.
  public var companions: [SourceLocation]

  public init(change: Change, location: SourceLocation, summary: String, findings: [Finding] = [],
              companions: [SourceLocation] = []) {
    self.change = change
    self.location = location
    self.summary = summary
    self.findings = findings
    self.companions = companions
  }
}

/// A finding `fix` leaves alone, and why.
public struct FixRefusal: Hashable, Sendable {
  public let finding: Finding
  /// Lowercase, without a trailing period: "'parent' is also set to 'MockParent()' at Tests/ChildTests.swift:12".
  public let reason: String

  public init(finding: Finding, reason: String) {
    self.finding = finding
    self.reason = reason
  }
}
