import Foundation

extension ListDiff {
  /// The result of a stage: its changes, and the sections and items it leaves on screen.
  @usableFromInline
  struct Stage {
    @usableFromInline var changes = ListChanges()
    @usableFromInline var sections: [Section] = []
    @usableFromInline var items: [[Item]] = []

    @inlinable init() {}
  }

  /// What the deletions leave, and where each survivor is afterwards.
  @usableFromInline
  struct Deletions {
    @usableFromInline var stage = Stage()
    /// For each old section, its index once the deleted sections are gone.
    @usableFromInline var sectionIndex: [Counterpart]
    /// For each old item (flat index), its position in its section once deleted items are gone.
    @usableFromInline var position: [Counterpart]

    @inlinable var changes: ListChanges { stage.changes }
    @inlinable var sections: [Section] { stage.sections }
    @inlinable var items: [[Item]] { stage.items }

    @inlinable init(sections: Int, items: Int) {
      sectionIndex = Array(repeating: .none, count: sections)
      position = Array(repeating: .none, count: items)
    }
  }

  /// The one structural batch when no section moves: sections and items deleted (at their old
  /// places), sections and items inserted (at their new places), and items moved from their old
  /// place to their new one, within a section (those out of a longest increasing run of their old
  /// positions) or across sections.
  @inlinable
  func structure() -> ListChanges {
    var changes = ListChanges()
    for s in source.items.indices {
      guard sections.newIndex[s].exists else {
        changes.sectionDeleted.append(s)
        continue
      }
      guard sections.itemsChange(old: s) else { continue }
      let count = source.items[s].count
      let flat = items.oldOffsets[s]
      for p in 0..<count where !items.newIndex[flat + p].exists {
        changes.itemDeleted.append(IndexPath(row: p, section: s))
      }
    }
    var positions: [Int] = []
    var targets: [Int] = []
    for j in target.items.indices {
      guard sections.oldIndex[j].exists else {
        changes.sectionInserted.append(j)
        continue
      }
      guard sections.itemsChange(new: j) else { continue }
      let offset = items.newOffsets[j]
      positions.removeAll(keepingCapacity: true)
      targets.removeAll(keepingCapacity: true)
      for q in target.items[j].indices {
        guard let i = items.oldIndex[offset + q].index else {
          changes.itemInserted.append(IndexPath(row: q, section: j))
          continue
        }
        let place = items.oldPlace[i]
        if sections.newIndex[place.section].raw == j {
          positions.append(place.position)
          targets.append(q)
        } else {
          changes.itemMoved.append(
            (source: IndexPath(row: place.position, section: place.section), target: IndexPath(row: q, section: j)))
        }
      }
      Self.addMoves(of: positions, to: targets, from: sections.oldIndex[j].raw, into: j, in: &changes)
    }
    return changes
  }

  /// The batch after ``structure()``: the items and sections whose content changed, at their new
  /// places.
  @inlinable
  func updates() -> ListChanges {
    var changes = ListChanges()
    for j in target.items.indices {
      guard let i = sections.oldIndex[j].index else { continue }
      if !target.sections[j].isContentEqual(to: source.sections[i]) { changes.sectionUpdated.append(j) }
      guard sections.itemsChange(new: j) else { continue }
      let offset = items.newOffsets[j]
      for (q, item) in target.items[j].enumerated() {
        guard let old = items.oldIndex[offset + q].index else { continue }
        let place = items.oldPlace[old]
        if !item.isContentEqual(to: source.items[place.section][place.position]) {
          changes.itemUpdated.append(IndexPath(row: q, section: j))
        }
      }
    }
    return changes
  }

  /// Stage 1: the items whose content changed, at their old positions, and the old items with
  /// their new content.
  @inlinable
  func reloads() -> (changes: ListChanges, items: [[Item]]) {
    var changes = ListChanges()
    var updated = source.items
    for j in target.items.indices where sections.itemsChange(new: j) {
      let offset = items.newOffsets[j]
      for (q, item) in target.items[j].enumerated() {
        guard let i = items.oldIndex[offset + q].index else { continue }
        let place = items.oldPlace[i]
        if !item.isContentEqual(to: source.items[place.section][place.position]) {
          changes.itemUpdated.append(IndexPath(row: place.position, section: place.section))
          updated[place.section][place.position] = item
        }
      }
    }
    return (changes, updated)
  }

