import Foundation

/// The working state of one diff; see ``StagedChangeset/init(from:to:)``.
@usableFromInline
struct ListDiff<Section: Differentiable, Item: Differentiable> {
  @usableFromInline let source: Snapshot<Section, Item>
  @usableFromInline let target: Snapshot<Section, Item>
  /// For each old section, its new index, or -1 when deleted.
  @usableFromInline var sectionOldToNew: [Int]
  /// For each new section, its old index, or -1 when inserted.
  @usableFromInline var sectionNewToOld: [Int]
  /// For each old item (flattened), its old section.
  @usableFromInline var oldSection: [Int]
  /// For each old item (flattened), its position in its section.
  @usableFromInline var oldPosition: [Int]
  /// For each old item (flattened), the flat index of its match among new items, or -1.
  @usableFromInline var oldToNew: [Int]
  /// For each new section, the flat index of its first item.
  @usableFromInline var newOffsets: [Int]
  /// For each new item (flattened), the flat index of its match among old items, or -1.
  @usableFromInline var newToOld: [Int]
  /// For each old section, whether its items are the new section's items unchanged (same storage).
  @usableFromInline var oldUnchanged: [Bool]
  /// For each new section, whether its items are its old section's items unchanged.
  @usableFromInline var newUnchanged: [Bool]

  @inlinable
  init(source: Snapshot<Section, Item>, target: Snapshot<Section, Item>) {
    self.source = source
    self.target = target
    sectionOldToNew = []
    sectionNewToOld = []
    oldSection = []
    oldPosition = []
    oldToNew = []
    newOffsets = []
    newToOld = []
    oldUnchanged = []
    newUnchanged = []
    matchSections()
    matchItems()
  }

  @inlinable
  mutating func matchSections() {
    let old = source.sections
    let new = target.sections
    sectionOldToNew = Array(repeating: -1, count: old.count)
    sectionNewToOld = Array(repeating: -1, count: new.count)
    var first: [Section.DifferenceIdentifier: Int] = [:]
    first.reserveCapacity(old.count)
    var next = Array(repeating: -1, count: old.count)
    for i in old.indices.reversed() {
      if let head = first.updateValue(i, forKey: old[i].differenceIdentifier) { next[i] = head }
    }
    for j in new.indices {
      guard var i = first[new[j].differenceIdentifier] else { continue }
      while i >= 0 && sectionOldToNew[i] >= 0 { i = next[i] }
      if i >= 0 {
        sectionOldToNew[i] = j
        sectionNewToOld[j] = i
      }
    }
    // A section whose item array shares storage with the old one did not change: copy-on-write
    // makes that an O(1) check, and such sections are skipped item by item below.
    oldUnchanged = Array(repeating: false, count: old.count)
    newUnchanged = Array(repeating: false, count: new.count)
    for j in new.indices where sectionNewToOld[j] >= 0 {
      let i = sectionNewToOld[j]
      if ListDiff.sameStorage(source.items[i], target.items[j]) {
        oldUnchanged[i] = true
        newUnchanged[j] = true
      }
    }
  }

