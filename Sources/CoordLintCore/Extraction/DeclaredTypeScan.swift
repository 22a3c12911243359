import Foundation

/// What every file declares, found by a scan of bytes before any file is parsed: the names after `class`, `actor`
/// and `protocol` (reference types), after `struct`, `enum` and `typealias` (value types), and the names of the
/// members reference types declare (`func`, `var`, `let` directly in their bodies or in their extensions'), with the
/// top level's variables.
///
/// Extraction uses it only to guess which value-type bodies are worth leaving out (`ElidedNames`): a body naming a
/// reference type or one of its members nearly always has to be read after all. `BodyElision` decides from the
/// parsed facts, so a wrong guess (a keyword in a comment, a brace in a string) costs time, never a result.
/// Hand-written: a parse is what it saves, and the scan reads each byte once.
struct DeclaredTypeScan: Equatable, Sendable {
  var referenceTypes = Set<String>()
  /// How many times each value type name is declared.
  var valueTypes: [String: Int] = [:]
  /// Members declared in reference types' bodies, and variables declared at the top level.
  var memberNames = Set<String>()
  /// Members declared in each extended type's extensions, by the type's last name component.
  var extensionMembers: [String: Set<String>] = [:]

  /// Whether a type name may be of a value type the sources declare, and of no class, actor or protocol. With
  /// `once`, only a name declared once: one declared in many places (`Model`, `State`, `Configuration`, nested in
  /// many types) is rarely inert in all of them.
  func mayBeInert(_ name: String, once: Bool = false) -> Bool {
    if InertValues.types.contains(name) { return true }
    guard let count = valueTypes[name], !referenceTypes.contains(name) else { return false }
    return !once || count == 1
  }

  /// Whether some file declares a type of that name.
  func declares(_ name: String) -> Bool { referenceTypes.contains(name) || valueTypes[name] != nil }

  /// What every file declares, scanned in parallel; `memberNames` then holds the members of every reference type's
  /// extensions too.
  static func scan(_ files: [SourceLoader.File], jobs: Int) -> DeclaredTypeScan {
    let slots = ResultSlots<DeclaredTypeScan>(count: files.count)
    ParallelWork.forEach(files.count, jobs: jobs) { index in
      var scan = DeclaredTypeScan()
      if let data = files[index].data, !FileFacts.isObjectiveC(files[index].path) { scan.add(data) }
      slots[index] = scan
    }
    var result = DeclaredTypeScan()
    for scan in slots.take() {
      result.referenceTypes.formUnion(scan.referenceTypes)
      result.valueTypes.merge(scan.valueTypes, uniquingKeysWith: +)
      result.memberNames.formUnion(scan.memberNames)
      // In place: `merge { $0.union($1) }` copied a type's whole set for every file extending it, which grew with
      // the square of the app (1M lines: 0.4 s of the scan's 0.5 s).
      for (type, members) in scan.extensionMembers { result.extensionMembers[type, default: []].formUnion(members) }
    }
    for (type, members) in result.extensionMembers where result.referenceTypes.contains(type) {
      result.memberNames.formUnion(members)
    }
    result.extensionMembers = [:]
    return result
  }

  /// What a brace opens.
  private enum Scope: Equatable {
    case reference, value, other
    case extensionOf(String)
  }

  /// What the words read since the last brace announce.
  private enum Pending: Equatable {
    case none, typeName(Scope), aliasName, scope(Scope), extensionName, memberName
  }

  private static let notTypeNames: Set<String> = [
    "func", "var", "let", "override", "final", "private", "public", "internal", "fileprivate", "open", "static",
    "subscript", "init",
  ]

