import SwiftSyntax

/// Reads a Tuist `Project.swift` without running it, a cheap subset: `Target(…)` and `.target(…)` calls with a
/// literal `name:` and a `product:`, their literal `sources:` globs and their dependencies.
enum TuistProjectReader {
  /// Products that are test bundles.
  static let testProducts: Set<String> = ["unitTests", "uiTests"]

  /// The targets of the project at the absolute `path`; nothing for a `Project.swift` that does not import
  /// `ProjectDescription`, which is then some app's own type.
  static func read(_ path: String) -> DescriptionReading {
    let manifest = ManifestSyntax.tree(path, importing: "ProjectDescription", what: "tuist project")
    guard let tree = manifest.tree else { return manifest.otherwise }
    let finder = TargetCallFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    let folder = PathResolver.parent(path)
    if finder.calls.isEmpty, let name = finder.projectName {
      return DescriptionReading(targets: [madeByHelper(name, folder: folder, manifest: path)])
    }
    return DescriptionReading(targets: finder.calls.map { target($0, folder: folder) })
  }

  /// The module of a project whose targets a helper of the app makes (`Project.makeModule(name: "HomeFeature",
  /// targets: .feature(.home))`), which coordlint does not run: by Tuist's convention its main target carries the
  /// project's name, which is what other modules import. It covers the project's folder but for test folders and
  /// the manifest.
  private static func madeByHelper(_ name: String, folder: String, manifest: String) -> TargetDescription {
    let tests = ["*Tests", "*Specs"].map { PathGlob($0) }
    return TargetDescription(name: name, isTest: false, dependencies: [],
                             sources: [SourceSelection(path: folder, excludedPaths: [manifest], excludedGlobs: tests)])
  }

  private static func target(_ call: FunctionCallExprSyntax, folder: String) -> TargetDescription {
    let product = ManifestSyntax.caseName(ManifestSyntax.argument("product", of: call))
    let sources = ManifestSyntax.strings(ManifestSyntax.argument("sources", of: call))
      .map { SourceSelection.glob($0, in: folder) }
    let dependencies = ManifestSyntax.elements(ManifestSyntax.argument("dependencies", of: call)).compactMap {
      dependency -> String? in
      // System frameworks are no modules of the run.
      guard let call = dependency.as(FunctionCallExprSyntax.self), ManifestSyntax.callee(call)?.name != "sdk" else {
        return nil
      }
      return ["name", "target", "product"].lazy.compactMap { ManifestSyntax.string($0, of: call) }.first
    }
    return TargetDescription(name: ManifestSyntax.string("name", of: call) ?? "",
                             isTest: product.map(testProducts.contains) ?? false,
                             dependencies: dependencies, sources: sources)
  }

  /// Collects calls of `Target` or `.target` with a literal `name:` and a `product:`: a dependency's
  /// `.target(name:)` has no product.
  private final class TargetCallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    /// The literal `name:` of the first `Project(…)` or `Project.helper(…)` call.
    var projectName: String?

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if projectName == nil, let callee = ManifestSyntax.callee(node),
         callee.base == nil && callee.name == "Project" || callee.base == "Project" {
        projectName = ManifestSyntax.string("name", of: node)
      }
      guard let callee = ManifestSyntax.callee(node),
            callee.base == nil && (callee.name == "Target" || callee.name == "target")
              || callee.base == "Target" && callee.name == "target",
            ManifestSyntax.string("name", of: node) != nil,
            ManifestSyntax.argument("product", of: node) != nil else { return .visitChildren }
      calls.append(node)
      return .skipChildren
    }
  }
}
