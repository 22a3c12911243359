import CoordLintCore

/// Runs rules over an analysis and applies the suppression comments of the analyzed files.
public struct Linter: Sendable {
  public let rules: [any Rule.Type]

  public init(rules: [any Rule.Type] = RuleRegistry.all) {
    self.rules = rules
  }

  /// The findings of every rule, suppressions applied, sorted by file, line, column and rule.
  public func lint(_ analysis: Analysis) -> [Finding] {
    let context = RuleContext(analysis: analysis)
    let suppressions = SuppressionIndex(files: analysis.codebase.files)
    var findings: [Finding] = []
    for rule in rules {
      findings.append(contentsOf: rule.init().check(context).filter { !suppressions.suppresses($0) })
    }
    return Array(Set(findings)).sorted(by: Finding.ordered)
  }
}

/// Which lines each file's `// coordlint:` comments turn each rule off for.
struct SuppressionIndex {
  private var byFile: [String: [Suppression]] = [:]

  init(files: [FileFacts]) {
    for file in files where !file.suppressions.isEmpty { byFile[file.path] = file.suppressions }
  }

  func suppresses(_ finding: Finding) -> Bool {
    guard let suppressions = byFile[finding.location.file] else { return false }
    let line = finding.location.line
    var disabled = false
    for suppression in suppressions where suppression.rules.contains(finding.rule) || suppression.rules == ["all"] {
      switch suppression.kind {
      case .next: if suppression.location.line + 1 == line { return true }
      case .this: if suppression.location.line == line { return true }
      case .disable: if suppression.location.line <= line { disabled = true }
      case .enable: if suppression.location.line <= line { disabled = false }
      }
    }
    return disabled
  }
}
