#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  @_spi(CellKitPlatform) import CellKit

  /// Answers a collection view's data source and delegate questions from a ``ListDataSource``.
  @MainActor
  final class CollectionBridge: ForwardingBridge, NSCollectionViewDataSource, NSCollectionViewDelegate,
    NSCollectionViewPrefetching
  {
    /// The adapter's selection, as shown.
    let selection = SelectionMirror()

    func numberOfSections(in collectionView: NSCollectionView) -> Int {
      source?.numberOfSections(in: collectionView) ?? 0
    }

    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int {
      source?.host(collectionView, numberOfItemsInSection: section) ?? 0
    }

    func collectionView(
      _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
    ) -> NSCollectionViewItem {
      let item: NSCollectionViewItem = ListViews.cell(from: source, at: indexPath, in: collectionView)
      item.view.collectionItem = item
      return item
    }

    func collectionView(
      _ collectionView: NSCollectionView,
      viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
      at indexPath: IndexPath
    ) -> NSView {
      let element = collectionView.element(ofKind: kind, at: indexPath)
      let view: NSView = ListViews.view(from: source, for: element, in: collectionView)
      view.shownElement = element
      return view
    }

    /// Tells the adapter, then the app's prefetching data source, as part of the collection view's
    /// layout: what either changes is shown once the layout is over.
    func collectionView(_ collectionView: NSCollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
      collectionView.actions.session.perform(.layingOut) {
        source?.host(collectionView, prefetchItemsAt: indexPaths)
        #if canImport(Darwin)
          forwardees.alsoTell(
            #selector(NSCollectionViewPrefetching.collectionView(_:prefetchItemsAt:)),
            as: (any NSCollectionViewPrefetching).self)?
            .collectionView(collectionView, prefetchItemsAt: indexPaths)
        #endif
      }
    }

    /// Tells the adapter, then the app's prefetching data source, as part of the collection view's
    /// layout.
    func collectionView(_ collectionView: NSCollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
      collectionView.actions.session.perform(.layingOut) {
        source?.host(collectionView, cancelPrefetchingForItemsAt: indexPaths)
        #if canImport(Darwin)
          forwardees.alsoTell(
            #selector(NSCollectionViewPrefetching.collectionView(_:cancelPrefetchingForItemsAt:)),
            as: (any NSCollectionViewPrefetching).self)?
            .collectionView?(collectionView, cancelPrefetchingForItemsAt: indexPaths)
        #endif
      }
    }

    /// Keeps the selection as it is and tells the adapter which items the user chose, following each
    /// item to where it is once the adapter is told; the adapter then shows the selection it decides on.
    /// Answers without effects: the items the user may select of those proposed.
    func collectionView(
      _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath> {
      selection.allowsSelecting(
        indexPaths, current: collectionView.selectionIndexPaths, selectsSeveral: source?.selectsSeveral ?? false,
        on: collectionView)
    }

    /// Answers without effects: a single selection is never emptied by the user.
    func collectionView(
      _ collectionView: NSCollectionView, shouldDeselectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath> {
      selection.allowsDeselecting(
        indexPaths, current: collectionView.selectionIndexPaths, selectsSeveral: source?.selectsSeveral ?? false,
        on: collectionView)
    }

    /// Tells the adapter, then the app's delegate.
    func collectionView(_ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>) {
      userSelected(on: collectionView)
      #if canImport(Darwin)
        forwardees.alsoTell(
          #selector(NSCollectionViewDelegate.collectionView(_:didSelectItemsAt:)),
          as: (any NSCollectionViewDelegate).self)?
          .collectionView?(collectionView, didSelectItemsAt: indexPaths)
      #endif
    }

    /// Tells the adapter, then the app's delegate.
    func collectionView(_ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>) {
      userSelected(on: collectionView)
      #if canImport(Darwin)
        forwardees.alsoTell(
          #selector(NSCollectionViewDelegate.collectionView(_:didDeselectItemsAt:)),
          as: (any NSCollectionViewDelegate).self)?
          .collectionView?(collectionView, didDeselectItemsAt: indexPaths)
      #endif
    }

    /// Tells the adapter what the user selected, once: a click on B with A selected deselects A and
    /// selects B in one change, reported as two calls; the second finds nothing new to tell.
    private func userSelected(on collectionView: NSCollectionView) {
      selection.userSelected(collectionView.selectionIndexPaths, on: collectionView) {
        collectionView.selectionIndexPaths = $0
      }
    }
  }
#endif
