import Foundation

extension ListAdapter {
  /// Tells the model which items are about to show, so it can start loading them, and which of
  /// those it no longer needs, so it can cancel the loads.
  ///
  /// ```swift
  /// list.prefetch(distance: 30, owner: loader) { loader, youtubers in
  ///   loader.prefetch(youtubers)
  /// } cancel: { loader, youtubers in
  ///   loader.cancelPrefetching(youtubers)
  /// }
  /// ```
  ///
  /// In the terminal, the rows within `distance` rows past the visible ones, in the direction the
  /// table last scrolled, are prefetched; a prefetched row is cancelled once it is neither in that
  /// range nor on screen, whether it showed or not, so fast scrolling leaves no load running for
  /// rows scrolled past. On UIKit, the table's or collection's own prefetching decides, with the
  /// same two closures (UIKit cancels only rows that did not show).
  ///
  /// An item is given to `prefetch` once until it is given to `cancel`, whatever the host asks
  /// again. A prefetched item the filter or a collapsed section hides is cancelled, and so is every
  /// one when the list moves to another host. Items are given by identity as the list has them when
  /// the host asks; an item deleted since is left out, and needs no cancel. A later call replaces
  /// both closures.
  ///
  /// - Parameters:
  ///   - distance: How many rows ahead the terminal table prefetches (UIKit chooses its own).
  ///   - owner: Held weakly and passed in; once it is gone, nothing is prefetched.
  ///   - prefetch: Called with the items about to show, nearest first.
  ///   - cancel: Called with prefetched items that are no longer about to show.
  public func prefetch<Owner: AnyObject>(
    distance: Int = 20, owner: Owner,
    _ prefetch: @escaping @MainActor (Owner, [Item]) -> Void,
    cancel: @escaping @MainActor (Owner, [Item]) -> Void
  ) {
    self.prefetch(distance: distance) { [weak owner] items in
      if let owner { prefetch(owner, items) }
    } cancel: { [weak owner] items in
      if let owner { cancel(owner, items) }
    }
  }

  /// Tells `prefetch` which items are about to show and `cancel` which of those are no longer
  /// needed; see ``prefetch(distance:owner:_:cancel:)``.
  public func prefetch(
    distance: Int = 20, _ prefetch: @escaping @MainActor ([Item]) -> Void,
    cancel: @escaping @MainActor ([Item]) -> Void
  ) {
    precondition(distance > 0, "The prefetch distance is a number of rows, 1 or more; \(distance) prefetches nothing.")
    callbacks.prefetching = Prefetching(distance: distance, prefetch: prefetch, cancel: cancel)
  }

  /// The items shown at `indexPaths`, in that order, skipping places that show none.
  private func shownItems(at indexPaths: [IndexPath]) -> [Item] {
    indexPaths.compactMap { presentation.shown.item(at: $0) }
  }

  package var prefetchDistance: Int? { callbacks.prefetching?.distance }

  package func host(_ host: any ListHost, prefetchItemsAt indexPaths: [IndexPath]) {
    guard let prefetching = callbacks.prefetching else { return }
    let items = shownItems(at: indexPaths).filter { change(.prefetched($0.differenceIdentifier)) }
    if !items.isEmpty { prefetching.prefetch(items) }
  }

  package func host(_ host: any ListHost, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
    guard let prefetching = callbacks.prefetching else { return }
    let items = shownItems(at: indexPaths).filter { change(.forgetPrefetched([$0.differenceIdentifier])) }
    if !items.isEmpty { prefetching.cancel(items) }
  }

  /// Forgets the prefetched items that no longer show, and cancels those the snapshot still holds
  /// (hidden by the filter or a collapsed section), so an item that shows again is prefetched
  /// again, once; a deleted item needs no cancel.
  ///
  /// - Complexity: O(1) per prefetched item while the identity counts are kept, one pass over the
  ///   shown items otherwise; one pass over the snapshot's items when one of them left.
  func prunePrefetched() {
    guard !presentation.prefetchedIDs.isEmpty else { return }
    let stillShown = shownIdentities(among: presentation.prefetchedIDs)
    guard stillShown.count < presentation.prefetchedIDs.count else { return }
    cancelPrefetched { !stillShown.contains($0) }
  }

  /// Cancels the prefetched items whose identity `leaves` accepts and that the snapshot holds, and
  /// forgets every one it accepts.
  func cancelPrefetched(where leaves: (Item.DifferenceIdentifier) -> Bool) {
    let leaving = presentation.prefetchedIDs.filter(leaves)
    guard !leaving.isEmpty else { return }
    change(.forgetPrefetched(leaving))
    let held = loops.items(snapshot, leaving)
    if let prefetching = callbacks.prefetching, !held.isEmpty { prefetching.cancel(held) }
  }
}

/// What a list adapter does with the host's prefetching.
@MainActor
struct Prefetching<Item> {
  let distance: Int
  let prefetch: @MainActor ([Item]) -> Void
  let cancel: @MainActor ([Item]) -> Void
}
