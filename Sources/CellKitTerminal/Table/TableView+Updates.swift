import CellKit
import Foundation

extension TableView {
  /// Applies one batch of inserts, deletes, moves and reloads of rows and sections.
  ///
  /// Visible cells follow their rows to their new index paths (moved rows keep their cell), deleted
  /// and reloaded rows are asked for again, and the focus, the selection and the scroll position stay
  /// on the same row when it still exists. `updateData` is called once, where the data source must
  /// start answering with the data after the batch.
  ///
  /// - Complexity: O(changes × visible rows + sections), plus O(rows) with a ``rowHeightProvider``.
  package func performBatchUpdates(_ changes: ListChanges, updateData: () -> Void) {
    guard !needsReload else {
      updateData()
      return
    }
    let mapping = BatchMapping(changes, oldSectionCount: layout.sections.count)

    // The row that anchors the scroll position: the focused row if on screen, else the top row.
    let visible = layout.elements(in: contentOffset..<(contentOffset + max(1, frame.height)))
    let visibleRows = visible.compactMap { element -> IndexPath? in
      if case .row(let indexPath) = element { return indexPath }
      return nil
    }
    let anchor: IndexPath? =
      if let focusedIndexPath, visibleRows.contains(focusedIndexPath) { focusedIndexPath } else {
        visibleRows.first
      }
    let anchorScreenY = anchor.map { layout.span(of: .row($0)).lowerBound - contentOffset }

    var moved: [IndexPath: TableCell] = [:]
    for (indexPath, cell) in cells {
      if !mapping.reloaded.contains(indexPath), !mapping.reloadedSections.contains(indexPath.section),
        let target = mapping.indexPath(indexPath)
      {
        cell.indexPath = target
        moved[target] = cell
      } else {
        recycle(cell)
      }
    }
    cells = moved
    headerViews = remap(headerViews, mapping)
    footerViews = remap(footerViews, mapping)

    let oldFocus = focusedIndexPath
    if let focused = focusedIndexPath { focusedIndexPath = mapping.indexPath(focused) ?? focused }
    if let selected = indexPathForSelectedRow { indexPathForSelectedRow = mapping.indexPath(selected) }
    let newAnchor = anchor.flatMap { mapping.indexPath($0) }

    updateData()
    layout = buildLayout()

    if let focused = focusedIndexPath, !layout.contains(focused) {
      focusedIndexPath = layout.nearestRow(to: focused)
    }
    if let selected = indexPathForSelectedRow, !layout.contains(selected) { indexPathForSelectedRow = nil }
    if oldFocus != nil && focusedIndexPath == nil { focusedControlIndex = 0 }
    if let newAnchor, let anchorScreenY, layout.contains(newAnchor) {
      contentOffset = layout.span(of: .row(newAnchor)).lowerBound - anchorScreenY
    }
    contentOffset = min(max(0, contentOffset), maximumContentOffset)
    setNeedsDisplay()
  }

  private func remap(_ views: [Int: TableHeaderFooterView], _ mapping: BatchMapping) -> [Int: TableHeaderFooterView] {
    var result: [Int: TableHeaderFooterView] = [:]
    for (section, view) in views {
      if !mapping.reloadedSections.contains(section), let target = mapping.section(section) {
        view.section = target
        result[target] = view
      } else {
        recycle(view)
      }
    }
    return result
  }

  /// Inserts rows; call after the data source has the new rows.
  public func insertRows(at indexPaths: [IndexPath]) {
    performBatchUpdates(ListChanges(itemInserted: indexPaths)) {}
  }

  /// Deletes rows; call after the data source has dropped them.
  public func deleteRows(at indexPaths: [IndexPath]) {
    performBatchUpdates(ListChanges(itemDeleted: indexPaths)) {}
  }

  /// Moves a row; call after the data source has moved it.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    performBatchUpdates(ListChanges(itemMoved: [(indexPath, newIndexPath)])) {}
  }

  /// Asks the data source again for the cells of these rows.
  public func reloadRows(at indexPaths: [IndexPath]) {
    performBatchUpdates(ListChanges(itemUpdated: indexPaths)) {}
  }

  /// Inserts sections; call after the data source has them.
  public func insertSections(_ sections: [Int]) {
    performBatchUpdates(ListChanges(sectionInserted: sections)) {}
  }

  /// Deletes sections; call after the data source has dropped them.
  public func deleteSections(_ sections: [Int]) {
    performBatchUpdates(ListChanges(sectionDeleted: sections)) {}
  }
}
