/// A compact binary encoding for `Codable` values, used for cached facts: Foundation's JSON and property-list
/// decoders on Linux read facts back more slowly than swift-syntax parses the source again (element-ios: 2.3 s and
/// 6.9 s against 1.0 s), which would make a cache pointless.
///
/// The stream is a string table (every coding key and string value once) followed by one value: a tag byte, then a
/// varint (a number, or a string's index in the table), or for a container its body's length in four bytes and then
/// its entries (keyed: key index, value), so a reader can skip any value in one step. The table makes a file's path,
/// repeated in every location, one string that every decoded location shares. Decoding never guesses: a key, a tag or a length that does not fit throws, and the
/// cache treats that as a miss.
enum FactsCoding {
  static let magic: [UInt8] = Array("CLF1".utf8)

  enum Tag: UInt8 {
    case null = 0, falseValue, trueValue, signed, unsigned, double, string, keyed, unkeyed
  }

  struct Malformed: Error {}
}

/// Encodes a value in the `FactsCoding` format.
struct FactsEncoder {
  func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
    let state = FactsEncoderState()
    try state.encodeValue(value)
    var output = FactsCoding.magic
    output.reserveCapacity(state.bytes.count + state.keys.count * 12 + 8)
    appendVarint(UInt64(state.keys.count), to: &output)
    for key in state.keys { appendString(key, to: &output) }
    output.append(contentsOf: state.bytes)
    return output
  }
}

func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
  var rest = value
  while rest >= 0x80 {
    bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
    rest >>= 7
  }
  bytes.append(UInt8(rest))
}

func appendString(_ string: String, to bytes: inout [UInt8]) {
  var copy = string
  copy.withUTF8 { utf8 in
    appendVarint(UInt64(utf8.count), to: &bytes)
    bytes.append(contentsOf: utf8)
  }
}

/// The bytes written so far and the containers still open; shared by every container of one encoding.
final class FactsEncoderState {
  var bytes: [UInt8] = []
  /// The string table: coding keys and string values, each once.
  var keys: [String] = []
  var keyIndex: [String: Int] = [:]
  /// Where each open container's length goes, innermost last.
  var open: [Int] = []

  /// Writes one value; the containers it opened are closed (their lengths filled in) when it returns, since
  /// `Encodable` gives no other sign that a container is finished.
  func encodeValue<Value: Encodable>(_ value: Value) throws {
    let depth = open.count
    let start = bytes.count
    try value.encode(to: FactsEncoderImpl(state: self))
    while open.count > depth { close() }
    if bytes.count == start { bytes.append(FactsCoding.Tag.null.rawValue) }
  }

  func openContainer(_ tag: FactsCoding.Tag) {
    bytes.append(tag.rawValue)
    open.append(bytes.count)
    bytes.append(contentsOf: [0, 0, 0, 0])
  }

  private func close() {
    let position = open.removeLast()
    let length = UInt32(truncatingIfNeeded: bytes.count - position - 4)
    for index in 0..<4 { bytes[position + index] = UInt8(truncatingIfNeeded: length >> (8 * UInt32(index))) }
  }

  func writeKey(_ key: some CodingKey) {
    appendVarint(UInt64(index(of: key.stringValue)), to: &bytes)
  }

  /// The string's index in the table, adding it on first use.
  private func index(of string: String) -> Int {
    if let known = keyIndex[string] { return known }
    let index = keys.count
    keys.append(string)
    keyIndex[string] = index
    return index
  }

  func writeNil() { bytes.append(FactsCoding.Tag.null.rawValue) }

  func write(_ value: Bool) {
    bytes.append((value ? FactsCoding.Tag.trueValue : .falseValue).rawValue)
  }

  func write(_ value: String) {
    bytes.append(FactsCoding.Tag.string.rawValue)
    appendVarint(UInt64(index(of: value)), to: &bytes)
  }

  func write(_ value: Double) {
    bytes.append(FactsCoding.Tag.double.rawValue)
    let pattern = value.bitPattern
    for index in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: pattern >> (8 * UInt64(index)))) }
  }

  func write<Integer: FixedWidthInteger>(_ value: Integer) {
    if Integer.isSigned {
      let wide = Int64(value)
      bytes.append(FactsCoding.Tag.signed.rawValue)
      appendVarint(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)), to: &bytes)
    } else {
      bytes.append(FactsCoding.Tag.unsigned.rawValue)
      appendVarint(UInt64(value), to: &bytes)
    }
  }
}

