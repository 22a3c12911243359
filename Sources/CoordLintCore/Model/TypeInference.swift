/// The properties whose types are being inferred from their initializers, outermost first: what keeps inference
/// from following a cycle of initializers (`var a = b; var b = a`, `lazy var router = router`) forever.
struct TypeInference: Sendable {
  /// How many initializers one inference reads through, one inside another; each is read with its own expression
  /// depth, so this bounds the stack, and no real declaration chains nearly as many.
  static let maximumChain = 32
  /// How many initializers one inference reads in all: `var b = a ?? a` over a chain reads 2^n of them.
  static let maximumReads = 4_096

  /// What one inference shares across its chain: the initializers left to read, and whether it came back to the
  /// property it started from.
  final class Probe: @unchecked Sendable {
    // Written and read by the one thread that runs the inference it was made for.
    var closesCycle = false
    var readsLeft = TypeInference.maximumReads
  }

  private(set) var chain: [String] = []
  private(set) var probe: Probe?

  init(probe: Probe? = nil) {
    self.probe = probe
  }

  /// What identifies a property: its declaring type and name.
  static func key(of member: FoundMember<PropertyDecl>) -> String {
    "\(member.owner.name).\(member.decl.name)"
  }

  /// The inference with `key` entered, or nil when `key` is already being inferred, or the chain or the reads are at
  /// their limit.
  func entering(_ key: String) -> TypeInference? {
    if chain.contains(key) {
      if chain.first == key { probe?.closesCycle = true }
      return nil
    }
    guard chain.count < Self.maximumChain else { return nil }
    var inner = self
    // The outermost property makes the shared state; an inference of an initializer that names no other property
    // (most of them) never reaches here twice.
    let shared = probe ?? Probe()
    guard shared.readsLeft > 0 else { return nil }
    shared.readsLeft -= 1
    inner.probe = shared
    inner.chain.append(key)
    return inner
  }
}
