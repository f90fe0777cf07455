#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// An `NSCollectionView` is a CellKit host: its items' actions are routed with `indexPath(for:)` at
  /// the moment they fire, and a ``ListAdapter`` can drive it. Section headers and footers are the
  /// layout's `elementKindSectionHeader` and `elementKindSectionFooter` supplementary views; views of
  /// other kinds belong to the item at their index path, such as a badge.
  extension NSCollectionView: ListHost {
    public var actions: ActionRouter { attachedRouter(self, &AssociatedKey.router) }

    public func location(of view: any ActionSender) -> ActionLocation? {
      if let item = view as? NSCollectionViewItem {
        return indexPath(for: item).map(ActionLocation.item)
      }
      if let supplementary = view as? NSView, let shown = supplementary.shownElement {
        guard supplementaryView(forElementKind: shown.kind, at: shown.indexPath) === supplementary else { return nil }
        switch shown.kind {
        case NSCollectionView.elementKindSectionHeader: return .header(section: shown.indexPath.section)
        case NSCollectionView.elementKindSectionFooter: return .footer(section: shown.indexPath.section)
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
        isSelectable = true
        allowsMultipleSelection = true
        allowsEmptySelection = true
        dataSource = bridge
        delegate = bridge
        prefetchDataSource = bridge
        reloadData()
      }
    }

    /// Applies one stage of a staged changeset in one `performBatchUpdates`, switching the data
    /// inside the update block as AppKit requires. Off screen, it reloads instead.
    package func performBatchUpdates(_ changes: ListChanges, updateData: () -> Void) {
      guard window != nil else {
        updateData()
        reloadData()
        return
      }
      // The animator animates the layout update; the collection view itself would apply it at once.
      withoutActuallyEscaping(updateData) { updateData in
        animator().performBatchUpdates(
          { [self] in
            updateData()
            deleteSections(IndexSet(changes.sectionDeleted))
            insertSections(IndexSet(changes.sectionInserted))
            for move in changes.sectionMoved { moveSection(move.source, toSection: move.target) }
            reloadSections(IndexSet(changes.sectionUpdated))
            deleteItems(at: Set(changes.itemDeleted))
            insertItems(at: Set(changes.itemInserted))
            for move in changes.itemMoved { moveItem(at: move.source, to: move.target) }
            reloadItems(at: Set(changes.itemUpdated))
          }, completionHandler: nil)
      }
    }

    /// Selects exactly the items at `indexPaths`. The adapter decides between one selection and
    /// several, so the collection allows several and never changes the selection on its own.
    package func showSelection(_ indexPaths: Set<IndexPath>) {
      (retainedBridge as? CollectionBridge)?.selection.show(indexPaths) { [self] shown in
        if selectionIndexPaths != shown { selectionIndexPaths = shown }
      }
    }

    package var visibleViews: [(location: ActionLocation, view: AnyObject)] {
      visibleItems().compactMap { item in
        indexPath(for: item).map { (ActionLocation.item($0), item as AnyObject) }
      }
    }

    /// Collection views show headers and footers as views, configured in place: no titles.
    package var asksForTitlesAfterEachBatch: Bool { true }

    package func visibleView(of element: SupplementaryElement) -> AnyObject? {
      let place = element.collectionViewPlace(
        headerKind: NSCollectionView.elementKindSectionHeader, footerKind: NSCollectionView.elementKindSectionFooter)
      return supplementaryView(forElementKind: place.kind, at: place.indexPath)
    }
  }
#endif
