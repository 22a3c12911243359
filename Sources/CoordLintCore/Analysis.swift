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

  /// Analyzes the Swift files below `paths`, taking unchanged files' facts from `cache` when given. With
  /// `COORDLINT_TIMINGS=1` in the environment, each stage's wall time (and how many files were parsed) goes to
  /// stderr.
  public static func run(paths: [String], excludes: [String] = [], options: AnalysisOptions = AnalysisOptions(),
                         cache: FactsCache? = nil) -> Analysis {
    let clock = StageClock()
    let collected = FileCollector(excludes: excludes).collect(paths)
    clock.lap("collect \(collected.files.count) files")
    let loaded = SourceLoader.load(collected.files, cache: cache)
    clock.lap("parse and extract (\(loaded.parsed) parsed, \(loaded.facts.count - loaded.parsed) from cache)")
    // The cache writes new entries in the background while the passes run on this thread; waiting for them after
    // the passes ends the run with the cache complete, and lets a write failure be reported.
    var analysis = Analysis(facts: loaded.facts, diagnostics: collected.diagnostics + loaded.diagnostics,
                            options: options)
    clock.lap("codebase and passes")
    if let cache {
      cache.waitForWrites()
      clock.lap("cache writes")
      if let failure = cache.writeFailure {
        analysis.diagnostics.append(Diagnostic(severity: .warning, message: "cannot write the cache: \(failure)",
                                               location: nil, file: cache.directory))
      }
    }
    return analysis
  }
}
