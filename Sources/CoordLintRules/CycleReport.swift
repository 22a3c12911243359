import CoordLintCore

/// What the two cycle rules say about a cycle of strong references: which wiring closes it, the chain, a note per
/// edge, and the fix.
struct CycleReport {
  let message: String
  let notes: [Finding.Note]
  let location: SourceLocation
  let symbols: [String]

  /// The reports of the permanent cycles (`temporary: false`) or of the temporary ones, in check order.
  static func reports(_ context: RuleContext, temporary: Bool) -> [CycleReport] {
    let wording = OwnershipWording(analysis: context.analysis)
    let classifications = context.analysis[CycleClassificationPass.self]
    let unstored = context.analysis.unstoredCoordinators
    // One strong property closing the same cycle twice in one function (set inside `addChild(_:)` and again by
    // hand) has one fix: declare it weak. It is reported once there, at the first assignment; each closure still
    // gets its own, and so does each function that wires the property.
    var reported = Set<String>()
    let lifecycle = context.analysis.lifecycle
    let createdLineage = lifecycle.createdLineage(context.analysis.creations.map(\.type))
    return context.analysis.ownership.checks.filter { $0.verdict == .cycle }.compactMap { check in
      // Wired in a method nothing runs while the rest of its type runs: dead code, not a cycle the app makes.
      if let function = check.wiring.function, lifecycle.isDeadCode(function, createdLineage: createdLineage) {
        return nil
      }
      let report: CycleReport?
      switch classifications[check] {
      case .permanent(let path)? where !temporary:
        report = CycleReport(check, path: path, breaks: [], wording: wording, unstored: unstored,
                             stays: CycleReport.stayNotes(path, classifications: classifications,
                                                          codebase: context.analysis.codebase, wording: wording))
      case .temporary(let breaks)? where temporary:
        report = CycleReport(check, path: check.path, breaks: breaks, wording: wording, unstored: unstored)
      default:
        report = nil
      }
      guard let report else { return nil }
      switch check.wiring.kind {
      case .assignment, .injection:
        let function = check.wiring.function.map { "\($0.owner).\($0.selector)@\($0.location)" } ?? "\(report.location)"
        return reported.insert(report.message + "\u{0}" + function).inserted ? report : nil
      default:
        return report
      }
    }
  }

  /// The cycle follows `path` (the witness that nothing breaks, for a permanent cycle); `breaks` (empty for a
  /// permanent cycle) are worded into the message and added as notes. `unstored` says where a coordinator left in a
  /// local must be kept before the fix.
  init(_ check: ReferenceCheck, path: [OwnershipGraph.Edge], breaks: [CycleBreaks.Break], wording: OwnershipWording,
       unstored: UnstoredCoordinators, stays: [Finding.Note] = []) {
    let wiring = check.wiring
    let target = wording.name(wiring.target)
    var chain = "retain cycle " + wording.chain(path, closingAt: wiring.target)
    if let first = breaks.first { chain += ", " + CycleReport.until(first, wording: wording) }
    var notes = wording.notes(for: path)
    let message: String
    // Weak alone would free the target at once: it is made and left in a local, and nothing else keeps it.
    func keptFirst(_ fix: String) -> String {
      switch unstored.keepFirst(for: check) {
      case .inParent?:
        return "keep '\(target)' in its parent (its children or a property), then " + fix
          + "; now this reference is all that keeps '\(target)' alive"
      case .whereMade(let creation)?:
        return "keep '\(target)' where '\(creation.function.selector)' makes it (in its children or a property), "
          + "then " + fix + "; there this reference is all that keeps it alive"
      case nil:
        return fix
      }
    }
    switch wiring.kind {
    case .assignment, .injection:
      let property = wiring.property.map(wording.propertyName) ?? wording.name(wiring.holder)
      let name = wiring.property?.name ?? "it"
      var fix = "declare '\(name)' as 'weak var'"
      if let property = wiring.property, let proto = wording.nonClassProtocol(of: property) {
        fix = "make '\(wording.typeName(proto))' class-bound and " + fix
      }
      message = "'\(property)' holds '\(target)' strongly: \(chain); \(keptFirst(fix))"
      if let property = wiring.property {
        notes.append(Finding.Note("'\(property.name)' is declared strong here", at: property.location))
      }
    case .closure:
      let property = wiring.property.map(wording.propertyName) ?? wording.name(wiring.holder)
      if let reference = wiring.methodReference {
        let receiver = wiring.capturedName ?? "self"
        message = "method '\(reference)' stored in '\(property)' holds '\(receiver)' strongly: \(chain); "
          + keptFirst("store a closure that captures '[weak \(receiver)]' and calls it")
      } else if let local = wiring.capturedName {
        message = "closure stored in '\(property)' captures '\(local)' strongly, the '\(target)' it is stored on: "
          + "\(chain); " + keptFirst("capture '[weak \(local)]'")
      } else {
        message = "closure stored in '\(property)' captures 'self' strongly: \(chain); "
          + keptFirst("capture '[weak self]'")
      }
      notes.append(CycleReport.captureNote(wiring, target: target))
    case .subscription:
      message = "subscription kept by '\(wording.name(wiring.holder))' captures 'self' strongly: \(chain); "
        + keptFirst("capture '[weak self]'")
      notes.append(contentsOf: wiring.via)
      notes.append(CycleReport.captureNote(wiring, target: target))
    }
    for cycleBreak in breaks { notes.append(CycleReport.note(cycleBreak, wording: wording)) }
    notes += stays
    self.message = message
    self.notes = notes
    location = wiring.location
    symbols = [wiring.property.map { "\($0.owner).\($0.name)" } ?? wiring.holderType, wiring.targetType]
  }

