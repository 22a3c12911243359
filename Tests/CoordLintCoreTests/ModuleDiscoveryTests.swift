import CoordLintTestSupport
import Foundation
import Testing
@testable import CoordLintCore

/// Module discovery on projects written into temporary folders, and on the fixture apps with a description.
@Suite struct ModuleDiscoveryTests {
  /// Discovers the modules of the Swift files below `roots` (relative to the folder, which is the working directory).
  func discover(_ folder: TemporaryFolder, roots: [String] = ["."], overrides: [ModuleOverride] = [])
    -> (map: ModuleMap, diagnostics: [Diagnostic]) {
    let files = FileCollector(workingDirectory: folder.path).collect(roots.map { folder.url($0).path }).files
    return ModuleDiscovery.discover(roots: roots, files: files, overrides: overrides, workingDirectory: folder.path)
  }

  /// A manifest declaring `targets`, written inside the `targets:` array.
  func manifest(_ targets: String) -> String {
    "import PackageDescription\nlet package = Package(name: \"P\", targets: [\(targets)])"
  }

  /// The id, origin and test flag of a file's module, in one string for short expectations.
  func owner(_ map: ModuleMap, _ file: String) -> String {
    guard let module = map.module(ofFile: file) else { return "none" }
    return "\(module.id) \(module.origin.rawValue)\(module.isTest ? " test" : "")"
  }

