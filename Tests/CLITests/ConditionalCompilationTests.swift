import CoordLintTestSupport
import Foundation
import Testing

/// A file compiled by an app and by its extension declares a helper once per `#if` branch: each target's code reaches
/// its own branch, judged with the compilation conditions the Xcode project sets for that target.
@Suite struct ConditionalCompilationTests {
  static let sources: [String: String] = [
    "Shared/Coordinator.swift": """
      protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
      }

      extension Coordinator {
        func add(_ child: Coordinator) {
          childCoordinators.append(child)
          child.start()
        }

        func offerUpgrade() { showUpgrade() }
      }

      #if MAIN_APP && !EXTENSION
      extension Coordinator {
        func showUpgrade() { add(UpgradeCoordinator()) }
      }
      #elseif os(iOS)
      extension Coordinator {
        func showUpgrade() { openMainApp() }
        func openMainApp() {}
      }
      #endif
      """,
    "App/UpgradeCoordinator.swift": """
      final class UpgradeCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
      }
      """,
    "App/SettingsCoordinator.swift": """
      final class SettingsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() { offerUpgrade() }
      }
      """,
    "Share/ShareCoordinator.swift": """
      final class ShareCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() { offerUpgrade() }
      }
      """,
  ]

  /// Two targets over synchronized folders, both compiling `Shared/Coordinator.swift`. The project sets `MAIN_APP`;
  /// the app adds `DEBUG` to it (`$(inherited)`) in one configuration; the extension inherits it and sets
  /// `-D EXTENSION`, which the shared file's first branch rules out.
  static let project = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 77;
      objects = {
        F0000000000000000000000A = {isa = PBXFileReference; path = Shared/Coordinator.swift; sourceTree = SOURCE_ROOT; };
        B0000000000000000000000A = {isa = PBXBuildFile; fileRef = F0000000000000000000000A; };
        B0000000000000000000000B = {isa = PBXBuildFile; fileRef = F0000000000000000000000A; };
        S0000000000000000000000A = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        S0000000000000000000000B = {isa = PBXFileSystemSynchronizedRootGroup; path = Share; sourceTree = "<group>"; };
        G00000000000000000000000 = {isa = PBXGroup; children = (S0000000000000000000000A, S0000000000000000000000B,
          F0000000000000000000000A); sourceTree = "<group>"; };
        P0000000000000000000000A = {isa = PBXSourcesBuildPhase; files = (B0000000000000000000000A); };
        P0000000000000000000000B = {isa = PBXSourcesBuildPhase; files = (B0000000000000000000000B); };
        C0000000000000000000000A = {isa = XCBuildConfiguration; name = Debug;
          buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)"; }; };
        C0000000000000000000000B = {isa = XCBuildConfiguration; name = Release; buildSettings = {}; };
        C0000000000000000000000C = {isa = XCBuildConfiguration; name = Debug;
          buildSettings = {OTHER_SWIFT_FLAGS = ("-D", EXTENSION); }; };
        C0000000000000000000000D = {isa = XCBuildConfiguration; name = Release;
          buildSettings = {OTHER_SWIFT_FLAGS = "-DEXTENSION"; }; };
        C0000000000000000000000E = {isa = XCBuildConfiguration; name = Debug;
          buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = MAIN_APP; }; };
        C0000000000000000000000F = {isa = XCBuildConfiguration; name = Release;
          buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = MAIN_APP; }; };
        L0000000000000000000000A = {isa = XCConfigurationList;
          buildConfigurations = (C0000000000000000000000A, C0000000000000000000000B); };
        L0000000000000000000000B = {isa = XCConfigurationList;
          buildConfigurations = (C0000000000000000000000C, C0000000000000000000000D); };
        L0000000000000000000000C = {isa = XCConfigurationList;
          buildConfigurations = (C0000000000000000000000E, C0000000000000000000000F); };
        T0000000000000000000000A = {isa = PBXNativeTarget; buildConfigurationList = L0000000000000000000000A;
          buildPhases = (P0000000000000000000000A); fileSystemSynchronizedGroups = (S0000000000000000000000A);
          name = App; productType = "com.apple.product-type.application"; };
        T0000000000000000000000B = {isa = PBXNativeTarget; buildConfigurationList = L0000000000000000000000B;
          buildPhases = (P0000000000000000000000B); fileSystemSynchronizedGroups = (S0000000000000000000000B);
          name = Share; productType = "com.apple.product-type.app-extension"; };
        R0000000000000000000000A = {isa = PBXProject; buildConfigurationList = L0000000000000000000000C;
          mainGroup = G00000000000000000000000; projectDirPath = "";
          targets = (T0000000000000000000000A, T0000000000000000000000B); };
      };
      rootObject = R0000000000000000000000A;
    }
    """

  /// The parent → child edges of the graph of the folder, as `Parent -> Child`.
  func childEdges(_ folder: TemporaryFolder) throws -> Set<String> {
    let result = try CLIRunner.run(["graph", ".", "--no-cache", "--format", "json"], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    let graph = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let edges = graph?["edges"] as? [[String: Any]] ?? []
    return Set(edges.filter { $0["kind"] as? String == "child" }.compactMap { edge in
      guard let from = edge["from"] as? String, let to = edge["to"] as? String else { return nil }
      return "\(from) -> \(to)"
    })
  }

  @Test func eachTargetReachesTheBranchItCompiles() throws {
    let folder = try TemporaryFolder(files: Self.sources.merging(
      ["Flows.xcodeproj/project.pbxproj": Self.project], uniquingKeysWith: { first, _ in first }))
    defer { folder.remove() }
    #expect(try childEdges(folder) == ["SettingsCoordinator -> UpgradeCoordinator"])

    let dump = try CLIRunner.run(["dump", ".", "--no-cache"], in: folder.url)
    let modules = (try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])?["modules"]
    let conditions = (modules as? [[String: Any]] ?? []).reduce(into: [String: String]()) { result, module in
      let value = module["conditions"] as? [String: [String]]
      result[module["id"] as? String ?? "?"] =
        "\(value?["always"] ?? []) \(value?["sometimes"] ?? [])"
    }
    #expect(conditions == ["App": "[\"MAIN_APP\"] [\"DEBUG\"]", "Share": "[\"EXTENSION\", \"MAIN_APP\"] []"])
  }

  @Test func withoutAProjectEveryBranchMayRun() throws {
    // Folder modules say nothing of their conditions: an `#if` then rules nothing out.
    let folder = try TemporaryFolder(files: Self.sources)
    defer { folder.remove() }
    #expect(try childEdges(folder) == ["SettingsCoordinator -> UpgradeCoordinator",
                                       "ShareCoordinator -> UpgradeCoordinator"])
  }
}