  /// Why a permanent cycle through a child its parent removes when the child's flow finishes never breaks: the
  /// child's other exit (the back button, a swipe, a callback) leaves it in the children, and the cycle with it.
  /// The exits were found as the cycle was classified (`CycleClassifications.skippedExit(ofAddAt:)`).
  static func stayNotes(_ path: [OwnershipGraph.Edge], classifications: CycleClassifications, codebase: Codebase,
                        wording: OwnershipWording) -> [Finding.Note] {
    let pushes = path.filter { $0.kind == .shows }.compactMap { edge -> Finding.Note? in
      guard let end = classifications.flowEnd(ofPushAt: edge.location) else { return nil }
      return Finding.Note("'\(wording.name(edge.to))' is still on '\(wording.name(edge.from))' when the flow ends "
                            + "here, which does not pop it, and the cycle stays", at: end)
    }
    return pushes + path.filter { $0.kind == .children }.compactMap { edge in
      let child = wording.name(edge.to)
      guard let skipped = classifications.skippedExit(ofAddAt: edge.location) else { return nil }
      let stays = "'\(child)' leaves the children when its flow finishes, but stays"
      let cycle = ", and the cycle with it"
      switch skipped {
      case .swipe(let presented):
        return Finding.Note("\(stays) when the user swipes its sheet down\(cycle)", at: presented)
      case .pop(let push):
        let screen = codebase.type(push.screen)?.displayName ?? push.screen
        return Finding.Note("\(stays) when the user goes back from '\(screen)'\(cycle)", at: push.location)
      case .keepingHandlers(let handlers):
        return Finding.Note("\(stays) when its flow ends through '\(handlers[0].decl.selector)'\(cycle)",
                            at: handlers[0].decl.location)
      case .keepingCallbacks(let callbacks):
        return Finding.Note("\(stays) when its flow ends through '\(callbacks[0].property)'\(cycle)",
                            at: callbacks[0].location)
      case .resultNeverEnds(let never):
        return Finding.Note("'\(child)' leaves the children when the result of its '\(never.method)' ends, which "
                              + "never happens", at: never.removal)
      case .failedStart(let deadEnd):
        return Finding.Note("\(stays) when '\(deadEnd.call)' fails as it starts\(cycle)", at: deadEnd.callLocation)
      }
    }
  }

  /// Where the closure (or the method used as one) takes its strong reference.
  private static func captureNote(_ wiring: Wiring, target: String) -> Finding.Note {
    if let reference = wiring.methodReference {
      return Finding.Note("'\(reference)' holds '\(target)' strongly here", at: wiring.location)
    }
    return Finding.Note("the closure captures '\(target)' strongly here", at: wiring.location)
  }

  /// How long the cycle lasts: `until 'ProfileViewController' is popped, dismissed or replaced`.
  private static func until(_ cycleBreak: CycleBreaks.Break, wording: OwnershipWording) -> String {
    switch cycleBreak.kind {
    case .screenReleased: "which lasts until '\(wording.name(cycleBreak.edge.to))' is popped, dismissed or replaced"
    case .childRemoved:
      "which lasts until '\(wording.name(cycleBreak.edge.from))' removes '\(wording.name(cycleBreak.edge.to))'"
    case .propertyCleared:
      "which lasts until '\(cycleBreak.edge.property.map(wording.propertyName) ?? "it")' is set to nil"
    case .subscriptionEnds:
      "which lasts until the subscription's sequence completes"
    }
  }

  private static func note(_ cycleBreak: CycleBreaks.Break, wording: OwnershipWording) -> Finding.Note {
    switch cycleBreak.kind {
    case .screenReleased:
      Finding.Note("UIKit releases '\(wording.name(cycleBreak.edge.to))' when it leaves the screen, which breaks "
                     + "the cycle", at: cycleBreak.location)
    case .childRemoved:
      Finding.Note("'\(wording.name(cycleBreak.edge.to))' leaves the children here, which breaks the cycle",
                   at: cycleBreak.location)
    case .propertyCleared:
      Finding.Note("'\(cycleBreak.edge.property?.name ?? "it")' is set to nil here, which breaks the cycle",
                   at: cycleBreak.location)
    case .subscriptionEnds:
      Finding.Note("\(cycleBreak.detail ?? "the sequence completes by itself"); the subscription then lets go of the "
                     + "closure, which breaks the cycle", at: cycleBreak.location)
    }
  }
}
