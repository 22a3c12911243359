// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "coordlint",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "coordlint", targets: ["coordlint"]),
    .library(name: "CoordLintCore", targets: ["CoordLintCore"]),
    .plugin(name: "CoordLintPlugin", targets: ["CoordLintPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
  ],
  targets: [
    .executableTarget(
      name: "coordlint",
      dependencies: [
        "CoordLintCore",
        "CoordLintRules",
        "CoordLintReporters",
        "CoordLintConfiguration",
        "CoordLintRendering",
        "CoordLintFix",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(
      name: "CoordLintCore",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    .target(name: "CoordLintRules", dependencies: ["CoordLintCore"]),
    .target(
      name: "CoordLintFix",
      dependencies: [
        "CoordLintCore", "CoordLintRules",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .target(name: "CoordLintReporters", dependencies: ["CoordLintCore"]),
    .target(
      name: "CoordLintConfiguration",
      dependencies: ["CoordLintCore", .product(name: "Yams", package: "Yams")]
    ),
    // The HTML report's style sheet and script, compiled into the binary as bytes: no bundle to find at run time.
    .target(
      name: "CoordLintRendering",
      dependencies: ["CoordLintCore", "CGraphviz"],
      resources: [.embedInCode("Resources/report.css"), .embedInCode("Resources/report.js")]
    ),
    .systemLibrary(
      name: "CGraphviz",
      pkgConfig: "libgvc",
      providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
    ),
    // `swift package coordlint [lint|graph|…] [options]`; scripts/test-plugin.sh runs it on Fixtures/PluginPackage.
    .plugin(
      name: "CoordLintPlugin",
      capability: .command(intent: .custom(
        verb: "coordlint", description: "Lint the package's coordinators, or draw or dump them, with coordlint")),
      dependencies: ["coordlint"]
    ),
    // What the test targets share: source snippets, in-memory analysis, package paths, temporary folders, golden
    // files, running the binary and python3. In no product, so packages that use coordlint never build it.
    .target(name: "CoordLintTestSupport", dependencies: ["CoordLintCore"], path: "Tests/CoordLintTestSupport"),
    .testTarget(name: "CoordLintCoreTests", dependencies: ["CoordLintCore", "CoordLintTestSupport"]),
    .testTarget(name: "CoordLintRulesTests", dependencies: ["CoordLintRules", "CoordLintTestSupport"]),
    .testTarget(name: "CoordLintFixTests", dependencies: ["CoordLintFix", "CoordLintRules", "CoordLintTestSupport"]),
    // The golden files are read through #filePath, so they need not be bundled.
    .testTarget(name: "CoordLintReportersTests", dependencies: ["CoordLintReporters", "CoordLintTestSupport"],
                exclude: ["Golden"]),
    .testTarget(name: "CoordLintConfigurationTests", dependencies: ["CoordLintConfiguration", "CoordLintTestSupport"]),
    .testTarget(name: "CoordLintRenderingTests",
                dependencies: ["CoordLintRendering", "CoordLintRules", "CoordLintTestSupport"], exclude: ["Golden"]),
    .testTarget(name: "CLITests", dependencies: ["coordlint", "CoordLintTestSupport"]),
  ]
)

// The libFuzzer target, declared only when COORDLINT_FUZZ is set (scripts/fuzz.sh sets it and builds in its own
// scratch folder with `--sanitize fuzzer`), so `swift build` and `swift test` neither build nor see it.
if Context.environment["COORDLINT_FUZZ"] != nil {
  package.targets.append(.executableTarget(
    name: "CoordLintFuzz",
    dependencies: ["CoordLintCore", "CoordLintRules", "CoordLintReporters", "CoordLintRendering", "CoordLintFix"],
    path: "Fuzz/CoordLintFuzz",
    // libFuzzer supplies `main`; the module must not.
    swiftSettings: [.unsafeFlags(["-parse-as-library"])]
  ))
}
