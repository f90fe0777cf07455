import Foundation

extension FlatRows {
  /// One batch of row changes in the order a host without sections applies them, each on the rows
  /// as the previous one left them (AppKit's `beginUpdates`/`endUpdates`): remove ``removed`` (row
  /// indexes before the batch), make each of ``moves`` (a row's index before the move, and its
  /// index after it), then insert ``inserted`` (row indexes after the batch), and finally reload
  /// ``reloaded`` (row indexes after the batch, rows whose content changed in place).
  package struct Updates: Equatable, Sendable {
    /// One row moved, from its index to the index it has once moved, both among the rows as they
    /// are when the move is made.
    package struct Move: Equatable, Sendable {
      package var from: Int
      package var to: Int

      package init(from: Int, to: Int) {
        self.from = from
        self.to = to
      }
    }

    package var removed = IndexSet()
    package var moves: [Move] = []
    package var inserted = IndexSet()
    package var reloaded = IndexSet()
  }

  /// The row changes that turn `old` into `new`, for `changes` made under UIKit's batch rules (the
  /// index paths of a ``ListChanges``), or nil when the changes do not lead from one to the other
  /// (the host should reload).
  ///
  /// Rows nothing names keep their order, so only what the changes name is computed: a moved item is
  /// moved; a header or footer follows its section, and one that appears or goes with its section's
  /// title is inserted or removed; the rows of a deleted, inserted, reloaded or moved section are
  /// removed or inserted as a block.
  ///
  /// - Complexity: O(sections + changes × log changes + moves²), whatever the number of rows.
  package static func updates(from old: FlatRows, to new: FlatRows, changes: ListChanges) -> Updates? {
    let mapping = BatchMapping(changes, oldSectionCount: old.sections.count)
    guard let (kept, keptSource) = keptSections(from: old, to: new, changes: changes, mapping: mapping) else {
      return nil
    }
    var updates = sectionRowUpdates(from: old, to: new, kept: kept, keptSource: keptSource)
    func oldRow(_ path: IndexPath) -> Int? { kept[path.section] == nil ? nil : old.index(of: .item(path)) }
    func newRow(_ path: IndexPath) -> Int? { keptSource[path.section] == nil ? nil : new.index(of: .item(path)) }
    func keptSection(_ section: Int, in sections: [Int?]) -> Bool {
      section >= 0 && section < sections.count && sections[section] != nil
    }
    for path in changes.itemDeleted where keptSection(path.section, in: kept) {
      guard let row = oldRow(path) else { return nil }
      updates.removed.insert(row)
    }
    for path in changes.itemInserted where keptSection(path.section, in: keptSource) {
      guard let row = newRow(path) else { return nil }
      updates.inserted.insert(row)
    }
    var movers: [(old: Int, new: Int)] = []
    for move in changes.itemMoved {
      let from = keptSection(move.source.section, in: kept) ? oldRow(move.source) : nil
      let to = keptSection(move.target.section, in: keptSource) ? newRow(move.target) : nil
      switch (from, to) {
      case (let from?, let to?): movers.append((from, to))
      case (let from?, nil): updates.removed.insert(from)
      case (nil, let to?): updates.inserted.insert(to)
      case (nil, nil): break
      }
    }
    guard old.count - updates.removed.count + updates.inserted.count == new.count else { return nil }
    for path in mapping.reloaded where keptSection(path.section, in: kept) {
      guard let target = mapping.indexPath(path), keptSection(target.section, in: keptSource),
        let row = newRow(target)
      else { continue }
      updates.reloaded.insert(row)
    }
    updates.moves = sequentialMoves(movers, removed: updates.removed, inserted: updates.inserted)
    return updates
  }

