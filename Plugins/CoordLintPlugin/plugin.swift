import Foundation
import PackagePlugin

/// `swift package coordlint [lint|graph|dump|audit|rules] [options]`: runs coordlint on the package.
///
/// Every option is passed through to coordlint. Without paths, coordlint reads the configuration's `included` or,
/// failing that, the source directories of the package's non-test targets (or of those named by `--target`,
/// repeatable). coordlint runs in the package's folder, so it finds the package's `.coordlint.yml` and shows paths
/// relative to it; its cache lives in the plugin's work folder unless `--cache-path` or `--no-cache` says otherwise.
@main
struct CoordLintPlugin: CommandPlugin {
  /// The subcommands that read sources and so take paths and a cache.
  static let sourceCommands: Set<String> = ["lint", "graph", "dump", "audit"]
  static let subcommands: Set<String> = sourceCommands.union(["rules"])

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var passed = extractor.remainingArguments
    // `swift package coordlint --strict` means `lint --strict`; help and version go to coordlint itself.
    let helpOrVersion = ["--help", "-h", "--version"].contains(passed.first ?? "")
    if !helpOrVersion, !CoordLintPlugin.subcommands.contains(passed.first ?? "") { passed.insert("lint", at: 0) }
    let subcommand = passed.first ?? "lint"

    if CoordLintPlugin.sourceCommands.contains(subcommand) {
      let modules = try sourceModules(context.package, named: targetNames)
      for module in modules { passed += ["--default-path", module.directoryURL.path] }
      if !passed.contains("--cache-path"), !passed.contains("--no-cache") {
        passed += ["--cache-path", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
      }
    }

    let process = Process()
    process.executableURL = try context.tool(named: "coordlint").url
    process.arguments = passed
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    // coordlint's status (1: findings at error level, 2: a usage, input or configuration error) is the command's.
    if process.terminationReason == .uncaughtSignal {
      Diagnostics.error("coordlint was ended by signal \(process.terminationStatus)")
      exit(2)
    }
    if process.terminationStatus != 0 { exit(process.terminationStatus) }
  }

  /// The package's non-test source modules, or the ones named (any kind), in the package's order.
  private func sourceModules(_ package: Package, named names: [String]) throws -> [SourceModuleTarget] {
    let modules = package.targets.compactMap { $0 as? SourceModuleTarget }
    guard !names.isEmpty else { return modules.filter { $0.kind != .test } }
    return try names.map { name in
      guard let module = modules.first(where: { $0.name == name }) else {
        throw PluginError("no source target '\(name)' in package '\(package.displayName)'")
      }
      return module
    }
  }
}

/// A usage error of the plugin itself.
struct PluginError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
