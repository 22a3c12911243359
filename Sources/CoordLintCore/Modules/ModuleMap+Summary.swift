extension ModuleMap {
  /// The whole map as text, in a fixed order: part of the lint cache key, since project descriptions decide it.
  public var summary: String {
    var lines = modules.map {
      "module \($0.id)|\($0.name)|\($0.project)|\($0.origin.rawValue)|\($0.isTest)|"
        + $0.dependencies.joined(separator: ",")
    }
    for path in moduleOfFile.keys.sorted() {
      lines.append("file \(path)|\(moduleOfFile[path] ?? "")|\(isTestCode(path))")
    }
    return lines.joined(separator: "\n")
  }
}
