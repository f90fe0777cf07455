import CellKit
import Foundation

extension TableView {
  /// Reveals the trailing row actions of the row at `indexPath`, with the keyboard on the last
  /// one; does nothing when the row has none.
  ///
  /// - Returns: Whether actions are revealed.
  @discardableResult
  func revealRowActions(at indexPath: IndexPath) -> Bool {
    guard let source = listDataSource else { return false }
    let labels = source.host(self, rowActionsAt: indexPath, edge: .trailing)
    guard !labels.isEmpty else { return false }
    state.revealedActions = RevealedRowActions(indexPath: indexPath, labels: labels, focused: labels.count - 1)
    setNeedsLayout()
    return true
  }

  /// Hides the revealed row actions.
  func hideRowActions() {
    guard state.revealedActions != nil else { return }
    state.revealedActions = nil
    setNeedsLayout()
  }

  /// Runs the revealed action at `index` for its row, and hides the actions.
  func performRevealedAction(_ index: Int) {
    guard let revealed = state.revealedActions, revealed.labels.indices.contains(index) else { return }
    hideRowActions()
    listDataSource?.host(self, performRowAction: revealed.labels[index].id, edge: .trailing, at: revealed.indexPath)
  }

  /// Handles a key while row actions are revealed: Left moves to the previous action, Enter or
  /// Space runs the focused one, Right or Escape hides them, and any other key hides them and
  /// goes on as usual.
  ///
  /// - Returns: Whether the key was used.
  func handleRevealedActionsKey(_ event: KeyEvent) -> Bool {
    guard var revealed = state.revealedActions else { return false }
    switch event.key {
    case .left:
      revealed.focused = max(0, revealed.focused - 1)
      state.revealedActions = revealed
      setNeedsLayout()
      return true
    case .enter, .character(" "):
      performRevealedAction(revealed.focused)
      return true
    case .right, .escape:
      hideRowActions()
      return true
    default:
      hideRowActions()
      return false
    }
  }

  /// Places the row actions view over the trailing edge of its row when the row is on screen.
  func placeRowActions(width: Int) {
    guard let revealed = state.revealedActions, layout.contains(revealed.indexPath) else {
      rowActionsView.removeFromSuperview()
      return
    }
    let span = layout.span(of: .row(revealed.indexPath))
    let y = span.lowerBound - contentOffset
    guard y >= 0, y < viewportHeight else {
      rowActionsView.removeFromSuperview()
      return
    }
    rowActionsView.labels = revealed.labels
    rowActionsView.focused = revealed.focused
    let actionsWidth = min(width, rowActionsView.neededWidth)
    rowActionsView.actionsWidth = actionsWidth
    let indexPath = revealed.indexPath
    rowActionsView.row = { [weak self] in self?.visibleCells.filter { $0.indexPath == indexPath } ?? [] }
    rowActionsView.frame = Rect(x: width - actionsWidth, y: headerRowHeight + y, width: actionsWidth, height: 1)
    addSubview(rowActionsView)
  }
}