  @Test func swiftPackageTargetsUseDefaultsPathSourcesAndExclude() throws {
    let folder = try TemporaryFolder("coordlint-modules", files: [
      "Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
          name: "Shop",
          targets: [
            .target(name: "Core"),
            .target(name: "Alt"),
            .target(name: "Feature", dependencies: ["Core", .product(name: "Yams", package: "Yams")],
                    path: "Modules/Feature", exclude: ["Legacy", "Notes.swift"]),
            .executableTarget(name: "Tool", path: "Tool", sources: ["main.swift", "Commands"]),
            .testTarget(name: "CoreTests", dependencies: [.target(name: "Core"), .byName(name: "Feature")]),
            .plugin(name: "Generate", capability: .buildTool()),
          ]
        )
        """,
      "Sources/Core/Cart.swift": "",
      "Sources/Core/Payments/Card.swift": "",
      "src/Alt/Alt.swift": "",
      "Modules/Feature/Feature.swift": "",
      "Modules/Feature/Notes.swift": "",
      "Modules/Feature/Legacy/Old.swift": "",
      "Tool/main.swift": "",
      "Tool/Commands/Run.swift": "",
      "Tool/Scratch.swift": "",
      "Tests/CoreTests/CartTests.swift": "",
      "Plugins/Generate/Plugin.swift": "",
    ])
    defer { folder.remove() }
    let (map, diagnostics) = discover(folder)
    #expect(diagnostics.isEmpty)
    let root = URL(fileURLWithPath: folder.path).lastPathComponent
    #expect(owner(map, "Sources/Core/Cart.swift") == "Core swiftPackage")
    #expect(owner(map, "Sources/Core/Payments/Card.swift") == "Core swiftPackage")
    #expect(owner(map, "src/Alt/Alt.swift") == "Alt swiftPackage")
    #expect(owner(map, "Modules/Feature/Feature.swift") == "Feature swiftPackage")
    #expect(owner(map, "Modules/Feature/Notes.swift") == "\(root) folder")
    #expect(owner(map, "Modules/Feature/Legacy/Old.swift") == "\(root) folder")
    #expect(owner(map, "Tool/main.swift") == "Tool swiftPackage")
    #expect(owner(map, "Tool/Commands/Run.swift") == "Tool swiftPackage")
    #expect(owner(map, "Tool/Scratch.swift") == "\(root) folder")
    #expect(owner(map, "Tests/CoreTests/CartTests.swift") == "CoreTests swiftPackage test")
    #expect(owner(map, "Plugins/Generate/Plugin.swift") == "\(root) folder")
    #expect(owner(map, "Package.swift") == "\(root) folder")
    #expect(map.isTestCode("Tests/CoreTests/CartTests.swift"))
    #expect(!map.isTestCode("Sources/Core/Cart.swift"))
    let modules = Dictionary(uniqueKeysWithValues: map.modules.map { ($0.name, $0) })
    #expect(modules["Feature"]?.dependencies == ["Core", "Yams"])
    #expect(modules["CoreTests"]?.dependencies == ["Core", "Feature"])
    #expect(modules["Core"]?.project == ".")
    #expect(modules[root]?.project == ".")
    #expect(map.modules.map(\.id) == map.modules.map(\.id).sorted())
  }

  @Test func xcodeProjectTargetsFollowGroupsAndSynchronizedFolders() throws {
    let folder = try TemporaryFolder("coordlint-modules", files: [
      "Shop.xcodeproj/project.pbxproj": Self.shopProject,
      "ShopApp/Flows/AppCoordinator.swift": "",
      "ShopApp/Extra.swift": "",
      "ShopApp/Unlisted.swift": "",
      "Shared/Logger.swift": "",
      "Features/Cart/CartCoordinator.swift": "",
      "Features/Preview/PreviewData.swift": "",
      "ShopAppTests/AppCoordinatorTests.swift": "",
    ])
    defer { folder.remove() }
    let (map, diagnostics) = discover(folder)
    #expect(diagnostics.isEmpty)
    let root = URL(fileURLWithPath: folder.path).lastPathComponent
    #expect(owner(map, "ShopApp/Flows/AppCoordinator.swift") == "ShopApp xcodeProject")
    #expect(owner(map, "ShopApp/Extra.swift") == "ShopApp xcodeProject")
    #expect(owner(map, "Shared/Logger.swift") == "ShopApp xcodeProject")
    #expect(owner(map, "Features/Cart/CartCoordinator.swift") == "ShopApp xcodeProject")
    #expect(owner(map, "Features/Preview/PreviewData.swift") == "\(root) folder")
    #expect(owner(map, "ShopApp/Unlisted.swift") == "\(root) folder")
    #expect(owner(map, "ShopAppTests/AppCoordinatorTests.swift") == "ShopAppTests xcodeProject test")
    #expect(map.modules.first { $0.name == "ShopAppTests" }?.dependencies == ["ShopApp"])
    #expect(map.modules.first { $0.name == "ShopApp" }?.dependencies == ["Logging"])
  }

  @Test func xcodegenTargetsMergeIncludedFilesWithPathsRelativeToThem() throws {
    let folder = try TemporaryFolder("coordlint-modules", files: [
      "project.yml": """
        name: Notes
        include:
          - targets/tests.yml
        targets:
          Notes:
            type: application
            platform: iOS
            sources:
              - path: Notes
                excludes:
                  - "**/*Preview.swift"
                  - Generated
            dependencies:
              - target: NotesKit
              - package: Collections
                product: OrderedCollections
              - framework: Vendor/Analytics.framework
              - sdk: UIKit.framework
          NotesKit:
            type: framework
            sources: Kit
        """,
      "targets/tests.yml": """
        targets:
          NotesTests:
            type: bundle.unit-test
            sources: [../NotesTests]
            dependencies:
              - target: Notes
        """,
      "Notes/App.swift": "",
      "Notes/List/ListPreview.swift": "",
      "Notes/Generated/Strings.swift": "",
      "Kit/Store.swift": "",
      "NotesTests/StoreTests.swift": "",
    ])
    defer { folder.remove() }
    let (map, diagnostics) = discover(folder)
    #expect(diagnostics.isEmpty)
    let root = URL(fileURLWithPath: folder.path).lastPathComponent
    #expect(owner(map, "Notes/App.swift") == "Notes xcodegen")
    #expect(owner(map, "Notes/List/ListPreview.swift") == "\(root) folder")
    #expect(owner(map, "Notes/Generated/Strings.swift") == "\(root) folder")
    #expect(owner(map, "Kit/Store.swift") == "NotesKit xcodegen")
    #expect(owner(map, "NotesTests/StoreTests.swift") == "NotesTests xcodegen test")
    #expect(map.modules.first { $0.name == "Notes" }?.dependencies == ["Analytics", "NotesKit", "OrderedCollections"])
    #expect(map.modules.first { $0.name == "NotesTests" }?.project == ".")
  }

  @Test func anXcodeGenSpecWithAnotherNameIsReadWhenItIsTheOnlyOne() throws {
    let spec = "targets:\n  Vault:\n    type: application\n    sources: [Vault]\n"
      + "  VaultTests:\n    type: bundle.unit-test\n    sources: [VaultTests]\n"
    let folder = try TemporaryFolder("coordlint-modules", files: [
      "app/project-vault.yml": spec,
      "app/Vault/App.swift": "",
      "app/VaultTests/AppTests.swift": "",
      // Beside XcodeGen's default spec, another spec is a variant and is not read.
      "both/project.yml": "targets:\n  Main:\n    type: application\n    sources: [Main]\n",
      "both/project-ci.yml": "targets:\n  Other:\n    type: application\n    sources: [Main]\n",
      "both/Main/Main.swift": "",
    ])
    defer { folder.remove() }
    let (map, _) = discover(folder)
    #expect(owner(map, "app/Vault/App.swift") == "Vault xcodegen")
    #expect(owner(map, "app/VaultTests/AppTests.swift") == "VaultTests xcodegen test")
    #expect(owner(map, "both/Main/Main.swift") == "Main xcodegen")
  }

  @Test func tuistTargetsTakeLiteralSourceGlobs() throws {
    let folder = try TemporaryFolder("coordlint-modules", files: [
      "Project.swift": """
        import ProjectDescription

        let project = Project(
          name: "Weather",
          targets: [
            .target(name: "Weather", destinations: .iOS, product: .app, bundleId: "com.example.weather",
                    sources: ["Weather/Sources/**"],
                    dependencies: [.target(name: "WeatherKit"), .external(name: "Alamofire"), .sdk(name: "c++")]),
            .target(name: "WeatherKit", destinations: .iOS, product: .framework, bundleId: "com.example.kit",
                    sources: "Kit/**/*.swift"),
            Target(name: "WeatherTests", platform: .iOS, product: .unitTests, bundleId: "com.example.tests",
                   sources: ["Weather/Tests/**"], dependencies: [.target(name: "Weather")]),
          ]
        )
        """,
      "Weather/Sources/App.swift": "",
      "Weather/Sources/Views/Home.swift": "",
      "Kit/Forecast.swift": "",
      "Kit/Forecast.md": "",
      "Weather/Tests/AppTests.swift": "",
    ])
    defer { folder.remove() }
    let (map, diagnostics) = discover(folder)
    #expect(diagnostics.isEmpty)
    let root = URL(fileURLWithPath: folder.path).lastPathComponent
    #expect(owner(map, "Weather/Sources/App.swift") == "Weather tuist")
    #expect(owner(map, "Weather/Sources/Views/Home.swift") == "Weather tuist")
    #expect(owner(map, "Kit/Forecast.swift") == "WeatherKit tuist")
    #expect(owner(map, "Weather/Tests/AppTests.swift") == "WeatherTests tuist test")
    #expect(owner(map, "Project.swift") == "\(root) folder")
    #expect(map.modules.first { $0.name == "Weather" }?.dependencies == ["Alamofire", "WeatherKit"])
    #expect(map.modules.first { $0.name == "WeatherTests" }?.dependencies == ["Weather"])
  }

  @Test func aSwiftFileNamedLikeADescriptionIsNoDescription() throws {
    let folder = try TemporaryFolder("coordlint-modules", files: [
      "App/Models/Project.swift": "struct Project { let name: String }",
      "App/Models/Package.swift": "struct Package { let weight: Double }",
    ])
    defer { folder.remove() }
    let (map, diagnostics) = discover(folder, roots: ["App"])
    #expect(diagnostics.isEmpty)
    // The model files still mark their folder, as any `Package.swift` does.
    #expect(owner(map, "App/Models/Project.swift") == "Models folder")
  }

  @Test func filesOutsideDescriptionsBelongToTheNearestProjectFolder() throws {
    let folder = try TemporaryFolder("coordlint-modules", files: [
      "Apps/Shop/Podfile": "",
      "Apps/Shop/Sources/Cart.swift": "",
      "Apps/Shop/ShopTests/CartTests.swift": "",
      "Apps/Shop/Checkout/CheckoutSpecs/PaySpec.swift": "",
      "Apps/Shop/UITests/Flows/LoginTests.swift": "",
      "Libs/Net/.git": "gitdir: elsewhere",
      "Libs/Net/Client.swift": "",
      "Misc/Tool.swift": "",
      "IntegrationTests/Run.swift": "",
      "Loose/Single.swift": "",
    ])
    defer { folder.remove() }
    let (map, diagnostics) = discover(folder, roots: [".", "IntegrationTests", "Loose/Single.swift"])
    #expect(diagnostics.isEmpty)
    let root = URL(fileURLWithPath: folder.path).lastPathComponent
    #expect(owner(map, "Apps/Shop/Sources/Cart.swift") == "Shop folder")
    #expect(owner(map, "Apps/Shop/ShopTests/CartTests.swift") == "Shop folder")
    #expect(owner(map, "Libs/Net/Client.swift") == "Net folder")
    #expect(owner(map, "Misc/Tool.swift") == "\(root) folder")
    #expect(owner(map, "IntegrationTests/Run.swift") == "IntegrationTests folder test")
    #expect(owner(map, "Loose/Single.swift") == "Loose folder")
    #expect(!map.isTestCode("Apps/Shop/Sources/Cart.swift"))
    #expect(map.isTestCode("Apps/Shop/ShopTests/CartTests.swift"))
    #expect(map.isTestCode("Apps/Shop/Checkout/CheckoutSpecs/PaySpec.swift"))
    #expect(map.isTestCode("Apps/Shop/UITests/Flows/LoginTests.swift"))
    #expect(map.isTestCode("IntegrationTests/Run.swift"))
    #expect(!map.isTestCode("Misc/Tool.swift"))
    #expect(map.modules.first { $0.name == "Shop" }?.project == "Apps/Shop")
  }

  @Test func overridesComeFirstAndTheFirstMatchWins() throws {
    let folder = try TemporaryFolder("coordlint-modules", files: [
      "Package.swift": manifest(".target(name: \"Core\")"),
      "Sources/Core/Cart.swift": "",
      "Sources/Core/Legacy/Old.swift": "",
      "Sources/Core/Legacy/OldTests.swift": "",
      "Other/Tool.swift": "",
    ])
    defer { folder.remove() }
    let overrides = [
      try #require(ModuleOverride(argument: "LegacyTests=**/*Tests.swift")),
      try #require(ModuleOverride(argument: "Legacy=Sources/Core/Legacy")),
      try #require(ModuleOverride(argument: "Tools=\(folder.path)/Other/*.swift")),
      try #require(ModuleOverride(argument: "Never=Sources/Core/Legacy/**")),
    ]
    let (map, _) = discover(folder, overrides: overrides)
    #expect(owner(map, "Sources/Core/Cart.swift") == "Core swiftPackage")
    #expect(owner(map, "Sources/Core/Legacy/Old.swift") == "Legacy configuration")
    #expect(owner(map, "Sources/Core/Legacy/OldTests.swift") == "LegacyTests configuration test")
    #expect(owner(map, "Other/Tool.swift") == "Tools configuration")
    #expect(!map.modules.contains { $0.name == "Never" })
    #expect(map.modules.first { $0.name == "Legacy" }?.project == ".")
  }

  @Test(arguments: [
    ("Feature=Sources/Feature/**", "Feature", "Sources/Feature/**"),
    (" Feature = Sources ", "Feature", "Sources"),
    ("Feature=a=b", "Feature", "a=b"),
  ])
  func overrideArgumentsParse(_ argument: String, _ name: String, _ glob: String) {
    #expect(ModuleOverride(argument: argument) == ModuleOverride(name: name, glob: glob))
  }

  @Test(arguments: ["Feature", "=Sources/**", "Feature=", "Feature/Sub=Sources"])
  func malformedOverrideArgumentsAreNil(_ argument: String) {
    #expect(ModuleOverride(argument: argument) == nil)
  }

  @Test func twoCopiesOfAProjectGetDistinctIDsAndTheSameName() throws {
    let manifest = """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "ShopApp", targets: [.target(name: "ShopApp"), .target(name: "Only")])
      """
    let folder = try TemporaryFolder("coordlint-modules", files: [
      "a/Package.swift": manifest,
      "a/Sources/ShopApp/Cart.swift": "",
      "a/Sources/Only/Only.swift": "",
      "b/Package.swift": manifest,
      "b/Sources/ShopApp/Cart.swift": "",
    ])
    defer { folder.remove() }
    let (map, diagnostics) = discover(folder, roots: ["a", "b"])
    #expect(diagnostics.isEmpty)
    #expect(map.moduleOfFile["a/Sources/ShopApp/Cart.swift"] == "ShopApp (a)")
    #expect(map.moduleOfFile["b/Sources/ShopApp/Cart.swift"] == "ShopApp (b)")
    #expect(map.moduleOfFile["a/Sources/Only/Only.swift"] == "Only")
    let shops = map.modules.filter { $0.name == "ShopApp" }
    #expect(shops.map(\.id) == ["ShopApp (a)", "ShopApp (b)"])
    #expect(shops.map(\.project) == ["a", "b"])
  }

  @Test func theNearestDescriptionWinsThenSwiftPMOverXcodeGen() throws {
    let folder = try TemporaryFolder("coordlint-modules", files: [
      "Package.swift": manifest(".target(name: \"All\", path: \".\")"),
      "Sources/App/App.swift": "",
      "Nested/project.yml": "targets:\n  Nested:\n    type: framework\n    sources: [Sources]\n",
      "Nested/Package.swift": manifest(".target(name: \"Pkg\", path: \"Sources\")"),
      "Nested/Sources/Thing.swift": "",
      "Nested/Extra/Other.swift": "",
    ])
    defer { folder.remove() }
    let (map, _) = discover(folder, roots: ["Nested"])
    #expect(owner(map, "Nested/Sources/Thing.swift") == "Pkg swiftPackage")
    // The outer manifest is in an ancestor of the command-line root: it still claims what only it covers.
    #expect(owner(map, "Nested/Extra/Other.swift") == "All swiftPackage")
    let (whole, _) = discover(folder)
    #expect(owner(whole, "Sources/App/App.swift") == "All swiftPackage")
    #expect(owner(whole, "Nested/Sources/Thing.swift") == "Pkg swiftPackage")
  }

  /// A project whose targets a helper of the app makes is one module named as the project: what other modules
  /// import (`import HomeFeature`), not the folder's name.
  @Test func tuistTargetsMadeByAHelperTakeTheProjectsName() throws {
    let folder = try TemporaryFolder("coordlint-modules", files: [
      "Features/Home/Project.swift": """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project.makeModule(name: "HomeFeature", targets: .feature(.home, dependencies: [.coordinator]))
        """,
      "Features/Home/Sources/HomeCoordinator.swift": "",
      "Features/Home/Tests/HomeCoordinatorTests.swift": "",
    ])
    defer { folder.remove() }
    let (map, diagnostics) = discover(folder)
    #expect(diagnostics.isEmpty)
    #expect(owner(map, "Features/Home/Sources/HomeCoordinator.swift") == "HomeFeature tuist")
    #expect(owner(map, "Features/Home/Tests/HomeCoordinatorTests.swift") != "HomeFeature tuist")
    #expect(owner(map, "Features/Home/Project.swift") != "HomeFeature tuist")
  }

  @Test func inOneFolderSwiftPMComesBeforeXcodeBeforeXcodeGenBeforeTuist() throws {
    let folder = try TemporaryFolder("coordlint-modules", files: [
      "Package.swift": manifest(".target(name: \"Package\", path: \"Sources/A\")"),
      "Kinds.xcodeproj/project.pbxproj": """
        {
          objects = {
            M = {isa = PBXGroup; children = (A, B); sourceTree = "<group>"; };
            A = {isa = PBXFileSystemSynchronizedRootGroup; path = Sources/A; sourceTree = "<group>"; };
            B = {isa = PBXFileSystemSynchronizedRootGroup; path = Sources/B; sourceTree = "<group>"; };
            T = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (A, B); name = Xcode; };
            P = {isa = PBXProject; mainGroup = M; targets = (T); };
          };
          rootObject = P;
        }
        """,
      "project.yml": "targets:\n  XcodeGen:\n    sources: [Sources/A, Sources/B, Sources/C]\n",
      "Project.swift": """
        import ProjectDescription
        let project = Project(name: "Kinds", targets: [.target(name: "Tuist", product: .app, sources: "Sources/**")])
        """,
      "Sources/A/A.swift": "",
      "Sources/B/B.swift": "",
      "Sources/C/C.swift": "",
      "Sources/D/D.swift": "",
    ])
    defer { folder.remove() }
    let (map, diagnostics) = discover(folder)
    #expect(diagnostics.isEmpty)
    #expect(owner(map, "Sources/A/A.swift") == "Package swiftPackage")
    #expect(owner(map, "Sources/B/B.swift") == "Xcode xcodeProject")
    #expect(owner(map, "Sources/C/C.swift") == "XcodeGen xcodegen")
    #expect(owner(map, "Sources/D/D.swift") == "Tuist tuist")
  }

  @Test func anUnreadableDescriptionWarnsAndTheRestStillWorks() throws {
    let folder = try TemporaryFolder("coordlint-modules", files: [
      "Broken/Package.swift": "import PackageDescription\nlet package = Package(name: \"Broken\", targets: [.target(",
      "Broken/Sources/Broken/Thing.swift": "",
      "Bad/Bad.xcodeproj/project.pbxproj": "{ objects = { \"unterminated",
      "Bad/Bad.swift": "",
      "Odd/project.yml": "targets: [unclosed",
      "Good/Package.swift": manifest(".target(name: \"Good\")"),
      "Good/Sources/Good/Fine.swift": "",
    ])
    defer { folder.remove() }
    let (map, diagnostics) = discover(folder)
    #expect(diagnostics.map(\.severity) == [.warning, .warning, .warning])
    #expect(diagnostics.map(\.location) == ["Bad/Bad.xcodeproj/project.pbxproj", "Broken/Package.swift",
                                           "Odd/project.yml"].map { SourceLocation(file: $0, line: 1, column: 1) })
    #expect(diagnostics.allSatisfy { $0.message.first?.isLowercase == true && !$0.message.hasSuffix(".") })
    #expect(owner(map, "Good/Sources/Good/Fine.swift") == "Good swiftPackage")
    #expect(owner(map, "Broken/Sources/Broken/Thing.swift") == "Broken folder")
    #expect(owner(map, "Bad/Bad.swift") == "Bad folder")
  }

  @Test func aRunWithoutFilesIsEmpty() {
    let (map, diagnostics) = ModuleDiscovery.discover(roots: [], files: [])
    #expect(map == .empty)
    #expect(diagnostics.isEmpty)
    #expect(map.module(ofFile: "A.swift") == nil)
    #expect(!map.isTestCode("A.swift"))
  }

  // MARK: - Fixtures

  /// Discovers the modules of a fixture app as `coordlint Fixtures/<name>` run in the package root would.
  func discoverFixture(_ name: String) -> (map: ModuleMap, diagnostics: [Diagnostic]) {
    let root = PackagePaths.root.path
    let files = FileCollector(workingDirectory: root).collect([PackagePaths.fixtures.appendingPathComponent(name).path])
    return ModuleDiscovery.discover(roots: ["Fixtures/\(name)"], files: files.files, workingDirectory: root)
  }

  /// `id origin [test] files dependencies` for each module, for whole-map expectations.
  func summary(_ map: ModuleMap) -> [String] {
    map.modules.map { module in
      let files = map.moduleOfFile.values.filter { $0 == module.id }.count
      return "\(module.id) \(module.origin.rawValue)\(module.isTest ? " test" : "") \(files) "
        + module.dependencies.joined(separator: ",")
    }
  }

  @Test func theXcodeProjectFixtureHasAnAppAndATestTarget() {
    let (map, diagnostics) = discoverFixture("XcodeProjectApp")
    #expect(diagnostics.isEmpty)
    #expect(summary(map) == [
      "XcodeProjectApp xcodeProject 7 ",
      "XcodeProjectAppTests xcodeProject test 1 XcodeProjectApp",
    ])
    #expect(map.modules.allSatisfy { $0.project == "Fixtures/XcodeProjectApp" })
    #expect(map.isTestCode("Fixtures/XcodeProjectApp/XcodeProjectAppTests/LibraryCoordinatorTests.swift"))
    #expect(!map.isTestCode("Fixtures/XcodeProjectApp/XcodeProjectApp/Coordinators/AppCoordinator.swift"))
  }

  @Test func packageTargetsDefineTheirConditions() throws {
    let folder = try TemporaryFolder("coordlint-modules", files: [
      "Package.swift": manifest("""
        .target(name: "Plain"),
        .target(name: "Pro", swiftSettings: [.define("PRO"), .define("BETA", .when(configuration: .debug)),
                                             .unsafeFlags(["-D", "FAST", "-Onone"]), .enableUpcomingFeature("X")]),
        .target(name: "Shared", swiftSettings: shared)
        """),
      "Sources/Plain/A.swift": "",
      "Sources/Pro/B.swift": "",
      "Sources/Shared/C.swift": "",
    ])
    defer { folder.remove() }
    let (map, _) = discover(folder)
    let conditions = Dictionary(uniqueKeysWithValues: map.modules.map { ($0.name, $0.conditions) })
    #expect(conditions["Plain"] == CompilationConditions(always: ["SWIFT_PACKAGE"], sometimes: ["DEBUG"]))
    #expect(conditions["Pro"] == CompilationConditions(always: ["SWIFT_PACKAGE", "PRO", "FAST"],
                                                       sometimes: ["DEBUG", "BETA"]))
    #expect(conditions["Shared"] == .some(nil), "settings coordlint cannot read leave the conditions unknown")
  }

  @Test func thePackageFixtureHasTwoLibrariesAndATestTarget() {
    let (map, diagnostics) = discoverFixture("PackageApp")
    #expect(diagnostics.isEmpty)
    // The manifest is in no target; its folder module is the package's folder, named like the first library, and a
    // folder module named like a target of the same project is that target.
    #expect(summary(map) == [
      "PackageApp swiftPackage 6 ",
      "PackageAppTests swiftPackage test 1 PackageApp,PackageAppUI",
      "PackageAppUI swiftPackage 5 PackageApp",
    ])
    #expect(map.moduleOfFile["Fixtures/PackageApp/Sources/PackageAppUI/AppLauncher.swift"] == "PackageAppUI")
    #expect(map.isTestCode("Fixtures/PackageApp/Tests/PackageAppTests/AppCoordinatorTests.swift"))
  }

  @Test func thePluginFixtureIsAPackageToo() {
    let (map, diagnostics) = discoverFixture("PluginPackage")
    #expect(diagnostics.isEmpty)
    #expect(summary(map).filter { !$0.hasPrefix("PluginPackage ") } == ["Flows swiftPackage 2 "])
  }

  // MARK: - Project file

  /// An app target whose files are listed through nested groups, a `SOURCE_ROOT` file, a group without a path and a
  /// synchronized folder with an exception; a unit-test target depending on it.
  static let shopProject = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 77;
      objects = {
        B0000000000000000000000A = {isa = PBXBuildFile; fileRef = F0000000000000000000000A; };
        B0000000000000000000000B = {isa = PBXBuildFile; fileRef = F0000000000000000000000B; };
        B0000000000000000000000C = {isa = PBXBuildFile; fileRef = F0000000000000000000000C; };
        B0000000000000000000000D = {isa = PBXBuildFile; fileRef = F0000000000000000000000D; };
        B0000000000000000000000E = {isa = PBXBuildFile; fileRef = F0000000000000000000000E; };
        F0000000000000000000000A = {isa = PBXFileReference; path = AppCoordinator.swift; sourceTree = "<group>"; };
        F0000000000000000000000B = {isa = PBXFileReference; path = Extra.swift; sourceTree = "<group>"; };
        F0000000000000000000000C = {isa = PBXFileReference; path = Shared/Logger.swift; sourceTree = SOURCE_ROOT; };
        F0000000000000000000000D = {isa = PBXFileReference; path = AppCoordinatorTests.swift; sourceTree = "<group>"; };
        F0000000000000000000000E = {isa = PBXFileReference; path = Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
        G00000000000000000000000 = {isa = PBXGroup; children = (G0000000000000000000000A, G0000000000000000000000D,
          S0000000000000000000000A, F0000000000000000000000C); sourceTree = "<group>"; };
        G0000000000000000000000A = {isa = PBXGroup; children = (G0000000000000000000000B, G0000000000000000000000C);
          path = ShopApp; sourceTree = "<group>"; };
        G0000000000000000000000B = {isa = PBXGroup; children = (F0000000000000000000000A); path = Flows;
          sourceTree = "<group>"; };
        G0000000000000000000000C = {isa = PBXGroup; children = (F0000000000000000000000B); name = Support;
          sourceTree = "<group>"; };
        G0000000000000000000000D = {isa = PBXGroup; children = (F0000000000000000000000D); path = ShopAppTests;
          sourceTree = "<group>"; };
        S0000000000000000000000A = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X0000000000000000000000A,
          X0000000000000000000000B); path = Features; sourceTree = "<group>"; };
        X0000000000000000000000A = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
          membershipExceptions = (Preview/PreviewData.swift); target = T0000000000000000000000A; };
        X0000000000000000000000B = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
          membershipExceptions = (Cart/CartCoordinator.swift); target = T0000000000000000000000B; };
        P0000000000000000000000A = {isa = PBXSourcesBuildPhase; files = (B0000000000000000000000A,
          B0000000000000000000000B, B0000000000000000000000C, B0000000000000000000000E); };
        P0000000000000000000000B = {isa = PBXSourcesBuildPhase; files = (B0000000000000000000000D); };
        T0000000000000000000000A = {isa = PBXNativeTarget; buildPhases = (P0000000000000000000000A); dependencies = ();
          fileSystemSynchronizedGroups = (S0000000000000000000000A); name = ShopApp;
          packageProductDependencies = (K0000000000000000000000A);
          productType = "com.apple.product-type.application"; };
        T0000000000000000000000B = {isa = PBXNativeTarget; buildPhases = (P0000000000000000000000B);
          dependencies = (D0000000000000000000000A); name = ShopAppTests;
          productType = "com.apple.product-type.bundle.unit-test"; };
        D0000000000000000000000A = {isa = PBXTargetDependency; target = T0000000000000000000000A; };
        K0000000000000000000000A = {isa = XCSwiftPackageProductDependency; productName = Logging; };
        R0000000000000000000000A = {isa = PBXProject; mainGroup = G00000000000000000000000; projectDirPath = "";
          targets = (T0000000000000000000000A, T0000000000000000000000B); };
      };
      rootObject = R0000000000000000000000A;
    }
    """
}
