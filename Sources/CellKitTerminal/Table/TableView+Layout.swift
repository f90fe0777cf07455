import CellKit
import Foundation

extension TableView {
  /// The width of the rows: the table's width less the scroll indicator's column when it shows.
  var rowWidth: Int {
    showsScrollIndicator && layout.totalHeight > frame.height ? max(0, frame.width - 1) : frame.width
  }

  /// The largest content offset that still fills the table.
  var maximumContentOffset: Int { max(0, layout.totalHeight - frame.height) }

  func layoutRows() {
    layoutIfNeeded()
    contentOffset = min(max(0, contentOffset), maximumContentOffset)
    let elements = layout.elements(in: contentOffset..<(contentOffset + max(0, frame.height)))
    visibleElements = elements
    var shownRows = Set<IndexPath>()
    var shownHeaders = Set<Int>()
    var shownFooters = Set<Int>()
    for element in elements {
      switch element {
      case .row(let indexPath): shownRows.insert(indexPath)
      case .header(let s): shownHeaders.insert(s)
      case .footer(let s): shownFooters.insert(s)
      }
    }
    for (indexPath, cell) in cells where !shownRows.contains(indexPath) {
      recycle(cell)
      cells[indexPath] = nil
    }
    for (s, view) in headerViews where !shownHeaders.contains(s) {
      recycle(view)
      headerViews[s] = nil
    }
    for (s, view) in footerViews where !shownFooters.contains(s) {
      recycle(view)
      footerViews[s] = nil
    }
    let width = rowWidth
    let tableHasFocus = isFocused
    if tableHasFocus && focusedIndexPath == nil { focusedIndexPath = layout.edgeRow(first: true) }
    for element in elements {
      let span = layout.span(of: element)
      let frame = Rect(x: 0, y: span.lowerBound - contentOffset, width: width, height: span.count)
      switch element {
      case .row(let indexPath):
        let cell = cells[indexPath] ?? makeCell(at: indexPath)
        cell.frame = frame
        let focused = indexPath == focusedIndexPath
        cell.isFocusedRow = focused && tableHasFocus
        cell.isSelected = indexPath == indexPathForSelectedRow
        let controls = cell.focusableControls
        let highlighted = focused && tableHasFocus ? min(focusedControlIndex, controls.count - 1) : -1
        for (index, control) in controls.enumerated() { control.isHighlighted = index == highlighted }
      case .header(let s):
        if let view = headerViews[s] ?? makeHeaderFooter(.header, section: s) { view.frame = frame }
      case .footer(let s):
        if let view = footerViews[s] ?? makeHeaderFooter(.footer, section: s) { view.frame = frame }
      }
    }
  }

  private func makeCell(at indexPath: IndexPath) -> TableCell {
    guard let dataSource else { preconditionFailure("A table view without a data source has no rows.") }
    // Handlers a hand-written data source registers while it makes the cell end when the cell is
    // reused, as those of a list adapter's configure closure do.
    let collected = ReuseScope()
    let cell = collected.configuring { dataSource.tableView(self, cellForRowAt: indexPath) }
    cell.reuseScope.adopt(collected)
    cell.table = self
    cell.indexPath = indexPath
    cells[indexPath] = cell
    addSubview(cell)
    return cell
  }

  private func makeHeaderFooter(_ kind: TableHeaderFooterView.Kind, section: Int) -> TableHeaderFooterView? {
    guard let dataSource else { return nil }
    let hasView =
      kind == .header
      ? dataSource.tableView(self, hasHeaderViewInSection: section)
      : dataSource.tableView(self, hasFooterViewInSection: section)
    guard hasView else { return nil }
    let collected = ReuseScope()
    let view = collected.configuring {
      kind == .header
        ? dataSource.tableView(self, viewForHeaderInSection: section)
        : dataSource.tableView(self, viewForFooterInSection: section)
    }
    guard let view else { return nil }
    view.reuseScope.adopt(collected)
    view.table = self
    view.section = section
    view.kind = kind
    if kind == .header { headerViews[section] = view } else { footerViews[section] = view }
    addSubview(view)
    return view
  }

  func drawTable(in canvas: Canvas) {
    let width = rowWidth
    if layout.rowCount == 0, let emptyText {
      canvas.draw(emptyText.truncated(toColumns: width - 2), x: 2, y: 0, style: .dim)
    }
    for element in visibleElements {
      let y = layout.span(of: element).lowerBound - contentOffset
      switch element {
      case .header(let s) where headerViews[s] == nil:
        if let title = dataSource?.tableView(self, titleForHeaderInSection: s) {
          canvas.draw(title.truncated(toColumns: width - 1), x: 1, y: y, style: .bold)
        }
      case .footer(let s) where footerViews[s] == nil:
        if let title = dataSource?.tableView(self, titleForFooterInSection: s) {
          canvas.draw(title.truncated(toColumns: width - 1), x: 1, y: y, style: .dim)
        }
      default:
        break
      }
    }
    drawScrollIndicator(in: canvas)
  }

  private func drawScrollIndicator(in canvas: Canvas) {
    let total = layout.totalHeight
    let height = frame.height
    guard showsScrollIndicator, total > height, height > 0 else { return }
    let thumb = max(1, height * height / total)
    let top = min(
      height - thumb, Int((Double(contentOffset) / Double(max(1, total - height))) * Double(height - thumb)))
    for y in 0..<height {
      let inThumb = y >= top && y < top + thumb
      canvas.draw(inThumb ? "┃" : "│", x: frame.width - 1, y: y, style: inThumb ? .plain : .dim)
    }
  }

  // MARK: Scrolling

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
      contentOffset = clamped
      setNeedsDisplay()
    }
  }

  /// Scrolls by `rows` rows of the screen (negative: up).
  public func scroll(by rows: Int) {
    setContentOffset(contentOffset + rows)
  }

  /// Scrolls so that the row at `indexPath` shows.
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition = .nearest) {
    layoutIfNeeded()
    guard layout.contains(indexPath) else { return }
    var span = layout.span(of: .row(indexPath))
    // Keep the section's header in view when scrolling up to its first row.
    if indexPath.row == 0 { span = layout.sections[indexPath.section].top..<span.upperBound }
    let height = frame.height
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
