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
    let keys = cacheKeys(input)
    var damaged = false
    if let cache, let keys {
      switch cache.lookup(key: keys.entry) {
      case .hit(let result):
        // Back to an earlier version (an edit undone, a branch switched back): the pack becomes that version's, so
        // the next edit is compared with what it was made to.
        if SourcePack.entryKey(at: cache.sourcePackPath(context: keys.context)) != keys.entry {
          try? keepSources(input, keys: keys, in: cache)
        }
        return result
      case .miss: break
      case .damaged: damaged = true
      }
      if let reused = reuse(input, cache: cache, keys: keys) { return stored(reused, keys: keys, input) }
      // Kept before the analysis, which lets each file's bytes go once its facts are made.
      try? keepSources(input, keys: keys, in: cache)
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
    // Said once, and not stored: the entry written now is sound.
    if damaged, let cache, let keys { result.diagnostics.append(cache.damagedEntry(key: keys.entry)) }
    return keys.map { stored(result, keys: $0, nil) } ?? result
  }

  /// The last result, moved to where the few files that changed since now have its findings (`ResultReuse`), when
  /// they changed nowhere an analysis looks.
  private func reuse(_ input: SourceLoader.Input, cache: LintCache, keys: Keys) -> LintCache.Result? {
    let clock = StageClock()
    guard let base = SourcePack.read(cache.sourcePackPath(context: keys.context)),
          base.entryKey == LintCache.key(tool: CoordLintVersion.cacheKey, configuration: keys.configuration,
                                         context: keys.contextText, paths: base.paths, hashes: base.hashes),
          let old = cache.load(key: base.entryKey) else {
      clock.lap("no earlier result to reuse for this tool build, configuration and module layout")
      return nil
    }
    switch ResultReuse.reuse(old, base: base, files: input.files, hashes: keys.hashes,
                             elides: input.elidesInertBodies, fileTimeout: input.fileTimeout, jobs: input.jobs) {
    case .reused(let result):
      clock.lap("reuse the last result")
      return result
    case .analyze(let reason):
      clock.lap("analyze again: \(reason)")
      return nil
    }
  }

  /// `result`, stored under its key unless it depends on timing; with `input`, the files' bytes are kept as the
  /// next run's source pack too.
  private func stored(_ result: LintCache.Result, keys: Keys, _ input: SourceLoader.Input?) -> LintCache.Result {
    // A file given up for time says more about the machine than the input: the next run may finish it. A result
    // without one does not depend on the budget, so the key need not hold it.
    guard let cache, !result.diagnostics.contains(where: \.dependsOnTiming) else { return result }
    var result = result
    do throws(AtomicFile.WriteError) {
      if let input { try keepSources(input, keys: keys, in: cache) }
      try cache.store(result, key: keys.entry)
    } catch {
      result.diagnostics.append(cache.writeFailure(error))
    }
    return result
  }

  /// Keeps the bytes of `input`'s files as the source pack of the result under `keys.entry`.
  private func keepSources(_ input: SourceLoader.Input, keys: Keys, in cache: LintCache) throws(AtomicFile.WriteError) {
    try SourcePack.write(input.files, hashes: keys.hashes, entryKey: keys.entry,
                         to: cache.sourcePackPath(context: keys.context))
  }

  /// What a run's cache entry is keyed on.
  private struct Keys {
    /// The key of this run's entry.
    var entry: String
    /// The key of everything but the files (`LintCache.contextKey`), and what it was made of.
    var context: String
    var configuration: Data?
    var contextText: String
    /// Each file's content hash.
    var hashes: [UInt64]
  }

  /// The keys of this run: the tool build, the configuration file's bytes and every file's path and bytes. Nil
  /// without a cache, or when a path or file (the configuration included) could not be read: such a run reports
  /// an error anyway, and its result would say nothing about the next.
  private func cacheKeys(_ input: SourceLoader.Input) -> Keys? {
    guard cache != nil, input.isComplete else { return nil }
    var configurationBytes: Data?
    if let configuration {
      guard let bytes = FileManager.default.contents(atPath: configuration.file) else { return nil }
      configurationBytes = bytes
    }
    // The modules come from project descriptions the file list does not show; `--test-code` from the command line.
    guard let modules = input.modulesKey, let hashes = LintCache.fileHashes(input.files) else { return nil }
    let context = "test code \(options.testCode.rawValue)\n" + modules
    let tool = CoordLintVersion.cacheKey
    return Keys(entry: LintCache.key(tool: tool, configuration: configurationBytes, context: context,
                                     paths: input.files.map(\.path), hashes: hashes),
                context: LintCache.contextKey(tool: tool, configuration: configurationBytes, context: context),
                configuration: configurationBytes, contextText: context, hashes: hashes)
  }
}
