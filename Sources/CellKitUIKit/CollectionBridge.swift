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
      let provided: AnyObject?
      let fix: String
      switch kind {
      case UICollectionView.elementKindSectionHeader:
        provided = source?.host(collectionView, headerViewForSection: section)
        fix = "Register one with `list.header(MyHeader.self) { … }` or turn the layout's headers off."
      case UICollectionView.elementKindSectionFooter:
        provided = source?.host(collectionView, footerViewForSection: section)
        fix = "Register one with `list.footer(MyFooter.self) { … }` or turn the layout's footers off."
      default:
        provided = source?.host(collectionView, supplementaryViewOfKind: kind, forItemAt: indexPath)
        fix =
          "Register one with `list.supplementary(MyView.self, ofKind: \"\(kind)\") { … }` or remove it from the layout."
      }
      guard let view = provided as? UICollectionReusableView else {
        preconditionFailure(
          "The layout asked for a \(kind) view at \(indexPath), but the list has no registration for it. \(fix)")
      }
      view.shownElement = (kind, indexPath)
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
