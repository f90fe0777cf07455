/// Which old and new sections are the same section, by identity, and which of them kept their
/// items untouched.
@usableFromInline
struct SectionMatches {
  /// For each old section, its index in the new snapshot.
  @usableFromInline var newIndex: [Counterpart]
  /// For each new section, its index in the old snapshot.
  @usableFromInline var oldIndex: [Counterpart]
  /// For each old section, whether its item array is the new section's (same storage).
  @usableFromInline var oldKeepsItems: [Bool]
  /// For each new section, whether its item array is the old section's (same storage).
  @usableFromInline var newKeepsItems: [Bool]

  /// Matches the sections of `source` with those of `target`.
  ///
  /// A section whose item array shares storage with its old one did not change: copy-on-write makes
  /// that an O(1) check, and the diff skips such sections item by item.
  @inlinable
  init<Section, Item>(from source: Snapshot<Section, Item>, to target: Snapshot<Section, Item>) {
    let old = source.sections
    let new = target.sections
    var newIndex = Array(repeating: Counterpart.none, count: old.count)
    var oldIndex = Array(repeating: Counterpart.none, count: new.count)
    var chains = OccurrenceChains<Section.DifferenceIdentifier>(identities: old.count, positions: old.count)
    for i in old.indices.reversed() { chains.add(old[i].differenceIdentifier, at: i) }
    for j in new.indices {
      guard let i = chains.firstUnmatched(new[j].differenceIdentifier, isMatched: { newIndex[$0].exists })
      else { continue }
      newIndex[i] = Counterpart(j)
      oldIndex[j] = Counterpart(i)
    }
    var oldKeepsItems = Array(repeating: false, count: old.count)
    var newKeepsItems = Array(repeating: false, count: new.count)
    for j in new.indices {
      guard let i = oldIndex[j].index, Self.sameStorage(source.items[i], target.items[j]) else { continue }
      oldKeepsItems[i] = true
      newKeepsItems[j] = true
    }
    self.newIndex = newIndex
    self.oldIndex = oldIndex
    self.oldKeepsItems = oldKeepsItems
    self.newKeepsItems = newKeepsItems
  }

  /// Whether the sections found on both sides come in another order in the new snapshot.
  @inlinable
  var keptSectionsMove: Bool {
    var last = -1
    for counterpart in oldIndex {
      guard let i = counterpart.index else { continue }
      if i < last { return true }
      last = i
    }
    return false
  }

  /// Whether old section `i` stays and its items must be compared one by one.
  @inlinable
  func itemsChange(old i: Int) -> Bool { newIndex[i].exists && !oldKeepsItems[i] }

  /// Whether new section `j` was there before and its items must be compared one by one.
  @inlinable
  func itemsChange(new j: Int) -> Bool { oldIndex[j].exists && !newKeepsItems[j] }

  /// Whether two arrays share their storage (and so hold the same elements).
  @inlinable
  static func sameStorage<Item>(_ a: [Item], _ b: [Item]) -> Bool {
    guard a.count == b.count else { return false }
    if a.isEmpty { return true }
    return a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress } }
  }
}
