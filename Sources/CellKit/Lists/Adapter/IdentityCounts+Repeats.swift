extension IdentityCounts {
  /// Whether an item identity appears more than once in `snapshot`, found without keeping counts.
  ///
  /// A first pass marks a bit for each identity's hash in a table of about sixteen bits an item,
  /// and a second bit when a hash's bit was already set. Only the items on a doubly marked bit
  /// (about one in seventeen without repeats) are then compared, in a set of their own. At the peak
  /// that is two bits tables and that set: about a third of a word an item, against the four words
  /// of ``recount(_:)``, and nothing is kept after.
  ///
  /// - Complexity: O(n) expected, each identity hashed twice.
  @inlinable
  package static func repeats<Section, Item>(in snapshot: Snapshot<Section, Item>) -> Bool
  where Item.DifferenceIdentifier == ID {
    let count = snapshot.numberOfItems
    guard count > 1 else { return false }
    var bits = 64
    while bits < count * 16 { bits <<= 1 }
    let mask = bits - 1
    var once = [UInt64](repeating: 0, count: bits / 64)
    var twice = [UInt64](repeating: 0, count: bits / 64)
    var collided = false
    once.withUnsafeMutableBufferPointer { once in
      twice.withUnsafeMutableBufferPointer { twice in
        for section in snapshot.items {
          section.withUnsafeBufferPointer { items in
            for item in items {
              let bit = item.differenceIdentifier.hashValue & mask
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
          items.contains { item in
            let id = item.differenceIdentifier
            let bit = id.hashValue & mask
            return twice[bit >> 6] & UInt64(1) << UInt64(bit & 63) != 0 && !candidates.insert(id).inserted
          }
        }
        if found { return true }
      }
      return false
    }
  }
}
