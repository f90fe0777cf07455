import CellKit
import Foundation

extension TableView {
  /// The cell of the focused row, if it is on screen.
  var focusedCell: TableCell? { focusedIndexPath.flatMap { onScreen.cells[$0] } }

  /// The control the keyboard acts on, if any.
  public var focusedControl: ControlView? {
    guard let controls = focusedCell?.focusableControls, !controls.isEmpty else { return nil }
    return controls[min(state.focusedControlIndex, controls.count - 1)]
  }

  /// Moves the focus to the row at `indexPath` (and its control at `controlIndex`), scrolling to it.
  public func focusRow(at indexPath: IndexPath, controlIndex: Int = 0) {
    layoutIfNeeded()
    guard layout.contains(indexPath) else { return }
    state.focusedIndexPath = indexPath
    state.focusedControlIndex = max(0, controlIndex)
    scrollToRow(at: indexPath)
    setNeedsDisplay()
  }

  /// Selects the row at `indexPath` and tells the delegate.
  public func selectRow(at indexPath: IndexPath) {
    layoutIfNeeded()
    guard layout.contains(indexPath) else { return }
    state.selectedIndexPath = indexPath
    setNeedsDisplay()
    delegate?.tableView(self, didSelectRowAt: indexPath)
    listDataSource?.host(self, didSelectItemAt: indexPath)
  }

  private func controlCount(at indexPath: IndexPath) -> Int? {
    onScreen.cells[indexPath]?.focusableControls.count
  }

  func moveFocus(rows: Int) {
    layoutIfNeeded()
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
    var view: View? = descendant
    while let current = view, !(current is TableCell) { view = current.superview }
    guard let cell = view as? TableCell, let indexPath = cell.indexPath, cell.table === self else { return false }
    state.focusedIndexPath = indexPath
    if let control = descendant as? ControlView,
      let index = cell.focusableControls.firstIndex(where: { $0 === control })
    {
      state.focusedControlIndex = index
    }
    setNeedsDisplay()
    return true
  }
}
