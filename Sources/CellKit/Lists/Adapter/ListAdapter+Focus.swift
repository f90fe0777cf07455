import Foundation

extension ListAdapter {
  /// The item whose row (or grid item) holds the keyboard focus, on a host that has one (the
  /// terminal's table and collection view); nil on the others, and when no row has the focus.
  ///
  /// Unlike the host's own `focusedIndexPath`, which counts the rows the host shows, this names the
  /// item, so it means the same in a sorted, filtered or collapsed list; its place in ``snapshot``
  /// is `snapshot.indexPath(of: item.differenceIdentifier)`.
  ///
  /// - Complexity: O(1).
  public var focusedItem: Item? {
    host?.focusedIndexPath.flatMap { presentation.shown.item(at: $0) }
  }

  /// Moves the keyboard focus to the row of `item` (by identity), scrolling to it; nothing when the
  /// list does not show the item (the filter hides it, or its section is collapsed) or the host has
  /// no keyboard focus.
  ///
  /// Called while the host is busy (from a handler or a configure closure), the focus moves once
  /// the host is free, in order with the other changes asked for meanwhile.
  ///
  /// - Complexity: O(n) for n items shown.
  public func focus(_ item: Item) {
    let id = item.differenceIdentifier
    session.submit { [weak self] in
      guard let self, let host = self.host, let indexPath = self.presentation.shown.indexPath(of: id) else { return }
      host.focusItem(at: indexPath)
    }
  }
}
