#if canImport(UIKit)
  @_spi(CellKitPlatform) import CellKit
  import UIKit

  /// A `UICollectionView` is a CellKit host: its cells' actions are routed with `indexPath(for:)` at
  /// the moment they fire, and a ``ListAdapter`` can drive it. Section headers and footers are the
  /// layout's `elementKindSectionHeader` and `elementKindSectionFooter` supplementary views; views of
  /// other kinds belong to the item at their index path, such as a badge. Every update decision is
  /// the core's (`CollectionHost`); this extension only translates.
  extension UICollectionView: CollectionHost {
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
        (dataSource, delegate, prefetchDataSource) = (bridge, bridge, bridge)
        reloadData()
      }
    }

    package var isOnScreen: Bool { window != nil }

    /// One `performBatchUpdates`, in whose block the data changes as UIKit requires.
    package func performBatch(_ updates: @escaping @MainActor () -> Void) {
      performBatchUpdates({ updates() }, completion: nil)
    }

    /// The collection view's own batch calls.
    package var batchEdits: any BatchEdits { self }

    /// Selects exactly the items at `indexPaths`, set as ``TapSelection`` says for the adapter: it
    /// decides between one selection and several, so the collection allows several and never
    /// replaces a selection on its own; in edit mode items can be selected, several when the adapter
    /// takes several.
    package func showSelection(_ indexPaths: Set<IndexPath>) {
      tapSelection = TapSelection(selectsSeveral: listDataSource?.selectsSeveral ?? false)
      let steps = SelectionMirror.steps(from: Set(indexPathsForSelectedItems ?? []), to: indexPaths)
      for indexPath in steps.deselect { deselectItem(at: indexPath, animated: false) }
      for indexPath in steps.select { selectItem(at: indexPath, animated: false, scrollPosition: []) }
    }

    /// The collection view's selection settings, as CellKit reads and sets them.
    package var tapSelection: TapSelection {
      get {
        var settings = TapSelection.platformDefaults
        settings.allowsMultipleSelection = allowsMultipleSelection
        settings.allowsSelectionDuringEditing = allowsSelectionDuringEditing
        settings.allowsMultipleSelectionDuringEditing = allowsMultipleSelectionDuringEditing
        return settings
      }
      set {
        allowsMultipleSelection = newValue.allowsMultipleSelection
        allowsSelectionDuringEditing = newValue.allowsSelectionDuringEditing
        allowsMultipleSelectionDuringEditing = newValue.allowsMultipleSelectionDuringEditing
      }
    }

    /// Whether the collection view is in edit mode.
    var isEditingItems: Bool { isEditing }

    package var indexPathsInView: [IndexPath] { indexPathsForVisibleItems }

    package func existingCell(at indexPath: IndexPath) -> AnyObject? { cellForItem(at: indexPath) }
  }

  /// A collection view's batch calls are ``BatchEdits`` as they are.
  extension UICollectionView: BatchEdits {}
#endif
