/// One run of the pipeline: collect files, extract facts in parallel, build the Codebase, run the passes.
public struct Analysis: Sendable {
  public let codebase: Codebase
  /// Problems with the input, in the order found; the run still analyzed everything it could read.
  public let diagnostics: [Diagnostic]
  public let options: AnalysisOptions
  /// The results of the passes that ran.
  public let results: PassContext
  /// The module of every file, and which are test code.
  public let modules: ModuleMap
  /// The files recognized as test code, sorted; left out of `codebase` unless options say `testCode: .analyze`.
  public let testFiles: [String]

  /// Builds the codebase from `facts` and runs the passes `goals` need (all of them by default), in
  /// `Pipeline.passes` order. `modules` places the files in modules; without it they are one module. The passes
  /// use up to `jobs` threads; nothing they find depends on it.
  public init(facts: [FileFacts], diagnostics: [Diagnostic] = [], options: AnalysisOptions = AnalysisOptions(),
              goals: [any AnalysisPass.Type] = Pipeline.passes, modules: ModuleMap = .empty,
              jobs: Int = SourceLoader.defaultJobs) {
    self.options = options
    self.modules = modules
    let clock = StageClock()
    let isTest = facts.map { TestCode.isTestCode($0, in: modules) }
    testFiles = zip(facts, isTest).filter(\.1).map(\.0.path).sorted()
    let analyzed = options.testCode == .analyze ? facts : zip(facts, isTest).filter { !$0.1 }.map(\.0)
    codebase = Codebase(files: analyzed, modules: modules)
    clock.lap("codebase")
    results = Pipeline.run(Pipeline.passes(for: goals), codebase: codebase, options: options, jobs: jobs,
                           clock: clock)
    self.diagnostics = diagnostics + codebase.ambiguities + codebase.circularInitializers()
  }

  /// The result of a pass that ran.
  public subscript<Pass: AnalysisPass>(_ pass: Pass.Type) -> Pass.Result { results[pass] }

  public var coordinators: CoordinatorIndex { results[CoordinatorDetectionPass.self] }
  public var lifecycle: ChildLifecycle { results[ChildLifecyclePass.self] }
  public var creations: [CoordinatorCreation] { results[CoordinatorCreationPass.self] }

  /// The coordinators made and left in a local, and where a cycle's reference to one needs them kept first.
  public var unstoredCoordinators: UnstoredCoordinators { UnstoredCoordinators(creations) }
  public var ownership: OwnershipAnalysis { results[OwnershipPass.self] }
  public var flowStructure: FlowStructure { results[FlowGraphPass.self] }

  /// Analyzes the Swift files below `paths`. With `COORDLINT_TIMINGS=1` in the environment, each stage's wall time
  /// goes to stderr.
  public static func run(paths: [String], excludes: [String] = [], modules overrides: [ModuleOverride] = [],
                         options: AnalysisOptions = AnalysisOptions(),
                         goals: [any AnalysisPass.Type] = Pipeline.passes) -> Analysis {
    run(SourceLoader.read(paths, excludes: excludes, modules: overrides), options: options, goals: goals)
  }

  /// Analyzes each unit of `input` (see `AnalysisUnits`) in turn, handing each analysis to `body` before the next
  /// is built, so that memory holds one unit's model at a time. Returns the problems with the input itself (missing
  /// paths, unreadable files, syntax errors), which no unit's `diagnostics` repeat.
  /// With `keepingLast`, the last unit's model is never freed: a command about to exit need not spend a tenth of a
  /// second releasing millions of objects the system takes back at once (see `ProcessLifetime`).
  @discardableResult
  public static func forEachUnit(_ input: SourceLoader.Input, options: AnalysisOptions = AnalysisOptions(),
                                 goals: [any AnalysisPass.Type] = Pipeline.passes, keepingLast: Bool = false,
                                 _ body: (Analysis) throws -> Void) rethrows -> [Diagnostic] {
    let clock = StageClock()
    // Nothing reads a file's bytes after its facts are made, so they go then: `input.files` keeps only paths.
    var loaded = SourceLoader.extract(input.files, jobs: input.jobs, fileTimeout: input.fileTimeout,
                                      releasingBytes: true, elidingInertBodies: input.elidesInertBodies)
    clock.lap("parse and extract \(loaded.facts.count) files")
    var units = AnalysisUnits.partition(loaded.facts, modules: input.modules)
    loaded.facts = []
    clock.lap("\(units.count) units")
    for position in units.indices {
      let unit = units[position]
      // Each unit's facts are freed once its analysis is done.
      units[position] = []
      let analysis = Analysis(facts: unit, options: options, goals: goals, modules: input.modules, jobs: input.jobs)
      try body(analysis)
      if keepingLast && position == units.indices.last { ProcessLifetime.keep(analysis) }
      clock.lap("codebase and passes of \(unit.count) files")
    }
    return input.diagnostics + input.moduleDiagnostics + loaded.diagnostics
  }

  /// Analyzes files already collected and read, running the passes `goals` need.
  public static func run(_ input: SourceLoader.Input, options: AnalysisOptions = AnalysisOptions(),
                         goals: [any AnalysisPass.Type] = Pipeline.passes) -> Analysis {
    let clock = StageClock()
    let loaded = SourceLoader.extract(input.files, jobs: input.jobs, fileTimeout: input.fileTimeout,
                                      elidingInertBodies: input.elidesInertBodies)
    clock.lap("parse and extract \(loaded.facts.count) files")
    let analysis = Analysis(facts: loaded.facts,
                            diagnostics: input.diagnostics + input.moduleDiagnostics + loaded.diagnostics,
                            options: options, goals: goals, modules: input.modules, jobs: input.jobs)
    clock.lap("codebase and passes")
    return analysis
  }
}
