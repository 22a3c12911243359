/// Decides, once every file is read, which of the bodies an extraction left out may stay out: those of plain value
/// types (records, math helpers, formatting extensions), which are most of a large app's lines and none of what
/// coordlint follows.
///
/// A left-out body must be unable to reach any object an analysis follows, and no analysis may read a name it
/// writes. Both are decided from names, as a value type's body can only reach an object through a name it writes:
/// - its owner and every type it names (its signature's and body's capitalized names) are inert: a standard value
///   type (`InertValues.types`) or a struct, enum or typealias of the sources that holds only such (`InertTypeTable`),
///   so `self`, its parameters and whatever it makes hold no object and no closure;
/// - no other name it writes is declared by the sources outside inert types' left-out members: no global, no member
///   of a class, protocol or other type (so no name-based lookup of an analysis finds one of its calls missing);
///   and, since a member kept is reached by name, none of a file read in full.
/// A file with a body that fails is read again in full (`SourceLoader`), so its facts are those of a full read; a
/// test compares whole runs with and without elision on the fixture apps and the benchmark's corpus.
enum BodyElision {
  /// A type name as a left-out body writes it, with the scope it is looked up from: `Shop.Row|Localization`.
  static func scoped(_ name: String, in scope: [String]) -> String { scope.joined(separator: ".") + "|" + name }

  /// The indexes of the files whose left-out bodies may matter, in order; the others' bodies stay out.
  static func filesToReread(_ facts: [FileFacts?]) -> [Int] {
    // Only the lowercase names some left-out body writes can send a file back: no other is looked at.
    var wanted = Set<String>()
    for names in facts.compactMap({ $0?.elidedBodyNames }) {
      for name in names where !name.contains("|") && !InertValues.isTypeLike(name) { wanted.insert(name) }
    }
    guard facts.contains(where: { $0?.elidedBodyNames != nil }) else { return [] }
    let table = InertTypeTable(facts)
    // Lowercase names the sources declare where an analysis may look them up, and the names of each elided
    // file's inert members (free functions included), which join them if that file is read in full.
    var declared = Set<String>()
    var pending: [Int: [String]] = [:]
    for (index, file) in facts.enumerated() {
      guard let file else { continue }
      declared.formUnion(file.variables.map(\.name).filter(wanted.contains))
      var inertMembers: [String] = []
      // A member of an inert type whose body was read anyway (it names a type no value type declares) is reached
      // by name like any other.
      func sort(_ members: Members, scope: [String], isInert: Bool) {
        let names = memberNames(members, among: wanted) { table.isInert($0, scope: scope, file: index) }
        guard isInert else { return declared.formUnion(names) }
        inertMembers += names
        declared.formUnion(members.functions.filter { $0.body?.isEmpty == false }.map(\.name).filter(wanted.contains))
        declared.formUnion(members.properties.filter { !$0.accessorBody.isEmpty }.map(\.name).filter(wanted.contains))
      }
      var free = Members()
      free.functions = file.functions
      sort(free, scope: [], isInert: true)
      for type in file.types {
        sort(type.members, scope: type.scope + [type.name],
             isInert: type.kind != .protocol && table.isInert(type.name, scope: type.scope, file: index))
      }
      for ext in file.extensions {
        let owner = inertOwnerNames(ext)
        sort(ext.members, scope: ext.extendedType.nominalName.map { $0.split(separator: ".").map(String.init) } ?? [],
             isInert: owner?.allSatisfy { table.isInert($0, scope: ext.scope, file: index) } ?? false)
      }
      // An inert type's bodies are always left out (its owner passes `FactExtractor.inertOwner`), so its members'
      // names matter only once their file is read in full.
      if file.elidedBodyNames != nil { pending[index] = inertMembers }
    }
    // A file read in full makes its members' names matter, which may send further files back: each name's files
    // are indexed once, so every file and name is looked at a bounded number of times.
    var reread: [Int] = []
    var watching: [String: [Int]] = [:]
    for index in pending.keys.sorted() {
      let names = facts[index]?.elidedBodyNames ?? []
      let mayMatter = names.contains { name in
        guard let bar = name.firstIndex(of: "|") else {
          // A type name the scan found no declaration of (`Double`): the sources must not declare it either.
          return InertValues.isTypeLike(name) ? !table.isStandardInert(name) : declared.contains(name)
        }
        let scope = name[..<bar].split(separator: ".").map(String.init)
        return !table.isInert(String(name[name.index(after: bar)...]), scope: scope, file: index)
      }
      if mayMatter {
        reread.append(index)
      } else {
        for name in names where !name.contains("|") && !InertValues.isTypeLike(name) {
          watching[name, default: []].append(index)
        }
      }
    }
    var isReread = Set(reread)
    var next = 0
    while next < reread.count {
      let index = reread[next]
      next += 1
      for name in pending[index] ?? [] where declared.insert(name).inserted {
        for watcher in watching[name] ?? [] where isReread.insert(watcher).inserted { reread.append(watcher) }
      }
    }
    return reread.sorted()
  }

