#if canImport(UIKit)
  @_spi(CellKitPlatform) import CellKit
  import UIKit

  /// A `UITableView` is a CellKit host: its cells' actions are routed with `indexPath(for:)` at the
  /// moment they fire, and a ``ListAdapter`` can drive it. Every update decision is the core's
  /// (`SectionedHost`); this extension only translates.
  extension UITableView: SectionedHost {
    public var actions: ActionRouter { attachedRouter(self, &AssociatedKey.router) }

    @_spi(CellKitPlatform) public func location(of view: any ActionSender) -> ActionLocation? {
      location(ofCellOrView: view)
    }

    /// The adapter's bridge becomes the data source and delegates; the ones the app had set are
    /// kept, and get every call the bridge does not answer itself.
    package var listDataSource: (any ListDataSource)? {
      get { (retainedBridge as? TableBridge)?.source }
      set {
        let others: [AnyObject?] = [delegate, dataSource, prefetchDataSource]
        let bridge = newValue.map { TableBridge(forwardingTo: others).answering($0, for: self) }
        retainedBridge = bridge
        (dataSource, delegate, prefetchDataSource) = (bridge, bridge, bridge)
        reloadData()
        showSelection([])
      }
    }

    package var isOnScreen: Bool { window != nil }

    /// One `performBatchUpdates`, in whose block the data changes as UIKit requires.
    package func performBatch(_ updates: @escaping @MainActor () -> Void) {
      performBatchUpdates({ updates() }, completion: nil)
    }

    /// The table's batch calls, each with the row animation UIKit picks (`.automatic`).
    package var batchEdits: any BatchEdits { AnimatedRows(table: self) }

    /// Selects exactly the rows at `indexPaths`, set as ``TapSelection`` says for the adapter: it
    /// decides between one selection and several, so the table allows several and never replaces a
    /// selection on its own; in edit mode rows can be selected, with selection circles when the
    /// adapter takes several.
    package func showSelection(_ indexPaths: Set<IndexPath>) {
      tapSelection = TapSelection(selectsSeveral: listDataSource?.selectsSeveral ?? false)
      let steps = SelectionMirror.steps(from: Set(indexPathsForSelectedRows ?? []), to: indexPaths)
      for indexPath in steps.deselect { deselectRow(at: indexPath, animated: false) }
      for indexPath in steps.select { selectRow(at: indexPath, animated: false, scrollPosition: .none) }
    }

    /// The table's selection settings, as CellKit reads and sets them.
    package var tapSelection: TapSelection {
      get {
        TapSelection(
          allowsMultipleSelection: allowsMultipleSelection, allowsSelectionDuringEditing: allowsSelectionDuringEditing,
          allowsMultipleSelectionDuringEditing: allowsMultipleSelectionDuringEditing)
      }
      set {
        allowsMultipleSelection = newValue.allowsMultipleSelection
        allowsSelectionDuringEditing = newValue.allowsSelectionDuringEditing
        allowsMultipleSelectionDuringEditing = newValue.allowsMultipleSelectionDuringEditing
      }
    }

    package var indexPathsInView: [IndexPath] { indexPathsForVisibleRows ?? [] }

    package func existingCell(at indexPath: IndexPath) -> AnyObject? { cellForRow(at: indexPath) }

    package var numberOfSectionsShown: Int { numberOfSections }

    package func numberOfItemsShown(inSection section: Int) -> Int { numberOfRows(inSection: section) }

    /// UITableView asks for titles when it makes a header or footer, not after a batch: the
    /// headers and footers in view are given their new titles in place, which keeps the rows'
    /// cells (a reload of the section would make them again, `UITableView.h`'s `reloadSections`).
    /// A section in view whose header or footer gets a title where none showed has no view to
    /// show it in: it is reloaded.
    package func showTitles(ofSections sections: IndexSet) -> IndexSet {
      let source = listDataSource
      let plan = TitlesInPlace(
        sections: sections, sectionCount: numberOfSections,
        inView: Set((indexPathsForVisibleRows ?? []).map(\.section)),
        views: (headerView(forSection:), footerView(forSection:)),
        titles: (
          { source?.host(self, titleForHeaderInSection: $0) }, { source?.host(self, titleForFooterInSection: $0) }
        ))
      for (view, title) in plan.titled { view.show(title: title) }
      return plan.reloaded
    }

    package func visibleView(of element: SupplementaryElement) -> AnyObject? {
      element.sectionView(header: headerView(forSection:), footer: footerView(forSection:))
    }
  }

  extension UITableViewHeaderFooterView {
    /// Shows `title` where the table shows a data source's title: in the list content
    /// configuration of its own header and footer views, or, for a view without one, in the text
    /// label. A view the list's header or footer registration made (``shownElement`` set) shows no
    /// title and is left alone.
    fileprivate func show(title: String?) {
      guard shownElement == nil else { return }
      if var configuration = contentConfiguration as? UIListContentConfiguration {
        // An attributed text supersedes the text (UIListContentConfiguration.h): keep its look.
        if let shown = configuration.attributedText, shown.length > 0 {
          let look = shown.attributes(at: 0, effectiveRange: nil)
          configuration.attributedText = title.map { NSAttributedString(string: $0, attributes: look) }
        } else {
          configuration.text = title
        }
        contentConfiguration = configuration
      } else {
        textLabel?.text = title
      }
      setNeedsLayout()
    }
  }

  /// A table's batch calls in the words of ``BatchEdits``.
  @MainActor
  private struct AnimatedRows: BatchEdits {
    let table: UITableView

    func deleteSections(_ sections: IndexSet) { table.deleteSections(sections, with: .automatic) }
    func insertSections(_ sections: IndexSet) { table.insertSections(sections, with: .automatic) }
    func moveSection(_ section: Int, toSection newSection: Int) { table.moveSection(section, toSection: newSection) }
    func reloadSections(_ sections: IndexSet) { table.reloadSections(sections, with: .automatic) }
    func deleteItems(at indexPaths: [IndexPath]) { table.deleteRows(at: indexPaths, with: .automatic) }
    func insertItems(at indexPaths: [IndexPath]) { table.insertRows(at: indexPaths, with: .automatic) }
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      table.moveRow(at: indexPath, to: newIndexPath)
    }
    func reloadItems(at indexPaths: [IndexPath]) { table.reloadRows(at: indexPaths, with: .automatic) }
  }
#endif
