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
