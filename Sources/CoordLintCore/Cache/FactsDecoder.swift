/// Decodes values written by `FactsEncoder`, straight from the bytes: containers are read in place and values
/// skipped by their lengths, so nothing is built in between.
struct FactsDecoder {
  func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
    var position = 0
    guard bytes.count >= FactsCoding.magic.count, Array(bytes[0..<FactsCoding.magic.count]) == FactsCoding.magic
    else { throw FactsCoding.Malformed() }
    position = FactsCoding.magic.count
    let storage = FactsBytes(bytes: bytes)
    let keyCount = try storage.varint(at: &position)
    var keys: [String] = []
    keys.reserveCapacity(Int(min(keyCount, 4096)))
    for _ in 0..<keyCount { keys.append(try storage.string(at: &position)) }
    storage.keys = keys
    let end = try storage.skip(at: position)
    guard end == bytes.count else { throw FactsCoding.Malformed() }
    return try Value(from: FactsDecoderImpl(storage: storage, position: position))
  }
}

/// The encoded bytes and the key table, shared by every container of one decoding.
final class FactsBytes {
  let bytes: [UInt8]
  var keys: [String] = []

  init(bytes: [UInt8]) { self.bytes = bytes }

  func byte(at position: inout Int) throws -> UInt8 {
    guard position < bytes.count else { throw FactsCoding.Malformed() }
    defer { position += 1 }
    return bytes[position]
  }

  func varint(at position: inout Int) throws -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let byte = try self.byte(at: &position)
      guard shift < 64 else { throw FactsCoding.Malformed() }
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
  }

  func string(at position: inout Int) throws -> String {
    let length = Int(try varint(at: &position))
    guard length >= 0, position + length <= bytes.count else { throw FactsCoding.Malformed() }
    defer { position += length }
    guard let string = String(validating: bytes[position..<(position + length)], as: UTF8.self) else {
      throw FactsCoding.Malformed()
    }
    return string
  }

  func length(at position: inout Int) throws -> Int {
    guard position + 4 <= bytes.count else { throw FactsCoding.Malformed() }
    var length = 0
    for index in 0..<4 { length |= Int(bytes[position + index]) << (8 * index) }
    position += 4
    guard position + length <= bytes.count else { throw FactsCoding.Malformed() }
    return length
  }

  func tag(at position: Int) throws -> FactsCoding.Tag {
    guard position < bytes.count, let tag = FactsCoding.Tag(rawValue: bytes[position]) else {
      throw FactsCoding.Malformed()
    }
    return tag
  }

  /// Where the value starting at `position` ends.
  func skip(at position: Int) throws -> Int {
    var cursor = position + 1
    switch try tag(at: position) {
    case .null, .falseValue, .trueValue: break
    case .signed, .unsigned: _ = try varint(at: &cursor)
    case .double:
      cursor += 8
      guard cursor <= bytes.count else { throw FactsCoding.Malformed() }
    case .string: _ = try varint(at: &cursor)
    case .keyed, .unkeyed: cursor += try length(at: &cursor)
    }
    return cursor
  }

  /// Opens the container at `position`: where its entries start and end.
  func container(_ expected: FactsCoding.Tag, at position: Int) throws -> (start: Int, end: Int) {
    guard try tag(at: position) == expected else { throw FactsCoding.Malformed() }
    var cursor = position + 1
    let length = try self.length(at: &cursor)
    return (cursor, cursor + length)
  }

  func keyName(at position: inout Int) throws -> String {
    let index = Int(try varint(at: &position))
    guard index < keys.count else { throw FactsCoding.Malformed() }
    return keys[index]
  }

  // MARK: - Scalars

  func decodeBool(at position: Int) throws -> Bool {
    switch try tag(at: position) {
    case .trueValue: return true
    case .falseValue: return false
    default: throw FactsCoding.Malformed()
    }
  }

  func decodeString(at position: Int) throws -> String {
    guard try tag(at: position) == .string else { throw FactsCoding.Malformed() }
    var cursor = position + 1
    return try keyName(at: &cursor)
  }

  func decodeDouble(at position: Int) throws -> Double {
    guard try tag(at: position) == .double, position + 9 <= bytes.count else { throw FactsCoding.Malformed() }
    var pattern: UInt64 = 0
    for index in 0..<8 { pattern |= UInt64(bytes[position + 1 + index]) << (8 * UInt64(index)) }
    return Double(bitPattern: pattern)
  }

  func decodeInteger<Integer: FixedWidthInteger>(_ type: Integer.Type, at position: Int) throws -> Integer {
    var cursor = position + 1
    switch try tag(at: position) {
    case .signed:
      let zigzag = try varint(at: &cursor)
      let value = Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1)))
      guard let result = Integer(exactly: value) else { throw FactsCoding.Malformed() }
      return result
    case .unsigned:
      guard let result = Integer(exactly: try varint(at: &cursor)) else { throw FactsCoding.Malformed() }
      return result
    default:
      throw FactsCoding.Malformed()
    }
  }

  /// Decodes any value at `position`, with fast paths for the scalars facts are made of.
  func decode<Value: Decodable>(_ type: Value.Type, at position: Int) throws -> Value {
    if Value.self == String.self { return try decodeString(at: position) as! Value }
    if Value.self == Int.self { return try decodeInteger(Int.self, at: position) as! Value }
    if Value.self == Bool.self { return try decodeBool(at: position) as! Value }
    return try Value(from: FactsDecoderImpl(storage: self, position: position))
  }
}

