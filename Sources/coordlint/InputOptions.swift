import ArgumentParser
import CoordLintConfiguration
import CoordLintCore
import CoordLintRules
import Foundation

extension AnalysisOptions.TestCodePolicy: ExpressibleByArgument {}

/// Paths, filters, configuration and cache, shared by every subcommand that reads sources.
struct InputOptions: ParsableArguments {
  @ArgumentParser.Argument(help: ArgumentHelp(
    "Files or folders to analyze; folders are searched recursively for .swift files (default: the configuration's "
      + "'included', or the current directory)."))
  var paths: [String] = []

  @Option(name: .customLong("exclude"), help: ArgumentHelp("Skip paths matching this glob (repeatable).",
                                                            valueName: "glob"))
  var excludes: [String] = []

  @Option(name: .customLong("module"),
          help: ArgumentHelp("Files matching GLOB form the module NAME, whatever the project says (repeatable; the "
                               + "first match wins; a NAME ending in 'Tests' is test code).", valueName: "NAME=GLOB"))
  var modules: [String] = []

  @Option(name: .customLong("test-code"),
          help: ArgumentHelp("'skip' leaves test code out of the rules and the graph (default: the configuration's "
                               + "'test_code', else skip); 'analyze' treats it like app code.", valueName: "policy"))
  var testCode: AnalysisOptions.TestCodePolicy?

  @OptionGroup var config: ConfigOptions

  @Option(name: .customLong("cache-path"),
          help: ArgumentHelp("Where 'lint' caches its results (default: .build/coordlint-cache); other commands "
                               + "use no cache.", valueName: "folder"))
  var cachePath: String?

  @Flag(name: .customLong("no-cache"), help: "Analyze everything, reading and writing no cache.")
  var noCache = false

  @Option(name: .customLong("max-file-size"),
          help: ArgumentHelp("Files larger than this many megabytes are not analyzed, with an error (default: 10).",
                             valueName: "MB"))
  var maxFileSize: Int?

  @Option(name: .customLong("file-timeout"),
          help: ArgumentHelp("A file whose parse and analysis take more than this many seconds of CPU time is not "
                               + "analyzed, with a warning; 0 for no limit (default: 20).", valueName: "seconds"))
  var fileTimeout: Double?

  @Option(name: .customLong("jobs"),
          help: ArgumentHelp("Read and parse at most this many files at once (default: the number of cores).",
                             valueName: "N"))
  var jobs: Int?

  // The SwiftPM plugin's way to say "the package's targets" without overriding paths or `included`.
  @Option(name: .customLong("default-path"), help: ArgumentHelp(visibility: .private))
  var defaultPaths: [String] = []

  /// What a run reads: the configuration, and the analysis of each unit of the chosen files (one per unrelated
  /// app or workspace; see `AnalysisUnits`).
  struct Loaded {
    let configuration: Configuration?
    let analyses: [Analysis]
    /// The input's problems and every unit's, in order.
    let diagnostics: [Diagnostic]

    /// The rules the configuration enables (all without one).
    var enabledRules: [any Rule.Type] { InputOptions.enabledRules(configuration) }

    /// What `rules` find in `analysis`, with suppressions and the configured severities applied.
    func findings(_ rules: [any Rule.Type], in analysis: Analysis) -> [Finding] {
      Linter(rules: rules, severities: configuration?.severities ?? [:]).lint(analysis)
    }
  }

  /// Loads the configuration, runs the passes `goals` need (and, with `rules`, those the enabled rules read) on
  /// each unit and, with `report`, prints input problems to stderr; the caller exits 2 afterwards if any was an
  /// error.
  func analyze(goals: [any AnalysisPass.Type], rules: Bool = false, report: Bool = true) throws -> Loaded {
    let (configuration, input) = try read()
    let ruleGoals = rules ? Self.enabledRules(configuration).flatMap { $0.requires } : []
    var analyses: [Analysis] = []
    var diagnostics = Analysis.forEachUnit(input, options: analysisOptions(configuration), goals: goals + ruleGoals) {
      analyses.append($0)
    }
    diagnostics += analyses.flatMap(\.diagnostics)
    if report { for diagnostic in diagnostics { printError("\(diagnostic)") } }
    return Loaded(configuration: configuration, analyses: analyses, diagnostics: diagnostics)
  }

  /// Loads the configuration, then collects and reads the chosen files.
  func read() throws -> (configuration: Configuration?, input: SourceLoader.Input) {
    let configuration = try config.load()
    let workingDirectory = FileManager.default.currentDirectoryPath
    let allExcludes = excludes + (configuration?.excludePatterns ?? [])
    let chosen: [String]
    if !paths.isEmpty {
      chosen = paths
    } else if let configuration, !configuration.included.isEmpty {
      chosen = configuration.includedPaths(workingDirectory: workingDirectory, excludes: allExcludes)
    } else if !defaultPaths.isEmpty {
      chosen = defaultPaths
    } else {
      chosen = ["."]
    }
    var overrides: [ModuleOverride] = []
    for argument in modules {
      guard let override = ModuleOverride(argument: argument) else {
        throw CLIError.usage("'--module' takes NAME=GLOB, not '\(argument)'")
      }
      overrides.append(override)
    }
    overrides += configuration?.moduleOverrides ?? []
    var maximumFileSize = SourceLoader.defaultMaximumFileSize
    if let maxFileSize {
      guard maxFileSize > 0 else { throw CLIError.usage("'--max-file-size' takes a positive number of megabytes") }
      // Past this a file could not be held in memory anyway; the cap keeps the product from overflowing.
      maximumFileSize = min(maxFileSize, 1 << 20) * 1024 * 1024
    }
    if let jobs, jobs < 1 { throw CLIError.usage("'--jobs' takes a positive number of files") }
    var timeout: Double? = SourceLoader.defaultFileTimeout
    if let fileTimeout {
      guard fileTimeout >= 0, fileTimeout.isFinite else {
        throw CLIError.usage("'--file-timeout' takes a number of seconds, or 0 for no limit")
      }
      timeout = fileTimeout == 0 ? nil : fileTimeout
    }
    return (configuration, SourceLoader.read(chosen, excludes: allExcludes, modules: overrides,
                                             maximumFileSize: maximumFileSize,
                                             jobs: jobs ?? SourceLoader.defaultJobs, fileTimeout: timeout))
  }

  /// The configuration's analysis options, with the command line's `--test-code` over its `test_code`.
  func analysisOptions(_ configuration: Configuration?) -> AnalysisOptions {
    var options = configuration?.analysisOptions ?? AnalysisOptions()
    if let testCode { options.testCode = testCode }
    return options
  }

  /// The rules `configuration` enables (all but the opt-in ones without one).
  static func enabledRules(_ configuration: Configuration?) -> [any Rule.Type] {
    RuleRegistry.all.filter { isEnabled($0.description, by: configuration) }
  }

  /// Whether `configuration` enables the rule (without one, whether the rule is on by default).
  static func isEnabled(_ description: RuleDescription, by configuration: Configuration?) -> Bool {
    configuration?.isEnabled(description.id, optIn: description.isOptIn) ?? !description.isOptIn
  }

  /// The cache `lint` reads and writes; nil with `--no-cache`.
  var lintCache: LintCache? {
    noCache ? nil : LintCache(directory: cachePath ?? ".build/coordlint-cache")
  }
}
