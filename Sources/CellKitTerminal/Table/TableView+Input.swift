import CellKit
import Foundation

extension TableView {
  func handleTableKey(_ event: KeyEvent) -> Bool {
    if handleHeaderKey(event) { return true }
    if handleRevealedActionsKey(event) { return true }
    // The focused control has the key first: a text field moves its cursor with Left, a slider
    // lowers its value. Left reveals the row actions only where no control takes it.
    // With a cell cursor, Left and Right move it, whatever control the cell holds.
    if cursor == .cell, handleColumnsRowKey(event) { return true }
    if let control = focusedControl, control.handleKey(event) { return true }
    if handleColumnsRowKey(event) { return true }
    if event.key == .left, event.modifiers.isEmpty, let focused = focusedIndexPath,
      state.focusedControlIndex == 0 || focusedControl == nil, revealRowActions(at: focused)
    {
      return true
    }
    let page = max(1, viewportHeight - 1)
    switch event.key {
    case .up where event.modifiers == .alt: moveFocusedRow(down: false)
    case .down where event.modifiers == .alt: moveFocusedRow(down: true)
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
    case .tab where showsColumns && cursor == .cell: moveCellCursor(by: 1)
    case .backTab where showsColumns && cursor == .cell: moveCellCursor(by: -1)
    case .tab: moveFocusAcrossControls(forward: true, wrapRows: true)
    case .backTab: moveFocusAcrossControls(forward: false, wrapRows: true)
    case .enter, .character(" "):
      guard event.modifiers.isEmpty || event.key == .enter else { return false }
      activateFocused()
    case .character("."):
      guard event.modifiers.isEmpty, let focused = focusedIndexPath else { return false }
      return showActionMenu(forRowAt: focused)
    default:
      return false
    }
    return true
  }

  func handleTableMouse(_ event: MouseEvent, at tablePoint: Point) -> Bool {
    if continueResizing(event, at: tablePoint) { return true }
    if tablePoint.y < headerRowHeight, handleHeaderMouse(event, at: tablePoint) { return true }
    // The rows start under the column header.
    let point = Point(x: tablePoint.x, y: tablePoint.y - headerRowHeight)
    switch event.kind {
    case .wheelUp:
      scroll(by: -3)
      return true
    case .wheelDown:
      scroll(by: 3)
      return true
    case .press where event.button == .right:
      guard case .row(let indexPath)? = layout.element(at: contentOffset + point.y) else { return true }
      state.focusedIndexPath = indexPath
      application?.focus(self)
      revealRowActions(at: indexPath)
      setNeedsLayout()
      return true
    case .press:
      hideRowActions()
      let element = layout.element(at: contentOffset + point.y)
      if case .header(let section)? = element {
        if headersTakeFocus {
          focusHeader(inSection: section)
          application?.focus(self)
        }
        listDataSource?.host(self, didSelectHeaderInSection: section)
        return true
      }
      guard case .row(let indexPath)? = element else { return true }
      state.focusedIndexPath = indexPath
      state.press = RowPress(indexPath: indexPath)
      application?.focus(self)
      setNeedsLayout()
      return true
    case .drag:
      // The focus mark follows the pointer to where the row would drop.
      guard state.press?.indexPath != nil, case .row(let indexPath)? = layout.element(at: contentOffset + point.y)
      else { return true }
      state.press?.dragged = true
      state.focusedIndexPath = indexPath
      setNeedsLayout()
      return true
    case .release where event.button == .right:
      return true
    case .release:
      guard let press = state.press else { return true }
      state.press = nil
      // A release with no drag is a click on the row pressed, wherever updates moved it since.
      guard let pressed = press.indexPath else { return true }
      guard press.dragged else {
        if focusedIndexPath != pressed { focusRow(at: pressed) }
        selectRow(at: pressed)
        return true
      }
      guard case .row(let indexPath)? = layout.element(at: contentOffset + point.y) else { return true }
      if pressed != indexPath {
        // Dropped on the release line: moved down into a later section, the row goes after the
        // one under the pointer, which moves up a line as the dragged row leaves the rows above.
        let target =
          pressed.section < indexPath.section
          ? IndexPath(row: indexPath.row + 1, section: indexPath.section) : indexPath
        if !requestMove(from: pressed, to: target) { focusRow(at: pressed) }
      } else if indexPath == focusedIndexPath {
        selectRow(at: indexPath)
      }
      return true
    default:
      return false
    }
  }
}
