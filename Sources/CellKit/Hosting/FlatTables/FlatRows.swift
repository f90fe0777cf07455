import Foundation

/// A sectioned list laid out as one run of rows, the way a host without sections shows it (AppKit's
/// `NSTableView`): each section is an optional header row, its items, and an optional footer row.
package struct FlatRows: Equatable, Sendable {
  /// What one section contributes.
  package struct Section: Equatable, Sendable {
    package var hasHeader: Bool
    package var itemCount: Int
    package var hasFooter: Bool

    package init(hasHeader: Bool, itemCount: Int, hasFooter: Bool) {
      self.hasHeader = hasHeader
      self.itemCount = itemCount
      self.hasFooter = hasFooter
    }

    /// The rows the section takes.
    var rowCount: Int { (hasHeader ? 1 : 0) + itemCount + (hasFooter ? 1 : 0) }
  }

  /// What a row shows.
  package enum Row: Hashable, Sendable {
    case header(section: Int)
    case item(IndexPath)
    case footer(section: Int)
  }

  package let sections: [Section]
  /// The first row of each section, and the row count at the end.
  private let starts: [Int]

  /// Lays out `sections`.
  ///
  /// - Complexity: O(sections).
  package init(_ sections: [Section] = []) {
    self.sections = sections
    var starts = [0]
    starts.reserveCapacity(sections.count + 1)
    for section in sections { starts.append(starts[starts.count - 1] + section.rowCount) }
    self.starts = starts
  }

  /// The number of rows.
  package var count: Int { starts[starts.count - 1] }

  /// The rows `section` takes.
  package func rows(ofSection section: Int) -> Range<Int> { starts[section]..<starts[section + 1] }

  /// The row showing `row`, or nil when the list has no such row.
  ///
  /// - Complexity: O(1).
  package func index(of row: Row) -> Int? {
    switch row {
    case .header(let s):
      guard s >= 0 && s < sections.count, sections[s].hasHeader else { return nil }
      return starts[s]
    case .footer(let s):
      guard s >= 0 && s < sections.count, sections[s].hasFooter else { return nil }
      return starts[s + 1] - 1
    case .item(let indexPath):
      let s = indexPath.section
      guard s >= 0 && s < sections.count, indexPath.row >= 0 && indexPath.row < sections[s].itemCount else {
        return nil
      }
      return starts[s] + (sections[s].hasHeader ? 1 : 0) + indexPath.row
    }
  }

  /// What the row at `index` shows, or nil when `index` is out of range.
  ///
  /// - Complexity: O(log sections).
  package subscript(index: Int) -> Row? {
    guard index >= 0 && index < count else { return nil }
    var low = 0
    var high = sections.count - 1
    while low < high {  // the last section starting at or before index
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    var s = low
    while starts[s + 1] <= index { s += 1 }  // skips empty sections starting at the same row
    let section = sections[s]
    let offset = index - starts[s]
    if section.hasHeader && offset == 0 { return .header(section: s) }
    let row = offset - (section.hasHeader ? 1 : 0)
    return row < section.itemCount ? .item(IndexPath(row: row, section: s)) : .footer(section: s)
  }
}
