/// One step of the analysis: it reads the codebase and the results of the passes it requires, and returns its own.
///
/// Modelled on Go's `go/analysis`: a pass declares what it reads, the pipeline runs it after those, and its result
/// is read by later passes, rules and commands through `Analysis`, never recomputed.
public protocol AnalysisPass {
  associatedtype Result: Sendable
  /// Shown in timings (`COORDLINT_TIMINGS=1`) and in ARCHITECTURE.md.
  static var name: String { get }
  /// The passes whose results this one reads; each comes before it in `Pipeline.passes`.
  static var requires: [any AnalysisPass.Type] { get }
  static func run(_ context: PassContext) -> Result
}

/// What a running pass can read: the codebase, the options, and the results of the passes before it.
public struct PassContext: Sendable {
  public let codebase: Codebase
  public let options: AnalysisOptions
  /// How many threads a pass may use; no result depends on it.
  public let jobs: Int
  var results: [ObjectIdentifier: any Sendable] = [:]

  init(codebase: Codebase, options: AnalysisOptions, jobs: Int = 1) {
    self.codebase = codebase
    self.options = options
    self.jobs = jobs
  }

  /// The result of an earlier pass; asking for a pass that has not run is a programming error (it is missing from
  /// the asker's `requires`, or the pipeline order is wrong), which the pipeline tests catch.
  public subscript<Pass: AnalysisPass>(_ pass: Pass.Type) -> Pass.Result {
    guard let result = results[ObjectIdentifier(pass)] as? Pass.Result else {
      preconditionFailure("the '\(Pass.name)' pass has not run: add it to 'requires'")
    }
    return result
  }

  /// Whether `pass` has run.
  public func hasRun(_ pass: any AnalysisPass.Type) -> Bool {
    results[ObjectIdentifier(pass)] != nil
  }
}
