import CoordLintCore
import CoordLintRules
import SwiftSyntax

/// Plans the proven fixes of one set of files, makes them in memory and keeps only those that, analyzed again,
/// re-parse, remove their findings and add none.
public struct FixEngine {
  /// What a run changed and left alone.
  public struct Outcome: Sendable {
    /// The changes kept, in source order.
    public var applied: [FixProposal] = []
    public var refusals: [FixRefusal] = []
    /// The new text of every changed file, by path.
    public var sources: [String: String] = [:]
  }

  public let rules: [any Rule.Type]
  public let severities: [String: Severity]
  public let options: AnalysisOptions
  public let modules: ModuleMap
  /// Rule ids whose findings may be fixed; nil for all.
  public let only: Set<String>?

  public init(rules: [any Rule.Type], severities: [String: Severity] = [:], options: AnalysisOptions,
              modules: ModuleMap = .empty, only: Set<String>? = nil) {
    self.rules = rules
    self.severities = severities
    self.options = options
    self.modules = modules
    self.only = only
  }

  /// Fixes what can be proven in `facts`, whose files' text is `sources` (by path).
  public func run(_ facts: [FileFacts], sources: [String: String]) -> Outcome {
    var outcome = Outcome()
    for unit in AnalysisUnits.partition(facts, modules: modules) {
      let unitOutcome = run(unit: unit, sources: sources)
      outcome.applied += unitOutcome.applied
      outcome.refusals += unitOutcome.refusals
      outcome.sources.merge(unitOutcome.sources) { $1 }
    }
    outcome.applied.sort { $0.location < $1.location }
    outcome.refusals.sort { Finding.ordered($0.finding, $1.finding) }
    return outcome
  }

  /// A proposal and the companions it needs, made together or not at all.
  private struct Group {
    var proposals: [FixProposal]
    var edits: [String: [SourceEdit]]
  }

  private func run(unit: [FileFacts], sources: [String: String]) -> Outcome {
    var outcome = Outcome()
    var proofOptions = options
    proofOptions.testCode = .analyze
    let proof = Analysis(facts: unit, options: proofOptions, goals: Pipeline.passes, modules: modules)
    // When test code is analyzed anyway, the proof's model is the lint's: built once.
    let before = options.testCode == .analyze
      ? Linter(rules: rules, severities: severities).lint(proof) : lint(unit)
    let wanted = before.filter { only?.contains($0.rule) ?? true }
    let (proposals, refusals) = FixPlanner(proof: proof).plan(wanted)
    outcome.refusals = refusals
    let byLocation = Dictionary(proposals.map { ($0.location, $0) }) { first, _ in first }
    var editors: [String: SourceEditor] = [:]
    func editor(_ path: String) -> SourceEditor? {
      if let known = editors[path] { return known }
      guard let source = sources[path] else { return nil }
      let made = SourceEditor(source: source, path: path)
      editors[path] = made
      return made
    }
    // A companion asked for by no finding is made only as part of the proposal needing it.
    let companionsOnly = Set(proposals.flatMap(\.companions)).filter { byLocation[$0]?.findings.isEmpty != false }
    var groups: [Group] = []
    for proposal in proposals where !proposal.findings.isEmpty || !companionsOnly.contains(proposal.location) {
      var group = Group(proposals: [], edits: [:])
      var problem: String?
      for member in [proposal] + proposal.companions.compactMap({ byLocation[$0] }) {
        let path = member.location.file
        guard let editor = editor(path) else {
          problem = "\(path) could not be read as UTF-8 text"
          break
        }
        guard !editor.hasSyntaxErrors else {
          problem = "\(path) has syntax errors, so it is not rewritten"
          break
        }
        do {
          group.edits[path, default: []] += try editor.edits(member.change, at: member.location)
          group.proposals.append(member)
        } catch {
          problem = error.description
          break
        }
      }
      if let problem {
        outcome.refusals += proposal.findings.map { FixRefusal(finding: $0, reason: problem) }
        continue
      }
      groups.append(group)
    }
    guard !groups.isEmpty else { return outcome }

    var keysBefore: [FindingKey: Int] = [:]
    for finding in before { keysBefore[FindingKey(finding), default: 0] += 1 }
    // All at once first: one more analysis when every change holds, as it should.
    var accepted: [Group] = []
    if verify(groups, unit: unit, editors: editors, keysBefore: keysBefore) == nil {
      accepted = groups
    } else {
      for group in groups {
        if let problem = verify(accepted + [group], unit: unit, editors: editors,
                                keysBefore: keysBefore) {
          outcome.refusals += group.proposals.flatMap(\.findings).map { FixRefusal(finding: $0, reason: problem) }
        } else {
          accepted.append(group)
        }
      }
    }
    var seen: Set<CoordLintCore.SourceLocation> = []
    outcome.applied = accepted.flatMap(\.proposals).filter { seen.insert($0.location).inserted }
    outcome.sources = apply(accepted, editors: editors)
    outcome.refusals.sort { Finding.ordered($0.finding, $1.finding) }
    return outcome
  }

