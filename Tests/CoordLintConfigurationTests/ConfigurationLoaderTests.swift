import CoordLintCore
import Foundation
import Testing
@testable import CoordLintConfiguration

/// Reading `.coordlint.yml`: every key, and positioned warnings and errors for what is wrong.
@Suite struct ConfigurationLoaderTests {
  static let rules: Set<String> = ["orphan-child", "unretained-coordinator", "unused-suppression"]

  func parse(_ yaml: String) throws(ConfigurationError) -> Configuration {
    try ConfigurationLoader.parse(yaml, file: "app/.coordlint.yml", directory: "/work/app",
                                  knownRules: ConfigurationLoaderTests.rules)
  }

  func error(_ yaml: String) -> ConfigurationError? {
    do {
      _ = try parse(yaml)
      return nil
    } catch {
      return error
    }
  }

  @Test func everyKeyIsRead() throws {
    let configuration = try parse("""
      included:
        - Sources
        - "Modules/**/*.swift"
      excluded: [Generated, Sources/Legacy/**]
      disabled_rules:
        - unused-suppression
      only_rules: [orphan-child, unretained-coordinator]
      severity:
        orphan-child: error
        unretained-coordinator: warning
      coordinator_roots: [FlowController]
      children_stores: [flows]
      weak_by_design: [LegacyDelegateProxy]
      weak_holding_types: [WeakArray]
      baseline: .coordlint-baseline.json
      """)
    #expect(configuration.included == ["Sources", "Modules/**/*.swift"])
    #expect(configuration.excluded == ["Generated", "Sources/Legacy/**"])
    #expect(configuration.disabledRules == ["unused-suppression"])
    #expect(configuration.onlyRules == ["orphan-child", "unretained-coordinator"])
    #expect(configuration.severities == ["orphan-child": .error, "unretained-coordinator": .warning])
    #expect(configuration.analysisOptions == AnalysisOptions(coordinatorRoots: ["FlowController"],
                                                             childrenStores: ["flows"],
                                                             weakByDesign: ["LegacyDelegateProxy"],
                                                             weakHoldingTypes: ["WeakArray"]))
    #expect(configuration.baselinePath == "/work/app/.coordlint-baseline.json")
    #expect(configuration.warnings.isEmpty)
    #expect(configuration.isEnabled("orphan-child"))
    #expect(!configuration.isEnabled("unused-suppression"))
  }

  @Test func anEmptyFileOrEmptyValuesMeanTheDefaults() throws {
    for yaml in ["", "# nothing yet\n", "---\n", "disabled_rules:\nexcluded: []\nonly_rules:\n"] {
      let configuration = try parse(yaml)
      #expect(configuration.disabledRules.isEmpty && configuration.excluded.isEmpty)
      #expect(configuration.onlyRules == nil)
      #expect(configuration.isEnabled("orphan-child"))
    }
  }

  @Test func onlyAndDisabledCombine() throws {
    let configuration = try parse("only_rules: [orphan-child, unretained-coordinator]\ndisabled_rules: [orphan-child]")
    #expect(!configuration.isEnabled("orphan-child"))
    #expect(configuration.isEnabled("unretained-coordinator"))
    #expect(!configuration.isEnabled("unused-suppression"))
  }

  @Test func optInRulesRunOnlyWhenNamed() throws {
    let empty = try parse("")
    #expect(!empty.isEnabled("strong-back-reference", optIn: true))
    #expect(empty.isEnabled("orphan-child", optIn: false))
    let named = try parse("opt_in_rules: [strong-back-reference]\n")
    #expect(named.optInRules == ["strong-back-reference"])
    #expect(named.isEnabled("strong-back-reference", optIn: true))
    // `only_rules` names the rules that run, opt-in or not; `disabled_rules` still wins.
    let only = try parse("only_rules: [strong-back-reference, orphan-child]\ndisabled_rules: [orphan-child]\n")
    #expect(only.isEnabled("strong-back-reference", optIn: true))
    #expect(!only.isEnabled("orphan-child", optIn: false))
    let disabled = try parse("opt_in_rules: [strong-back-reference]\ndisabled_rules: [strong-back-reference]\n")
    #expect(!disabled.isEnabled("strong-back-reference", optIn: true))
  }

  @Test func unknownKeysAndRuleIdsAreWarningsWithPositions() throws {
    let configuration = try parse("""
      disabled_rules:
        - orphan-childs
      reporter: sarif
      severity:
        retain-cycles: error
      """)
    #expect(configuration.warnings.map(\.description) == [
      "app/.coordlint.yml:2:5: warning: no rule 'orphan-childs'; 'coordlint rules' lists them",
      "app/.coordlint.yml:3:1: warning: unknown key 'reporter'; known keys: included, excluded, disabled_rules, "
        + "opt_in_rules, only_rules, severity, coordinator_roots, children_stores, weak_by_design, weak_holding_types, baseline, "
        + "modules, test_code",
      "app/.coordlint.yml:5:3: warning: no rule 'retain-cycles'; 'coordlint rules' lists them",
    ])
    // A warning does not drop the value: the rule stays disabled if it appears later.
    #expect(configuration.disabledRules == ["orphan-childs"])
  }

  @Test func invalidYAMLIsAnErrorWithLineAndColumn() throws {
    let failure = try #require(error("excluded: [Generated\ndisabled_rules: [a]\n"))
    #expect(failure.file == "app/.coordlint.yml")
    #expect(failure.line != nil && failure.column != nil)
    #expect(failure.description.hasPrefix("app/.coordlint.yml:"))
    #expect(failure.message.hasPrefix("invalid YAML: "))
    let tab = try #require(error("severity:\n\torphan-child: error\n"))
    #expect(tab.line == 2)
  }

  @Test func wrongTypesAreErrorsAtTheValue() throws {
    let scalar = try #require(error("included: [Sources]\ndisabled_rules: orphan-child\n"))
    #expect(scalar.description == "app/.coordlint.yml:2:17: error: 'disabled_rules' must be a list of strings, "
              + "not 'orphan-child'")
    let nested = try #require(error("excluded:\n  - Generated\n  - {path: Legacy}\n"))
    #expect(nested.line == 3 && nested.column == 5)
    #expect(nested.message == "'excluded' must be a list of strings; this entry is a mapping")
    let level = try #require(error("severity:\n  orphan-child: fatal\n"))
    #expect(level.description == "app/.coordlint.yml:2:17: error: the severity of 'orphan-child' must be "
              + "'warning' or 'error', not 'fatal'")
    let severityList = try #require(error("severity: [orphan-child]\n"))
    #expect(severityList.line == 1 && severityList.column == 11)
    let baseline = try #require(error("baseline: [a, b]\n"))
    #expect(baseline.message == "'baseline' must be a string, not a list")
    let root = try #require(error("- orphan-child\n"))
    #expect(root.message == "configuration must be a mapping of keys to values" && root.line == 1)
  }

  @Test func modulesNameGlobsAndTestCodeIsSkipOrAnalyze() throws {
    let configuration = try parse("modules:\n  Legacy: Vendor/Legacy/**\n  Kit: [Kit/**, Shared/*.swift]\n"
                                    + "test_code: analyze\n")
    #expect(configuration.modules == [.init(name: "Legacy", globs: ["Vendor/Legacy/**"]),
                                      .init(name: "Kit", globs: ["Kit/**", "Shared/*.swift"])])
    #expect(configuration.moduleOverrides.map(\.glob) == [
      "/work/app/Vendor/Legacy/**", "/work/app/Kit/**", "/work/app/Shared/*.swift",
    ])
    #expect(configuration.analysisOptions.testCode == .analyze)
    #expect(try parse("").analysisOptions.testCode == .skip)
    let policy = try #require(error("test_code: lint\n"))
    #expect(policy.description == "app/.coordlint.yml:1:12: error: 'test_code' must be 'skip' or 'analyze', not 'lint'")
    let list = try #require(error("modules: [Kit]\n"))
    #expect(list.message == "'modules' must be a mapping of module names to globs, not a list")
  }

  @Test func weakHoldingTypesAreAListOfTypeNames() throws {
    let configuration = try parse("weak_holding_types:\n  - WeakArray\n  - MulticastDelegate\n")
    #expect(configuration.analysisOptions.weakHoldingTypes == ["WeakArray", "MulticastDelegate"])
    #expect(configuration.warnings.isEmpty)
    #expect(try parse("weak_holding_types:\n").analysisOptions.weakHoldingTypes.isEmpty)
    let scalar = try #require(error("weak_holding_types: WeakArray\n"))
    #expect(scalar.description == "app/.coordlint.yml:1:21: error: 'weak_holding_types' must be a list of strings, "
              + "not 'WeakArray'")
    let nested = try #require(error("weak_holding_types:\n  - WeakArray\n  - [WeakBox]\n"))
    #expect(nested.line == 3 && nested.column == 5)
    #expect(nested.message == "'weak_holding_types' must be a list of strings; this entry is a list")
  }

  @Test func duplicateKeysAreErrors() throws {
    let duplicate = try #require(error("excluded: [a]\nexcluded: [b]\n"))
    #expect(duplicate.message == "invalid YAML: duplicate key 'excluded'")
    #expect(duplicate.line != nil)
  }

  @Test func excludedPatternsResolveAgainstTheConfigurationFolder() throws {
    let configuration = try parse("excluded: [Generated, ./Sources/Legacy/**, '**/Mocks/*.swift', /tmp/x, ../Shared/*]")
    #expect(configuration.excludePatterns == ["Generated", "/work/app/Sources/Legacy/**",
                                              "/work/app/**/Mocks/*.swift", "/tmp/x", "/work/Shared/*"])
  }
}
