import CoordLintCore
import Foundation
import Yams

/// Finds and reads `.coordlint.yml`, checking every key and value and keeping their positions for messages.
public enum ConfigurationLoader {
  /// The keys a configuration may have.
  public static let knownKeys = [
    "included", "excluded", "disabled_rules", "opt_in_rules", "only_rules", "severity", "coordinator_roots", "children_stores",
    "weak_by_design", "weak_holding_types", "baseline", "modules", "test_code",
  ]

  /// The configuration at `explicit` (which must exist), or else `.coordlint.yml` in `workingDirectory` if there
  /// is one, or nil. `knownRules` are the rule ids; others in the file are warnings.
  public static func load(explicit: String?, workingDirectory: String,
                          knownRules: Set<String>) throws(ConfigurationError) -> Configuration? {
    let collector = FileCollector(workingDirectory: workingDirectory)
    let path: String
    if let explicit {
      path = collector.absolute(explicit)
    } else {
      path = collector.absolute(Configuration.fileName)
      guard FileManager.default.fileExists(atPath: path) else { return nil }
    }
    let shown = collector.display(path)
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ConfigurationError(file: shown, message: "cannot read configuration: \(FileErrorReason.of(error))")
    }
    guard let yaml = String(data: data, encoding: .utf8) else {
      throw ConfigurationError(file: shown, message: "configuration is not valid UTF-8")
    }
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    return try parse(yaml, file: shown, directory: directory, knownRules: knownRules)
  }

  /// Reads configuration text; `file` names it in messages and `directory` is where its relative paths start.
  public static func parse(_ yaml: String, file: String, directory: String,
                           knownRules: Set<String>) throws(ConfigurationError) -> Configuration {
    var configuration = Configuration(file: file, directory: directory)
    let root: Node?
    do {
      root = try Yams.compose(yaml: yaml)
    } catch {
      throw syntaxError(error, yaml: yaml, file: file)
    }
    guard let root, !isNull(root) else { return configuration }
    guard case .mapping(let mapping) = root else {
      throw typeError(root, file: file, "configuration must be a mapping of keys to values")
    }
    var reader = NodeReader(file: file, knownRules: knownRules)
    for (keyNode, value) in mapping {
      guard case .scalar(let key) = keyNode else {
        throw typeError(keyNode, file: file, "keys must be plain names")
      }
      switch key.string {
      case "included": configuration.included = try reader.strings(value, key: key.string)
      case "excluded": configuration.excluded = try reader.strings(value, key: key.string)
      case "disabled_rules": configuration.disabledRules = try reader.ruleIDs(value, key: key.string)
      case "opt_in_rules": configuration.optInRules = try reader.ruleIDs(value, key: key.string)
      case "only_rules": configuration.onlyRules = isNull(value) ? nil : try reader.ruleIDs(value, key: key.string)
      case "severity": configuration.severities = try reader.severities(value)
      case "coordinator_roots": configuration.coordinatorRoots = try reader.strings(value, key: key.string)
      case "children_stores": configuration.childrenStores = try reader.strings(value, key: key.string)
      case "weak_by_design": configuration.weakByDesign = try reader.strings(value, key: key.string)
      case "weak_holding_types": configuration.weakHoldingTypes = try reader.strings(value, key: key.string)
      case "baseline": configuration.baseline = try reader.string(value, key: key.string)
      case "modules": configuration.modules = try reader.modules(value)
      case "test_code":
        let text = try reader.string(value, key: key.string)
        guard let policy = AnalysisOptions.TestCodePolicy(rawValue: text) else {
          throw typeError(value, file: file, "'test_code' must be 'skip' or 'analyze', not '\(text)'")
        }
        configuration.testCode = policy
      default:
        reader.warn(keyNode, "unknown key '\(key.string)'; known keys: \(knownKeys.joined(separator: ", "))")
      }
    }
    configuration.warnings = reader.warnings
    return configuration
  }

  /// A Yams parse error as a positioned configuration error.
  static func syntaxError(_ error: Error, yaml: String, file: String) -> ConfigurationError {
    guard let error = error as? YamlError else {
      return ConfigurationError(file: file, message: "invalid YAML: \(error)")
    }
    switch error {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
         .composer(let context, let problem, let mark, _):
      let detail = context.map { "\($0.text) at \($0.mark.line):\($0.mark.column): " } ?? ""
      return ConfigurationError(file: file, line: mark.line, column: mark.column,
                                message: "invalid YAML: \(detail)\(problem)")
    case .duplicatedKeysInMapping(let duplicates, let context):
      let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      return ConfigurationError(file: file, line: context.mark.line, column: context.mark.column,
                                message: "invalid YAML: duplicate key \(keys)")
    case .reader(let problem, let offset, _, _):
      let (line, column) = position(ofCharacter: offset ?? 0, in: yaml)
      return ConfigurationError(file: file, line: line, column: column, message: "invalid YAML: \(problem)")
    default:
      return ConfigurationError(file: file, message: "invalid YAML: \(error)")
    }
  }

  static func typeError(_ node: Node, file: String, _ message: String) -> ConfigurationError {
    ConfigurationError(file: file, line: node.mark?.line, column: node.mark?.column, message: message)
  }

  static func isNull(_ node: Node) -> Bool {
    if case .scalar = node { return node.null != nil }
    return false
  }

  /// 1-based line and column of the character at `offset`.
  private static func position(ofCharacter offset: Int, in text: String) -> (Int, Int) {
    var line = 1
    var column = 1
    for character in text.prefix(offset) {
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }
}
