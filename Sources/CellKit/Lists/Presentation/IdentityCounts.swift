import Foundation

/// How many times each item identity appears in the shown snapshot, kept up to date from each
/// batch of changes once counted.
///
/// The counts cost about four words an item (the table, the identities, and at the peak of a
/// count the order it fills the table in), several times a list of small items: a list adapter
/// counts only when an update needs them, and otherwise checks its snapshots with
/// ``repeats(in:)``, which keeps nothing. Until ``recount(_:)``, and after ``drop()``, the counts
/// are not kept (``isKept`` is false) and every edit is ignored.
///
/// An open-addressing table of its own rather than a dictionary: the adapter's code is generic and
/// not specialized for the app's item type (but for the bulk counts, see ``ItemLoops``), and a
/// dictionary reached through generic code looks up its type metadata on every access. Here each identity is hashed once; a slot is one
/// word, 32 bits of the hash beside the index of its entry, so a probe reads one word and compares
/// identities only when those bits agree; deletion shifts the probe run back (no tombstones), so a
/// table that sees many edits stays fast. Counts above one are kept aside: without duplicates the
/// table is one word a slot and the identities themselves.
@usableFromInline
package struct IdentityCounts<ID: Hashable> {
  @inlinable
  package init() {}

  /// One word a slot: 32 bits of the hash above the index of the entry plus one (0: empty).
  @usableFromInline var slots: [UInt64] = []
  @usableFromInline var mask = -1
  /// The identities, one entry each, densely.
  @usableFromInline var ids: [ID] = []
  /// For the entries that appear more than once: how many more times.
  @usableFromInline var extra: [Int: Int] = [:]
  /// Whether the counts are kept: counted by ``recount(_:)`` and not dropped since.
  @usableFromInline package var isKept = false
  /// How many identities appear more than once.
  ///
  /// - Precondition: ``isKept``.
  @inlinable
  package var repeated: Int {
    assert(isKept, "identity counts read while not kept: count them with recount(_:) first")
    return extra.count
  }

  /// Forgets the counts and their memory; edits are ignored until the next ``recount(_:)``.
  @inlinable
  package mutating func drop() {
    self = Self()
  }

  /// Counts the identities of `snapshot` afresh.
  ///
  /// The identities are placed in the order of the slots they hash to, so that filling the table
  /// walks it from one end to the other instead of jumping through memory once per identity (a
  /// million identities fill a table far larger than the processor's caches).
  ///
  /// - Complexity: O(n) expected, each identity hashed once.
  @inlinable
  package mutating func recount<Section, Item>(_ snapshot: Snapshot<Section, Item>)
  where Item.DifferenceIdentifier == ID {
    let count = snapshot.numberOfItems
    isKept = true
    extra = [:]
    slots = []
    resize(toHold: count)
    // Written through pointers: appending to an array of a generic element from code that is not
    // specialized costs a metadata lookup per element.
    var tags = [UInt32](repeating: 0, count: count)
    // No items, no array of capacity 0: that would write its count into the storage every empty
    // array shares, which other threads read (ThreadSanitizer reports it).
    ids =
      count == 0
      ? []
      : tags.withUnsafeMutableBufferPointer { tags in
        [ID](unsafeUninitializedCapacity: count) { ids, initialized in
          for section in snapshot.items {
            section.withUnsafeBufferPointer { buffer in
              for index in buffer.indices {
                let id = buffer[index].differenceIdentifier
                tags[initialized] = Self.tag(id)
                (ids.baseAddress! + initialized).initialize(to: id)
                initialized += 1
              }
            }
          }
        }
      }
    // A counting sort of the entries by the top bits of their first slot.
    let slotBits = mask.nonzeroBitCount
    let shift = max(slotBits - 12, 0)
    var starts = [Int](repeating: 0, count: (1 << (slotBits - shift)) + 1)
    for tag in tags { starts[(Int(tag) & mask) >> shift + 1] += 1 }
    for bucket in starts.indices.dropFirst() { starts[bucket] += starts[bucket - 1] }
    var order = [Int32](repeating: 0, count: count)
    for (entry, tag) in tags.enumerated() {
      let bucket = (Int(tag) & mask) >> shift
      order[starts[bucket]] = Int32(truncatingIfNeeded: entry)
      starts[bucket] += 1
    }
    for entry in order {
      let entry = Int(entry)
      var slot = Int(tags[entry]) & mask
      while slots[slot] != 0 {
        let other = Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) - 1
        if UInt32(truncatingIfNeeded: slots[slot] >> 32) == tags[entry] && ids[other] == ids[entry] {
          // A repeated identity: the entries are no longer one per identity; count one by one.
          return recountOneByOne(snapshot)
        }
        slot = (slot + 1) & mask
      }
      slots[slot] = UInt64(tags[entry]) << 32 | UInt64(entry + 1)
    }
  }

  /// Counts the identities of `snapshot` afresh, adding them one at a time.
  @inlinable
  mutating func recountOneByOne<Section, Item>(_ snapshot: Snapshot<Section, Item>)
  where Item.DifferenceIdentifier == ID {
    isKept = true
    ids = []
    extra = [:]
    slots = []
    resize(toHold: snapshot.numberOfItems)
    ids.reserveCapacity(snapshot.numberOfItems)
    for section in snapshot.items {
      section.withUnsafeBufferPointer { buffer in
        for index in buffer.indices { add(buffer[index].differenceIdentifier) }
      }
    }
  }

  /// Applies one batch: removes what it deletes from `before`, adds what it inserts.
  @inlinable
  package mutating func update<Section, Item>(from before: Snapshot<Section, Item>, by stage: Changeset<Section, Item>)
  where Item.DifferenceIdentifier == ID {
    guard isKept else { return }
    let changes = stage.changes
    for s in changes.sectionDeleted {
      for item in before.items[s] { remove(item.differenceIdentifier) }
    }
    Self.forEach(at: changes.itemDeleted, in: before.items) { remove($0.differenceIdentifier) }
    for s in changes.sectionInserted {
      for item in stage.data.items[s] { add(item.differenceIdentifier) }
    }
    Self.forEach(at: changes.itemInserted, in: stage.data.items) { add($0.differenceIdentifier) }
  }

  /// Calls `body` with the item at each of `paths` in `items`, in order, reading each section's
  /// items in place while the paths stay in it.
  @inlinable
  static func forEach<Item>(at paths: [IndexPath], in items: [[Item]], _ body: (Item) -> Void) {
    items.withUnsafeBufferPointer { sections in
      var index = 0
      while index < paths.count {
        let section = paths[index].section
        sections[section].withUnsafeBufferPointer { rows in
          while index < paths.count, paths[index].section == section {
            body(rows[paths[index].row])
            index += 1
          }
        }
      }
    }
  }

  /// Whether `id` appears in the shown snapshot.
  ///
  /// - Precondition: ``isKept``.
  @inlinable
  package func contains(_ id: ID) -> Bool {
    assert(isKept, "identity counts read while not kept: count them with recount(_:) first")
    return !slots.isEmpty && find(id, tag: Self.tag(id)) >= 0
  }

  /// Counts one more appearance of `id`.
  @inlinable
  package mutating func add(_ id: ID) {
    guard isKept else { return }
    if (ids.count + 1) * 4 > slots.count * 3 { resize(toHold: ids.count + 1) }
    let tag = Self.tag(id)
    let found = find(id, tag: tag)
    if found >= 0 {
      extra[found, default: 0] += 1
      return
    }
    slots[-found - 1] = UInt64(tag) << 32 | UInt64(ids.count + 1)
    ids.append(id)
  }

  /// Counts one appearance of `id` fewer; the identity leaves the table at zero.
  @inlinable
  package mutating func remove(_ id: ID) {
    guard isKept, !slots.isEmpty else { return }
    let tag = Self.tag(id)
    let found = find(id, tag: tag)
    guard found >= 0 else { return }
    if let more = extra[found] {
      extra[found] = more == 1 ? nil : more - 1
      return
    }
    emptySlot(slot(of: found, tag: tag))
    // The last entry takes the removed entry's place, so entries stay dense.
    let last = ids.count - 1
    if found != last {
      let moved = slot(of: last, tag: Self.tag(ids[last]))
      slots[moved] = slots[moved] & 0xFFFF_FFFF_0000_0000 | UInt64(found + 1)
      ids.swapAt(found, last)
      if let more = extra.removeValue(forKey: last) { extra[found] = more }
    }
    ids.removeLast()
  }

  /// The bits of the hash a slot keeps; the low ones also choose the first slot to probe.
  @inlinable
  static func tag(_ id: ID) -> UInt32 { UInt32(truncatingIfNeeded: id.hashValue) }

  /// The entry of `id` (whose hash bits are `tag`), or the empty slot where it would go, as a
  /// negative number `-(slot + 1)`.
  @inlinable
  func find(_ id: ID, tag: UInt32) -> Int {
    var slot = Int(tag) & mask
    while true {
      let word = slots[slot]
      if word == 0 { return -(slot + 1) }
      let entry = Int(truncatingIfNeeded: word & 0xFFFF_FFFF) - 1
      if UInt32(truncatingIfNeeded: word >> 32) == tag && ids[entry] == id { return entry }
      slot = (slot + 1) & mask
    }
  }

  /// The slot that points at `entry`, whose hash bits are `tag`.
  @inlinable
  func slot(of entry: Int, tag: UInt32) -> Int {
    var slot = Int(tag) & mask
    while slots[slot] & 0xFFFF_FFFF != UInt64(entry + 1) { slot = (slot + 1) & mask }
    return slot
  }

  /// Empties `slot` and moves later slots of the same probe run back, so every entry stays
  /// reachable from its hash without tombstones.
  @inlinable
  mutating func emptySlot(_ slot: Int) {
    var hole = slot
    var next = (hole + 1) & mask
    while slots[next] != 0 {
      let home = Int(truncatingIfNeeded: slots[next] >> 32) & mask
      // The slot at `next` may move into the hole when the hole lies on its probe path, that is
      // cyclically between its home slot and where it is.
      if (hole - home) & mask < (next - home) & mask {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole] = 0
  }

  /// Makes room for `count` identities at most three quarters full, placing the entries again
  /// from the hash bits their slots keep (no identity is hashed again).
  @inlinable
  mutating func resize(toHold count: Int) {
    var capacity = 8
    while capacity * 3 < count * 4 { capacity <<= 1 }
    guard capacity != slots.count else { return }
    let old = slots
    slots = Array(repeating: 0, count: capacity)
    mask = capacity - 1
    for word in old where word != 0 {
      var slot = Int(truncatingIfNeeded: word >> 32) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = word
    }
  }
}
