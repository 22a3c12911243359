/// Which Swift classes the Objective-C files create.
extension Codebase {
  /// One creation in an Objective-C file, with the Swift class it makes; `type` is nil when no class of the
  /// sources goes by that name in Objective-C (a class of Objective-C's own, or one several modules declare).
  public struct ObjCCreationSite: Sendable, Hashable {
    public let creation: ObjCCreation
    /// The type's key.
    public let type: String?
  }

  /// Every creation in the Objective-C files, in file and source order, with the Swift class each makes.
  public var objcCreationSites: [ObjCCreationSite] {
    let creations = files.flatMap(\.objcCreations)
    guard !creations.isEmpty else { return [] }
    let classes = objcVisibleClasses()
    return creations.map { creation in
      let candidates = classes[creation.className] ?? []
      // Objective-C sees the Swift classes of its own target first (through `Target-Swift.h`), then those of the
      // modules it imports; a name that is not settled so is left alone.
      let module = modules.module(ofFile: creation.location.file)
      let own = candidates.filter { modules.module(ofFile: types[$0]?.location.file ?? "") == module }
      let chosen = own.count == 1 ? own : candidates
      return ObjCCreationSite(creation: creation, type: chosen.count == 1 ? chosen[0] : nil)
    }
  }

  /// The Swift types Objective-C creates, by key, each with where, sorted.
  public var objcCreatedTypes: [String: [SourceLocation]] {
    var result: [String: [SourceLocation]] = [:]
    for site in objcCreationSites {
      if let type = site.type { result[type, default: []].append(site.creation.location) }
    }
    return result.mapValues { $0.sorted() }
  }

  /// Type keys by the name Objective-C knows each class of the sources by: `@objc(Name)`'s name, else its own for a
  /// top-level class that is an `NSObject` or `@objc`. Generic classes and nested classes without a name of their
  /// own are not visible under a name Objective-C code would write.
  private func objcVisibleClasses() -> [String: [String]] {
    var result: [String: [String]] = [:]
    for key in types.keys.sorted() {
      guard let info = types[key], info.kind == .class, let decl = info.declarations.first,
            decl.genericParameters.isEmpty else { continue }
      let renamed = info.declarations.lazy.compactMap(\.objcName).first
      let name: String
      if let renamed {
        name = renamed
      } else if decl.scope.isEmpty, isSubtype(key, of: "NSObject") || decl.attributes.contains("objc") {
        name = decl.name
      } else {
        continue
      }
      result[name, default: []].append(key)
    }
    return result
  }
}
