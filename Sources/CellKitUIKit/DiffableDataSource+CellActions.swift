#if canImport(UIKit)
  import CellKit
  import UIKit

  extension UICollectionViewDiffableDataSource {
    /// The typed actions of `collectionView`'s cells, routed with the item identifier this data
    /// source has at each cell's index path when an action fires.
    ///
    /// For a collection view the app drives with this data source and its own cell registrations,
    /// whose cells are CellKit ``ActionCell``s; see ``CellActions`` for an example.
    ///
    /// - Parameter collectionView: The collection view this data source serves.
    /// - Returns: The routing of the collection view's cell actions; it need not be kept.
    public func cellActions(in collectionView: UICollectionView) -> CellActions<ItemIdentifierType> {
      CellActions(host: collectionView) { [weak self] indexPath in self?.itemIdentifier(for: indexPath) }
    }
  }

  extension UITableViewDiffableDataSource {
    /// The typed actions of `tableView`'s cells, routed with the item identifier this data source
    /// has at each cell's index path when an action fires.
    ///
    /// - Parameter tableView: The table view this data source serves.
    /// - Returns: The routing of the table view's cell actions; it need not be kept.
    public func cellActions(in tableView: UITableView) -> CellActions<ItemIdentifierType> {
      CellActions(host: tableView) { [weak self] indexPath in self?.itemIdentifier(for: indexPath) }
    }
  }
#endif
