extension IdentityCounts {
  /// Whether an item identity appears more than once in `snapshot`, found without keeping counts.
  ///
  /// A first pass marks a bit for each identity's hash in a table of about sixteen bits an item,
  /// and a second bit when a hash's bit was already set. Only when a bit was marked twice are the
  /// items on such bits (about one in seventeen, without repeats) compared, in a set of their own.
  /// At the peak that is two bit tables and that set, about a third of a word an item against the
  /// four words of ``recount(_:)``, and nothing is kept after.
  ///
  /// `Int` identities, the commonest, are spread over the table by a multiplication instead of the
  /// standard hasher: consecutive numbers then never share a bit, and the second pass is skipped.
  ///
  /// - Complexity: O(n) expected.
  @inlinable
  package static func repeats<Section, Item>(in snapshot: Snapshot<Section, Item>) -> Bool
  where Item.DifferenceIdentifier == ID {
    let count = snapshot.numberOfItems
    guard count > 1 else { return false }
    var log2Bits = 6
    while 1 << log2Bits < count * 16 { log2Bits += 1 }
    let bits = 1 << log2Bits
    var once = [UInt64](repeating: 0, count: bits / 64)
    var twice = [UInt64](repeating: 0, count: bits / 64)
    var collided = false
    once.withUnsafeMutableBufferPointer { once in
      twice.withUnsafeMutableBufferPointer { twice in
        for section in snapshot.items {
          // Items are read in place, by index: a copy of each would retain what it holds.
          section.withUnsafeBufferPointer { items in
            for index in items.indices {
              let bit = Self.bit(of: items[index].differenceIdentifier, log2Bits: log2Bits)
              let word = bit >> 6
              let flag = UInt64(1) << UInt64(bit & 63)
              if once[word] & flag == 0 {
                once[word] |= flag
              } else {
                twice[word] |= flag
                collided = true
              }
            }
          }
        }
      }
    }
    guard collided else { return false }
    once = []
    var candidates = Set<ID>()
    return twice.withUnsafeBufferPointer { twice in
      for section in snapshot.items {
        let found = section.withUnsafeBufferPointer { items in
          items.indices.contains { index in
            let id = items[index].differenceIdentifier
            let bit = Self.bit(of: id, log2Bits: log2Bits)
            return twice[bit >> 6] & UInt64(1) << UInt64(bit & 63) != 0 && !candidates.insert(id).inserted
          }
        }
        if found { return true }
      }
      return false
    }
  }

  /// The bit of a table of `1 << log2Bits` bits that `id` marks: the top bits of the integer times
  /// 2⁶⁴ divided by the golden ratio for an `Int`, the low bits of its hash otherwise.
  @inlinable
  static func bit(of id: ID, log2Bits: Int) -> Int {
    if ID.self == Int.self {
      let spread = UInt64(bitPattern: Int64(unsafeBitCast(id, to: Int.self))) &* 0x9E37_79B9_7F4A_7C15
      return Int(truncatingIfNeeded: spread >> UInt64(64 - log2Bits))
    }
    return id.hashValue & (1 << log2Bits - 1)
  }
}
