/// Tells test code from app code: by the module's description first, then by what the file itself shows.
public enum TestCode {
  /// Modules whose import makes a file test code: it cannot be part of an app target.
  static let testingModules: Set<String> = ["XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting"]
  /// Base classes of test cases.
  static let testCaseBases: Set<String> = ["XCTestCase", "QuickSpec", "AsyncSpec"]

  /// Whether `file` is test code: in a test module of a project description, or — where no description places
  /// it — importing a testing framework, declaring a test case, or in a `…Tests` folder.
  public static func isTestCode(_ file: FileFacts, in modules: ModuleMap) -> Bool {
    if modules.isTestCode(file.path) { return true }
    if let module = modules.module(ofFile: file.path), module.origin != .folder { return false }
    if file.imports.contains(where: { testingModules.contains(String($0.split(separator: ".").first ?? "")) }) {
      return true
    }
    return file.types.contains { type in type.inheritance.contains { testCaseBases.contains($0.nominalName ?? "") } }
  }
}
