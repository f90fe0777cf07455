#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import CellKit

  extension NSCollectionViewDiffableDataSource {
    /// The typed actions of `collectionView`'s items, routed with the item identifier this data
    /// source has at each item's index path when an action fires.
    ///
    /// - Parameter collectionView: The collection view this data source serves.
    /// - Returns: The routing of the collection view's item actions; it need not be kept.
    @MainActor
    public func cellActions(in collectionView: NSCollectionView) -> CellActions<ItemIdentifierType> {
      CellActions(host: collectionView) { [weak self] indexPath in self?.itemIdentifier(for: indexPath) }
    }
  }

  extension NSTableViewDiffableDataSource {
    /// The typed actions of `tableView`'s cell views, routed with the item identifier this data
    /// source has at each view's row when an action fires.
    ///
    /// A table counts its rows flat, section header rows included, so `context.indexPath` is
    /// `[0, row]` with the row `NSTableView.row(for:)` gives at that moment; a section header row
    /// has no item identifier, and its actions reach the table's own handlers.
    ///
    /// - Parameter tableView: The table view this data source serves.
    /// - Returns: The routing of the table view's cell actions; it need not be kept.
    @MainActor
    public func cellActions(in tableView: NSTableView) -> CellActions<ItemIdentifierType> {
      CellActions(host: tableView) { [weak self] indexPath in self?.itemIdentifier(forRow: indexPath.item) }
    }
  }
#endif
