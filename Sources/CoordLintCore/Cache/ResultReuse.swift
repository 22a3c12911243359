import Foundation

/// Reuses the last cached `lint` result after a few files changed, when they changed nowhere an analysis looks: a
/// comment, blank lines, code moved down a line, a body elision leaves out (`BodyElision`). The result's locations in
/// those files move to where they now are; anything else analyzes again.
///
/// Sound because the analyses read locations only to name places and to order them: for each changed file, the old
/// and the new version give the same type-name scan, and the same facts but for locations (`FactsShape`), both with
/// bodies left out and read in full, so every file's facts and every elision decision are the old ones but for those
/// locations, moved in a way that keeps their order. Line arithmetic exists only in suppressions (the line after a
/// `disable:next`), so a changed file with a suppression comment, old or new, is analyzed again; so is one with an
/// input diagnostic (a syntax error), and any result location in a changed file that no fact had.
public enum ResultReuse {
  /// At most how many files may have changed: each is parsed four times (old and new, with bodies left out and in
  /// full), so past a handful a fresh analysis is nearly as quick.
  public static let maximumChangedFiles = 8
  /// At most how many bytes the changed files may hold in all, for the same reason: a large generated file is
  /// better parsed once, in a fresh analysis, than four times.
  public static let maximumChangedBytes = 1 << 20

  /// Why a result was or was not reused; `COORDLINT_TIMINGS=1` shows it.
  public enum Outcome: Sendable {
    case reused(LintCache.Result)
    case analyze(because: String)
  }

  /// `old`, the result of the files in `base`, made the result of `files`, whose content hashes are `hashes` (the
  /// paths, in order, must be `base`'s), or why not. `elides` says whether runs leave inert bodies out; each parse
  /// gets `fileTimeout` seconds, and the type-name scan of all files `jobs` threads.
  public static func reuse(_ old: LintCache.Result, base: SourcePack, files: [SourceLoader.File], hashes: [UInt64],
                           elides: Bool, fileTimeout: Double?, jobs: Int) -> Outcome {
    guard base.paths == files.map(\.path) else { return .analyze(because: "files were added, removed or renamed") }
    let changed = files.indices.filter { base.hashes[$0] != hashes[$0] }
    guard !changed.isEmpty else { return .analyze(because: "no file changed") }
    guard changed.count <= maximumChangedFiles else { return .analyze(because: "\(changed.count) files changed") }
    let changedBytes = changed.reduce(0) { $0 + (files[$1].data?.count ?? 0) }
    guard changedBytes <= maximumChangedBytes else { return .analyze(because: "the changed files are large") }
    // Scanned once for all changed files, and only if each one's scan is unchanged: then it is the old run's too.
    var declaredTypes: DeclaredTypeScan?
    var maps: [String: [SourceLocation: SourceLocation]] = [:]
    for index in changed {
      let path = files[index].path
      guard let now = files[index].data, let before = base.bytes(index) else {
        return .analyze(because: "the last version of \(path) is not in the cache")
      }
      guard !old.diagnostics.contains(where: { $0.file == path || $0.location?.file == path }) else {
        return .analyze(because: "\(path) had a diagnostic")
      }
      let oldFile = SourceLoader.File(path: path, data: before, problem: nil)
      let newFile = SourceLoader.File(path: path, data: now, problem: nil)
      var map: [SourceLocation: SourceLocation] = [:]
      var modes: [DeclaredTypeScan?] = [nil]
      if elides && !FileFacts.isObjectiveC(path) {
        var oldScan = DeclaredTypeScan()
        oldScan.add(before)
        var newScan = DeclaredTypeScan()
        newScan.add(now)
        guard oldScan == newScan else { return .analyze(because: "\(path) declares other names") }
        if declaredTypes == nil { declaredTypes = DeclaredTypeScan.scan(files, jobs: jobs) }
        modes.append(declaredTypes)
      }
      for scan in modes {
        let (oldFacts, oldProblems) = SourceLoader.extractOne(oldFile, timeout: fileTimeout, declaredTypes: scan)
        let (newFacts, newProblems) = SourceLoader.extractOne(newFile, timeout: fileTimeout, declaredTypes: scan)
        guard let oldFacts, let newFacts, oldProblems.isEmpty, newProblems.isEmpty else {
          return .analyze(because: "\(path) has a diagnostic")
        }
        guard oldFacts.suppressions.isEmpty, newFacts.suppressions.isEmpty else {
          return .analyze(because: "\(path) has a suppression comment")
        }
        guard let moved = FactsShape.locationMap(from: oldFacts, to: newFacts) else {
          return .analyze(because: "what \(path) says changed")
        }
        for (from, to) in moved {
          if let other = map.updateValue(to, forKey: from), other != to {
            return .analyze(because: "the locations of \(path) move two ways")
          }
        }
      }
      guard FactsShape.isMonotone(map) else { return .analyze(because: "the locations of \(path) change order") }
      maps[path] = map
    }
    var findings: [Finding] = []
    for var finding in old.findings {
      guard let moved = move(finding.location, maps) else {
        return .analyze(because: "a finding in \(finding.location.file) is not at a fact")
      }
      finding.location = moved
      for index in finding.notes.indices {
        guard let note = move(finding.notes[index].location, maps) else {
          return .analyze(because: "a note in \(finding.notes[index].location.file) is not at a fact")
        }
        finding.notes[index].location = note
      }
      findings.append(finding)
    }
    findings.sort(by: Finding.ordered)
    return .reused(LintCache.Result(findings: findings, diagnostics: old.diagnostics))
  }

  /// Where `location` is now: the same place outside the changed files, its fact's new place in one.
  private static func move(_ location: SourceLocation,
                           _ maps: [String: [SourceLocation: SourceLocation]]) -> SourceLocation? {
    guard let map = maps[location.file] else { return location }
    return map[location]
  }
}
