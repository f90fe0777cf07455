#if canImport(UIKit)
  import UIKit

  /// A `UITableView` is a CellKit host: its cells' actions are routed with `indexPath(for:)` at the
  /// moment they fire, and a ``ListAdapter`` can drive it.
  extension UITableView: ListHost {
    public var actions: ActionRouter { attachedRouter(self, &AssociatedKey.router) }

    public func location(of view: any ActionSender) -> ActionLocation? {
      if let cell = view as? UITableViewCell {
        return indexPath(for: cell).map(ActionLocation.item)
      }
      if let header = view as? UITableViewHeaderFooterView, let shown = header.shownElement {
        let section = shown.indexPath.section
        if shown.kind == "header", headerView(forSection: section) === header {
          return .header(section: section)
        }
        if shown.kind == "footer", footerView(forSection: section) === header {
          return .footer(section: section)
        }
      }
      return nil
    }

    package var listDataSource: (any ListDataSource)? {
      get { (retainedBridge as? TableBridge)?.source }
      set {
        let bridge = newValue.map(TableBridge.init)
        retainedBridge = bridge
        dataSource = bridge
        delegate = bridge
        prefetchDataSource = bridge
        reloadData()
        showSelection([])
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
      for indexPath in indexPathsForSelectedRows ?? [] where !indexPaths.contains(indexPath) {
        deselectRow(at: indexPath, animated: false)
      }
      let selected = Set(indexPathsForSelectedRows ?? [])
      for indexPath in indexPaths where !selected.contains(indexPath) {
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
      }
    }

    package var visibleViews: [(location: ActionLocation, view: AnyObject)] {
      (indexPathsForVisibleRows ?? []).compactMap { indexPath in
        cellForRow(at: indexPath).map { (ActionLocation.item(indexPath), $0 as AnyObject) }
      }
    }

    /// UITableView asks for titles when it makes a header or footer, not after a batch.
    package var asksForTitlesAfterEachBatch: Bool { false }

    package func visibleView(of element: SupplementaryElement) -> AnyObject? {
      switch element {
      case .header(let section): headerView(forSection: section)
      case .footer(let section): footerView(forSection: section)
      case .item: nil
      }
    }
  }

#endif
