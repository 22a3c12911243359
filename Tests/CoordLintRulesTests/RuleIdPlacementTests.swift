import CoordLintRules
import CoordLintTestSupport
import Foundation
import Testing

/// Rule ids live in their rules: Core, the reporters and the renderers read `RuleTraits`, so a new rule never needs
/// an edit there.
@Suite struct RuleIdPlacementTests {
  @Test func noCoreReporterOrRendererFileNamesARuleId() throws {
    let ids = RuleRegistry.all.map { $0.description.id }
    var offenders: [String] = []
    for target in ["CoordLintCore", "CoordLintReporters", "CoordLintRendering"] {
      let folder = PackagePaths.url("Sources/\(target)")
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
      #expect(!files.isEmpty, "no Swift files found in \(folder.path)")
      for file in files {
        let text = try String(contentsOf: file, encoding: .utf8)
        for id in ids where text.contains(id) { offenders.append("\(target)/\(file.lastPathComponent): \(id)") }
      }
    }
    #expect(offenders.isEmpty, "rule ids named outside the rules: \(offenders.sorted())")
  }
}
