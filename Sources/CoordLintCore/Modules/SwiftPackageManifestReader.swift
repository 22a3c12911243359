import Foundation
import SwiftSyntax

/// Reads a `Package.swift` without running it: the targets written as `.target(…)`, `.executableTarget(…)`,
/// `.testTarget(…)` or `.macro(…)` calls with a literal `name:`, wherever they are in the file.
enum SwiftPackageManifestReader {
  /// Target kinds that hold Swift sources, and whether they are tests.
  static let sourceTargetKinds = ["target": false, "executableTarget": false, "macro": false, "testTarget": true]
  /// Target kinds without Swift sources of the package's own.
  static let otherTargetKinds: Set<String> = ["plugin", "binaryTarget", "systemLibrary"]
  /// Where SwiftPM looks for a target's folder when `path:` is not given, in order.
  static let sourceFolders = ["Sources", "Source", "src", "srcs"]

  /// The targets of the manifest at the absolute `path`; nothing for a `Package.swift` that does not import
  /// `PackageDescription`.
  static func read(_ path: String) -> DescriptionReading {
    let manifest = ManifestSyntax.tree(path, importing: "PackageDescription", what: "package manifest")
    guard let tree = manifest.tree else { return manifest.otherwise }
    let folder = PathResolver.parent(path)
    let finder = TargetCallFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return DescriptionReading(targets: finder.calls.map {
      target($0.call, isTest: $0.isTest, manifest: path, folder: folder)
    })
  }

  /// The target a call declares; the manifest itself is never a source.
  private static func target(_ call: FunctionCallExprSyntax, isTest: Bool, manifest: String,
                             folder: String) -> TargetDescription {
    let name = ManifestSyntax.string("name", of: call) ?? ""
    let targetFolder = ManifestSyntax.string("path", of: call).map { PathResolver.join(folder, $0) }
      ?? defaultFolder(of: name, isTest: isTest, in: folder)
    var sources: [SourceSelection] = []
    if let targetFolder {
      let excluded = Set(ManifestSyntax.strings(ManifestSyntax.argument("exclude", of: call))
        .map { PathResolver.join(targetFolder, $0) } + [manifest])
      // `sources:` given as anything but literals is unknown: the whole folder is the best guess.
      let listed = ManifestSyntax.strings(ManifestSyntax.argument("sources", of: call))
      sources = (listed.isEmpty ? [""] : listed).map {
        SourceSelection(path: PathResolver.join(targetFolder, $0), excludedPaths: excluded)
      }
    }
    let dependencies = ManifestSyntax.elements(ManifestSyntax.argument("dependencies", of: call)).compactMap {
      dependency -> String? in
      if let name = ManifestSyntax.string(dependency) { return name }
      guard let call = dependency.as(FunctionCallExprSyntax.self) else { return nil }
      return ManifestSyntax.string("name", of: call)
    }
    return TargetDescription(name: name, isTest: isTest, dependencies: dependencies, sources: sources,
                             conditions: conditions(ManifestSyntax.argument("swiftSettings", of: call)))
  }

  /// The custom conditions of a target: `SWIFT_PACKAGE`, which SwiftPM always sets, `DEBUG`, which it sets in debug
  /// builds, and each `.define("X")` (in
  /// every configuration without a condition, in some with `.when(…)`). Nil when the settings are not an array
  /// literal of calls (a shared variable, a computed list), or a define's name is not a literal.
  private static func conditions(_ settings: ExprSyntax?) -> CompilationConditions? {
    var always: Set<String> = ["SWIFT_PACKAGE"]
    var sometimes: Set<String> = ["DEBUG"]
    guard let settings else { return CompilationConditions(always: always, sometimes: sometimes) }
    guard settings.is(ArrayExprSyntax.self) else { return nil }
    for setting in ManifestSyntax.elements(settings) {
      guard let call = setting.as(FunctionCallExprSyntax.self), let callee = ManifestSyntax.callee(call) else {
        return nil
      }
      switch callee.name {
      case "define":
        guard let name = ManifestSyntax.string(call.arguments.first?.expression) else { return nil }
        if call.arguments.count > 1 { sometimes.insert(name) } else { always.insert(name) }
      case "unsafeFlags":
        // `-D X` and `-DX` among the flags; any other flag leaves the conditions alone.
        let flags = ManifestSyntax.strings(call.arguments.first?.expression)
        guard flags.count == ManifestSyntax.elements(call.arguments.first?.expression).count else { return nil }
        for (index, flag) in flags.enumerated() where flag.hasPrefix("-D") {
          let name = flag == "-D" ? (index + 1 < flags.count ? flags[index + 1] : "") : String(flag.dropFirst(2))
          guard !name.isEmpty else { continue }
          if call.arguments.count > 1 { sometimes.insert(name) } else { always.insert(name) }
        }
      default:
        continue
      }
    }
    return CompilationConditions(always: always, sometimes: sometimes)
  }

  /// The first of SwiftPM's default folders for the target that exists; `Tests/<name>` first for a test target.
  private static func defaultFolder(of name: String, isTest: Bool, in folder: String) -> String? {
    let candidates = (isTest ? ["Tests"] : []) + sourceFolders
    return candidates.lazy.map { folder + "/" + $0 + "/" + name }.first { candidate in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) && isDirectory.boolValue
    }
  }

  /// Collects the target declarations: calls of a target kind with a literal `name:`, not inside a `dependencies:`
  /// argument or a value typed as a dependency, where `.target(name:)` names a dependency instead.
  private final class TargetCallFinder: SyntaxVisitor {
    var calls: [(call: FunctionCallExprSyntax, isTest: Bool)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let callee = ManifestSyntax.callee(node), callee.base == nil || callee.base == "Target" else {
        return .visitChildren
      }
      if SwiftPackageManifestReader.otherTargetKinds.contains(callee.name) { return .skipChildren }
      guard let isTest = SwiftPackageManifestReader.sourceTargetKinds[callee.name],
            ManifestSyntax.string("name", of: node) != nil, !isDependency(node) else { return .visitChildren }
      calls.append((node, isTest))
      // A target's arguments hold dependencies, never another target.
      return .skipChildren
    }

    private func isDependency(_ node: FunctionCallExprSyntax) -> Bool {
      var current = node.parent
      while let syntax = current {
        if syntax.as(LabeledExprSyntax.self)?.label?.text == "dependencies" { return true }
        if let binding = syntax.as(PatternBindingSyntax.self) {
          return binding.typeAnnotation?.type.trimmedDescription.contains("Dependency") == true
        }
        current = syntax.parent
      }
      return false
    }
  }
}
