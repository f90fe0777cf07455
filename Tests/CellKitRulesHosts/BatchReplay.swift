import CellKit
import Foundation

/// Replays one batch of ``ListChanges`` onto a list the way `UITableView.performBatchUpdates` does,
/// rejecting any batch UIKit would reject.
package struct BatchReplay {
  package struct Violation: Error, CustomStringConvertible {
    package let description: String

    package init(description: String) {
      self.description = description
    }
  }

  /// A row as the replay tracks it: its identity and the content it was last drawn with.
  package struct Row: Equatable {
    package var id: Int
    package var content: Int

    package init(id: Int, content: Int) {
      self.id = id
      self.content = content
    }
  }

  /// Applies `changes` to `before`, taking inserted and reloaded rows and inserted sections from
  /// `after` (the data source's answer once the batch is applied), and returns the list UIKit shows.
  package static func apply(
    _ changes: ListChanges, to before: [(section: Int, rows: [Row])], after: [(section: Int, rows: [Row])]
  ) throws -> [(section: Int, rows: [Row])] {
    func fail(_ message: String) -> Violation { Violation(description: message + " in batch: \(changes)") }
    let beforeCount = before.count
    // Sections: every index used once on each side.
    var beforeUsed = Set<Int>()
    for s in changes.sectionDeleted + changes.sectionMoved.map(\.source) + changes.sectionUpdated {
      guard s >= 0 && s < beforeCount else { throw fail("section \(s) is out of range before the batch") }
      guard beforeUsed.insert(s).inserted else { throw fail("section \(s) is used twice before the batch") }
    }
    let afterCount = beforeCount - changes.sectionDeleted.count + changes.sectionInserted.count
    guard afterCount == after.count else {
      throw fail("section count \(afterCount) after the batch does not match the data source's \(after.count)")
    }
    var slots = [Int?](repeating: nil, count: afterCount)  // before index, or -1 for inserted
    for s in changes.sectionInserted {
      guard s >= 0 && s < afterCount, slots[s] == nil else { throw fail("section insert at \(s) is invalid") }
      slots[s] = -1
    }
    for move in changes.sectionMoved {
      guard move.target >= 0 && move.target < afterCount, slots[move.target] == nil else {
        throw fail("section move to \(move.target) is invalid")
      }
      slots[move.target] = move.source
    }
    var remaining = (0..<beforeCount).filter {
      !changes.sectionDeleted.contains($0) && !changes.sectionMoved.map(\.source).contains($0)
    }.makeIterator()
    for a in 0..<afterCount where slots[a] == nil { slots[a] = remaining.next() }
    guard remaining.next() == nil, slots.allSatisfy({ $0 != nil }) else { throw fail("sections do not add up") }
    let sectionBefore = slots.map { $0! }
    var beforeToAfter = [Int: Int]()
    for (a, b) in sectionBefore.enumerated() where b >= 0 { beforeToAfter[b] = a }

    // Items.
    var itemBeforeUsed = Set<IndexPath>()
    for path in changes.itemDeleted + changes.itemMoved.map(\.source) + changes.itemUpdated {
      guard path.count == 2, path[0] >= 0, path[0] < beforeCount, path[1] >= 0,
        path[1] < before[path[0]].rows.count
      else { throw fail("item \(path) is out of range before the batch") }
      guard !changes.sectionDeleted.contains(path[0]) else { throw fail("item \(path) is in a deleted section") }
      guard itemBeforeUsed.insert(path).inserted else { throw fail("item \(path) is used twice before the batch") }
    }
    var itemAfterUsed = Set<IndexPath>()
    for path in changes.itemInserted + changes.itemMoved.map(\.target) {
      guard path.count == 2, path[0] >= 0, path[0] < afterCount else {
        throw fail("item \(path) is out of range after the batch")
      }
      guard sectionBefore[path[0]] >= 0 else { throw fail("item \(path) targets an inserted section") }
      guard itemAfterUsed.insert(path).inserted else { throw fail("item \(path) is used twice after the batch") }
    }
    let removed = Set(changes.itemDeleted + changes.itemMoved.map(\.source))
    let reloaded = Set(changes.itemUpdated)
    let reloadedSections = Set(changes.sectionUpdated)
    var result: [(section: Int, rows: [Row])] = []
    for a in 0..<afterCount {
      let b = sectionBefore[a]
      if b < 0 {
        result.append(after[a])
        continue
      }
      var placed = [Int: Row]()
      for path in changes.itemInserted where path[0] == a { placed[path[1]] = after[a].rows[safe: path[1]] }
      for move in changes.itemMoved where move.target[0] == a {
        placed[move.target[1]] = before[move.source[0]].rows[move.source[1]]
      }
      let kept = before[b].rows.enumerated().filter { !removed.contains(IndexPath(indexes: [b, $0.offset])) }
        .map { (offset: $0.offset, row: $0.element) }
      let count = kept.count + placed.count
      guard count == after[a].rows.count else {
        throw fail("section \(a) has \(count) rows after the batch but the data source says \(after[a].rows.count)")
      }
      var rows: [Row] = []
      var keptIterator = kept.makeIterator()
      for q in 0..<count {
        if let row = placed[q] {
          rows.append(row)
        } else if let next = keptIterator.next() {
          var row = next.row
          if reloaded.contains(IndexPath(indexes: [b, next.offset])) || reloadedSections.contains(b) {
            row.content = after[a].rows[q].content
          }
          rows.append(row)
        } else {
          throw fail("section \(a) ran out of rows")
        }
      }
      let section = reloadedSections.contains(b) ? after[a].section : before[b].section
      result.append((section, rows))
    }
    return result
  }
}

extension Array {
  package subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