  /// Whether two arrays share their storage (and so hold the same elements).
  @inlinable
  static func sameStorage(_ a: [Item], _ b: [Item]) -> Bool {
    guard a.count == b.count else { return false }
    if a.isEmpty { return true }
    return a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress } }
  }

  @inlinable
  mutating func matchItems() {
    let oldItems = source.items
    let newItems = target.items
    var oldOffsets = Array(repeating: 0, count: oldItems.count)
    var oldCount = 0
    for (s, section) in oldItems.enumerated() {
      oldOffsets[s] = oldCount
      oldCount += section.count
    }
    newOffsets = Array(repeating: 0, count: newItems.count)
    var newCount = 0
    for (j, section) in newItems.enumerated() {
      newOffsets[j] = newCount
      newCount += section.count
    }
    oldSection = Array(repeating: 0, count: oldCount)
    oldPosition = Array(repeating: 0, count: oldCount)
    oldToNew = Array(repeating: -1, count: oldCount)
    newToOld = Array(repeating: -1, count: newCount)

    // Sections that changed: positions, then the common prefix and suffix of each matched pair are
    // matched in place (edits are usually local), leaving only the middle to hash.
    var middleOld = Array(repeating: 0..<0, count: oldItems.count)
    var middleNew = Array(repeating: 0..<0, count: newItems.count)
    for s in oldItems.indices where !oldUnchanged[s] && sectionOldToNew[s] >= 0 {
      let base = oldOffsets[s]
      for p in oldItems[s].indices {
        oldSection[base + p] = s
        oldPosition[base + p] = p
      }
      let j = sectionOldToNew[s]
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
      middleOld[s] = prefix..<(old.count - suffix)
      middleNew[j] = prefix..<(new.count - suffix)
    }

    var hashed = 0
    for range in middleOld { hashed += range.count }
    guard hashed > 0 else { return }
    var first: [Item.DifferenceIdentifier: Int] = [:]
    first.reserveCapacity(hashed)
    var next = Array(repeating: -1, count: oldCount)
    for s in oldItems.indices.reversed() where !middleOld[s].isEmpty {
      let section = oldItems[s]
      let base = oldOffsets[s]
      for p in middleOld[s].reversed() {
        if let head = first.updateValue(base + p, forKey: section[p].differenceIdentifier) { next[base + p] = head }
      }
    }
    for j in newItems.indices where !middleNew[j].isEmpty {
      let section = newItems[j]
      let base = newOffsets[j]
      for q in middleNew[j] {
        guard var i = first[section[q].differenceIdentifier] else { continue }
        while i >= 0 && oldToNew[i] >= 0 { i = next[i] }
        if i >= 0 { link(i, base + q) }
      }
    }
  }

  @inlinable
  mutating func link(_ old: Int, _ new: Int) {
    oldToNew[old] = new
    newToOld[new] = old
  }

  @inlinable
  mutating func stages() -> [Changeset<Section, Item>] {
    var stages: [Changeset<Section, Item>] = []
    let oldItems = source.items
    let newItems = target.items

    // 1. Item reloads, at positions before any change.
    var reloaded = Changeset(data: source)
    var updatedItems = oldItems
    for j in newItems.indices where sectionNewToOld[j] >= 0 && !newUnchanged[j] {
      let offset = newOffsets[j]
      for (q, item) in newItems[j].enumerated() {
        let i = newToOld[offset + q]
        guard i >= 0 else { continue }
        let s = oldSection[i]
        let p = oldPosition[i]
        if !item.isContentEqual(to: oldItems[s][p]) {
          reloaded.changes.itemUpdated.append(IndexPath(row: p, section: s))
          updatedItems[s][p] = item
        }
      }
    }
    if !reloaded.changes.isEmpty {
      reloaded.data = Snapshot(sections: source.sections, items: updatedItems)
      stages.append(reloaded)
    }

    // 2. Deletes: sections gone, and items gone from the sections that stay.
    var deleted = Changeset(data: source)
    var afterDeleteIndex = Array(repeating: -1, count: source.sections.count)
    var afterDeletePosition = Array(repeating: -1, count: oldSection.count)
    var keptSections: [Section] = []
    var keptItems: [[Item]] = []
    keptSections.reserveCapacity(source.sections.count)
    keptItems.reserveCapacity(source.sections.count)
    var k = 0
    for s in oldItems.indices {
      let count = oldItems[s].count
      guard sectionOldToNew[s] >= 0 else {
        deleted.changes.sectionDeleted.append(s)
        k += count
        continue
      }
      afterDeleteIndex[s] = keptSections.count
      keptSections.append(source.sections[s])
      guard !oldUnchanged[s] else {
        keptItems.append(oldItems[s])
        k += count
        continue
      }
      var remaining: [Item] = []
      remaining.reserveCapacity(count)
      let sectionItems = updatedItems[s]
      for p in 0..<count {
        if oldToNew[k] >= 0 {
          afterDeletePosition[k] = remaining.count
          remaining.append(sectionItems[p])
        } else {
          deleted.changes.itemDeleted.append(IndexPath(row: p, section: s))
        }
        k += 1
      }
      keptItems.append(remaining)
    }
    if !deleted.changes.isEmpty {
      deleted.data = Snapshot(sections: keptSections, items: keptItems)
      stages.append(deleted)
    }

    // 3. Section inserts and moves, in the final section order.
    var arranged = Changeset(data: source)
    var sectionSources: [Int] = []
    var sectionTargets: [Int] = []
    var arrangedSections: [Section] = []
    var arrangedItems: [[Item]] = []
    arrangedSections.reserveCapacity(target.sections.count)
    arrangedItems.reserveCapacity(target.sections.count)
    for j in target.sections.indices {
      let i = sectionNewToOld[j]
      if i >= 0 {
        let from = afterDeleteIndex[i]
        sectionSources.append(from)
        sectionTargets.append(j)
        arrangedSections.append(keptSections[from])
        arrangedItems.append(keptItems[from])
      } else {
        arranged.changes.sectionInserted.append(j)
        arrangedSections.append(target.sections[j])
        arrangedItems.append(newItems[j])
      }
    }
    let sectionsStaying = LongestIncreasingSubsequence.members(of: sectionSources)
    for n in sectionSources.indices where !sectionsStaying[n] {
      arranged.changes.sectionMoved.append((source: sectionSources[n], target: sectionTargets[n]))
    }
    if !arranged.changes.isEmpty {
      arranged.data = Snapshot(sections: arrangedSections, items: arrangedItems)
      stages.append(arranged)
    }

    // 4. Item inserts and moves, within and across sections.
    var placed = Changeset(data: source)
    var positions: [Int] = []
    var targets: [Int] = []
    for j in newItems.indices where sectionNewToOld[j] >= 0 && !newUnchanged[j] {
      let offset = newOffsets[j]
      positions.removeAll(keepingCapacity: true)
      targets.removeAll(keepingCapacity: true)
      for q in newItems[j].indices {
        let i = newToOld[offset + q]
        guard i >= 0 else {
          placed.changes.itemInserted.append(IndexPath(row: q, section: j))
          continue
        }
        let from = sectionOldToNew[oldSection[i]]
        if from == j {
          positions.append(afterDeletePosition[i])
          targets.append(q)
        } else {
          placed.changes.itemMoved.append(
            (source: IndexPath(row: afterDeletePosition[i], section: from), target: IndexPath(row: q, section: j)))
        }
      }
      let staying = LongestIncreasingSubsequence.members(of: positions)
      for n in positions.indices where !staying[n] {
        placed.changes.itemMoved.append(
          (source: IndexPath(row: positions[n], section: j), target: IndexPath(row: targets[n], section: j)))
      }
    }
    if !placed.changes.isEmpty {
      placed.data = Snapshot(sections: arrangedSections, items: newItems)
      stages.append(placed)
    }

    // 5. Section reloads, for sections whose own content changed.
    var refreshed = Changeset(data: target)
    for j in target.sections.indices {
      let i = sectionNewToOld[j]
      if i >= 0 && !target.sections[j].isContentEqual(to: source.sections[i]) {
        refreshed.changes.sectionUpdated.append(j)
      }
    }
    if !refreshed.changes.isEmpty { stages.append(refreshed) }

    if !stages.isEmpty { stages[stages.count - 1].data = target }
    return stages
  }
}