struct FactsDecoderImpl: Decoder {
  let storage: FactsBytes
  let position: Int
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    let (start, end) = try storage.container(.keyed, at: position)
    return KeyedDecodingContainer(FactsKeyedReader<Key>(storage: storage, start: start, end: end))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let (start, end) = try storage.container(.unkeyed, at: position)
    return FactsUnkeyedReader(storage: storage, cursor: start, end: end)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    FactsSingleReader(storage: storage, position: position)
  }
}

/// A keyed container read in the order it was written, which is the order synthesized `init(from:)` asks for
/// keys; a key asked out of order is searched for, and an absent one is nil for `decodeIfPresent`.
final class FactsKeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let storage: FactsBytes
  let start: Int
  let end: Int
  /// The next entry, where the next key asked for usually is.
  private var cursor: Int

  init(storage: FactsBytes, start: Int, end: Int) {
    self.storage = storage
    self.start = start
    self.end = end
    cursor = start
  }

  var codingPath: [any CodingKey] { [] }

  var allKeys: [Key] {
    var keys: [Key] = []
    var position = start
    while position < end {
      guard let name = try? storage.keyName(at: &position), let next = try? storage.skip(at: position) else {
        return keys
      }
      if let key = Key(stringValue: name) { keys.append(key) }
      position = next
    }
    return keys
  }

  /// Where `key`'s value starts, moving the cursor past it; nil when the container has no such key.
  private func find(_ key: Key) throws -> Int? {
    let name = key.stringValue
    if cursor < end {
      var position = cursor
      if try storage.keyName(at: &position) == name {
        cursor = try storage.skip(at: position)
        return position
      }
    }
    var position = start
    while position < end {
      let found = try storage.keyName(at: &position) == name
      let next = try storage.skip(at: position)
      if found {
        cursor = next
        return position
      }
      position = next
    }
    return nil
  }

  private func require(_ key: Key) throws -> Int {
    guard let position = try find(key) else { throw FactsCoding.Malformed() }
    return position
  }

  func contains(_ key: Key) -> Bool {
    let saved = cursor
    defer { cursor = saved }
    return (try? find(key)) != nil
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    let saved = cursor
    guard let position = try find(key) else { throw FactsCoding.Malformed() }
    if try storage.tag(at: position) == .null { return true }
    // Not nil: the caller decodes the value next, so leave the cursor at its key.
    cursor = saved
    return false
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try storage.decodeBool(at: require(key)) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try storage.decodeString(at: require(key)) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try storage.decodeDouble(at: require(key)) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    Float(try storage.decodeDouble(at: require(key)))
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try storage.decodeInteger(Int.self, at: require(key))
  }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try storage.decode(T.self, at: require(key))
  }

  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    try decodeOptional(key) { try self.storage.decodeString(at: $0) }
  }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    try decodeOptional(key) { try self.storage.decodeInteger(Int.self, at: $0) }
  }
  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    try decodeOptional(key) { try self.storage.decodeBool(at: $0) }
  }
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    try decodeOptional(key) { try self.storage.decode(T.self, at: $0) }
  }

  private func decodeOptional<T>(_ key: Key, _ decode: (Int) throws -> T) throws -> T? {
    guard let position = try find(key), try storage.tag(at: position) != .null else { return nil }
    return try decode(position)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type,
                                             forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
    let (start, end) = try storage.container(.keyed, at: require(key))
    return KeyedDecodingContainer(FactsKeyedReader<NestedKey>(storage: storage, start: start, end: end))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let (start, end) = try storage.container(.unkeyed, at: require(key))
    return FactsUnkeyedReader(storage: storage, cursor: start, end: end)
  }

  func superDecoder() throws -> any Decoder {
    guard let key = Key(stringValue: "super") else { throw FactsCoding.Malformed() }
    return FactsDecoderImpl(storage: storage, position: try require(key))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    FactsDecoderImpl(storage: storage, position: try require(key))
  }
}

