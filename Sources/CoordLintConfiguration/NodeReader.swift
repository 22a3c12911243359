import CoordLintCore
import Yams

/// Reads typed values out of YAML nodes, throwing a positioned error for a wrong type and collecting warnings.
struct NodeReader {
  let file: String
  let knownRules: Set<String>
  private(set) var warnings: [Diagnostic] = []

  init(file: String, knownRules: Set<String>) {
    self.file = file
    self.knownRules = knownRules
  }

  mutating func warn(_ node: Node, _ message: String) {
    warnings.append(.warning(message, at: SourceLocation(file: file, line: node.mark?.line ?? 1,
                                                         column: node.mark?.column ?? 1)))
  }

  /// A list of strings; an absent value (`key:` alone) is an empty list.
  func strings(_ node: Node, key: String) throws(ConfigurationError) -> [String] {
    if ConfigurationLoader.isNull(node) { return [] }
    guard case .sequence(let sequence) = node else {
      throw ConfigurationLoader.typeError(node, file: file, "'\(key)' must be a list of strings, not \(kind(node))")
    }
    var values: [String] = []
    for element in sequence {
      guard case .scalar(let scalar) = element, !ConfigurationLoader.isNull(element), !scalar.string.isEmpty else {
        throw ConfigurationLoader.typeError(element, file: file,
                                            "'\(key)' must be a list of strings; this entry is \(kind(element))")
      }
      values.append(scalar.string)
    }
    return values
  }

  /// A list of rule ids; ids coordlint does not have are warnings, since a typo should not stop a CI run.
  mutating func ruleIDs(_ node: Node, key: String) throws(ConfigurationError) -> [String] {
    let ids = try strings(node, key: key)
    if case .sequence(let sequence) = node {
      for (id, element) in zip(ids, sequence) where !knownRules.contains(id) {
        warn(element, "no rule '\(id)'; 'coordlint rules' lists them")
      }
    }
    return ids
  }

  /// `severity:` — a mapping of rule ids to `warning` or `error`.
  mutating func severities(_ node: Node) throws(ConfigurationError) -> [String: Severity] {
    if ConfigurationLoader.isNull(node) { return [:] }
    guard case .mapping(let mapping) = node else {
      throw ConfigurationLoader.typeError(
        node, file: file, "'severity' must be a mapping of rule ids to 'warning' or 'error', not \(kind(node))")
    }
    var severities: [String: Severity] = [:]
    for (keyNode, value) in mapping {
      guard case .scalar(let key) = keyNode else {
        throw ConfigurationLoader.typeError(keyNode, file: file, "'severity' keys must be rule ids")
      }
      guard case .scalar(let level) = value, let severity = Severity(rawValue: level.string) else {
        let shown = value.scalar.map { "'\($0.string)'" } ?? kind(value)
        throw ConfigurationLoader.typeError(
          value, file: file, "the severity of '\(key.string)' must be 'warning' or 'error', not \(shown)")
      }
      if !knownRules.contains(key.string) { warn(keyNode, "no rule '\(key.string)'; 'coordlint rules' lists them") }
      severities[key.string] = severity
    }
    return severities
  }

  /// `modules`: module names to a glob or a list of globs, in the order written.
  func modules(_ node: Node) throws(ConfigurationError) -> [Configuration.ModuleSpec] {
    if ConfigurationLoader.isNull(node) { return [] }
    guard case .mapping(let mapping) = node else {
      throw ConfigurationLoader.typeError(
        node, file: file, "'modules' must be a mapping of module names to globs, not \(kind(node))")
    }
    var modules: [Configuration.ModuleSpec] = []
    for (keyNode, value) in mapping {
      guard case .scalar(let key) = keyNode, !key.string.isEmpty else {
        throw ConfigurationLoader.typeError(keyNode, file: file, "'modules' keys must be module names")
      }
      // One glob may be written without a list.
      let globs = if case .scalar(let glob) = value, !ConfigurationLoader.isNull(value) {
        [glob.string]
      } else {
        try strings(value, key: "modules.\(key.string)")
      }
      modules.append(Configuration.ModuleSpec(name: key.string, globs: globs))
    }
    return modules
  }

  /// One non-empty string.
  func string(_ node: Node, key: String) throws(ConfigurationError) -> String {
    guard case .scalar(let scalar) = node, !ConfigurationLoader.isNull(node), !scalar.string.isEmpty else {
      throw ConfigurationLoader.typeError(node, file: file, "'\(key)' must be a string, not \(kind(node))")
    }
    return scalar.string
  }

  /// How a node is described in a message about a wrong type.
  func kind(_ node: Node) -> String {
    switch node {
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .alias: return "an alias"
    case .scalar(let scalar): return ConfigurationLoader.isNull(node) ? "empty" : "'\(scalar.string)'"
    }
  }
}
