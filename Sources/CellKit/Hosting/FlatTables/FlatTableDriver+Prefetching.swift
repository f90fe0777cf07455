import Foundation

extension FlatTableDriver {
  /// Asks the source to prefetch the items within its prefetch distance past `visibleRows`, in the
  /// direction the table last scrolled, and to cancel the prefetched items that are neither in that
  /// range nor visible any more. A table without prefetching of its own (GTK's list view) calls it
  /// whenever its visible rows may have changed: after it scrolls, and after a batch.
  ///
  /// - Complexity: O(distance + visible rows), header and footer rows skipped along the way.
  package func updatePrefetching(visibleRows: Range<Int>, on host: any ListHost) {
    guard let source, let distance = source.prefetchDistance, !visibleRows.isEmpty else { return }
    if visibleRows.lowerBound != prefetching.firstVisibleRow {
      prefetching.scrollsDown = visibleRows.lowerBound > prefetching.firstVisibleRow
      prefetching.firstVisibleRow = visibleRows.lowerBound
    }
    let visible = Set(visibleRows.compactMap { rows[$0]?.indexPath })
    var window: [IndexPath] = []
    let step = prefetching.scrollsDown ? 1 : -1
    var row = prefetching.scrollsDown ? visibleRows.upperBound : visibleRows.lowerBound - 1
    while window.count < distance, let shown = rows[row] {
      if let indexPath = shown.indexPath { window.append(indexPath) }
      row += step
    }
    PrefetchedItems.update(\.prefetching.prefetched, of: self, window: window, visible: visible, from: source, on: host)
  }

  /// Follows the prefetched items through a batch: a deleted item is no longer prefetched.
  func followPrefetched(_ changes: ListChanges, oldSectionCount: Int) {
    guard !prefetching.prefetched.items.isEmpty else { return prefetching.prefetched.followWithoutItems() }
    prefetching.prefetched.follow(BatchMapping(changes, oldSectionCount: oldSectionCount))
  }
}

/// What a flat table's driver remembers of prefetching between two calls.
struct FlatTablePrefetching {
  /// The items the source was asked to prefetch and that have not shown yet.
  var prefetched = PrefetchedItems()
  /// The first visible row prefetching last saw, and whether the table last scrolled down.
  var firstVisibleRow = 0
  var scrollsDown = true
}
