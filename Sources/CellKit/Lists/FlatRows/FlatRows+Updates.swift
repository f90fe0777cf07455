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

    /// Whether the batch changes nothing.
    package var isEmpty: Bool { removed.isEmpty && moves.isEmpty && inserted.isEmpty && reloaded.isEmpty }
  }

  /// The row changes that turn `old` into `new`, for `changes` made under UIKit's batch rules (the
  /// index paths of a ``ListChanges``). A header or footer row follows its section; one that appears
  /// or goes with its section's title is inserted or removed; a reloaded section's rows are removed
  /// and inserted again.
  ///
  /// - Complexity: O(rows + changes log changes) without moves; with moves, O(rows × moves) (each
  ///   move is found and made among the rows), so a host may prefer to reload when there are many.
  package static func updates(from old: FlatRows, to new: FlatRows, changes: ListChanges) -> Updates {
    let mapping = BatchMapping(changes, oldSectionCount: old.sections.count)
    var updates = Updates()
    var targets: [Int] = []  // the index after the batch of each row that stays, in the old order
    targets.reserveCapacity(old.count)
    var kept = [Bool](repeating: false, count: new.count)
    for s in old.sections.indices {
      let section = old.sections[s]
      let newSection = mapping.reloadedSections.contains(s) ? nil : mapping.section(s)
      var index = old.rows(ofSection: s).lowerBound
      func follow(_ target: Int?) {
        if let target {
          targets.append(target)
          kept[target] = true
        } else {
          updates.removed.insert(index)
        }
        index += 1
      }
      if section.hasHeader { follow(newSection.flatMap { new.index(of: .header(section: $0)) }) }
      for row in 0..<section.itemCount {
        guard newSection != nil, let path = mapping.indexPath(IndexPath(row: row, section: s)) else {
          follow(nil)
          continue
        }
        follow(new.index(of: .item(path)))
      }
      if section.hasFooter { follow(newSection.flatMap { new.index(of: .footer(section: $0)) }) }
    }
    for (index, isKept) in kept.enumerated() where !isKept { updates.inserted.insert(index) }
    updates.moves = moves(sorting: targets)
    for path in mapping.reloaded {
      guard !mapping.reloadedSections.contains(path.section), let target = mapping.indexPath(path),
        let index = new.index(of: .item(target))
      else { continue }
      updates.reloaded.insert(index)
    }
    return updates
  }

  /// Moves that sort `order` (distinct values) ascending, one at a time, leaving a longest increasing
  /// run in place.
  private static func moves(sorting order: [Int]) -> [Updates.Move] {
    let stays = LongestIncreasingSubsequence.members(of: order)
    guard stays.contains(false) else { return [] }
    var current = order
    var placed = Set(zip(order, stays).filter(\.1).map(\.0))
    var moves: [Updates.Move] = []
    for value in zip(order, stays).filter({ !$0.1 }).map(\.0).sorted() {
      let from = current.firstIndex(of: value)!
      current.remove(at: from)
      // Just before the first placed row that belongs after it, so the placed rows stay sorted.
      let to = current.firstIndex { placed.contains($0) && $0 > value } ?? current.count
      current.insert(value, at: to)
      placed.insert(value)
      moves.append(Updates.Move(from: from, to: to))
    }
    return moves
  }
}
