// swift-tools-version: 5.9
// A habit tracker split like many modular apps: coordinators in one library, UIKit screens in another.
import PackageDescription

let package = Package(
    name: "PackageApp",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "PackageApp", targets: ["PackageApp", "PackageAppUI"]),
    ],
    targets: [
        .target(name: "PackageApp"),
        .target(name: "PackageAppUI", dependencies: ["PackageApp"]),
        .testTarget(name: "PackageAppTests", dependencies: ["PackageApp", .target(name: "PackageAppUI")]),
    ]
)
