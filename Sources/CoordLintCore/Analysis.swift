/// One run of the pipeline: collect files, extract facts in parallel, build the Codebase, run the passes.
public struct Analysis: Sendable {
  public let codebase: Codebase
  /// Problems with the input, in the order found; the run still analyzed everything it could read.
  public internal(set) var diagnostics: [Diagnostic]
  public let options: AnalysisOptions
  /// The results of the passes that ran.
  public let results: PassContext

  /// Whether any input problem is an error, which makes the tool exit with status 2 after its output.
  public var hasInputErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Builds the codebase from `facts` and runs the passes `goals` need (all of them by default), in
  /// `Pipeline.passes` order.
  public init(facts: [FileFacts], diagnostics: [Diagnostic] = [], options: AnalysisOptions = AnalysisOptions(),
              goals: [any AnalysisPass.Type] = Pipeline.passes) {
    self.options = options
    let clock = StageClock()
    codebase = Codebase(files: facts)
    clock.lap("codebase")
    results = Pipeline.run(Pipeline.passes(for: goals), codebase: codebase, options: options, clock: clock)
    self.diagnostics = diagnostics
  }

  /// The result of a pass that ran.
  public subscript<Pass: AnalysisPass>(_ pass: Pass.Type) -> Pass.Result { results[pass] }

  public var coordinators: CoordinatorIndex { results[CoordinatorDetectionPass.self] }
  public var lifecycle: ChildLifecycle { results[ChildLifecyclePass.self] }
  public var creations: [CoordinatorCreation] { results[CoordinatorCreationPass.self] }
  public var ownership: OwnershipAnalysis { results[OwnershipPass.self] }
  public var flowStructure: FlowStructure { results[FlowGraphPass.self] }

  /// Analyzes the Swift files below `paths`, taking unchanged files' facts from `cache` when given. With
  /// `COORDLINT_TIMINGS=1` in the environment, each stage's wall time (and how many files were parsed) goes to
  /// stderr.
  public static func run(paths: [String], excludes: [String] = [], options: AnalysisOptions = AnalysisOptions(),
                         goals: [any AnalysisPass.Type] = Pipeline.passes, cache: FactsCache? = nil) -> Analysis {
    let clock = StageClock()
    let collected = FileCollector(excludes: excludes).collect(paths)
    clock.lap("collect \(collected.files.count) files")
    let loaded = SourceLoader.load(collected.files, cache: cache)
    clock.lap("parse and extract (\(loaded.parsed) parsed, \(loaded.facts.count - loaded.parsed) from cache)")
    // The cache writes new entries in the background while the passes run on this thread; waiting for them after
    // the passes ends the run with the cache complete, and lets a write failure be reported.
    var analysis = Analysis(facts: loaded.facts, diagnostics: collected.diagnostics + loaded.diagnostics,
                            options: options, goals: goals)
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
