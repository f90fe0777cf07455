#if canImport(UIKit)
  import UIKit

  /// A `UITableView` is a CellKit host: its cells' actions are routed with `indexPath(for:)` at the
  /// moment they fire, and a ``ListAdapter`` can drive it.
  extension UITableView: ListHost {
    public var actions: ActionRouter { attachedRouter(self) }

    public func location(of view: any ActionSender) -> ActionLocation? {
      if let cell = view as? UITableViewCell {
        return indexPath(for: cell).map(ActionLocation.item)
      }
      if let header = view as? UITableViewHeaderFooterView, let shown = header.shownSection {
        if shown.kind == "header", headerView(forSection: shown.section) === header {
          return .header(section: shown.section)
        }
        if shown.kind == "footer", footerView(forSection: shown.section) === header {
          return .footer(section: shown.section)
        }
      }
      return nil
    }

    public var listDataSource: (any ListDataSource)? {
      get { tableBridge?.source }
      set {
        let bridge = newValue.map { TableBridge(table: self, source: $0) }
        objc_setAssociatedObject(self, &AssociatedKey.dataSource, bridge, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        dataSource = bridge
        delegate = bridge
        reloadData()
      }
    }

    private var tableBridge: TableBridge? {
      objc_getAssociatedObject(self, &AssociatedKey.dataSource) as? TableBridge
    }

    public var selectionHandler: (@MainActor (IndexPath) -> Void)? {
      get {
        (objc_getAssociatedObject(self, &AssociatedKey.selection) as? Box<(@MainActor (IndexPath) -> Void)?>)?.value
          ?? nil
      }
      set {
        objc_setAssociatedObject(self, &AssociatedKey.selection, Box(newValue), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }

    /// Applies one stage of a staged changeset in one `performBatchUpdates`, switching the data
    /// inside the update block as UIKit requires. Off screen, it reloads instead.
    public func performBatchUpdates(_ changes: ListChanges, updateData: () -> Void) {
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

    public var visibleViews: [(location: ActionLocation, view: AnyObject)] {
      (indexPathsForVisibleRows ?? []).compactMap { indexPath in
        cellForRow(at: indexPath).map { (ActionLocation.item(indexPath), $0 as AnyObject) }
      }
    }
  }

  /// Answers a table view's data source and delegate questions from a ``ListDataSource``.
  @MainActor
  final class TableBridge: NSObject, UITableViewDataSource, UITableViewDelegate {
    weak var table: UITableView?
    weak var source: (any ListDataSource)?

    init(table: UITableView, source: any ListDataSource) {
      self.table = table
      self.source = source
    }

    func numberOfSections(in tableView: UITableView) -> Int {
      source?.numberOfSections(in: tableView) ?? 0
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      source?.host(tableView, numberOfItemsInSection: section) ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      guard let cell = source?.host(tableView, cellForItemAt: indexPath) as? UITableViewCell else {
        preconditionFailure("The list data source returned a view that is not a UITableViewCell for \(indexPath).")
      }
      return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      source?.host(tableView, titleForHeaderInSection: section)
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      source?.host(tableView, titleForFooterInSection: section)
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      let view = source?.host(tableView, headerViewForSection: section) as? UIView
      view?.shownSection = ("header", section)
      return view
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      let view = source?.host(tableView, footerViewForSection: section) as? UIView
      view?.shownSection = ("footer", section)
      return view
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      tableView.selectionHandler?(indexPath)
    }
  }
#endif
