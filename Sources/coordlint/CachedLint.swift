import CoordLintConfiguration
import CoordLintCore
import CoordLintRules
import Foundation

/// What `lint` reports before its baseline: from the cache when nothing that decides it changed, else from a fresh
/// analysis, which is then cached.
struct CachedLint {
  /// Nil with `--no-cache`.
  let cache: LintCache?
  let configuration: Configuration?
  let options: AnalysisOptions
  let rules: [any Rule.Type]

  /// The findings and input diagnostics for `input`, plus a warning when the cache could not be written.
  func result(_ input: SourceLoader.Input) -> LintCache.Result {
    let key = cacheKey(input)
    var damaged = false
    if let cache, let key {
      switch cache.lookup(key: key) {
      case .hit(let result): return result
      case .miss: break
      case .damaged: damaged = true
      }
    }
    let linter = Linter(rules: rules, severities: configuration?.severities ?? [:])
    var findings: [Finding] = []
    var unitDiagnostics: [Diagnostic] = []
    // One unit at a time: each unit's model is freed before the next is built.
    let diagnostics = Analysis.forEachUnit(input, options: options, goals: rules.flatMap { $0.requires },
                                           keepingLast: true) {
      findings += linter.lint($0)
      unitDiagnostics += $0.diagnostics
    }
    findings.sort(by: Finding.ordered)
    var result = LintCache.Result(findings: findings, diagnostics: diagnostics + unitDiagnostics)
    // A file given up for time says more about the machine than the input: the next run may finish it. A result
    // without one does not depend on the budget, so the key need not hold it.
    if let cache, let key, !result.diagnostics.contains(where: \.dependsOnTiming) {
      // Said once, and not stored: the entry written now is sound.
      if damaged { result.diagnostics.append(cache.damagedEntry(key: key)) }
      do {
        try cache.store(result, key: key)
      } catch {
        result.diagnostics.append(cache.writeFailure(error))
      }
    }
    return result
  }

  /// The key of this run: the tool build, the configuration file's bytes and every file's path and bytes. Nil
  /// without a cache, or when a path or file (the configuration included) could not be read: such a run reports
  /// an error anyway, and its result would say nothing about the next.
  private func cacheKey(_ input: SourceLoader.Input) -> String? {
    guard cache != nil, input.isComplete else { return nil }
    var configurationBytes: Data?
    if let configuration {
      guard let bytes = FileManager.default.contents(atPath: configuration.file) else { return nil }
      configurationBytes = bytes
    }
    // The modules come from project descriptions the file list does not show; `--test-code` from the command line.
    guard let modules = input.modulesKey else { return nil }
    let context = "test code \(options.testCode.rawValue)\n" + modules
    return LintCache.key(tool: CoordLintVersion.cacheKey, configuration: configurationBytes, files: input.files,
                         context: context)
  }
}
