import CellKit
import Foundation

/// The row that holds the scroll position still across a batch update, and where it was on screen:
/// the focused row when it is visible, or else the top visible row.
struct ScrollAnchor {
  /// The anchoring row, before the batch.
  let indexPath: IndexPath
  /// Its distance from the top of the table, in rows of the screen.
  let screenY: Int

  /// The anchor of a table showing `layout` from `state`'s content offset, `height` rows tall; nil
  /// when no row is visible.
  init?(layout: TableLayout, state: TableState, height: Int) {
    let top = state.contentOffset
    let visibleRows = layout.elements(in: top..<(top + max(1, height))).compactMap { element -> IndexPath? in
      if case .row(let indexPath) = element { return indexPath }
      return nil
    }
    let focused = state.focusedIndexPath.flatMap { visibleRows.contains($0) ? $0 : nil }
    guard let row = focused ?? visibleRows.first else { return nil }
    indexPath = row
    screenY = layout.span(of: .row(row)).lowerBound - top
  }

  /// The content offset that shows the anchoring row at the same place after `mapping`, in the new
  /// `layout`; nil when the row is gone.
  func contentOffset(after mapping: BatchMapping, in layout: TableLayout) -> Int? {
    guard let row = mapping.indexPath(indexPath), layout.contains(row) else { return nil }
    return layout.span(of: .row(row)).lowerBound - screenY
  }
}
