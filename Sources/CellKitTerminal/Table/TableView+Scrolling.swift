import CellKit
import Foundation

extension TableView {
  /// The largest content offset that still fills the table.
  var maximumContentOffset: Int { max(0, layout.totalHeight - viewportHeight) }

  /// Where a row ends up when the table scrolls to it.
  public enum ScrollPosition: Sendable {
    /// Scrolls as little as possible to show the row.
    case nearest
    /// The row at the top of the table.
    case top
    /// The row in the middle of the table.
    case middle
    /// The row at the bottom of the table.
    case bottom
  }

  /// Scrolls the content so that content row `offset` is at the top (clamped to the content).
  public func setContentOffset(_ offset: Int) {
    layoutIfNeeded()
    let clamped = min(max(0, offset), maximumContentOffset)
    if clamped != contentOffset {
      state.contentOffset = clamped
      setNeedsLayout()
    }
  }

  /// Scrolls by `rows` rows of the screen (negative: up).
  public func scroll(by rows: Int) {
    setContentOffset(contentOffset + rows)
  }

  /// Scrolls so that the row at `indexPath` shows.
  ///
  /// A section's first row shows with its header, and its last row with its footer: scrolling to
  /// the last row of the last section `.bottom` shows the very end of the list, as a chat that
  /// follows its newest message needs.
  ///
  /// - Parameters:
  ///   - indexPath: The row to show; an index path the table does not have scrolls nothing.
  ///   - position: Where the row ends up; by default, as little scrolling as shows it.
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition = .nearest) {
    layoutIfNeeded()
    guard layout.contains(indexPath) else { return }
    var span = layout.span(of: .row(indexPath))
    let section = layout.sections[indexPath.section]
    // Keep the section's header in view when scrolling up to its first row, and its footer when
    // scrolling down to its last.
    if indexPath.row == 0 { span = section.top..<span.upperBound }
    if indexPath.row == section.rows - 1 { span = span.lowerBound..<(section.top + section.height) }
    let height = viewportHeight
    switch position {
    case .top: setContentOffset(span.lowerBound)
    case .middle: setContentOffset(span.lowerBound - (height - span.count) / 2)
    case .bottom: setContentOffset(span.upperBound - height)
    case .nearest:
      if span.lowerBound < contentOffset {
        setContentOffset(span.lowerBound)
      } else if span.upperBound > contentOffset + height {
        setContentOffset(span.upperBound - height)
      }
    }
  }
}
