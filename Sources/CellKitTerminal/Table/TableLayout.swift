import CellKit
import Foundation

/// Where every header, row and footer of a table sits, in rows of the content from the top.
///
/// Built from the section counts; with a fixed row height it stores O(sections), so a table of a
/// million rows lays out in microseconds.
struct TableLayout {
  enum Element: Hashable {
    case header(Int)
    case row(IndexPath)
    case footer(Int)
  }

  struct Section {
    var top: Int
    var header: Int
    var rows: Int
    var rowHeight: Int
    /// Prefix sums of row heights (rows + 1 values) when rows have their own heights.
    var rowOffsets: [Int]?
    var footer: Int

    var rowsHeight: Int { rowOffsets?.last ?? rows * rowHeight }
    var height: Int { header + rowsHeight + footer }

    func rowTop(_ row: Int) -> Int { rowOffsets?[row] ?? row * rowHeight }
    func rowHeight(_ row: Int) -> Int { rowOffsets.map { $0[row + 1] - $0[row] } ?? rowHeight }

    /// The row covering `offset` rows below the first row's top.
    func row(at offset: Int) -> Int {
      guard let rowOffsets else { return rowHeight > 0 ? offset / rowHeight : 0 }
      var low = 0
      var high = rows - 1
      while low < high {
        let mid = (low + high + 1) / 2
        if rowOffsets[mid] <= offset { low = mid } else { high = mid - 1 }
      }
      return low
    }
  }

  var sections: [Section] = []
  var totalHeight: Int { sections.last.map { $0.top + $0.height } ?? 0 }
  var rowCount: Int { sections.reduce(0) { $0 + $1.rows } }

  func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sections.indices.contains(indexPath.section) && indexPath.row >= 0
      && indexPath.row < sections[indexPath.section].rows
  }

  /// The rows of content the element covers.
  func span(of element: Element) -> Range<Int> {
    switch element {
    case .header(let s):
      return sections[s].top..<(sections[s].top + sections[s].header)
    case .row(let indexPath):
      let section = sections[indexPath.section]
      let top = section.top + section.header + section.rowTop(indexPath.row)
      return top..<(top + section.rowHeight(indexPath.row))
    case .footer(let s):
      let top = sections[s].top + sections[s].header + sections[s].rowsHeight
      return top..<(top + sections[s].footer)
    }
  }

  /// The index of the section covering content row `y` (clamped to the sections).
  func sectionIndex(at y: Int) -> Int {
    var low = 0
    var high = sections.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if sections[mid].top <= y { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The element covering content row `y`, if any.
  func element(at y: Int) -> Element? {
    guard !sections.isEmpty, y >= 0, y < totalHeight else { return nil }
    var s = sectionIndex(at: y)
    while s < sections.count && sections[s].height == 0 { s += 1 }
    guard s < sections.count else { return nil }
    let section = sections[s]
    let offset = y - section.top
    if offset < section.header { return .header(s) }
    if offset < section.header + section.rowsHeight {
      return .row(IndexPath(row: section.row(at: offset - section.header), section: s))
    }
    return offset < section.height ? .footer(s) : nil
  }

  /// The elements that cover any of the content rows in `range`, top to bottom.
  func elements(in range: Range<Int>) -> [Element] {
    guard !sections.isEmpty, !range.isEmpty, range.lowerBound < totalHeight else { return [] }
    var result: [Element] = []
    var y = max(0, range.lowerBound)
    while y < range.upperBound, let element = element(at: y) {
      result.append(element)
      y = span(of: element).upperBound
    }
    return result
  }

  /// The index path of the row after (`forward`) or before `indexPath`, across sections.
  func neighbour(of indexPath: IndexPath, forward: Bool) -> IndexPath? {
    var s = indexPath.section
    var r = indexPath.row + (forward ? 1 : -1)
    while s >= 0 && s < sections.count {
      if r >= 0 && r < sections[s].rows { return IndexPath(row: r, section: s) }
      s += forward ? 1 : -1
      guard s >= 0 && s < sections.count else { return nil }
      r = forward ? 0 : sections[s].rows - 1
    }
    return nil
  }

  /// The first or last row of the table.
  func edgeRow(first: Bool) -> IndexPath? {
    let order = first ? Array(sections.indices) : sections.indices.reversed()
    for s in order where sections[s].rows > 0 {
      return IndexPath(row: first ? 0 : sections[s].rows - 1, section: s)
    }
    return nil
  }

  /// The nearest existing row to `indexPath` (same section clamped, else a neighbouring section).
  func nearestRow(to indexPath: IndexPath) -> IndexPath? {
    guard !sections.isEmpty else { return nil }
    let s = min(max(indexPath.section, 0), sections.count - 1)
    if sections[s].rows > 0 { return IndexPath(row: min(max(indexPath.row, 0), sections[s].rows - 1), section: s) }
    return neighbour(of: IndexPath(row: 0, section: s), forward: true)
      ?? neighbour(of: IndexPath(row: 0, section: s), forward: false)
  }
}

/// Maps index paths from before one batch update to after it, following UIKit's batch rules.
struct BatchMapping {
  private let sectionMap: [Int]
  private var removedBySection: [Int: [Int]] = [:]
  private var fixedBySection: [Int: [Int]] = [:]
  private var moved: [IndexPath: IndexPath] = [:]
  private let deleted: Set<IndexPath>
  let reloaded: Set<IndexPath>
  let reloadedSections: Set<Int>

  init(_ changes: ListChanges, oldSectionCount: Int) {
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
  func section(_ s: Int) -> Int? {
    s >= 0 && s < sectionMap.count && sectionMap[s] >= 0 ? sectionMap[s] : nil
  }

  /// The row's index path after the batch, or nil when it was deleted.
  func indexPath(_ path: IndexPath) -> IndexPath? {
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
