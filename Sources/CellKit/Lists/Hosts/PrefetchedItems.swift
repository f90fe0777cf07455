import Foundation

/// The items a host asked its list to prefetch and that have not shown yet, kept between two
/// updates of what the host shows: the terminal's table and the flat tables (GTK's list) share it.
package struct PrefetchedItems {
  /// The items the list was asked to prefetch and has not been told to let go.
  package private(set) var items = Set<IndexPath>()

  package init() {}

  /// Asks `source` to prefetch the items of `window` not asked for yet, and to cancel those asked
  /// for that are neither in `window` nor `visible` any more (shown or not: an item scrolled past
  /// needs its load no longer).
  ///
  /// - Complexity: O(window + visible + prefetched items).
  @MainActor
  package mutating func update(
    window: [IndexPath], visible: Set<IndexPath>, from source: any ListDataSource, on host: any ListHost
  ) {
    let added = window.filter { !items.contains($0) }
    let kept = Set(window).union(items.intersection(visible))
    let dropped = items.subtracting(kept).sorted()
    items = kept
    if !dropped.isEmpty { source.host(host, cancelPrefetchingForItemsAt: dropped) }
    if !added.isEmpty { source.host(host, prefetchItemsAt: added) }
  }

  /// Follows the items through a batch: a deleted item is no longer prefetched.
  package mutating func follow(_ mapping: BatchMapping) {
    if !items.isEmpty { items = Set(items.compactMap(mapping.indexPath)) }
  }

  /// Forgets every item, as a reload does.
  package mutating func removeAll() {
    items.removeAll()
  }
}
