import Foundation

/// Maps index paths from before one batch update to after it, following UIKit's batch rules.
package struct BatchMapping {
  private let sectionMap: [Int]
  /// The rows each section loses (deleted or moved away), ascending, by their places before.
  private var removedBySection: [Int: [Int]] = [:]
  /// The rows each section gains (inserted or moved in), ascending, by their places after.
  private var fixedBySection: [Int: [Int]] = [:]
  /// The rows deleted from each section, ascending.
  private var deletedBySection: [Int: [Int]] = [:]
  private var moved: [IndexPath: IndexPath] = [:]
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
    reloaded = Set(changes.itemUpdated)
    reloadedSections = Set(changes.sectionUpdated)
    deletedBySection = Self.rowsBySection(changes.itemDeleted)
    removedBySection = deletedBySection
    for move in changes.itemMoved {
      removedBySection[move.source.section, default: []].append(move.source.row)
      fixedBySection[move.target.section, default: []].append(move.target.row)
      moved[move.source] = move.target
    }
    for (section, rows) in Self.rowsBySection(changes.itemInserted) { fixedBySection[section, default: []] += rows }
    for key in removedBySection.keys { removedBySection[key]!.sort() }
    for key in fixedBySection.keys { fixedBySection[key]!.sort() }
  }

  /// The rows of `paths` by section, each ascending. Paths come in runs of one section (a filter
  /// hides thousands of rows of a few sections), so each run is added at once.
  ///
  /// - Complexity: O(n) for paths in order, O(n log n) otherwise.
  private static func rowsBySection(_ paths: [IndexPath]) -> [Int: [Int]] {
    var bySection: [Int: [Int]] = [:]
    var start = 0
    while start < paths.count {
      let section = paths[start].section
      var end = start + 1
      while end < paths.count, paths[end].section == section { end += 1 }
      bySection[section, default: []] += paths[start..<end].map(\.row)
      start = end
    }
    for key in bySection.keys { bySection[key]!.sort() }
    return bySection
  }

  /// The section's index after the batch, or nil when it was deleted.
  package func section(_ s: Int) -> Int? {
    s >= 0 && s < sectionMap.count && sectionMap[s] >= 0 ? sectionMap[s] : nil
  }

  /// The row's index path after the batch, or nil when it was deleted.
  ///
  /// - Complexity: O(log changes) for the changes of its sections.
  package func indexPath(_ path: IndexPath) -> IndexPath? {
    if let target = moved[path] { return target }
    guard let section = section(path.section) else { return nil }
    let deleted = deletedBySection[path.section] ?? []
    let deletedBelow = deleted.partitioningIndex { $0 >= path.row }
    if deletedBelow < deleted.count, deleted[deletedBelow] == path.row { return nil }
    // Its place among the rows the section keeps, then among those after the batch: each row
    // inserted or moved in at or before that place pushes it one further. The k-th such row, at
    // fixed[k], comes before it while fixed[k] - k <= rank, which rises with k.
    let rank = path.row - (removedBySection[path.section] ?? []).partitioningIndex { $0 >= path.row }
    let fixed = fixedBySection[section] ?? []
    let pushed = fixed.indices.partitioningIndex { fixed[$0] - $0 > rank }
    return IndexPath(row: rank + pushed, section: section)
  }
}