  /// Stage 2: the sections that are gone, and the items gone from the sections that stay.
  ///
  /// - Parameter reloaded: The old items with their new content, from ``reloads()``.
  @inlinable
  func deletions(from reloaded: [[Item]]) -> Deletions {
    var result = Deletions(sections: source.sections.count, items: items.newIndex.count)
    result.stage.sections.reserveCapacity(source.sections.count)
    result.stage.items.reserveCapacity(source.sections.count)
    for s in source.items.indices {
      let count = source.items[s].count
      let flat = items.oldOffsets[s]
      guard sections.newIndex[s].exists else {
        result.stage.changes.sectionDeleted.append(s)
        continue
      }
      result.sectionIndex[s] = Counterpart(result.stage.sections.count)
      result.stage.sections.append(source.sections[s])
      guard !sections.oldKeepsItems[s] else {
        result.stage.items.append(source.items[s])
        continue
      }
      var remaining: [Item] = []
      remaining.reserveCapacity(count)
      for (p, item) in reloaded[s].enumerated() {
        if items.newIndex[flat + p].exists {
          result.position[flat + p] = Counterpart(remaining.count)
          remaining.append(item)
        } else {
          result.stage.changes.itemDeleted.append(IndexPath(row: p, section: s))
        }
      }
      result.stage.items.append(remaining)
    }
    return result
  }

  /// Stage 3: section inserts and moves, into the final section order; the sections that stay in
  /// place are a longest increasing run of their old order.
  @inlinable
  func arrangement(after deleted: Deletions) -> Stage {
    var result = Stage()
    result.sections.reserveCapacity(target.sections.count)
    result.items.reserveCapacity(target.sections.count)
    var movedFrom: [Int] = []
    var movedTo: [Int] = []
    for j in target.sections.indices {
      if let i = sections.oldIndex[j].index {
        let from = deleted.sectionIndex[i].raw
        movedFrom.append(from)
        movedTo.append(j)
        result.sections.append(deleted.sections[from])
        result.items.append(deleted.items[from])
      } else {
        result.changes.sectionInserted.append(j)
        result.sections.append(target.sections[j])
        result.items.append(target.items[j])
      }
    }
    let staying = LongestIncreasingSubsequence.members(of: movedFrom)
    for n in movedFrom.indices where !staying[n] {
      result.changes.sectionMoved.append((source: movedFrom[n], target: movedTo[n]))
    }
    return result
  }

  /// Stage 4: item inserts, and moves within and across sections; in each section the items that
  /// stay in place are a longest increasing run of their positions after the deletions.
  @inlinable
  func placements(after deleted: Deletions) -> ListChanges {
    var changes = ListChanges()
    var positions: [Int] = []
    var targets: [Int] = []
    for j in target.items.indices where sections.itemsChange(new: j) {
      let offset = items.newOffsets[j]
      positions.removeAll(keepingCapacity: true)
      targets.removeAll(keepingCapacity: true)
      for q in target.items[j].indices {
        guard let i = items.oldIndex[offset + q].index else {
          changes.itemInserted.append(IndexPath(row: q, section: j))
          continue
        }
        let from = sections.newIndex[items.oldPlace[i].section].raw
        let position = deleted.position[i].raw
        if from == j {
          positions.append(position)
          targets.append(q)
        } else {
          changes.itemMoved.append(
            (source: IndexPath(row: position, section: from), target: IndexPath(row: q, section: j)))
        }
      }
      Self.addMoves(of: positions, to: targets, from: j, into: j, in: &changes)
    }
    return changes
  }

  /// Adds the moves within one section: of the items at `positions` (in the source section
  /// `source`) going to rows `targets` (in `target`), those outside a longest increasing run of
  /// positions move; the others stay put.
  @inlinable
  static func addMoves(
    of positions: [Int], to targets: [Int], from source: Int, into target: Int, in changes: inout ListChanges
  ) {
    let staying = LongestIncreasingSubsequence.members(of: positions)
    for n in positions.indices where !staying[n] {
      changes.itemMoved.append(
        (source: IndexPath(row: positions[n], section: source), target: IndexPath(row: targets[n], section: target)))
    }
  }

  /// Stage 5: the sections whose own content changed, at their new indices.
  @inlinable
  func sectionReloads() -> ListChanges {
    var changes = ListChanges()
    for j in target.sections.indices {
      if let i = sections.oldIndex[j].index, !target.sections[j].isContentEqual(to: source.sections[i]) {
        changes.sectionUpdated.append(j)
      }
    }
    return changes
  }
}
