/// The positions of the old elements by identity, in order, so that each new element is matched
/// with the first old element of its identity not matched yet; duplicates match in order.
///
/// An open-addressing table of its own: each identity is hashed once, and each slot holds the hash
/// beside the index of its entry, so a probe reads one cache line and compares identities only
/// when the hashes agree. Equal identities then compare fast (copies of the same string share
/// their storage).
@usableFromInline
struct OccurrenceChains<ID: Hashable> {
  /// Two integers a slot: the hash, then the index of the entry (-1 when the slot is empty).
  @usableFromInline var slots: [Int]
  @usableFromInline var mask: Int
  /// For each entry (one per distinct identity): its identity and its first position.
  @usableFromInline var ids: [ID] = []
  @usableFromInline var first: [Int] = []
  /// For each old position, the next position with the same identity, or -1.
  @usableFromInline var next: [Int]

  /// Chains for `identities` old elements at positions below `positions`.
  @inlinable
  init(identities: Int, positions: Int) {
    var capacity = 8
    while capacity < identities * 2 { capacity <<= 1 }
    slots = Array(repeating: -1, count: capacity * 2)
    mask = capacity - 1
    ids.reserveCapacity(identities)
    first.reserveCapacity(identities)
    next = Array(repeating: -1, count: positions)
  }

  /// The entry of `id` (whose hash is `hash`), or the empty slot where it would go, as a negative
  /// number `-(slot + 1)`.
  @inlinable
  func find(_ id: ID, hash: Int) -> Int {
    var slot = hash & mask
    while true {
      let entry = slots[2 * slot + 1]
      if entry < 0 { return -(slot + 1) }
      if slots[2 * slot] == hash && ids[entry] == id { return entry }
      slot = (slot + 1) & mask
    }
  }

  /// Records the element at `position` with `id`; positions are added from the last to the first.
  @inlinable
  mutating func add(_ id: ID, at position: Int) {
    let hash = id.hashValue
    let found = find(id, hash: hash)
    if found >= 0 {
      next[position] = first[found]
      first[found] = position
      return
    }
    let slot = -found - 1
    slots[2 * slot] = hash
    slots[2 * slot + 1] = ids.count
    ids.append(id)
    first.append(position)
  }

  /// The first position holding `id` that `isMatched` does not claim, or nil.
  @inlinable
  func firstUnmatched(_ id: ID, isMatched: (Int) -> Bool) -> Int? {
    let entry = find(id, hash: id.hashValue)
    guard entry >= 0 else { return nil }
    var position = first[entry]
    while isMatched(position) {
      position = next[position]
      if position < 0 { return nil }
    }
    return position
  }
}
