#if canImport(UIKit)
  import UIKit

  /// A `UICollectionView` is a CellKit host: its cells' actions are routed with `indexPath(for:)` at
  /// the moment they fire, and a ``ListAdapter`` can drive it. Section headers and footers are the
  /// layout's `elementKindSectionHeader` and `elementKindSectionFooter` supplementary views; views of
  /// other kinds belong to the item at their index path, such as a badge.
  extension UICollectionView: ListHost {
    public var actions: ActionRouter { attachedRouter(self, &AssociatedKey.router) }

    public func location(of view: any ActionSender) -> ActionLocation? {
      if let cell = view as? UICollectionViewCell {
        return indexPath(for: cell).map(ActionLocation.item)
      }
      if let supplementary = view as? UICollectionReusableView, let shown = supplementary.shownElement {
        guard supplementaryView(forElementKind: shown.kind, at: shown.indexPath) === supplementary else { return nil }
        switch shown.kind {
        case UICollectionView.elementKindSectionHeader: return .header(section: shown.indexPath.section)
        case UICollectionView.elementKindSectionFooter: return .footer(section: shown.indexPath.section)
        default: return .item(shown.indexPath)
        }
      }
      return nil
    }

    package var listDataSource: (any ListDataSource)? {
      get { (retainedBridge as? CollectionBridge)?.source }
      set {
        let bridge = newValue.map(CollectionBridge.init)
        retainedBridge = bridge
        dataSource = bridge
        delegate = bridge
        prefetchDataSource = bridge
        reloadData()
      }
    }

    /// Applies one stage of a staged changeset in one `performBatchUpdates`, switching the data
    /// inside the update block as UIKit requires. Off screen, it reloads instead.
    package func performBatchUpdates(_ changes: ListChanges, updateData: () -> Void) {
      guard window != nil else {
        updateData()
        reloadData()
        return
      }
      withoutActuallyEscaping(updateData) { updateData in
        performBatchUpdates(
          { [self] in
            updateData()
            deleteSections(IndexSet(changes.sectionDeleted))
            insertSections(IndexSet(changes.sectionInserted))
            for move in changes.sectionMoved { moveSection(move.source, toSection: move.target) }
            reloadSections(IndexSet(changes.sectionUpdated))
            deleteItems(at: changes.itemDeleted)
            insertItems(at: changes.itemInserted)
            for move in changes.itemMoved { moveItem(at: move.source, to: move.target) }
            reloadItems(at: changes.itemUpdated)
          }, completion: nil)
      }
    }

    /// Selects exactly the items at `indexPaths`. The adapter decides between one selection and
    /// several, so the collection allows several and never replaces a selection on its own.
    package func showSelection(_ indexPaths: Set<IndexPath>) {
      allowsMultipleSelection = true
      for indexPath in indexPathsForSelectedItems ?? [] where !indexPaths.contains(indexPath) {
        deselectItem(at: indexPath, animated: false)
      }
      let selected = Set(indexPathsForSelectedItems ?? [])
      for indexPath in indexPaths where !selected.contains(indexPath) {
        selectItem(at: indexPath, animated: false, scrollPosition: [])
      }
    }

    package var visibleViews: [(location: ActionLocation, view: AnyObject)] {
      indexPathsForVisibleItems.compactMap { indexPath in
        cellForItem(at: indexPath).map { (ActionLocation.item(indexPath), $0 as AnyObject) }
      }
    }

    /// Collection views show headers and footers as views, configured in place: no titles.
    package var asksForTitlesAfterEachBatch: Bool { true }

    package func visibleView(of element: SupplementaryElement) -> AnyObject? {
      let place = element.collectionViewPlace(
        headerKind: UICollectionView.elementKindSectionHeader, footerKind: UICollectionView.elementKindSectionFooter)
      return supplementaryView(forElementKind: place.kind, at: place.indexPath)
    }
  }

#endif
