import CellKit
import Foundation

/// The row that holds the scroll position still across a batch update, and where it was on screen:
/// the focused row when it is visible, or else the top visible row.
struct ScrollAnchor {
  /// The anchoring row, before the batch.
  let indexPath: IndexPath
  /// Its distance from the top of the table, in rows of the screen.
  let screenY: Int
  /// Whether the anchoring row is the focused one.
  let isFocused: Bool

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
    isFocused = focused != nil
    screenY = layout.span(of: .row(row)).lowerBound - top
  }

  /// The content offset that shows the anchoring row at the same place after `mapping`, in the new
  /// `layout`; nil when the row is gone.
  func contentOffset(after mapping: BatchMapping, in layout: TableLayout) -> Int? {
    guard let row = mapping.indexPath(indexPath), layout.contains(row) else { return nil }
    return layout.span(of: .row(row)).lowerBound - screenY
  }

  /// The content offset after `mapping` in the new `layout`, for a table `height` rows tall that
  /// was scrolled to its bottom (`wasAtBottom`) before: the bottom again, so rows appended below
  /// show (a chat), unless that would scroll the focused row out of view; then, or when the table
  /// was not at its bottom, the offset that keeps the anchoring row on its line.
  static func contentOffset(
    after mapping: BatchMapping, in layout: TableLayout, height: Int, anchor: ScrollAnchor?, wasAtBottom: Bool
  ) -> Int? {
    let kept = anchor?.contentOffset(after: mapping, in: layout)
    guard wasAtBottom else { return kept }
    let bottom = max(0, layout.totalHeight - height)
    guard let anchor, anchor.isFocused, let kept, let row = mapping.indexPath(anchor.indexPath) else { return bottom }
    let span = layout.span(of: .row(row))
    return span.lowerBound >= bottom && span.upperBound <= bottom + height ? bottom : kept
  }
}