  /// Adds what one file declares.
  mutating func add(_ data: Data) {
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
      let bytes = raw.bindMemory(to: UInt8.self)
      var scopes: [Scope] = []
      var pending = Pending.none
      var index = 0
      let count = bytes.count
      while index < count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "/") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "/") {
          while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
        } else if byte == UInt8(ascii: "/") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "*") {
          index = DeclaredTypeScan.endOfBlockComment(bytes, from: index + 2)
        } else if byte == UInt8(ascii: "\"") {
          index = DeclaredTypeScan.endOfString(bytes, from: index)
        } else if byte == UInt8(ascii: "{") {
          if case .scope(let scope) = pending { scopes.append(scope) } else { scopes.append(.other) }
          pending = .none
          index += 1
        } else if byte == UInt8(ascii: "}") {
          _ = scopes.popLast()
          pending = .none
          index += 1
        } else if DeclaredTypeScan.startsWord(byte) {
          let start = index
          while index < count && DeclaredTypeScan.continuesWord(bytes[index]) { index += 1 }
          let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
          // Most words are neither a keyword the scan follows nor a name one announced: no string is made for them.
          if pending != .none || DeclaredTypeScan.mayBeKeyword(word) {
            read(String(decoding: word, as: UTF8.self), scopes: scopes, pending: &pending)
          }
        } else {
          index += 1
        }
      }
    }
  }

  /// Reads one word, given the scopes around it and what the words before it announced.
  private mutating func read(_ word: String, scopes: [Scope], pending: inout Pending) {
    switch pending {
    case .typeName(let scope):
      guard !DeclaredTypeScan.notTypeNames.contains(word) else {
        // `class func`, `class var`: a member, not a type.
        pending = word == "func" || word == "var" || word == "let" ? .memberName : .none
        return
      }
      if scope == .reference { referenceTypes.insert(word) } else { valueTypes[word, default: 0] += 1 }
      pending = .scope(scope)
      return
    case .aliasName:
      // A typealias has no body: the next brace is someone else's.
      valueTypes[word, default: 0] += 1
      pending = .none
      return
    case .extensionName:
      pending = .scope(.extensionOf(word))
      return
    case .memberName:
      switch scopes.last {
      case nil, .reference?: memberNames.insert(word)
      case .extensionOf(let type)?: extensionMembers[type, default: []].insert(word)
      default: break
      }
      pending = .none
      return
    case .scope:
      // A declaration's header up to its brace: inheritance, `where` (`protocol P: class` included).
      return
    case .none:
      break
    }
    switch word {
    case "class", "actor", "protocol": pending = .typeName(.reference)
    case "struct", "enum": pending = .typeName(.value)
    case "typealias": pending = .aliasName
    case "extension": pending = .extensionName
    case "func":
      if case .reference? = scopes.last { pending = .memberName } else if case .extensionOf? = scopes.last {
        pending = .memberName
      }
    case "var", "let":
      switch scopes.last {
      case nil, .reference?, .extensionOf?: pending = .memberName
      default: break
      }
    default: break
    }
  }

  /// The index after the block comment whose body starts at `start`; block comments nest.
  private static func endOfBlockComment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var depth = 1
    var index = start
    while index + 1 < bytes.count && depth > 0 {
      if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
        depth -= 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else {
        index += 1
      }
    }
    return depth > 0 ? bytes.count : index
  }

  /// The index after the string literal opening at `start`: `"…"` ends at an unescaped quote or the line's end,
  /// `"""…"""` at three quotes.
  private static func endOfString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let quote = UInt8(ascii: "\"")
    let isMultiline = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
    var index = start + (isMultiline ? 3 : 1)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") {
        index += 2
      } else if byte == quote {
        if !isMultiline { return index + 1 }
        if index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote { return index + 3 }
        index += 1
      } else if byte == UInt8(ascii: "\n") && !isMultiline {
        return index + 1
      } else {
        index += 1
      }
    }
    return index
  }

  /// Whether a word may be one of the keywords `read` follows, by its length and first letter.
  private static func mayBeKeyword(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    switch (word.count, word.first ?? 0) {
    case (5, UInt8(ascii: "c")), (5, UInt8(ascii: "a")), (8, UInt8(ascii: "p")), (6, UInt8(ascii: "s")),
         (4, UInt8(ascii: "e")), (9, UInt8(ascii: "t")), (9, UInt8(ascii: "e")), (4, UInt8(ascii: "f")),
         (3, UInt8(ascii: "v")), (3, UInt8(ascii: "l")):
      return true
    default:
      return false
    }
  }

  private static func startsWord(_ byte: UInt8) -> Bool {
    (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 128
  }

  private static func continuesWord(_ byte: UInt8) -> Bool { startsWord(byte) || (byte >= 48 && byte <= 57) }
}