  /// Whether a declaration is a struct or enum that is not generic, conforms only to `InertValues.protocols` and
  /// carries no attribute outside `InertValues.attributes`: what its members' types then decide.
  static func isPlainValueType(_ type: TypeDecl) -> Bool {
    (type.kind == .struct || type.kind == .enum) && type.genericParameters.isEmpty
      && type.inheritance.allSatisfy(isInertConformance) && type.attributes.allSatisfy(InertValues.attributes.contains)
  }

  /// The types a declaration's values hold, or nil when it is not a plain value type.
  static func heldTypes(_ type: TypeDecl) -> [String]? {
    guard isPlainValueType(type) else { return nil }
    var names: [String] = []
    // A static property is no part of a value; a body reaching an object through one names what it does with it.
    for property in type.members.properties where property.storage == .stored && !property.isStatic {
      guard property.attributes.allSatisfy(InertValues.attributes.contains),
            let held = property.statedType?.inertnessNames else { return nil }
      names += held
    }
    for payload in type.members.payloadTypes {
      guard let held = payload.inertnessNames else { return nil }
      names += held
    }
    return names
  }

  /// The types an extension's bodies hold through `self` when it may be inert (see `FactExtractor.inertOwner`).
  static func inertOwnerNames(_ ext: ExtensionDecl) -> [String]? {
    guard ext.inheritance.allSatisfy(isInertConformance), case .named(let name, let generics) = ext.extendedType
    else { return nil }
    if InertValues.collections.contains(name) {
      guard generics.isEmpty,
            let element = ext.requirements.first(where: { $0.kind == .sameType && $0.subject == .named("Element") })
      else { return nil }
      return element.constraint.inertnessNames
    }
    if genericStandardTypes.contains(name) { return nil }
    return ext.extendedType.inertnessNames
  }

  /// Generic standard library types: their extension says nothing of what they hold unless a requirement does.
  static let genericStandardTypes = InertValues.collections.union([
    "Optional", "Dictionary", "Range", "ClosedRange", "KeyedDecodingContainer", "KeyedEncodingContainer",
  ])

  static func isInertConformance(_ type: TypeRef) -> Bool {
    guard case .named(let name, let generics) = type, generics.isEmpty else { return false }
    return InertValues.protocols.contains(name)
  }

  /// The names of members an analysis may look up: every function and case, and each property whose type is not
  /// inert (a property of a value type is never followed, whoever declares it).
  private static func memberNames(_ members: Members, among wanted: Set<String>,
                                  isInert: (String) -> Bool) -> [String] {
    let followed = members.properties.filter { property in
      guard wanted.contains(property.name) else { return false }
      guard let names = property.statedType?.inertnessNames else { return true }
      return !names.allSatisfy(isInert)
    }
    return followed.map(\.name) + (members.functions.map(\.name) + members.enumCases).filter(wanted.contains)
  }
}
