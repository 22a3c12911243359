/// The members of a type's declaration and extensions read as one list, without copying them: each part is the
/// member array its declaration already holds (shared, not copied), indexed across parts.
///
/// Hand-written because merging copied every member of every type a second time (7 % of the heap at 250k lines);
/// a type has one to a few parts, so finding an index's part is a short scan.
public struct MemberList<Element: Sendable>: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
  private let parts: [[Element]]
  /// Where each part starts in the list.
  private let starts: [Int]
  public let endIndex: Int
  public var startIndex: Int { 0 }

  init(_ parts: [[Element]]) {
    let kept = parts.filter { !$0.isEmpty }
    self.parts = kept
    var starts: [Int] = []
    var total = 0
    for part in kept {
      starts.append(total)
      total += part.count
    }
    self.starts = starts
    endIndex = total
  }

  /// `[]` where a type is missing (`codebase.type(key)?.functions ?? []`).
  public init(arrayLiteral elements: Element...) { self.init([elements]) }

  public subscript(position: Int) -> Element {
    var part = parts.count - 1
    while starts[part] > position { part -= 1 }
    return parts[part][position - starts[part]]
  }

  public func index(after i: Int) -> Int { i + 1 }
  public func index(before i: Int) -> Int { i - 1 }
}
