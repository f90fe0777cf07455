#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// An `NSCollectionView` is a CellKit host: its items' actions are routed with `indexPath(for:)` at
  /// the moment they fire, and a ``ListAdapter`` can drive it. Section headers and footers are the
  /// layout's `elementKindSectionHeader` and `elementKindSectionFooter` supplementary views; views of
  /// other kinds belong to the item at their index path, such as a badge. Every update decision is
  /// the core's (`SectionedHost`); this extension only translates.
  extension NSCollectionView: SectionedHost {
    public var actions: ActionRouter { attachedRouter(self, &AssociatedKey.router) }

    public func location(of view: any ActionSender) -> ActionLocation? {
      if let item = view as? NSCollectionViewItem {
        return indexPath(for: item).map(ActionLocation.item)
      }
      return (view as? NSView).flatMap { location(ofSupplementary: $0, shownAs: $0.shownElement) }
    }

    /// The adapter's bridge becomes the data source and delegates; the ones the app had set are
    /// kept, and get every call the bridge does not answer itself.
    package var listDataSource: (any ListDataSource)? {
      get { (retainedBridge as? CollectionBridge)?.source }
      set {
        let others: [AnyObject?] = [delegate, dataSource, prefetchDataSource]
        let bridge = newValue.map { CollectionBridge(source: $0, forwardingTo: others) }
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

    package var isOnScreen: Bool { window != nil }

    /// Applies one stage of a staged changeset in one batch whose changes go through the animator:
    /// "When invoking any of these methods, you can request an animated instead of immediate layout
    /// update by messaging the CollectionView's animator" (NSCollectionView.h). The batch itself is
    /// the collection view's, so the block, which must not outlive the call, goes to no proxy.
    package func performAnimatedBatch(_ changes: ListChanges, updateData: () -> Void) {
      withoutActuallyEscaping(updateData) { updateData in
        performBatchUpdates(
          { [self] in
            updateData()
            let animated = animator()
            animated.deleteSections(IndexSet(changes.sectionDeleted))
            animated.insertSections(IndexSet(changes.sectionInserted))
            for move in changes.sectionMoved { animated.moveSection(move.source, toSection: move.target) }
            animated.reloadSections(IndexSet(changes.sectionUpdated))
            animated.deleteItems(at: Set(changes.itemDeleted))
            animated.insertItems(at: Set(changes.itemInserted))
            for move in changes.itemMoved { animated.moveItem(at: move.source, to: move.target) }
            animated.reloadItems(at: Set(changes.itemUpdated))
          }, completionHandler: nil)
      }
    }

    package func showSelection(_ indexPaths: Set<IndexPath>) {
      (retainedBridge as? CollectionBridge)?.selection.show(indexPaths) { [self] shown in
        if selectionIndexPaths != shown { selectionIndexPaths = shown }
      }
    }

    package var indexPathsInView: [IndexPath] { Array(indexPathsForVisibleItems()) }

    package func existingCell(at indexPath: IndexPath) -> AnyObject? { item(at: indexPath) }

    package var numberOfSectionsShown: Int { numberOfSections }

    package func numberOfItemsShown(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    package var asksForTitlesAfterEachBatch: Bool { true }

    package func visibleView(of element: SupplementaryElement) -> AnyObject? {
      let place = element.collectionViewPlace(headerKind: Self.headerKind, footerKind: Self.footerKind)
      return supplementaryView(forElementKind: place.kind, at: place.indexPath)
    }

    static var headerKind: String { elementKindSectionHeader }
    static var footerKind: String { elementKindSectionFooter }
  }
#endif
