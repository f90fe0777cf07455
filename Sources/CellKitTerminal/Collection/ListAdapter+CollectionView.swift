import CellKit
import Foundation

extension ListAdapter {
  /// Creates an adapter that drives `collectionView`.
  @inlinable
  public convenience init(_ collectionView: CollectionView) {
    self.init(attaching: collectionView)
    resolveEvents()
  }
}
