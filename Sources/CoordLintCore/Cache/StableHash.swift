/// FNV-1a with 64 bits: a hash that is the same on every run and machine (Swift's `Hasher` is seeded per
/// process), for cache keys and file names.
///
/// Not a cryptographic hash, and it need not be one: it only decides whether a file's cached facts are still its
/// facts, and the key also holds the file's size and path. Each step (xor a byte, multiply by an odd prime) is a
/// bijection of the state, so two inputs of equal length that differ in one byte always hash differently; chance
/// collisions between edits are about 2⁻⁶⁴. Foundation on Linux has no CryptoKit, and swift-crypto would add
/// BoringSSL to every build for this one use.
struct StableHash {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func combine(_ bytes: UnsafeRawBufferPointer) {
    var state = value
    for byte in bytes {
      state ^= UInt64(byte)
      state = state &* 0x0000_0100_0000_01B3
    }
    value = state
  }

  mutating func combine(_ string: String) {
    var copy = string
    copy.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    // A separator, so ("ab", "c") and ("a", "bc") differ.
    withUnsafeBytes(of: UInt8(0)) { combine($0) }
  }

  /// Sixteen lowercase hex digits.
  var hex: String { StableHash.hex(value) }

  /// A hash value as sixteen lowercase hex digits.
  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
