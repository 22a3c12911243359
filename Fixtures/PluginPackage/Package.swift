// swift-tools-version: 6.1
// A tiny package that uses coordlint through its command plugin: `swift package coordlint lint`.
import PackageDescription

let package = Package(
  name: "PluginPackage",
  dependencies: [
    // The repository root: the plugin test runs the coordlint being developed.
    .package(name: "coordlint", path: "../.."),
  ],
  targets: [
    .target(name: "Flows"),
  ]
)
