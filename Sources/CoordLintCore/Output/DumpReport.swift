import Foundation

/// The JSON `coordlint dump` prints: the coordinators found and the size of what was analyzed.
public struct DumpReport: Encodable, Sendable {
  /// One coordinator, protocol or base in the dump.
  public struct Coordinator: Encodable, Sendable {
    public let name: String
    public let file: String
    public let line: Int
    public let column: Int
    public let kind: CoordinatorEntry.Kind
    public let reason: CoordinatorEntry.Reason
    /// The root the supertype chain ends at.
    public let root: String
    /// The chain of supertypes from the type up to its root, as written in the sources.
    public let supertypes: [String]
    public let library: String?
    /// Children stores visible on the coordinator, its own or inherited.
    public let childrenStores: [Store]
    /// Every change to this coordinator's children, direct or through a wrapper, in source order.
    public let mutations: [Mutation]
    /// Methods of this type inferred to add, remove or clear children.
    public let wrappers: [Wrapper]
  }

  /// A children store.
  public struct Store: Encodable, Sendable {
    public let name: String
    public let owner: String
    public let keyed: Bool
    public let file: String
    public let line: Int
  }

  /// A change to a children store.
  public struct Mutation: Encodable, Sendable {
    public let kind: ChildMutation.Kind
    public let store: String
    /// The child's type, or null when the code does not state it.
    public let child: String?
    public let via: String
    /// For adds: `removed`, `permanent`, `orphan`, `managed` or `unknown`.
    public let lifetime: String?
    public let file: String
    public let line: Int
  }

  /// An inferred wrapper method.
  public struct Wrapper: Encodable, Sendable {
    public let name: String
    public let kind: ChildMutation.Kind
    /// The 0-based parameter holding the child, for adders and removers.
    public let parameter: Int?
    public let file: String
    public let line: Int
  }

  /// A module of the run and its files.
  public struct Module: Encodable, Sendable {
    public let id: String
    /// The name code imports it by.
    public let name: String
    /// What described it: `swiftPackage`, `xcodeProject`, `xcodegen`, `tuist`, `configuration` or `folder`.
    public let origin: String
    /// The folder of the description.
    public let project: String
    /// Whether it is a test target.
    public let test: Bool
    public let dependencies: [String]
    /// The custom `#if` flags its description sets in every configuration and in some; absent when unknown.
    public let conditions: Conditions?
    public let files: [File]
  }

  /// A module's custom compilation conditions, sorted.
  public struct Conditions: Encodable, Sendable {
    public let always: [String]
    public let sometimes: [String]
  }

  /// A file of a module.
  public struct File: Encodable, Sendable {
    public let path: String
    /// Test code: left out of the rules and the graph unless `test_code: analyze`.
    public let test: Bool
  }

  /// An object Objective-C code creates by class name, and the Swift type that is.
  public struct ObjCCreationEntry: Encodable, Sendable {
    /// The class name as the `.m` file writes it.
    public let className: String
    /// The Swift type's name, or null when no class of the sources goes by that name in Objective-C.
    public let type: String?
    public let file: String
    public let line: Int
    public let column: Int
  }

  public let coordinators: [Coordinator]
  /// Every creation in the Objective-C files, by file and position.
  public let objcCreations: [ObjCCreationEntry]
  /// The modules discovered, with each file and whether it is test code.
  public let modules: [Module]
  /// How many Swift files the model holds (test code left out is not counted).
  public let files: Int
  public let types: Int

  /// The dump of a run analyzed in units: their coordinators in the order one dump uses, the run's modules.
  public init(_ analyses: [Analysis]) {
    let dumps = analyses.map(DumpReport.init)
    coordinators = dumps.flatMap(\.coordinators).sorted { ($0.name, $0.file, $0.line) < ($1.name, $1.file, $1.line) }
    let testFiles = Set(analyses.flatMap(\.testFiles))
    modules = analyses.first.map { DumpReport.modules(of: $0.modules, testFiles: testFiles) } ?? []
    objcCreations = dumps.flatMap(\.objcCreations)
      .sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    files = dumps.map(\.files).reduce(0, +)
    types = dumps.map(\.types).reduce(0, +)
  }

  public init(_ analysis: Analysis) {
    let lifecycle = analysis.lifecycle
    let wrappersByOwner = Dictionary(grouping: lifecycle.wrappers.values, by: \.function.owner)
    let mutationsByParent = Dictionary(grouping: lifecycle.mutations, by: \.parent)
    coordinators = analysis.coordinators.sorted.map { entry in
      let stores = (lifecycle.stores[entry.name] ?? []).map {
        Store(name: $0.name, owner: $0.owner, keyed: $0.isKeyed, file: $0.location.file, line: $0.location.line)
      }
      let mutations = (mutationsByParent[entry.name] ?? []).map { mutation in
        Mutation(kind: mutation.kind, store: mutation.store, child: mutation.child, via: mutation.via,
                 lifetime: mutation.kind == .add ? lifecycle.lifetime(of: mutation).name : nil,
                 file: mutation.location.file, line: mutation.location.line)
      }
      let wrappers = (wrappersByOwner[entry.name] ?? []).sorted { $0.function < $1.function }.map {
        Wrapper(name: $0.function.selector, kind: $0.kind, parameter: $0.parameterIndex,
                file: $0.function.location.file, line: $0.function.location.line)
      }
      return Coordinator(name: entry.displayName, file: entry.location.file, line: entry.location.line,
                         column: entry.location.column, kind: entry.kind, reason: entry.reason, root: entry.root,
                         supertypes: entry.chain.map(\.written.description), library: entry.library,
                         childrenStores: stores, mutations: mutations, wrappers: wrappers)
    }
    modules = DumpReport.modules(of: analysis.modules, testFiles: Set(analysis.testFiles))
    objcCreations = analysis.codebase.objcCreationSites.map { site in
      ObjCCreationEntry(className: site.creation.className,
                        type: site.type.flatMap { analysis.codebase.type($0)?.displayName },
                        file: site.creation.location.file, line: site.creation.location.line,
                        column: site.creation.location.column)
    }
    files = analysis.codebase.files.filter { !$0.isObjectiveC }.count
    types = analysis.codebase.declaredTypeNames.count
  }

  private static func modules(of map: ModuleMap, testFiles: Set<String>) -> [Module] {
    let filesByModule = Dictionary(grouping: map.moduleOfFile.keys, by: { map.moduleOfFile[$0] ?? "" })
    return map.modules.map { module in
      Module(id: module.id, name: module.name, origin: module.origin.rawValue, project: module.project,
             test: module.isTest, dependencies: module.dependencies,
             conditions: module.conditions.map {
               Conditions(always: $0.always.sorted(), sometimes: $0.sometimes.sorted())
             },
             files: (filesByModule[module.id] ?? []).sorted().map {
               File(path: $0, test: testFiles.contains($0) || map.isTestCode($0))
             })
    }
  }

  /// Pretty-printed JSON with sorted keys: the same input gives the same bytes.
  public func json() -> String {
    let encoder = JSONOutput.encoder()
    // Encoding plain strings and numbers cannot fail.
    let data = (try? encoder.encode(self)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
