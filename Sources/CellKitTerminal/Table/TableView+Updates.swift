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
    invalidateHeights(of: changes.itemUpdated)
    let mapping = BatchMapping(changes, oldSectionCount: layout.sections.count)
    let anchor = ScrollAnchor(layout: layout, state: state, height: frame.height)
    for view in onScreen.follow(mapping) { recycle(view) }
    state.follow(mapping)

    updateData()
    layout = buildLayout()

    if let offset = anchor?.contentOffset(after: mapping, in: layout) { state.contentOffset = offset }
    state.fit(to: layout, height: frame.height)
    setNeedsLayout()
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
