import Foundation

/// Maps index paths from before one batch update to after it, following UIKit's batch rules.
package struct BatchMapping {
  private let sectionMap: [Int]
  private var removedBySection: [Int: [Int]] = [:]
  private var fixedBySection: [Int: [Int]] = [:]
  private var moved: [IndexPath: IndexPath] = [:]
  private let deleted: Set<IndexPath>
  package let reloaded: Set<IndexPath>
  package let reloadedSections: Set<Int>

  package init(_ changes: ListChanges, oldSectionCount: Int) {
    let removedSections = Set(changes.sectionDeleted + changes.sectionMoved.map(\.source))
    let newCount = max(0, oldSectionCount - changes.sectionDeleted.count + changes.sectionInserted.count)
    var slots = [Int?](repeating: nil, count: newCount)
    for s in changes.sectionInserted where s < newCount { slots[s] = -1 }
    for move in changes.sectionMoved where move.target < newCount { slots[move.target] = move.source }
    var map = [Int](repeating: -1, count: oldSectionCount)
    var free = slots.indices.filter { slots[$0] == nil }.makeIterator()
    for s in 0..<oldSectionCount where !removedSections.contains(s) {
      if let target = free.next() { map[s] = target }
    }
    for (target, source) in slots.enumerated() {
      if let source, source >= 0, source < oldSectionCount { map[source] = target }
    }
    sectionMap = map
    deleted = Set(changes.itemDeleted)
    reloaded = Set(changes.itemUpdated)
    reloadedSections = Set(changes.sectionUpdated)
    for path in changes.itemDeleted { removedBySection[path.section, default: []].append(path.row) }
    for move in changes.itemMoved {
      removedBySection[move.source.section, default: []].append(move.source.row)
      fixedBySection[move.target.section, default: []].append(move.target.row)
      moved[move.source] = move.target
    }
    for path in changes.itemInserted { fixedBySection[path.section, default: []].append(path.row) }
    for key in removedBySection.keys { removedBySection[key]!.sort() }
    for key in fixedBySection.keys { fixedBySection[key]!.sort() }
  }

  /// The section's index after the batch, or nil when it was deleted.
  package func section(_ s: Int) -> Int? {
    s >= 0 && s < sectionMap.count && sectionMap[s] >= 0 ? sectionMap[s] : nil
  }

  /// The row's index path after the batch, or nil when it was deleted.
  package func indexPath(_ path: IndexPath) -> IndexPath? {
    if let target = moved[path] { return target }
    guard !deleted.contains(path), let section = section(path.section) else { return nil }
    var rank = path.row
    for removed in removedBySection[path.section] ?? [] {
      if removed < path.row { rank -= 1 } else { break }
    }
    var position = rank
    for fixed in fixedBySection[section] ?? [] {
      if fixed <= position { position += 1 } else { break }
    }
    return IndexPath(row: position, section: section)
  }
}
