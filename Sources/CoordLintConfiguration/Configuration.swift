import CoordLintCore
import Foundation

/// What a `.coordlint.yml` says: which files and rules, at which severities, and what the analysis cannot infer.
public struct Configuration: Sendable, Equatable {
  /// The name looked for in the current directory when `--config` is not given.
  public static let fileName = ".coordlint.yml"

  /// The file it was read from, as shown in messages.
  public var file: String
  /// The absolute folder the file's relative paths and globs resolve against: the file's own.
  public var directory: String

  /// Paths or globs to analyze when the command line names none.
  public var included: [String] = []
  /// Globs of paths never analyzed, added to `--exclude`.
  public var excluded: [String] = []
  public var disabledRules: [String] = []
  /// Rules off by default (see `RuleDescription.isOptIn`) that run.
  public var optInRules: [String] = []
  /// When set, only these rules run (less `disabledRules`), opt-in or not.
  public var onlyRules: [String]?
  /// Severities by rule id, replacing the rules' defaults.
  public var severities: [String: Severity] = [:]
  public var coordinatorRoots: [String] = []
  public var childrenStores: [String] = []
  public var weakByDesign: [String] = []
  public var weakHoldingTypes: [String] = []
  /// Modules named by the user, each with the globs of its files, in the order written: the first match wins.
  public var modules: [ModuleSpec] = []

  /// One entry of `modules`.
  public struct ModuleSpec: Equatable, Sendable {
    public var name: String
    public var globs: [String]
  }
  /// Whether test code is analyzed (`test_code: analyze`) or left out (the default).
  public var testCode: AnalysisOptions.TestCodePolicy = .skip
  /// The baseline file `lint` uses when `--baseline` is not given, as written.
  public var baseline: String?

  /// Problems that did not stop the file from loading (unknown keys, unknown rule ids), with positions.
  public var warnings: [Diagnostic] = []

  public init(file: String, directory: String) {
    self.file = file
    self.directory = directory
  }

  /// Whether the rule runs: listed by `only_rules` when that is set, otherwise on by default or, for an opt-in
  /// rule, listed by `opt_in_rules`; and not in `disabled_rules`.
  public func isEnabled(_ ruleID: String, optIn: Bool = false) -> Bool {
    let chosen = onlyRules?.contains(ruleID) ?? (!optIn || optInRules.contains(ruleID))
    return chosen && !disabledRules.contains(ruleID)
  }

  /// What the analysis passes read.
  public var analysisOptions: AnalysisOptions {
    AnalysisOptions(coordinatorRoots: Set(coordinatorRoots), childrenStores: Set(childrenStores),
                    weakByDesign: Set(weakByDesign), weakHoldingTypes: Set(weakHoldingTypes), testCode: testCode)
  }

  /// `modules` as overrides for module discovery, globs made absolute as `excludePatterns` makes them.
  public var moduleOverrides: [ModuleOverride] {
    modules.flatMap { module in
      module.globs.map { ModuleOverride(name: module.name, glob: absolutePattern($0)) }
    }
  }

  /// `excluded` as `--exclude` patterns. A pattern without `/` names a path component anywhere (`Generated`) and
  /// stays as written; any other is relative to the configuration's folder and becomes absolute, which the file
  /// collector matches against absolute paths, whatever the current directory.
  public var excludePatterns: [String] {
    excluded.map(absolutePattern)
  }

  /// A pattern without `/` stays as written; any other becomes absolute against the configuration's folder.
  private func absolutePattern(_ pattern: String) -> String {
    var trimmed = Substring(pattern)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    if !trimmed.contains("/") { return String(trimmed) }
    // Standardized, so `../Shared/**` compares with the collector's standardized absolute paths.
    let absolute = trimmed.hasPrefix("/") ? String(trimmed) : join(directory, String(trimmed))
    return URL(fileURLWithPath: absolute).standardizedFileURL.path
  }

  /// The baseline's absolute path, if the file names one.
  public var baselinePath: String? {
    baseline.map { $0.hasPrefix("/") ? $0 : join(directory, $0) }
  }

  /// The paths `included` names, as arguments for the analysis: a plain entry as its path, a glob (`*`, `?`) as
  /// the Swift files it matches below its literal prefix, skipping what `excludes` skips. Empty when `included` is.
  public func includedPaths(workingDirectory: String, excludes: [String]) -> [String] {
    let collector = FileCollector(excludes: excludes, workingDirectory: workingDirectory)
    var paths: [String] = []
    for entry in included {
      // Standardized, so `../Shared/*.swift` compares with the collector's standardized paths.
      let absolute = URL(fileURLWithPath: entry.hasPrefix("/") ? entry : join(directory, entry)).standardizedFileURL.path
      let components = absolute.split(separator: "/", omittingEmptySubsequences: true)
      guard let firstGlob = components.firstIndex(where: { $0.contains("*") || $0.contains("?") }) else {
        paths.append(collector.display(absolute))
        continue
      }
      let root = "/" + components[..<firstGlob].joined(separator: "/")
      let glob = Glob(absolute)
      let found = collector.collect([root]).files.filter { glob.matchesWholePath(collector.absolute($0)) }
      paths.append(contentsOf: found)
    }
    var seen = Set<String>()
    return paths.filter { seen.insert($0).inserted }
  }

  private func join(_ folder: String, _ relative: String) -> String {
    var relative = Substring(relative)
    while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
    return (folder.hasSuffix("/") ? folder : folder + "/") + relative
  }
}
