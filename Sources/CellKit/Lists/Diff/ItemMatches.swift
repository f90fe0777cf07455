/// Which old and new items are the same item, by identity, over the items of the sections whose
/// items change, numbered in order across those sections ("flat" indices). Sections that kept
/// their item array take no room, so a small edit to a long list costs the sections it touches.
@usableFromInline
struct ItemMatches {
  /// Where an old item was: its section and its position there.
  @usableFromInline
  struct Place {
    @usableFromInline var section: Int
    @usableFromInline var position: Int

    @inlinable init(section: Int, position: Int) {
      self.section = section
      self.position = position
    }
  }

  /// For each old item, where it was (set for the items of sections whose items change).
  @usableFromInline var oldPlace: [Place]
  /// For each old item, the flat index of the same item in the new snapshot.
  @usableFromInline var newIndex: [Counterpart]
  /// For each new item, the flat index of the same item in the old snapshot.
  @usableFromInline var oldIndex: [Counterpart]
  /// For each new section whose items change, the flat index of its first item.
  @usableFromInline var newOffsets: [Int]
  /// For each old section whose items change, the flat index of its first item.
  @usableFromInline var oldOffsets: [Int]

  /// Matches the items of the sections that stay and whose items change.
  ///
  /// The common prefix and suffix of each pair of sections are matched in place first (edits are
  /// usually local), leaving only the middles to hash.
  @inlinable
  init<Section, Item>(
    from source: Snapshot<Section, Item>, to target: Snapshot<Section, Item>, sections: SectionMatches
  ) {
    let oldItems = source.items
    let newItems = target.items
    let (oldOffsets, oldCount) = Self.offsets(of: oldItems) { sections.itemsChange(old: $0) }
    let (newOffsets, newCount) = Self.offsets(of: newItems) { sections.itemsChange(new: $0) }
    self.oldOffsets = oldOffsets
    self.newOffsets = newOffsets
    oldPlace = Array(repeating: Place(section: 0, position: 0), count: oldCount)
    newIndex = Array(repeating: .none, count: oldCount)
    oldIndex = Array(repeating: .none, count: newCount)
    let (oldMiddles, newMiddles) = matchEnds(of: oldItems, newItems, sections: sections)
    matchMiddles(oldMiddles, of: oldItems, newMiddles, of: newItems, oldCount: oldCount)
  }

  /// The flat index of the first item of each section whose items change, and the number of those
  /// items.
  @inlinable
  static func offsets<Item>(of items: [[Item]], changing itemsChange: (Int) -> Bool) -> ([Int], Int) {
    var count = 0
    var offsets = Array(repeating: 0, count: items.count)
    for s in items.indices where itemsChange(s) {
      offsets[s] = count
      count += items[s].count
    }
    return (offsets, count)
  }

  /// Places the old items of the sections whose items change, and matches the common prefix and
  /// suffix of each pair of sections in place; returns the middles left to match, by section.
  @inlinable
  mutating func matchEnds<Item: Differentiable>(
    of oldItems: [[Item]], _ newItems: [[Item]], sections: SectionMatches
  ) -> (old: [Range<Int>], new: [Range<Int>]) {
    var oldMiddles = Array(repeating: 0..<0, count: oldItems.count)
    var newMiddles = Array(repeating: 0..<0, count: newItems.count)
    for s in oldItems.indices where sections.itemsChange(old: s) {
      let base = oldOffsets[s]
      for p in oldItems[s].indices { oldPlace[base + p] = Place(section: s, position: p) }
      let j = sections.newIndex[s].raw
      let old = oldItems[s]
      let new = newItems[j]
      let shorter = min(old.count, new.count)
      var prefix = 0
      while prefix < shorter && old[prefix].differenceIdentifier == new[prefix].differenceIdentifier {
        prefix += 1
      }
      var suffix = 0
      while suffix < shorter - prefix
        && old[old.count - 1 - suffix].differenceIdentifier == new[new.count - 1 - suffix].differenceIdentifier
      {
        suffix += 1
      }
      let newBase = newOffsets[j]
      for p in 0..<prefix { link(base + p, newBase + p) }
      for q in 0..<suffix { link(base + old.count - 1 - q, newBase + new.count - 1 - q) }
      oldMiddles[s] = prefix..<(old.count - suffix)
      newMiddles[j] = prefix..<(new.count - suffix)
    }
    return (oldMiddles, newMiddles)
  }

  /// Matches the middles by identity: each new item with the first old one of its identity not
  /// matched yet.
  @inlinable
  mutating func matchMiddles<Item: Differentiable>(
    _ oldMiddles: [Range<Int>], of oldItems: [[Item]], _ newMiddles: [Range<Int>], of newItems: [[Item]],
    oldCount: Int
  ) {
    let hashed = oldMiddles.reduce(0) { $0 + $1.count }
    guard hashed > 0 else { return }
    var chains = OccurrenceChains<Item.DifferenceIdentifier>(identities: hashed, positions: oldCount)
    for s in oldItems.indices.reversed() where !oldMiddles[s].isEmpty {
      let section = oldItems[s]
      let base = oldOffsets[s]
      for p in oldMiddles[s].reversed() { chains.add(section[p].differenceIdentifier, at: base + p) }
    }
    for j in newItems.indices where !newMiddles[j].isEmpty {
      let section = newItems[j]
      let base = newOffsets[j]
      for q in newMiddles[j] {
        guard let i = chains.firstUnmatched(section[q].differenceIdentifier, isMatched: { newIndex[$0].exists })
        else { continue }
        link(i, base + q)
      }
    }
  }

  @inlinable
  mutating func link(_ old: Int, _ new: Int) {
    newIndex[old] = Counterpart(new)
    oldIndex[new] = Counterpart(old)
  }

}
