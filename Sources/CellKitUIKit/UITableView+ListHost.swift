#if canImport(UIKit)
  import UIKit

  /// A `UITableView` is a CellKit host: its cells' actions are routed with `indexPath(for:)` at the
  /// moment they fire, and a ``ListAdapter`` can drive it. Every update decision is the core's
  /// (`SectionedHost`); this extension only translates.
  extension UITableView: SectionedHost {
    public var actions: ActionRouter { attachedRouter(self, &AssociatedKey.router) }

    public func location(of view: any ActionSender) -> ActionLocation? {
      if let cell = view as? UITableViewCell {
        return indexPath(for: cell).map(ActionLocation.item)
      }
      return location(ofSupplementary: view, shownAs: (view as? UITableViewHeaderFooterView)?.shownElement)
    }

    /// The adapter's bridge becomes the data source and delegates; the ones the app had set are
    /// kept, and get every call the bridge does not answer itself.
    package var listDataSource: (any ListDataSource)? {
      get { (retainedBridge as? TableBridge)?.source }
      set {
        let others: [AnyObject?] = [delegate, dataSource, prefetchDataSource]
        let bridge = newValue.map { TableBridge(source: $0, forwardingTo: others) }
        retainedBridge = bridge
        dataSource = bridge
        delegate = bridge
        prefetchDataSource = bridge
        reloadData()
        showSelection([])
      }
    }

    package var isOnScreen: Bool { window != nil }

    /// Applies one stage of a staged changeset in one `performBatchUpdates`, switching the data
    /// inside the update block as UIKit requires.
    package func performAnimatedBatch(_ changes: ListChanges, updateData: () -> Void) {
      withoutActuallyEscaping(updateData) { updateData in
        performBatchUpdates(
          { [self] in
            updateData()
            deleteSections(IndexSet(changes.sectionDeleted), with: .automatic)
            insertSections(IndexSet(changes.sectionInserted), with: .automatic)
            for move in changes.sectionMoved { moveSection(move.source, toSection: move.target) }
            reloadSections(IndexSet(changes.sectionUpdated), with: .automatic)
            deleteRows(at: changes.itemDeleted, with: .automatic)
            insertRows(at: changes.itemInserted, with: .automatic)
            for move in changes.itemMoved { moveRow(at: move.source, to: move.target) }
            reloadRows(at: changes.itemUpdated, with: .automatic)
          }, completion: nil)
      }
    }

    /// Selects exactly the rows at `indexPaths`. The adapter decides between one selection and
    /// several, so the table allows several and never replaces a selection on its own; in edit mode
    /// rows can be selected, with selection circles when the adapter takes several.
    package func showSelection(_ indexPaths: Set<IndexPath>) {
      allowsMultipleSelection = true
      allowsSelectionDuringEditing = true
      allowsMultipleSelectionDuringEditing = listDataSource?.selectsSeveral ?? false
      let steps = SelectionMirror.steps(from: Set(indexPathsForSelectedRows ?? []), to: indexPaths)
      for indexPath in steps.deselect { deselectRow(at: indexPath, animated: false) }
      for indexPath in steps.select { selectRow(at: indexPath, animated: false, scrollPosition: .none) }
    }

    package var indexPathsInView: [IndexPath] { indexPathsForVisibleRows ?? [] }

    package func existingCell(at indexPath: IndexPath) -> AnyObject? { cellForRow(at: indexPath) }

    package var numberOfSectionsShown: Int { numberOfSections }

    package func numberOfItemsShown(inSection section: Int) -> Int { numberOfRows(inSection: section) }

    /// UITableView asks for titles when it makes a header or footer, not after a batch.
    package var asksForTitlesAfterEachBatch: Bool { false }

    package func visibleView(of element: SupplementaryElement) -> AnyObject? {
      element.sectionView(header: headerView(forSection:), footer: footerView(forSection:))
    }
  }
#endif
