/// What a rule's findings mean beyond their text, declared by the rule itself: how the flow graph marks them and
/// how reports lay out their notes. Core and the reporters read these, so they never name a rule id.
public struct RuleTraits: Sendable, Hashable {
  /// How the flow graph marks what a finding is about; nil when the graph shows the finding only in its node's list.
  public var graphMark: GraphMark?
  /// Whether the notes are the steps of one path, in order (a cycle's edges): SARIF also gives them as a code flow.
  public var notesFormPath: Bool

  public init(graphMark: GraphMark? = nil, notesFormPath: Bool = false) {
    self.graphMark = graphMark
    self.notesFormPath = notesFormPath
  }
}

/// How the flow graph marks a finding.
public enum GraphMark: String, Sendable, Hashable {
  /// The finding's symbols are `[parent, child]` and it sits at the add: the child is marked orphan, and so is
  /// the child edge drawn for that add.
  case orphanChild
  /// The finding's last symbol is a coordinator that nothing keeps.
  case unretained
  /// The finding sits at a strong back reference that closes a cycle: the reference, the coordinators and the
  /// child edges along the cycle are marked.
  case referenceCycle
}
