#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  @_spi(CellKitPlatform) import CellKit

  /// An `NSCollectionView` is a CellKit host: its items' actions are routed with `indexPath(for:)` at
  /// the moment they fire, and a ``ListAdapter`` can drive it. Section headers and footers are the
  /// layout's `elementKindSectionHeader` and `elementKindSectionFooter` supplementary views; views of
  /// other kinds belong to the item at their index path, such as a badge. Every update decision is
  /// the core's (`CollectionHost`); this extension only translates.
  extension NSCollectionView: CollectionHost {
    public var actions: ActionRouter { attachedRouter(self, &AssociatedKey.router) }

    @_spi(CellKitPlatform) public func location(of view: any ActionSender) -> ActionLocation? {
      location(ofCellOrView: view)
    }

    /// The adapter's bridge becomes the data source and delegates; the ones the app had set are
    /// kept, and get every call the bridge does not answer itself.
    package var listDataSource: (any ListDataSource)? {
      get { (retainedBridge as? CollectionBridge)?.source }
      set {
        let others: [AnyObject?] = [delegate, dataSource, prefetchDataSource]
        let bridge = newValue.map { CollectionBridge(forwardingTo: others).answering($0, for: self) }
        retainedBridge = bridge
        isSelectable = true
        allowsMultipleSelection = true
        allowsEmptySelection = true
        (dataSource, delegate, prefetchDataSource) = (bridge, bridge, bridge)
        reloadData()
      }
    }

    package var isOnScreen: Bool { window != nil }

    /// One batch of the collection view's own, so the block, which must not outlive the call, goes
    /// to no proxy.
    package func performBatch(_ updates: @escaping @MainActor () -> Void) {
      performBatchUpdates({ updates() }, completionHandler: nil)
    }

    /// The batch calls, through the animator: "When invoking any of these methods, you can request
    /// an animated instead of immediate layout update by messaging the CollectionView's animator"
    /// (NSCollectionView.h).
    package var batchEdits: any BatchEdits { AnimatedItems(animator: animator()) }

    package func showSelection(_ indexPaths: Set<IndexPath>) {
      (retainedBridge as? CollectionBridge)?.selection.show(indexPaths, on: self) { [self] shown in
        if selectionIndexPaths != shown { selectionIndexPaths = shown }
      }
    }

    package var indexPathsInView: [IndexPath] { Array(indexPathsForVisibleItems()) }

    package func existingCell(at indexPath: IndexPath) -> AnyObject? { item(at: indexPath) }
  }

  /// A collection view's batch calls in the words of ``BatchEdits``, made on its animator.
  @MainActor
  private struct AnimatedItems: BatchEdits {
    let animator: NSCollectionView

    func deleteSections(_ sections: IndexSet) { animator.deleteSections(sections) }
    func insertSections(_ sections: IndexSet) { animator.insertSections(sections) }
    func moveSection(_ section: Int, toSection newSection: Int) { animator.moveSection(section, toSection: newSection) }
    func reloadSections(_ sections: IndexSet) { animator.reloadSections(sections) }
    func deleteItems(at indexPaths: [IndexPath]) { animator.deleteItems(at: Set(indexPaths)) }
    func insertItems(at indexPaths: [IndexPath]) { animator.insertItems(at: Set(indexPaths)) }
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      animator.moveItem(at: indexPath, to: newIndexPath)
    }
    func reloadItems(at indexPaths: [IndexPath]) { animator.reloadItems(at: Set(indexPaths)) }
  }
#endif
