/// The coordinators made and left in a local (stored nowhere, handed to no one), and what a cycle's reference to one
/// needs before it can be weak: what keeps such a coordinator alive is only what the sources wire it to.
public struct UnstoredCoordinators: Sendable {
  /// Where the coordinator has to be kept before the reference that closes its cycle can be weak.
  public enum KeepFirst: Sendable {
    /// Every creation leaves it in a local: in its parent.
    case inParent
    /// This creation (not every one) does.
    case whereMade(CoordinatorCreation)
  }

  /// The types every creation of which leaves them in a local.
  public let always: Set<String>
  /// For the types some (not all) of whose used creations do, the first such creation.
  public let sometimes: [String: CoordinatorCreation]

  init(_ creations: [CoordinatorCreation]) {
    func unstored(_ creation: CoordinatorCreation) -> Bool {
      creation.storedIn == nil && !creation.escapes && !creation.viaFactory
    }
    var everyTime: [String: Bool] = [:]
    for creation in creations {
      everyTime[creation.type, default: true] = everyTime[creation.type, default: true] && unstored(creation)
    }
    let always = Set(everyTime.filter(\.value).keys)
    var sometimes: [String: CoordinatorCreation] = [:]
    for creation in creations where !always.contains(creation.type) && sometimes[creation.type] == nil
      && unstored(creation) && creation.isUsed {
      sometimes[creation.type] = creation
    }
    self.always = always
    self.sometimes = sometimes
  }

  /// Where the coordinator `check`'s cycle closes on must be kept first, when the reference is all that keeps it:
  /// nil when weakening it alone frees nothing.
  public func keepFirst(for check: ReferenceCheck) -> KeepFirst? {
    let target = check.wiring.targetType
    // An object left in a local is in no children store, whatever other children the app adds.
    if (check.keepsTargetAlone || check.keepsUnstoredTargetAlone) && always.contains(target) { return .inParent }
    // Stored where most code makes it, but left in a local somewhere: there the fix alone would free it.
    if check.keepsUnstoredTargetAlone, let creation = sometimes[target] { return .whereMade(creation) }
    return nil
  }
}
