/// One run of the pipeline up to the passes: collect files, extract facts in parallel, build the Codebase, find
/// the coordinators.
public struct Analysis: Sendable {
  public let codebase: Codebase
  public let coordinators: CoordinatorIndex
  public let lifecycle: ChildLifecycle
  public let creations: [CoordinatorCreation]
  public let ownership: OwnershipAnalysis
  /// Problems with the input, in the order found; the run still analyzed everything it could read.
  public internal(set) var diagnostics: [Diagnostic]

  /// Whether any input problem is an error, which makes the tool exit with status 2 after its output.
  public var hasInputErrors: Bool { diagnostics.contains { $0.severity == .error } }

  public let options: AnalysisOptions

  public init(facts: [FileFacts], diagnostics: [Diagnostic] = [], options: AnalysisOptions = AnalysisOptions()) {
    self.options = options
    let clock = StageClock()
    codebase = Codebase(files: facts)
    clock.lap("codebase")
    // Detection runs first: every later pass asks which types are coordinators.
    coordinators = CoordinatorDetectionPass(codebase: codebase, extraRoots: options.coordinatorRoots).run()
    clock.lap("coordinator detection")
    // Children stores are collections of coordinators, so the lifecycle pass needs detection's answer.
    lifecycle = ChildLifecyclePass(codebase: codebase, coordinators: coordinators,
                                   extraStoreNames: options.childrenStores).run()
    clock.lap("child lifecycle")
    creations = CoordinatorCreationPass(codebase: codebase, coordinators: coordinators).run()
    clock.lap("coordinator creations")
    // Ownership reads the children adds the lifecycle pass resolved, so it runs after it.
    ownership = OwnershipPass(codebase: codebase, coordinators: coordinators, lifecycle: lifecycle,
                              weakByDesign: options.weakByDesign).run()
    clock.lap("ownership")
    self.diagnostics = diagnostics
  }

  /// Analyzes the Swift files below `paths`. With `COORDLINT_TIMINGS=1` in the environment, each stage's wall time
  /// goes to stderr.
  public static func run(paths: [String], excludes: [String] = [], options: AnalysisOptions = AnalysisOptions())
    -> Analysis {
    run(SourceLoader.read(paths, excludes: excludes), options: options)
  }

  /// Analyzes files already collected and read.
  public static func run(_ input: SourceLoader.Input, options: AnalysisOptions = AnalysisOptions()) -> Analysis {
    let clock = StageClock()
    let loaded = SourceLoader.extract(input.files)
    clock.lap("parse and extract \(loaded.facts.count) files")
    let analysis = Analysis(facts: loaded.facts, diagnostics: input.diagnostics + loaded.diagnostics,
                            options: options)
    clock.lap("codebase and passes")
    return analysis
  }
}
