import CellKit
import Foundation

extension TableView {
  /// The cell of the focused row, if it is on screen.
  var focusedCell: TableCell? { focusedIndexPath.flatMap { onScreen.cells[$0] } }

  /// The control the keyboard acts on, if any: with a cell cursor, the first control of the cell
  /// it is on (none when that cell has none).
  public var focusedControl: ControlView? {
    guard let cell = focusedCell, let index = highlightedControlIndex(in: cell) else { return nil }
    return cell.focusableControls[index]
  }

  /// The place among `cell`'s focusable controls of the one the keyboard acts on when `cell` is
  /// the focused row; nil when it has none there.
  func highlightedControlIndex(in cell: TableCell) -> Int? {
    if cursor == .cell, showsColumns, let row = cell as? ColumnsRowCell {
      return focusedColumn.flatMap(row.firstControlIndex(in:))
    }
    let count = cell.focusableControls.count
    return count > 0 ? min(state.focusedControlIndex, count - 1) : nil
  }

  /// Moves the focus to the row at `indexPath` (and its control at `controlIndex`), scrolling to it.
  ///
  /// `indexPath` counts the rows the table shows; for a table a list adapter drives, `list.focus(_:)`
  /// names the row by its item.
  public func focusRow(at indexPath: IndexPath, controlIndex: Int = 0) {
    layoutIfNeeded()
    guard layout.contains(indexPath) else { return }
    // Revealed actions belong to the focused row: the keyboard is on them.
    if let revealed = state.revealedActions, revealed.indexPath != indexPath { hideRowActions() }
    state.focusedIndexPath = indexPath
    state.focusedControlIndex = max(0, controlIndex)
    scrollToRow(at: indexPath)
    setNeedsLayout()
  }

  /// Selects the row at `indexPath` and tells the delegate; for a table a list adapter drives, the
  /// adapter decides what the selection becomes (one row, or several with multiple selection).
  public func selectRow(at indexPath: IndexPath) {
    layoutIfNeeded()
    guard layout.contains(indexPath) else { return }
    if listDataSource == nil { state.selectedIndexPaths = [indexPath] }
    setNeedsLayout()
    delegate?.tableView(self, didSelectRowAt: indexPath)
    listDataSource?.host(self, didSelectItemAt: indexPath)
  }

  private func controlCount(at indexPath: IndexPath) -> Int? {
    onScreen.cells[indexPath]?.focusableControls.count
  }

  /// The section whose header holds the keyboard focus, if one does: section headers take the focus
  /// (Up and Down stop on them, Enter or Space selects them) when their sections collapse.
  public var focusedHeaderSection: Int? { state.focusedHeader }

  /// Whether section headers take the focus: the list acts on them (collapsible sections).
  var headersTakeFocus: Bool { listDataSource?.providesHeaderSelection ?? false }

  /// Moves the focus to the header of `section`, scrolling to it.
  func focusHeader(inSection section: Int) {
    state.focusedHeader = section
    let span = layout.span(of: .header(section))
    if span.lowerBound < contentOffset {
      setContentOffset(span.lowerBound)
    } else if span.upperBound > contentOffset + viewportHeight {
      setContentOffset(span.upperBound - viewportHeight)
    }
    setNeedsLayout()
  }

  func takesFocus(headerOf section: Int) -> Bool {
    headersTakeFocus && layout.sections[section].header > 0
  }

  /// The first (or last) stop of the sections from `section` on (or back).
  func edgeStop(from section: Int, forward: Bool) -> FocusStop? {
    FocusStop.edge(
      from: section, forward: forward, count: layout.sections.count, items: { layout.sections[$0].rows },
      headerTakesFocus: takesFocus(headerOf:))
  }

  /// The stop one step from the focused row or header.
  private func neighbourStop(forward: Bool) -> FocusStop? {
    if let header = state.focusedHeader {
      guard layout.sections.indices.contains(header) else { return nil }
      if forward && layout.sections[header].rows > 0 { return .item(IndexPath(row: 0, section: header)) }
      return edgeStop(from: header + (forward ? 1 : -1), forward: forward)
    }
    guard let focused = focusedIndexPath, layout.contains(focused) else { return nil }
    let rows = layout.sections[focused.section].rows
    if forward {
      if focused.row + 1 < rows { return .item(IndexPath(row: focused.row + 1, section: focused.section)) }
      return edgeStop(from: focused.section + 1, forward: true)
    }
    if focused.row > 0 { return .item(IndexPath(row: focused.row - 1, section: focused.section)) }
    if takesFocus(headerOf: focused.section) { return .header(focused.section) }
    return edgeStop(from: focused.section - 1, forward: false)
  }

  func moveFocus(rows: Int) {
    layoutIfNeeded()
    if abs(rows) == 1, focusedIndexPath != nil || state.focusedHeader != nil {
      switch neighbourStop(forward: rows > 0) {
      case .header(let section)?: focusHeader(inSection: section)
      case .item(let indexPath)?: focusRow(at: indexPath, controlIndex: state.focusedControlIndex)
      // Up from the first row goes to the column header.
      case nil where rows < 0 && showsColumns:
        focusColumnHeader(cursor == .cell ? columns.cursorColumn : 0)
      case nil: break
      }
      return
    }
    if let header = state.focusedHeader, focusedIndexPath == nil {
      state.focusedIndexPath = layout.nearestRow(to: IndexPath(row: 0, section: header))
    }
    guard var target = focusedIndexPath ?? layout.edgeRow(first: true) else { return }
    if focusedIndexPath != nil {
      for _ in 0..<abs(rows) {
        guard let next = layout.neighbour(of: target, forward: rows > 0) else { break }
        target = next
      }
    }
    focusRow(at: target, controlIndex: state.focusedControlIndex)
  }

  func moveFocusAcrossControls(forward: Bool, wrapRows: Bool) {
    layoutIfNeeded()
    guard let focused = focusedIndexPath else {
      moveFocus(rows: 1)
      return
    }
    let count = controlCount(at: focused) ?? 0
    let current = min(state.focusedControlIndex, max(0, count - 1))
    if forward && current + 1 < count {
      focusRow(at: focused, controlIndex: current + 1)
    } else if !forward && current > 0 {
      focusRow(at: focused, controlIndex: current - 1)
    } else if wrapRows, let next = layout.neighbour(of: focused, forward: forward) {
      // Index of the last control is resolved at layout, once the row's cell exists.
      focusRow(at: next, controlIndex: forward ? 0 : Int.max)
    }
  }

  /// Activates the focused control, or selects the focused row when it has no control.
  public func activateFocused() {
    layoutIfNeeded()
    if let header = state.focusedHeader {
      listDataSource?.host(self, didSelectHeaderInSection: header)
      return
    }
    guard let focused = focusedIndexPath else {
      moveFocus(rows: 1)
      return
    }
    if onScreen.cells[focused] == nil {
      scrollToRow(at: focused)
      layoutRows()
    }
    if let control = focusedControl {
      control.activate()
    } else {
      selectRow(at: focused)
    }
  }

  func focusTable(on descendant: View) -> Bool {
    guard let cell = TableCell.containing(descendant), let indexPath = cell.indexPath, cell.host === self else {
      return false
    }
    state.focusedIndexPath = indexPath
    if let index = cell.controlIndex(of: descendant) { state.focusedControlIndex = index }
    // A cell cursor goes to the control's cell.
    if cursor == .cell { moveCellCursorToFocusedControl() }
    setNeedsLayout()
    return true
  }
}
