import Foundation

/// What a host asks about the content it shows.
@MainActor
package protocol ListDataSource: AnyObject {
  /// The number of sections.
  func numberOfSections(in host: any ListHost) -> Int
  /// The number of rows in `section`.
  func host(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int
  /// A configured cell for the row at `indexPath`, dequeued from `host`.
  func host(_ host: any ListHost, cellForItemAt indexPath: IndexPath) -> AnyObject
  /// A configured header view for `section`, or nil to use the title (or nothing).
  func host(_ host: any ListHost, headerViewForSection section: Int) -> AnyObject?
  /// A configured footer view for `section`, or nil to use the title (or nothing).
  func host(_ host: any ListHost, footerViewForSection section: Int) -> AnyObject?
  /// A configured supplementary view of `kind` (such as a badge) for the item at `indexPath`, or
  /// nil when the list shows no views of that kind.
  func host(_ host: any ListHost, supplementaryViewOfKind kind: String, forItemAt indexPath: IndexPath) -> AnyObject?
  /// The identity of the item at `indexPath`, for caching what the host measured of it.
  func host(_ host: any ListHost, identityOfItemAt indexPath: IndexPath) -> AnyHashable?
  /// The header title of `section`, or nil for none.
  func host(_ host: any ListHost, titleForHeaderInSection section: Int) -> String?
  /// The footer title of `section`, or nil for none.
  func host(_ host: any ListHost, titleForFooterInSection section: Int) -> String?
  /// The user selected the row at `indexPath`.
  func host(_ host: any ListHost, didSelectItemAt indexPath: IndexPath)
  /// The user clicked or chose the header of `section`.
  func host(_ host: any ListHost, didSelectHeaderInSection section: Int)
  /// Whether choosing a header does something (collapsing its section), so hosts let the keyboard
  /// focus headers.
  var providesHeaderSelection: Bool { get }
  /// Whether the user may move rows.
  var providesMoves: Bool { get }
  /// The user moved the row at `source` to `destination` (its index path after the move). The
  /// host has already shown the move when `shownAlready` (UIKit's drag to reorder); returns
  /// whether the move was accepted.
  func host(_ host: any ListHost, moveItemAt source: IndexPath, to destination: IndexPath, shownAlready: Bool)
    -> Bool
  /// The actions revealed at `edge` of the row at `indexPath`, in order; empty for none.
  func host(_ host: any ListHost, rowActionsAt indexPath: IndexPath, edge: RowEdge) -> [RowActionLabel]
  /// The user picked the row action with id `id` at `edge` of the row at `indexPath`.
  func host(_ host: any ListHost, performRowAction id: String, edge: RowEdge, at indexPath: IndexPath)
  /// Follows the item shown at `indexPath`: the closure returns where the host shows that item
  /// now, after any updates since, or nil once it is gone or hidden. For a host that keeps a row
  /// across a wait, such as an open menu.
  func host(_ host: any ListHost, trackItemAt indexPath: IndexPath) -> @MainActor () -> IndexPath?
  /// How many rows past the visible ones the host asks to prefetch, or nil for no prefetching.
  var prefetchDistance: Int? { get }
  /// The rows at `indexPaths` are about to show: their content can start loading.
  func host(_ host: any ListHost, prefetchItemsAt indexPaths: [IndexPath])
  /// The rows at `indexPaths`, prefetched, are no longer about to show.
  func host(_ host: any ListHost, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
  /// Whether the user may select several rows at once (the host shows the controls for it where it
  /// has them, such as UIKit's selection circles in edit mode).
  var selectsSeveral: Bool { get }
  /// Whether the row at `indexPath` shows a delete control in the host's edit mode: it has a
  /// destructive trailing row action, and the user is not selecting several rows.
  func host(_ host: any ListHost, deletesWhileEditingAt indexPath: IndexPath) -> Bool
  /// Whether sections have header views (asked for as they show).
  var providesHeaderViews: Bool { get }
  /// Whether sections have footer views (asked for as they show).
  var providesFooterViews: Bool { get }

  /// The columns of the list, in order, hidden ones too; empty for a list of rows.
  var columnInfos: [ColumnInfo] { get }
  /// Whether the list has a column named `id` (hidden or not).
  func hasColumn(_ id: ColumnID) -> Bool
  /// The order the rows are sorted in, shown by the columns' headers.
  var shownSortOrder: [SortKey] { get }
  /// A configured cell for `column` of the row at `indexPath`, dequeued from `host`.
  func host(_ host: any ListHost, cellForItemAt indexPath: IndexPath, column: ColumnID) -> AnyObject
  /// The user clicked or chose the header of `column`: the rows are sorted by it.
  func host(_ host: any ListHost, didClickHeaderOfColumn column: ColumnID)
  /// The user sorted the rows by `keys`, first key first (an `NSTableView`'s sort descriptors).
  func host(_ host: any ListHost, didSortBy keys: [SortKey])
  /// The user resized `column` to `width`.
  func host(_ host: any ListHost, resizeColumn column: ColumnID, to width: Double)
  /// The user hid or showed `column`.
  func host(_ host: any ListHost, setColumn column: ColumnID, hidden: Bool)
  /// The user moved `column` to `place` among the columns.
  func host(_ host: any ListHost, moveColumn column: ColumnID, to place: Int)

  /// Told that another data source now drives `host`, which this one drove: it lets the host go,
  /// and asks nothing of it any more.
  func hostWasTakenOver(_ host: any ListHost)
}

extension ListDataSource {
  package var columnInfos: [ColumnInfo] { [] }
  package var shownSortOrder: [SortKey] { [] }
  package func hasColumn(_ id: ColumnID) -> Bool { false }
  package func host(_ host: any ListHost, cellForItemAt indexPath: IndexPath, column: ColumnID) -> AnyObject {
    self.host(host, cellForItemAt: indexPath)
  }
  package func host(_ host: any ListHost, didClickHeaderOfColumn column: ColumnID) {}
  package func host(_ host: any ListHost, didSortBy keys: [SortKey]) {}
  package func host(_ host: any ListHost, resizeColumn column: ColumnID, to width: Double) {}
  package func host(_ host: any ListHost, setColumn column: ColumnID, hidden: Bool) {}
  package func host(_ host: any ListHost, moveColumn column: ColumnID, to place: Int) {}
  package var providesHeaderViews: Bool { false }
  package var providesFooterViews: Bool { false }
  package var providesMoves: Bool { false }
  package var selectsSeveral: Bool { false }
  package func host(_ host: any ListHost, deletesWhileEditingAt indexPath: IndexPath) -> Bool { false }
  package var providesHeaderSelection: Bool { false }
  package var prefetchDistance: Int? { nil }
  package func host(_ host: any ListHost, prefetchItemsAt indexPaths: [IndexPath]) {}
  package func host(_ host: any ListHost, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
  package func host(_ host: any ListHost, didSelectHeaderInSection section: Int) {}
  package func host(_ host: any ListHost, trackItemAt indexPath: IndexPath) -> @MainActor () -> IndexPath? {
    { indexPath }
  }
  package func host(_ host: any ListHost, rowActionsAt indexPath: IndexPath, edge: RowEdge) -> [RowActionLabel] {
    []
  }
  package func host(_ host: any ListHost, performRowAction id: String, edge: RowEdge, at indexPath: IndexPath) {}
  package func host(
    _ host: any ListHost, moveItemAt source: IndexPath, to destination: IndexPath, shownAlready: Bool
  ) -> Bool { false }
  package func host(_ host: any ListHost, headerViewForSection section: Int) -> AnyObject? { nil }
  package func host(_ host: any ListHost, footerViewForSection section: Int) -> AnyObject? { nil }
  package func host(_ host: any ListHost, titleForHeaderInSection section: Int) -> String? { nil }
  package func host(_ host: any ListHost, identityOfItemAt indexPath: IndexPath) -> AnyHashable? { nil }
  package func host(_ host: any ListHost, titleForFooterInSection section: Int) -> String? { nil }
}
