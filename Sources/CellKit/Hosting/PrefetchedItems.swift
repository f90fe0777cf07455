import Foundation

/// The items a host asked its list to prefetch and that have not shown yet, kept between two
/// updates of what the host shows: the terminal's table and the flat tables (GTK's list) share it.
package struct PrefetchedItems {
  /// The items the list was asked to prefetch and has not been told to let go.
  package private(set) var items = Set<IndexPath>()
  /// How many batches and reloads the items followed: a change between two calls to the list
  /// means the host's rows moved under the index paths it was about to give.
  private var changes = 0

  package init() {}

  /// Asks `source` to cancel the items prefetched in `owner` at `path` that are neither in
  /// `window` nor `visible` any more (shown or not: an item scrolled past needs its load no
  /// longer), then to prefetch the items of `window` not asked for yet.
  ///
  /// The two calls reach app code, which may change the list (append a page, filter, scroll):
  /// the items are read and written between the calls, never held across one. When the list
  /// changed during the cancel, the prefetch is left to the host's next layout, which asks with
  /// the rows it shows then.
  ///
  /// - Complexity: O(window + visible + prefetched items).
  @MainActor
  package static func update<Owner: AnyObject>(
    _ path: ReferenceWritableKeyPath<Owner, PrefetchedItems>, of owner: Owner, window: [IndexPath],
    visible: Set<IndexPath>, from source: any ListDataSource, on host: any ListHost
  ) {
    let kept = Set(window).union(owner[keyPath: path].items.intersection(visible))
    let dropped = owner[keyPath: path].items.subtracting(kept).sorted()
    if !dropped.isEmpty {
      owner[keyPath: path].items.subtract(dropped)
      let changes = owner[keyPath: path].changes
      source.host(host, cancelPrefetchingForItemsAt: dropped)
      guard owner[keyPath: path].changes == changes else { return }
    }
    let added = window.filter { !owner[keyPath: path].items.contains($0) }
    guard !added.isEmpty else { return }
    owner[keyPath: path].items.formUnion(added)
    source.host(host, prefetchItemsAt: added)
  }

  /// Follows the items through a batch: a deleted item is no longer prefetched.
  package mutating func follow(_ mapping: BatchMapping) {
    changes += 1
    if !items.isEmpty { items = Set(items.compactMap(mapping.indexPath)) }
  }

  /// Notes a batch while no item is prefetched: nothing to follow, and no mapping to build.
  package mutating func followWithoutItems() {
    assert(items.isEmpty, "A batch with prefetched items is followed with follow(_:).")
    changes += 1
  }

  /// Forgets every item, as a reload does.
  package mutating func removeAll() {
    changes += 1
    items.removeAll()
  }
}