  /// The changed files' text with the groups' edits made.
  private func apply(_ groups: [Group], editors: [String: SourceEditor]) -> [String: String] {
    var edits: [String: [SourceEdit]] = [:]
    for group in groups { edits.merge(group.edits) { $0 + $1 } }
    var result: [String: String] = [:]
    for (path, fileEdits) in edits {
      guard let editor = editors[path] else { continue }
      result[path] = editor.applying(fileEdits)
    }
    return result
  }

  /// Nil when the groups' changes re-parse cleanly, remove every finding they were made for and add none; else
  /// what went wrong.
  private func verify(_ groups: [Group], unit: [FileFacts], editors: [String: SourceEditor],
                      keysBefore: [FindingKey: Int]) -> String? {
    let changed = apply(groups, editors: editors)
    // One parse per changed file: the extraction's syntax errors are the parser's.
    var reextracted: [String: FileFacts] = [:]
    for (path, text) in changed.sorted(by: { $0.key < $1.key }) {
      let facts = FactExtractor.extract(source: text, path: path)
      guard facts.syntaxErrors.isEmpty else { return "the changed \(path) would not parse" }
      reextracted[path] = facts
    }
    let after = lint(unit.map { reextracted[$0.path] ?? $0 })
    // Counted, not just compared: two findings may differ in their place alone (two subscriptions in one bag).
    var expected = keysBefore
    for finding in groups.flatMap({ $0.proposals.flatMap(\.findings) }) { expected[FindingKey(finding), default: 0] -= 1 }
    var counts: [FindingKey: Int] = [:]
    for finding in after { counts[FindingKey(finding), default: 0] += 1 }
    for finding in after where counts[FindingKey(finding), default: 0] > expected[FindingKey(finding), default: 0] {
      let before = keysBefore[FindingKey(finding), default: 0]
      return before > 0 && counts[FindingKey(finding), default: 0] <= before
        ? "analyzed again, the finding remains"
        : "analyzed again, the change adds '\(finding.rule)' at \(finding.location): \(finding.message)"
    }
    return nil
  }

  private func lint(_ facts: [FileFacts]) -> [Finding] {
    let analysis = Analysis(facts: facts, options: options, goals: rules.flatMap { $0.requires }, modules: modules)
    return Linter(rules: rules, severities: severities).lint(analysis)
  }
}

/// What identifies a finding across a change that moves it: its rule, file and the declarations it is about (its
/// message when it names none), not its line or its wording's details.
struct FindingKey: Hashable {
  let rule: String
  let file: String
  let subject: [String]

  init(_ finding: Finding) {
    rule = finding.rule
    file = finding.location.file
    subject = finding.symbols.isEmpty ? [finding.message] : finding.symbols
  }
}
