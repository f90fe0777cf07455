import CellKit
import Foundation

extension TableView {
  /// Applies one batch of inserts, deletes, moves and reloads of rows and sections.
  ///
  /// Visible cells follow their rows to their new index paths (moved rows keep their cell), deleted
  /// and reloaded rows are asked for again, and the focus and the selection stay on the same row
  /// when it still exists. `updateData` is called once, where the data source must start answering
  /// with the data after the batch.
  ///
  /// The scroll position follows one rule across every batch:
  /// - a table scrolled to its bottom (its content taller than it) stays at its bottom, so new rows
  ///   appended below show, as a chat that follows its newest message needs, unless that would
  ///   scroll the focused row out of view;
  /// - otherwise the focused row, when it is visible, keeps its line on the screen, or else the top
  ///   visible row does; rows inserted or deleted above the screen move nothing on it;
  /// - when that row is gone, the offset is kept, within the new content.
  ///
  /// - Complexity: O(changes × visible rows + sections), plus O(rows) with a ``rowHeightProvider``.
  package func performBatchUpdates(_ changes: ListChanges, updateData: () -> Void) {
    guard !needsReload else {
      updateData()
      return
    }
    invalidateHeights(of: changes.itemUpdated)
    let mapping = BatchMapping(changes, oldSectionCount: layout.sections.count)
    let anchor = ScrollAnchor(layout: layout, state: state, height: viewportHeight)
    let wasAtBottom = maximumContentOffset > 0 && state.contentOffset == maximumContentOffset
    for view in onScreen.follow(mapping) { recycle(view) }
    state.follow(mapping)

    updateData()
    layout = buildLayout()

    if let offset = ScrollAnchor.contentOffset(
      after: mapping, in: layout, height: viewportHeight, anchor: anchor, wasAtBottom: wasAtBottom)
    {
      state.contentOffset = offset
    }
    state.fit(to: layout, height: viewportHeight, headerTakesFocus: takesFocus(headerOf:))
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