struct FactsEncoderImpl: Encoder {
  let state: FactsEncoderState
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    state.openContainer(.keyed)
    return KeyedEncodingContainer(FactsKeyedWriter<Key>(state: state))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    state.openContainer(.unkeyed)
    return FactsUnkeyedWriter(state: state)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { FactsSingleWriter(state: state) }
}

struct FactsKeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let state: FactsEncoderState
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) throws {
    state.writeKey(key)
    state.writeNil()
  }

  mutating func encode(_ value: Bool, forKey key: Key) throws {
    state.writeKey(key)
    state.write(value)
  }

  mutating func encode(_ value: String, forKey key: Key) throws {
    state.writeKey(key)
    state.write(value)
  }

  mutating func encode(_ value: Double, forKey key: Key) throws {
    state.writeKey(key)
    state.write(value)
  }

  mutating func encode(_ value: Float, forKey key: Key) throws {
    state.writeKey(key)
    state.write(Double(value))
  }

  mutating func encode(_ value: Int, forKey key: Key) throws {
    state.writeKey(key)
    state.write(value)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    state.writeKey(key)
    try state.encodeValue(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                      forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
    state.writeKey(key)
    state.openContainer(.keyed)
    return KeyedEncodingContainer(FactsKeyedWriter<NestedKey>(state: state))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    state.writeKey(key)
    state.openContainer(.unkeyed)
    return FactsUnkeyedWriter(state: state)
  }

  mutating func superEncoder() -> any Encoder {
    state.writeKey(FactsSuperKey())
    return FactsEncoderImpl(state: state)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    state.writeKey(key)
    return FactsEncoderImpl(state: state)
  }
}

struct FactsUnkeyedWriter: UnkeyedEncodingContainer {
  let state: FactsEncoderState
  var codingPath: [any CodingKey] { [] }
  private(set) var count = 0

  init(state: FactsEncoderState) { self.state = state }

  mutating func encodeNil() throws {
    count += 1
    state.writeNil()
  }

  mutating func encode(_ value: String) throws {
    count += 1
    state.write(value)
  }

  mutating func encode(_ value: Bool) throws {
    count += 1
    state.write(value)
  }

  mutating func encode(_ value: Int) throws {
    count += 1
    state.write(value)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    count += 1
    try state.encodeValue(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey> {
    count += 1
    state.openContainer(.keyed)
    return KeyedEncodingContainer(FactsKeyedWriter<NestedKey>(state: state))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    count += 1
    state.openContainer(.unkeyed)
    return FactsUnkeyedWriter(state: state)
  }

  mutating func superEncoder() -> any Encoder {
    count += 1
    return FactsEncoderImpl(state: state)
  }
}

struct FactsSingleWriter: SingleValueEncodingContainer {
  let state: FactsEncoderState
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() throws { state.writeNil() }
  mutating func encode(_ value: Bool) throws { state.write(value) }
  mutating func encode(_ value: String) throws { state.write(value) }
  mutating func encode(_ value: Double) throws { state.write(value) }
  mutating func encode(_ value: Float) throws { state.write(Double(value)) }
  mutating func encode(_ value: Int) throws { state.write(value) }
  mutating func encode(_ value: Int8) throws { state.write(value) }
  mutating func encode(_ value: Int16) throws { state.write(value) }
  mutating func encode(_ value: Int32) throws { state.write(value) }
  mutating func encode(_ value: Int64) throws { state.write(value) }
  mutating func encode(_ value: UInt) throws { state.write(value) }
  mutating func encode(_ value: UInt8) throws { state.write(value) }
  mutating func encode(_ value: UInt16) throws { state.write(value) }
  mutating func encode(_ value: UInt32) throws { state.write(value) }
  mutating func encode(_ value: UInt64) throws { state.write(value) }
  mutating func encode<T: Encodable>(_ value: T) throws { try state.encodeValue(value) }
}

/// The key `superEncoder()` and `superDecoder()` use, as in Foundation's coders.
struct FactsSuperKey: CodingKey {
  var stringValue: String { "super" }
  var intValue: Int? { nil }
  init() {}
  init?(stringValue: String) { guard stringValue == "super" else { return nil } }
  init?(intValue: Int) { nil }
}
