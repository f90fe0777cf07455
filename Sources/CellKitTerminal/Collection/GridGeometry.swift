import CellKit
import Foundation

/// Where every header, item and footer of a grid sits: items in rows of equal columns, each
/// section under its header and above its footer, computed from the section counts alone.
///
/// It stores O(sections), so a grid of a million items lays out in microseconds; an item's frame,
/// the items in a range of rows, and the item above, below or beside another are arithmetic.
/// The groundwork of the terminal collection view (issue 15): a list is a grid of one column.
package struct GridGeometry: Equatable, Sendable {
  /// How a grid chooses its columns and sizes its cells.
  package struct Metrics: Equatable, Sendable {
    /// A fixed number of columns, or nil to fit as many columns of ``minimumItemWidth`` as the
    /// width allows.
    package var columns: Int?
    /// The narrowest an item may be when the columns adapt to the width.
    package var minimumItemWidth: Int
    /// The rows of screen an item takes.
    package var itemHeight: Int
    /// Columns between items side by side, and rows between rows of items.
    package var horizontalSpacing: Int
    package var verticalSpacing: Int
    /// Columns left empty at both sides, and rows above and below each section's items.
    package var horizontalInset: Int
    package var verticalInset: Int
    /// The rows a section header and footer take (0 for none).
    package var headerHeight: Int
    package var footerHeight: Int

    package init(
      columns: Int? = nil, minimumItemWidth: Int = 20, itemHeight: Int = 1, horizontalSpacing: Int = 1,
      verticalSpacing: Int = 0, horizontalInset: Int = 0, verticalInset: Int = 0, headerHeight: Int = 0,
      footerHeight: Int = 0
    ) {
      self.columns = columns
      self.minimumItemWidth = minimumItemWidth
      self.itemHeight = itemHeight
      self.horizontalSpacing = horizontalSpacing
      self.verticalSpacing = verticalSpacing
      self.horizontalInset = horizontalInset
      self.verticalInset = verticalInset
      self.headerHeight = headerHeight
      self.footerHeight = footerHeight
    }
  }

  /// A place in the grid's content.
  package enum Element: Hashable, Sendable {
    case header(Int)
    case item(IndexPath)
    case footer(Int)
  }

  package let metrics: Metrics
  /// The number of columns at this width.
  package let columns: Int
  /// The width of every item.
  package let itemWidth: Int
  /// The width the grid was laid out for.
  package let width: Int
  private let counts: [Int]
  /// The first content row of each section, and one past the last section's end.
  private let tops: [Int]
  /// The rows of items whose height is not the item height, by section.
  private let sizedRows: [Int: SizedRows]

  /// Rows of items of a section that are not ``Metrics/itemHeight`` tall (self-sizing items): kept
  /// sorted, with the rows of screen they add (or take away) above each, so a row's top is a binary
  /// search away.
  private struct SizedRows: Equatable, Sendable {
    var rows: [Int] = []
    var heights: [Int] = []
    /// `extraBefore[i]`: the rows of screen `rows[..<i]` add beyond the item height.
    var extraBefore = [0]

    init(_ heights: [Int: Int], itemHeight: Int) {
      for (row, height) in heights.sorted(by: { $0.key < $1.key }) where height != itemHeight {
        rows.append(row)
        self.heights.append(height)
        extraBefore.append(extraBefore.last! + height - itemHeight)
      }
    }

    var totalExtra: Int { extraBefore.last! }

    /// The index of the first sized row at or after `row`.
    private func index(of row: Int) -> Int {
      var low = 0
      var high = rows.count
      while low < high {
        let mid = (low + high) / 2
        if rows[mid] < row { low = mid + 1 } else { high = mid }
      }
      return low
    }

    func extra(before row: Int) -> Int { extraBefore[index(of: row)] }

    func height(of row: Int) -> Int? {
      let i = index(of: row)
      return i < rows.count && rows[i] == row ? heights[i] : nil
    }
  }

  /// Lays out sections of `counts` items at `width` columns of screen, rows of items
  /// ``Metrics/itemHeight`` tall except those `rowHeights` gives (section, then row of items, to
  /// its height, at least 1).
  ///
  /// - Complexity: O(sections + r log r) for r rows given heights.
  package init(counts: [Int], width: Int, metrics: Metrics, rowHeights: [Int: [Int: Int]] = [:]) {
    precondition(metrics.itemHeight > 0, "A grid item is at least one row tall.")
    self.metrics = metrics
    self.counts = counts
    self.width = width
    let available = max(1, width - 2 * metrics.horizontalInset)
    let fitting = (available + metrics.horizontalSpacing) / max(1, metrics.minimumItemWidth + metrics.horizontalSpacing)
    let columns = max(1, metrics.columns ?? fitting)
    self.columns = columns
    itemWidth = max(1, (available - metrics.horizontalSpacing * (columns - 1)) / columns)
    var sizedRows: [Int: SizedRows] = [:]
    for (section, heights) in rowHeights where counts.indices.contains(section) {
      let rows = (counts[section] + columns - 1) / columns
      let sized = SizedRows(
        heights.filter { (0..<rows).contains($0.key) }.mapValues { max(1, $0) }, itemHeight: metrics.itemHeight)
      if !sized.rows.isEmpty { sizedRows[section] = sized }
    }
    self.sizedRows = sizedRows
    var tops: [Int] = []
    tops.reserveCapacity(counts.count + 1)
    var top = 0
    for (section, count) in counts.enumerated() {
      tops.append(top)
      top += Self.height(ofSectionWith: count, columns: columns, metrics: metrics)
      if count > 0 { top += sizedRows[section]?.totalExtra ?? 0 }
    }
    tops.append(top)
    self.tops = tops
  }

  private static func height(ofSectionWith count: Int, columns: Int, metrics: Metrics) -> Int {
    let rows = (count + columns - 1) / columns
    let items =
      rows == 0 ? 0 : rows * metrics.itemHeight + (rows - 1) * metrics.verticalSpacing + 2 * metrics.verticalInset
    return metrics.headerHeight + items + metrics.footerHeight
  }

  /// The rows of content the grid takes.
  package var contentHeight: Int { tops.last ?? 0 }

  package var numberOfSections: Int { counts.count }

  package func numberOfItems(inSection section: Int) -> Int { counts[section] }

  package func contains(_ indexPath: IndexPath) -> Bool {
    counts.indices.contains(indexPath.section) && indexPath.row >= 0 && indexPath.row < counts[indexPath.section]
  }

  /// The rows of items in `section`.
  private func rows(inSection section: Int) -> Int { (counts[section] + columns - 1) / columns }

  /// The first content row of `section`'s items.
  private func itemsTop(_ section: Int) -> Int { tops[section] + metrics.headerHeight + metrics.verticalInset }

  private var rowStride: Int { metrics.itemHeight + metrics.verticalSpacing }

  /// The first content row of `row` of items in `section`.
  private func rowTop(_ row: Int, inSection section: Int) -> Int {
    itemsTop(section) + row * rowStride + (sizedRows[section]?.extra(before: row) ?? 0)
  }

  /// The height of `row` of items in `section`.
  package func rowHeight(_ row: Int, inSection section: Int) -> Int {
    sizedRows[section]?.height(of: row) ?? metrics.itemHeight
  }

  /// The row of items `indexPath`'s item is in.
  package func row(of indexPath: IndexPath) -> Int { indexPath.row / columns }

  /// Where `element` is, in content coordinates (x from the grid's left edge, y from its top).
  ///
  /// - Precondition: The element exists.
  package func frame(of element: Element) -> Rect {
    switch element {
    case .header(let section):
      return Rect(x: 0, y: tops[section], width: .max, height: metrics.headerHeight)
    case .footer(let section):
      return Rect(x: 0, y: tops[section + 1] - metrics.footerHeight, width: .max, height: metrics.footerHeight)
    case .item(let indexPath):
      let row = indexPath.row / columns
      let column = indexPath.row % columns
      return Rect(
        x: metrics.horizontalInset + column * (itemWidth + metrics.horizontalSpacing),
        y: rowTop(row, inSection: indexPath.section), width: itemWidth,
        height: rowHeight(row, inSection: indexPath.section))
    }
  }

  /// The section whose span holds content row `y` (the last one for rows past the end).
  private func section(at y: Int) -> Int {
    var low = 0
    var high = counts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if tops[mid] <= y { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The headers, items and footers that overlap content rows `range`, top to bottom and left to
  /// right.
  ///
  /// - Complexity: O(log sections + log rows + elements returned).
  package func elements(in range: Range<Int>) -> [Element] {
    guard !counts.isEmpty, !range.isEmpty else { return [] }
    var result: [Element] = []
    var section = section(at: max(0, range.lowerBound))
    while section < counts.count, tops[section] < range.upperBound {
      if metrics.headerHeight > 0, overlaps(frame(of: .header(section)), range) { result.append(.header(section)) }
      let rowCount = rows(inSection: section)
      if rowCount > 0 {
        // The first row that ends below the range's top.
        var low = 0
        var high = rowCount
        while low < high {
          let mid = (low + high) / 2
          if rowTop(mid, inSection: section) + rowHeight(mid, inSection: section) <= range.lowerBound {
            low = mid + 1
          } else {
            high = mid
          }
        }
        var row = low
        while row < rowCount, rowTop(row, inSection: section) < range.upperBound {
          if rowTop(row, inSection: section) + rowHeight(row, inSection: section) > range.lowerBound {
            let end = min(counts[section], (row + 1) * columns)
            for item in (row * columns)..<end { result.append(.item(IndexPath(row: item, section: section))) }
          }
          row += 1
        }
      }
      if metrics.footerHeight > 0, overlaps(frame(of: .footer(section)), range) { result.append(.footer(section)) }
      section += 1
    }
    return result
  }

  private func overlaps(_ frame: Rect, _ range: Range<Int>) -> Bool {
    frame.minY < range.upperBound && frame.minY + frame.height > range.lowerBound
  }

  /// A direction the keyboard moves the focus in.
  package enum Direction: Sendable {
    case up, down, left, right
  }

  /// The item the focus moves to from `indexPath` in `direction`: beside it in its row (Left at a
  /// row's start goes to the end of the row above, Right at its end to the start of the row
  /// below), or in the same column of the row above or below, across sections and, in a shorter
  /// row, to its last item. Nil at the grid's edge.
  ///
  /// - Complexity: O(sections skipped when crossing empty sections).
  package func item(from indexPath: IndexPath, _ direction: Direction) -> IndexPath? {
    guard contains(indexPath) else { return nil }
    let section = indexPath.section
    let item = indexPath.row
    switch direction {
    case .left, .right:
      let step = direction == .right ? 1 : -1
      if counts[section] > item + step, item + step >= 0 { return IndexPath(row: item + step, section: section) }
      return direction == .right ? firstItem(after: section) : lastItem(before: section)
    case .up, .down:
      let column = item % columns
      let target = item + (direction == .down ? columns : -columns)
      if target >= 0 && target < counts[section] { return IndexPath(row: target, section: section) }
      if direction == .down && item / columns < rows(inSection: section) - 1 {
        return IndexPath(row: counts[section] - 1, section: section)  // the last row is shorter
      }
      var next = section + (direction == .down ? 1 : -1)
      while counts.indices.contains(next) {
        if counts[next] > 0 {
          let row = direction == .down ? 0 : rows(inSection: next) - 1
          return IndexPath(row: min(row * columns + column, counts[next] - 1), section: next)
        }
        next += direction == .down ? 1 : -1
      }
      return nil
    }
  }

  private func firstItem(after section: Int) -> IndexPath? {
    var next = section + 1
    while counts.indices.contains(next) {
      if counts[next] > 0 { return IndexPath(row: 0, section: next) }
      next += 1
    }
    return nil
  }

  private func lastItem(before section: Int) -> IndexPath? {
    var previous = section - 1
    while previous >= 0 {
      if counts[previous] > 0 { return IndexPath(row: counts[previous] - 1, section: previous) }
      previous -= 1
    }
    return nil
  }
}
