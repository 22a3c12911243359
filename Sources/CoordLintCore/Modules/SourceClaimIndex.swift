/// Which target of which description owns a file, found by looking up the file's path and each of its folders in a
/// dictionary of the paths the targets cover, never by trying every target.
final class SourceClaimIndex {
  /// A description and its targets, as read.
  struct Project {
    let file: DescriptionFile
    let targets: [TargetDescription]
  }

  /// One selection of one target of one project, by position.
  private struct Claim {
    let project: Int
    let target: Int
    let selection: Int
    /// A number of its own, for remembering which of its folders are left out.
    let number: Int
  }

  /// A folder, relative to a selection's path, of the selection numbered `claim`.
  private struct FolderKey: Hashable {
    let claim: Int
    let folder: Substring
  }

  /// Sorted by trust: the deepest folder first, then by folder, kind and path.
  let projects: [Project]
  private var claims: [String: [Claim]] = [:]
  /// Whether a folder is left out of a selection, by itself or by a folder above it: many files share a folder,
  /// and exclusion globs are slow to match.
  private var excludedFolders: [FolderKey: Bool] = [:]

  init(projects: [Project]) {
    self.projects = projects.sorted {
      let depths = (PathResolver.depth($0.file.folder), PathResolver.depth($1.file.folder))
      if depths.0 != depths.1 { return depths.0 > depths.1 }
      let (left, right) = ($0.file, $1.file)
      return (left.folder, left.kind.rawValue, left.path) < (right.folder, right.kind.rawValue, right.path)
    }
    var number = 0
    for (projectIndex, project) in self.projects.enumerated() {
      for (targetIndex, target) in project.targets.enumerated() where !target.name.isEmpty {
        for (selectionIndex, selection) in target.sources.enumerated() {
          claims[selection.path, default: []].append(Claim(project: projectIndex, target: targetIndex,
                                                           selection: selectionIndex, number: number))
          number += 1
        }
      }
    }
  }

  /// The project and target owning the standardized absolute `file`: among the targets covering it, the one of the
  /// most trusted project; within a project the most specific selection, then a target that is not a test, then the
  /// first name.
  func owner(of file: String) -> (project: Project, target: TargetDescription)? {
    var best: (claim: Claim, length: Int)?
    var path = file[...]
    while !path.isEmpty {
      for claim in claims[String(path)] ?? [] where covers(file, claim) {
        if let current = best, !isBetter(claim, path.count, than: current.claim, current.length) { continue }
        best = (claim, path.count)
      }
      guard let slash = path.lastIndex(of: "/") else { break }
      path = slash == path.startIndex && path.count > 1 ? path[...slash] : path[..<slash]
    }
    guard let best else { return nil }
    return (projects[best.claim.project], projects[best.claim.project].targets[best.claim.target])
  }

  private func covers(_ file: String, _ claim: Claim) -> Bool {
    let selection = projects[claim.project].targets[claim.target].sources[claim.selection]
    guard let relative = PathResolver.relative(file, to: selection.path) else { return false }
    if let includedGlob = selection.includedGlob, !includedGlob.matches(relative[...]) { return false }
    if selection.excludesNothing { return true }
    if selection.excludes(relative[...]) { return false }
    guard let slash = relative.lastIndex(of: "/") else { return true }
    return !isExcluded(relative[..<slash], of: selection, claim.number)
  }

  private func isExcluded(_ folder: Substring, of selection: SourceSelection, _ number: Int) -> Bool {
    let key = FolderKey(claim: number, folder: folder)
    if let known = excludedFolders[key] { return known }
    var excluded = selection.excludes(folder)
    if !excluded, let slash = folder.lastIndex(of: "/") {
      excluded = isExcluded(folder[..<slash], of: selection, number)
    }
    excludedFolders[key] = excluded
    return excluded
  }

  private func isBetter(_ claim: Claim, _ length: Int, than other: Claim, _ otherLength: Int) -> Bool {
    if claim.project != other.project { return claim.project < other.project }
    if length != otherLength { return length > otherLength }
    let target = projects[claim.project].targets[claim.target]
    let otherTarget = projects[other.project].targets[other.target]
    if target.isTest != otherTarget.isTest { return !target.isTest }
    return target.name < otherTarget.name
  }
}
