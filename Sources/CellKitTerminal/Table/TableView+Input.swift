import CellKit
import Foundation

extension TableView {
  /// The cell of the focused row, if it is on screen.
  var focusedCell: TableCell? { focusedIndexPath.flatMap { cells[$0] } }

  /// The control the keyboard acts on, if any.
  public var focusedControl: ControlView? {
    guard let controls = focusedCell?.focusableControls, !controls.isEmpty else { return nil }
    return controls[min(focusedControlIndex, controls.count - 1)]
  }

  /// Moves the focus to the row at `indexPath` (and its control at `controlIndex`), scrolling to it.
  public func focusRow(at indexPath: IndexPath, controlIndex: Int = 0) {
    layoutIfNeeded()
    guard layout.contains(indexPath) else { return }
    focusedIndexPath = indexPath
    focusedControlIndex = max(0, controlIndex)
    scrollToRow(at: indexPath)
    setNeedsDisplay()
  }

  /// Selects the row at `indexPath` and tells the delegate.
  public func selectRow(at indexPath: IndexPath) {
    layoutIfNeeded()
    guard layout.contains(indexPath) else { return }
    indexPathForSelectedRow = indexPath
    setNeedsDisplay()
    delegate?.tableView(self, didSelectRowAt: indexPath)
    listDataSource?.host(self, didSelectItemAt: indexPath)
  }

  private func controlCount(at indexPath: IndexPath) -> Int? {
    cells[indexPath]?.focusableControls.count
  }

  private func moveFocus(rows: Int) {
    layoutIfNeeded()
    guard var target = focusedIndexPath ?? layout.edgeRow(first: true) else { return }
    if focusedIndexPath != nil {
      for _ in 0..<abs(rows) {
        guard let next = layout.neighbour(of: target, forward: rows > 0) else { break }
        target = next
      }
    }
    focusRow(at: target, controlIndex: focusedControlIndex)
  }

  private func moveFocusAcrossControls(forward: Bool, wrapRows: Bool) {
    layoutIfNeeded()
    guard let focused = focusedIndexPath else {
      moveFocus(rows: 1)
      return
    }
    let count = controlCount(at: focused) ?? 0
    let current = min(focusedControlIndex, max(0, count - 1))
    if forward && current + 1 < count {
      focusRow(at: focused, controlIndex: current + 1)
    } else if !forward && current > 0 {
      focusRow(at: focused, controlIndex: current - 1)
    } else if wrapRows, let next = layout.neighbour(of: focused, forward: forward) {
      // Index of the last control is resolved at layout, once the row's cell exists.
      focusRow(at: next, controlIndex: forward ? 0 : Int.max)
    }
  }

  func handleTableKey(_ event: KeyEvent) -> Bool {
    if let control = focusedControl, control.handleKey(event) { return true }
    let page = max(1, frame.height - 1)
    switch event.key {
    case .up: moveFocus(rows: -1)
    case .down: moveFocus(rows: 1)
    case .pageUp:
      scroll(by: -page)
      moveFocus(rows: -page)
    case .pageDown:
      scroll(by: page)
      moveFocus(rows: page)
    case .home:
      if let first = layout.edgeRow(first: true) { focusRow(at: first) }
      setContentOffset(0)
    case .end:
      if let last = layout.edgeRow(first: false) { focusRow(at: last) }
      setContentOffset(maximumContentOffset)
    case .left: moveFocusAcrossControls(forward: false, wrapRows: false)
    case .right: moveFocusAcrossControls(forward: true, wrapRows: false)
    case .tab: moveFocusAcrossControls(forward: true, wrapRows: true)
    case .backTab: moveFocusAcrossControls(forward: false, wrapRows: true)
    case .enter, .character(" "):
      guard event.modifiers.isEmpty || event.key == .enter else { return false }
      activateFocused()
    default:
      return false
    }
    return true
  }

  /// Activates the focused control, or selects the focused row when it has no control.
  public func activateFocused() {
    layoutIfNeeded()
    guard let focused = focusedIndexPath else {
      moveFocus(rows: 1)
      return
    }
    if cells[focused] == nil {
      scrollToRow(at: focused)
      layoutRows()
    }
    if let control = focusedControl {
      control.activate()
    } else {
      selectRow(at: focused)
    }
  }

  func handleTableMouse(_ event: MouseEvent, at point: Point) -> Bool {
    switch event.kind {
    case .wheelUp:
      scroll(by: -3)
      return true
    case .wheelDown:
      scroll(by: 3)
      return true
    case .press:
      guard case .row(let indexPath)? = layout.element(at: contentOffset + point.y) else { return true }
      focusedIndexPath = indexPath
      application?.focus(self)
      setNeedsDisplay()
      return true
    case .release:
      guard case .row(let indexPath)? = layout.element(at: contentOffset + point.y) else { return true }
      if indexPath == focusedIndexPath { selectRow(at: indexPath) }
      return true
    default:
      return false
    }
  }

  func focusTable(on descendant: View) -> Bool {
    var view: View? = descendant
    while let current = view, !(current is TableCell) { view = current.superview }
    guard let cell = view as? TableCell, let indexPath = cell.indexPath, cell.table === self else { return false }
    focusedIndexPath = indexPath
    if let control = descendant as? ControlView,
      let index = cell.focusableControls.firstIndex(where: { $0 === control })
    {
      focusedControlIndex = index
    }
    setNeedsDisplay()
    return true
  }
}
