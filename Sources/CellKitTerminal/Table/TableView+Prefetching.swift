import CellKit
import Foundation

extension TableView {
  /// Asks the list to prefetch the rows within its prefetch distance past the visible ones, in the
  /// direction the table last scrolled, and to cancel the prefetched rows that are neither in that
  /// range nor on screen any more (shown or not: a row scrolled past needs its load no longer).
  /// Called at the end of every layout of the rows, where the list's prefetch handlers may change
  /// anything: nothing of the layout is used after it.
  ///
  /// - Complexity: O(distance + visible rows).
  func updatePrefetching() {
    guard let source = listDataSource, let distance = source.prefetchDistance else { return }
    var visible = Set<IndexPath>()
    var first: IndexPath?
    var last: IndexPath?
    for case .row(let indexPath) in visibleElements {
      visible.insert(indexPath)
      if first == nil { first = indexPath }
      last = indexPath
    }
    guard let first, let last else { return }
    if contentOffset != state.prefetchOffset {
      state.prefetchesDown = contentOffset > state.prefetchOffset
      state.prefetchOffset = contentOffset
    }
    var window: [IndexPath] = []
    var cursor = state.prefetchesDown ? last : first
    while window.count < distance, let next = layout.neighbour(of: cursor, forward: state.prefetchesDown) {
      window.append(next)
      cursor = next
    }
    PrefetchedItems.update(\.state.prefetched, of: self, window: window, visible: visible, from: source, on: self)
  }
}
