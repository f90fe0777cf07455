#if canImport(UIKit)
  @_spi(CellKitPlatform) import CellKit
  import UIKit

  /// Answers a collection view's data source and delegate questions from a ``ListDataSource``, and
  /// passes the ones it does not answer to the app's own data source and delegate.
  @MainActor
  final class CollectionBridge: ForwardingBridge, UICollectionViewDataSource, UICollectionViewDelegate,
    UICollectionViewDataSourcePrefetching
  {

    func numberOfSections(in collectionView: UICollectionView) -> Int {
      source?.numberOfSections(in: collectionView) ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      source?.host(collectionView, numberOfItemsInSection: section) ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
      ListViews.cell(from: source, at: indexPath, in: collectionView)
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let element = collectionView.element(ofKind: kind, at: indexPath)
      let view: UICollectionReusableView = ListViews.view(from: source, for: element, in: collectionView)
      view.shownElement = element
      return view
    }

    /// Makes a collapsible section's header tappable as it shows: a tap collapses or expands the
    /// section. Then the app's delegate is told too.
    func collectionView(
      _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      if case .header = collectionView.element(ofKind: elementKind, at: indexPath),
        source?.providesHeaderSelection == true
      {
        headerTaps(for: collectionView).attach(to: view)
      }
      #if canImport(Darwin)
        forwardees.alsoTell(
          #selector(UICollectionViewDelegate.collectionView(_:willDisplaySupplementaryView:forElementKind:at:)),
          as: (any UICollectionViewDelegate).self)?
          .collectionView?(
            collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
      #endif
    }

    private var headerTapTarget: HeaderTapTarget?

    private func headerTaps(for collectionView: UICollectionView) -> HeaderTapTarget {
      if let target = headerTapTarget, target.host === collectionView { return target }
      let target = HeaderTapTarget(host: collectionView)
      headerTapTarget = target
      return target
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
      collectionView.actions.session.perform(.layingOut) {
        source?.host(collectionView, prefetchItemsAt: indexPaths)
        #if canImport(Darwin)
          forwardees.alsoTell(
            #selector(UICollectionViewDataSourcePrefetching.collectionView(_:prefetchItemsAt:)),
            as: (any UICollectionViewDataSourcePrefetching).self)?
            .collectionView(collectionView, prefetchItemsAt: indexPaths)
        #endif
      }
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
      collectionView.actions.session.perform(.layingOut) {
        source?.host(collectionView, cancelPrefetchingForItemsAt: indexPaths)
        #if canImport(Darwin)
          forwardees.alsoTell(
            #selector(UICollectionViewDataSourcePrefetching.collectionView(_:cancelPrefetchingForItemsAt:)),
            as: (any UICollectionViewDataSourcePrefetching).self)?
            .collectionView?(collectionView, cancelPrefetchingForItemsAt: indexPaths)
        #endif
      }
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
      collectionView.actions.session.perform(.delivering) {
        source?.host(collectionView, didSelectItemAt: indexPath)
        #if canImport(Darwin)
          forwardees.alsoTell(
            #selector(UICollectionViewDelegate.collectionView(_:didSelectItemAt:)),
            as: (any UICollectionViewDelegate).self)?
            .collectionView?(collectionView, didSelectItemAt: indexPath)
        #endif
      }
    }

    /// A tap on a selected item: the adapter decides whether it stays selected. With one selection
    /// in edit mode, the collection view deselects the selected item itself before it selects the one
    /// tapped: that is no tap (``TapSelection/deselectionIsTap(isEditing:)``).
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
      collectionView.actions.session.perform(.delivering) {
        if collectionView.tapSelection.deselectionIsTap(isEditing: collectionView.isEditingItems) {
          source?.host(collectionView, didSelectItemAt: indexPath)
        }
        #if canImport(Darwin)
          forwardees.alsoTell(
            #selector(UICollectionViewDelegate.collectionView(_:didDeselectItemAt:)),
            as: (any UICollectionViewDelegate).self)?
            .collectionView?(collectionView, didDeselectItemAt: indexPath)
        #endif
      }
    }
  }
#endif
