#if canImport(UIKit)
  import UIKit

  /// Answers a collection view's data source and delegate questions from a ``ListDataSource``.
  @MainActor
  final class CollectionBridge: NSObject, UICollectionViewDataSource, UICollectionViewDelegate,
    UICollectionViewDataSourcePrefetching
  {
    weak var source: (any ListDataSource)?

    init(source: any ListDataSource) {
      self.source = source
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
      source?.numberOfSections(in: collectionView) ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      source?.host(collectionView, numberOfItemsInSection: section) ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
      guard let cell = source?.host(collectionView, cellForItemAt: indexPath) as? UICollectionViewCell else {
        preconditionFailure("The list data source returned a view that is not a UICollectionViewCell for \(indexPath).")
      }
      return cell
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let section = indexPath.section
      let provided =
        kind == UICollectionView.elementKindSectionFooter
        ? source?.host(collectionView, footerViewForSection: section)
        : source?.host(collectionView, headerViewForSection: section)
      guard let view = provided as? UICollectionReusableView else {
        preconditionFailure(
          "The layout asked for a \(kind) view in section \(section), but the list has no registration for it. "
            + "Register one with `list.header(MyHeader.self) { … }` or turn the layout's headers off.")
      }
      view.shownSection = (kind, section)
      return view
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
      source?.host(collectionView, prefetchItemsAt: indexPaths)
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
      source?.host(collectionView, cancelPrefetchingForItemsAt: indexPaths)
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
      source?.providesMoves ?? false
    }

    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      _ = source?.host(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath, shownAlready: true)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      source?.host(collectionView, didSelectItemAt: indexPath)
    }

    /// A tap on a selected item: the adapter decides whether it stays selected.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
      source?.host(collectionView, didSelectItemAt: indexPath)
    }
  }
#endif
