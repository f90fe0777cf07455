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
#endif
