/// The positions of the old elements by identity, in order, so that each new element is matched
/// with the first old element of its identity not matched yet; duplicates match in order.
@usableFromInline
struct OccurrenceChains<ID: Hashable> {
  /// For each identity, its first old position.
  @usableFromInline var first: [ID: Int]
  /// For each old position, the next position with the same identity, or -1.
  @usableFromInline var next: [Int]

  /// Chains for `identities` old elements at positions below `positions`.
  @inlinable
  init(identities: Int, positions: Int) {
    first = [:]
    first.reserveCapacity(identities)
    next = Array(repeating: -1, count: positions)
  }

  /// Records the element at `position` with `id`; positions are added from the last to the first.
  @inlinable
  mutating func add(_ id: ID, at position: Int) {
    if let head = first.updateValue(position, forKey: id) { next[position] = head }
  }

  /// The first position holding `id` that `isMatched` does not claim, or nil.
  @inlinable
  func firstUnmatched(_ id: ID, isMatched: (Int) -> Bool) -> Int? {
    guard var position = first[id] else { return nil }
    while isMatched(position) {
      position = next[position]
      if position < 0 { return nil }
    }
    return position
  }
}
