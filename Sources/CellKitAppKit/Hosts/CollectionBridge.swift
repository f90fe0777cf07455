#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// Answers a collection view's data source and delegate questions from a ``ListDataSource``.
  @MainActor
  final class CollectionBridge: NSObject, NSCollectionViewDataSource, NSCollectionViewDelegate,
    NSCollectionViewPrefetching
  {
    weak var source: (any ListDataSource)?
    /// The adapter's selection, as shown.
    let selection = SelectionMirror()

    init(source: any ListDataSource) {
      self.source = source
    }

    func numberOfSections(in collectionView: NSCollectionView) -> Int {
      source?.numberOfSections(in: collectionView) ?? 0
    }

    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int {
      source?.host(collectionView, numberOfItemsInSection: section) ?? 0
    }

    func collectionView(
      _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
    ) -> NSCollectionViewItem {
      guard let item = source?.host(collectionView, cellForItemAt: indexPath) as? NSCollectionViewItem else {
        preconditionFailure(
          "The list data source returned an object that is not an NSCollectionViewItem for \(indexPath).")
      }
      item.view.collectionItem = item
      return item
    }

    func collectionView(
      _ collectionView: NSCollectionView,
      viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
      at indexPath: IndexPath
    ) -> NSView {
      let section = indexPath.section
      let provided: AnyObject?
      let fix: String
      switch kind {
      case NSCollectionView.elementKindSectionHeader:
        provided = source?.host(collectionView, headerViewForSection: section)
        fix = "Register one with `list.header(MyHeader.self) { … }` or give the layout no header size."
      case NSCollectionView.elementKindSectionFooter:
        provided = source?.host(collectionView, footerViewForSection: section)
        fix = "Register one with `list.footer(MyFooter.self) { … }` or give the layout no footer size."
      default:
        provided = source?.host(collectionView, supplementaryViewOfKind: kind, forItemAt: indexPath)
        fix =
          "Register one with `list.supplementary(MyView.self, ofKind: \"\(kind)\") { … }` or remove it from the layout."
      }
      guard let view = provided as? NSView else {
        preconditionFailure(
          "The layout asked for a \(kind) view at \(indexPath), but the list has no registration for it. \(fix)")
      }
      view.shownElement = (kind, indexPath)
      return view
    }

    func collectionView(_ collectionView: NSCollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
      source?.host(collectionView, prefetchItemsAt: indexPaths)
    }

    func collectionView(_ collectionView: NSCollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
      source?.host(collectionView, cancelPrefetchingForItemsAt: indexPaths)
    }

    /// Keeps the selection as it is and tells the adapter which items the user chose, following each
    /// item to where it is once the adapter is told; the adapter then shows the selection it decides on.
    /// Answers without effects: the items the user may select of those proposed.
    func collectionView(
      _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath> {
      selection.allowsSelecting(
        indexPaths, current: collectionView.selectionIndexPaths, selectsSeveral: source?.selectsSeveral ?? false)
    }

    /// Answers without effects: a single selection is never emptied by the user.
    func collectionView(
      _ collectionView: NSCollectionView, shouldDeselectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath> {
      selection.allowsDeselecting(
        indexPaths, current: collectionView.selectionIndexPaths, selectsSeveral: source?.selectsSeveral ?? false)
    }

    func collectionView(_ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>) {
      userSelected(on: collectionView)
    }

    func collectionView(_ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>) {
      userSelected(on: collectionView)
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
