/// Splits a run into units analyzed apart, as a compiler builds unrelated projects apart: the workspaces of the
/// run, joined where a module of one imports a module of another. Unrelated apps in one run then give exactly
/// the findings each gives alone, and memory holds one unit's model at a time.
public enum AnalysisUnits {
  /// The facts of each unit, files in their given order, units in the order of their first file.
  public static func partition(_ facts: [FileFacts], modules map: ModuleMap) -> [[FileFacts]] {
    let index = ModuleIndex(files: facts, map: map)
    guard index.spansWorkspaces else { return [facts] }
    var parent: [String: String] = [:]
    func root(_ workspace: String) -> String {
      var current = workspace
      while let next = parent[current], next != current { current = next }
      return current
    }
    func join(_ a: String, _ b: String) {
      let (rootA, rootB) = (root(a), root(b))
      // The smaller name becomes the root, so the grouping does not depend on dictionary order.
      if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
    }
    for (module, imported) in index.importsOfModule {
      guard let workspace = index.workspaceOfModule[module] else { continue }
      for other in imported {
        if let otherWorkspace = index.workspaceOfModule[other] { join(workspace, otherWorkspace) }
      }
    }
    var units: [String: Int] = [:]
    var result: [[FileFacts]] = []
    for file in facts {
      let workspace = index.workspaceOfModule[index.module(ofFile: file.path)] ?? ""
      let unit = root(workspace)
      if let position = units[unit] {
        result[position].append(file)
      } else {
        units[unit] = result.count
        result.append([file])
      }
    }
    // Objective-C files only mark the Swift classes they create: a workspace without Swift has nothing to analyze.
    return result.filter { unit in unit.contains { !$0.isObjectiveC } }
  }
}
