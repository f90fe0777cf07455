import Foundation

/// A list view a ``ListAdapter`` can drive: the terminal `TableView`, and `UITableView` or
/// `UICollectionView` through the UIKit adapter.
@MainActor
package protocol ListHost: ActionHost {
  /// The object the host asks for sections, rows and views. Hosts hold it weakly.
  var listDataSource: (any ListDataSource)? { get set }

  /// Forgets every shown row and asks the data source again.
  func reloadData()

  /// Applies one batch of changes. The host calls `updateData` exactly once, at the point where the
  /// data source must start answering with the data after the batch.
  func performBatchUpdates(_ changes: ListChanges, updateData: () -> Void)

  /// Shows the rows at `indexPaths` as selected, and no other.
  func showSelection(_ indexPaths: Set<IndexPath>)

  /// The views shown now, with where each is.
  var visibleViews: [(location: ActionLocation, view: AnyObject)] { get }
}