struct FactsUnkeyedReader: UnkeyedDecodingContainer {
  let storage: FactsBytes
  var cursor: Int
  let end: Int
  private(set) var currentIndex = 0

  init(storage: FactsBytes, cursor: Int, end: Int) {
    self.storage = storage
    self.cursor = cursor
    self.end = end
  }

  var codingPath: [any CodingKey] { [] }
  var count: Int? { nil }
  var isAtEnd: Bool { cursor >= end }

  /// The next value's position, moving past it.
  private mutating func next() throws -> Int {
    guard cursor < end else { throw FactsCoding.Malformed() }
    let position = cursor
    cursor = try storage.skip(at: position)
    guard cursor <= end else { throw FactsCoding.Malformed() }
    currentIndex += 1
    return position
  }

  mutating func decodeNil() throws -> Bool {
    guard cursor < end, try storage.tag(at: cursor) == .null else { return false }
    _ = try next()
    return true
  }

  mutating func decode(_ type: String.Type) throws -> String { try storage.decodeString(at: next()) }
  mutating func decode(_ type: Bool.Type) throws -> Bool { try storage.decodeBool(at: next()) }
  mutating func decode(_ type: Int.Type) throws -> Int { try storage.decodeInteger(Int.self, at: next()) }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try storage.decode(T.self, at: next()) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type)
    throws -> KeyedDecodingContainer<NestedKey> {
    let (start, end) = try storage.container(.keyed, at: next())
    return KeyedDecodingContainer(FactsKeyedReader<NestedKey>(storage: storage, start: start, end: end))
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let (start, end) = try storage.container(.unkeyed, at: next())
    return FactsUnkeyedReader(storage: storage, cursor: start, end: end)
  }

  mutating func superDecoder() throws -> any Decoder {
    FactsDecoderImpl(storage: storage, position: try next())
  }
}

struct FactsSingleReader: SingleValueDecodingContainer {
  let storage: FactsBytes
  let position: Int
  var codingPath: [any CodingKey] { [] }

  func decodeNil() -> Bool { (try? storage.tag(at: position)) == .null }
  func decode(_ type: Bool.Type) throws -> Bool { try storage.decodeBool(at: position) }
  func decode(_ type: String.Type) throws -> String { try storage.decodeString(at: position) }
  func decode(_ type: Double.Type) throws -> Double { try storage.decodeDouble(at: position) }
  func decode(_ type: Float.Type) throws -> Float { Float(try storage.decodeDouble(at: position)) }
  func decode(_ type: Int.Type) throws -> Int { try storage.decodeInteger(Int.self, at: position) }
  func decode(_ type: Int8.Type) throws -> Int8 { try storage.decodeInteger(Int8.self, at: position) }
  func decode(_ type: Int16.Type) throws -> Int16 { try storage.decodeInteger(Int16.self, at: position) }
  func decode(_ type: Int32.Type) throws -> Int32 { try storage.decodeInteger(Int32.self, at: position) }
  func decode(_ type: Int64.Type) throws -> Int64 { try storage.decodeInteger(Int64.self, at: position) }
  func decode(_ type: UInt.Type) throws -> UInt { try storage.decodeInteger(UInt.self, at: position) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try storage.decodeInteger(UInt8.self, at: position) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try storage.decodeInteger(UInt16.self, at: position) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try storage.decodeInteger(UInt32.self, at: position) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try storage.decodeInteger(UInt64.self, at: position) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try storage.decode(T.self, at: position) }
}