  /// The sections whose rows stay where they are (not deleted, inserted, reloaded or moved), old
  /// index to new and new to old; nil when the changes name a section the new rows lack.
  private static func keptSections(
    from old: FlatRows, to new: FlatRows, changes: ListChanges, mapping: BatchMapping
  ) -> (kept: [Int?], keptSource: [Int?])? {
    let movedSections = Set(changes.sectionMoved.map(\.source))
    var kept = [Int?](repeating: nil, count: old.sections.count)
    var keptSource = [Int?](repeating: nil, count: new.sections.count)
    for s in old.sections.indices where !movedSections.contains(s) && !mapping.reloadedSections.contains(s) {
      guard let t = mapping.section(s) else { continue }
      guard t < new.sections.count else { return nil }
      kept[s] = t
      keptSource[t] = s
    }
    return (kept, keptSource)
  }

  /// The rows removed and inserted for sections as a whole: every row of a section not kept, and
  /// the header or footer row a kept section gains or loses.
  private static func sectionRowUpdates(from old: FlatRows, to new: FlatRows, kept: [Int?], keptSource: [Int?])
    -> Updates
  {
    var updates = Updates()
    for s in old.sections.indices {
      guard let t = kept[s] else {
        updates.removed.insert(integersIn: old.rows(ofSection: s))
        continue
      }
      if old.sections[s].hasHeader && !new.sections[t].hasHeader { updates.removed.insert(old.starts(s)) }
      if old.sections[s].hasFooter && !new.sections[t].hasFooter {
        updates.removed.insert(old.rows(ofSection: s).upperBound - 1)
      }
    }
    for t in new.sections.indices {
      guard let s = keptSource[t] else {
        updates.inserted.insert(integersIn: new.rows(ofSection: t))
        continue
      }
      if new.sections[t].hasHeader && !old.sections[s].hasHeader { updates.inserted.insert(new.starts(t)) }
      if new.sections[t].hasFooter && !old.sections[s].hasFooter {
        updates.inserted.insert(new.rows(ofSection: t).upperBound - 1)
      }
    }
    return updates
  }

  /// The row a section starts at.
  private func starts(_ section: Int) -> Int { rows(ofSection: section).lowerBound }

  /// The moves that put `movers` (each a row before the batch and its row after it) in place, one
  /// at a time, once `removed` rows are gone and before `inserted` rows come; every other row
  /// (a stayer) is already in order. Each mover, taken by its row after the batch, goes just after
  /// the row that will precede it (a stayer or a mover already placed), or first.
  ///
  /// - Complexity: O(movers² + movers × log rows).
  private static func sequentialMoves(_ movers: [(old: Int, new: Int)], removed: IndexSet, inserted: IndexSet)
    -> [Updates.Move]
  {
    guard !movers.isEmpty else { return [] }
    var position = movers.map { $0.old - removed.count(in: 0..<$0.old) }
    var moverAt: [Int: Int] = [:]
    for (index, mover) in movers.enumerated() { moverAt[mover.new] = index }
    let moverTargets = movers.map(\.new).sorted()
    var moves: [Updates.Move] = []
    for m in movers.indices.sorted(by: { movers[$0].new < movers[$1].new }) {
      // The row that will precede this one: the last row before it after the batch that is not
      // inserted.
      var previous = movers[m].new - 1
      while previous >= 0, let range = inserted.rangeView.first(where: { $0.contains(previous) }) {
        previous = range.lowerBound - 1
      }
      var predecessor: Int?
      if previous >= 0 {
        if let other = moverAt[previous] {
          predecessor = position[other]
        } else {
          // A stayer: its place among the stayers, then past the movers before it now.
          let moversBefore = moverTargets.partitioningIndex { $0 >= previous }
          var index = previous - inserted.count(in: 0..<previous) - moversBefore
          for place in position.sorted() where place <= index { index += 1 }
          predecessor = index
        }
      }
      let from = position[m]
      let to = predecessor.map { ($0 > from ? $0 - 1 : $0) + 1 } ?? 0
      guard from != to else { continue }
      moves.append(Updates.Move(from: from, to: to))
      for other in position.indices where other != m {
        if from < to, position[other] > from, position[other] <= to { position[other] -= 1 }
        if to < from, position[other] >= to, position[other] < from { position[other] += 1 }
      }
      position[m] = to
    }
    return moves
  }
}
