#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  extension NSPasteboard.PasteboardType {
    /// A row of a CellKit table being dragged to a new place.
    static let cellKitRow = NSPasteboard.PasteboardType("org.cellkit.row")
  }

  /// Answers a table view's data source and delegate questions from a ``ListDataSource``, showing
  /// its sections as rows (``FlatRows``).
  @MainActor
  final class TableBridge: NSObject, NSTableViewDataSource, NSTableViewDelegate {
    weak var source: (any ListDataSource)?
    /// The rows as the table shows them now.
    var rows = FlatRows()
    /// Whether the host is selecting rows for the adapter, which the table must not second-guess.
    var isShowingSelection = false

    init(source: any ListDataSource) {
      self.source = source
    }

    /// The rows the data source's answers make now.
    func layOut(_ tableView: NSTableView) -> FlatRows {
      guard let source else { return FlatRows() }
      return FlatRows(
        (0..<source.numberOfSections(in: tableView)).map { section in
          FlatRows.Section(
            hasHeader: source.providesHeaderViews || source.host(tableView, titleForHeaderInSection: section) != nil,
            itemCount: source.host(tableView, numberOfItemsInSection: section),
            hasFooter: source.providesFooterViews || source.host(tableView, titleForFooterInSection: section) != nil)
        })
    }

    func numberOfRows(in tableView: NSTableView) -> Int {
      rows = layOut(tableView)
      return rows.count
    }

    /// The row's view, once per row: for the first column, or for the whole width of a group row.
    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
      guard let source, let shown = rows[row] else { return nil }
      if let tableColumn, tableColumn !== tableView.tableColumns.first { return nil }
      switch shown {
      case .item(let indexPath):
        guard let view = source.host(tableView, cellForItemAt: indexPath) as? NSView else {
          preconditionFailure("The list data source returned a view that is not an NSView for \(indexPath).")
        }
        return view
      case .header(let section):
        if let view = source.host(tableView, headerViewForSection: section) as? NSView {
          view.shownElement = ("header", IndexPath(item: 0, section: section))
          return view
        }
        return titleView(tableView, source.host(tableView, titleForHeaderInSection: section), isHeader: true)
      case .footer(let section):
        if let view = source.host(tableView, footerViewForSection: section) as? NSView {
          view.shownElement = ("footer", IndexPath(item: 0, section: section))
          return view
        }
        return titleView(tableView, source.host(tableView, titleForFooterInSection: section), isHeader: false)
      }
    }

    private func titleView(_ tableView: NSTableView, _ title: String?, isHeader: Bool) -> NSView {
      let view: SectionTitleView = tableView.dequeue()
      view.show(title ?? "", isHeader: isHeader)
      return view
    }

    /// Headers are group rows: drawn as section headers, floating while their section scrolls.
    func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool {
      if case .header = rows[row] { return true }
      return false
    }

    /// Keeps the selection as it is and tells the adapter which rows the user chose (a click, a
    /// Command- or Shift-click, an arrow key), following each row's item to where it is once the
    /// adapter is told; the adapter then shows the selection it decides on. A header row collapses
    /// or expands its section.
    func tableView(_ tableView: NSTableView, selectionIndexesForProposedSelection proposed: IndexSet) -> IndexSet {
      guard let source, !isShowingSelection else { return proposed }
      let current = tableView.selectedRowIndexes
      let added = proposed.subtracting(current)
      let removed = current.subtracting(proposed)
      let chosen = !added.isEmpty ? added : (proposed.count == 1 ? proposed : removed)
      var items: [@MainActor () -> IndexPath?] = []
      var headers: [Int] = []
      for row in chosen {
        switch rows[row] {
        case .item(let indexPath): items.append(source.host(tableView, trackItemAt: indexPath))
        case .header(let section) where source.providesHeaderSelection: headers.append(section)
        default: break
        }
      }
      Task { @MainActor [weak source, weak tableView] in
        guard let source, let tableView else { return }
        for item in items { if let indexPath = item() { source.host(tableView, didSelectItemAt: indexPath) } }
        for section in headers { source.host(tableView, didSelectHeaderInSection: section) }
      }
      return current
    }

    /// The row actions the adapter declares at `edge`, each run for the item the swipe began on,
    /// wherever updates have moved it by the time it is clicked.
    func tableView(_ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge)
      -> [NSTableViewRowAction]
    {
      guard let source, case .item(let indexPath) = rows[row] else { return [] }
      let rowEdge: RowEdge = edge == .leading ? .leading : .trailing
      let labels = source.host(tableView, rowActionsAt: indexPath, edge: rowEdge)
      guard !labels.isEmpty else { return [] }
      let current = source.host(tableView, trackItemAt: indexPath)
      return labels.map { label in
        NSTableViewRowAction(style: label.isDestructive ? .destructive : .regular, title: label.title) {
          [weak source, weak tableView] _, _ in
          MainActor.assumeIsolated {
            tableView?.rowActionsVisible = false
            guard let source, let tableView, let indexPath = current() else { return }
            source.host(tableView, performRowAction: label.title, edge: rowEdge, at: indexPath)
          }
        }
      }
    }

    // MARK: Moving rows by dragging

    func tableView(_ tableView: NSTableView, pasteboardWriterForRow row: Int) -> (any NSPasteboardWriting)? {
      guard let source, source.providesMoves, case .item = rows[row] else { return nil }
      tableView.registerForDraggedTypes([.cellKitRow])
      let item = NSPasteboardItem()
      item.setString(String(row), forType: .cellKitRow)
      return item
    }

    func tableView(
      _ tableView: NSTableView, validateDrop info: any NSDraggingInfo, proposedRow row: Int,
      proposedDropOperation dropOperation: NSTableView.DropOperation
    ) -> NSDragOperation {
      guard dropOperation == .above, (info.draggingSource as? NSTableView) === tableView, draggedRow(info) != nil
      else { return [] }
      return .move
    }

    func tableView(
      _ tableView: NSTableView, acceptDrop info: any NSDraggingInfo, row: Int,
      dropOperation: NSTableView.DropOperation
    ) -> Bool {
      guard let source, let from = draggedRow(info), case .item(let indexPath) = rows[from],
        let destination = rows.destination(movingItemAt: indexPath, toGap: row)
      else { return false }
      return source.host(tableView, moveItemAt: indexPath, to: destination, shownAlready: false)
    }

    private func draggedRow(_ info: any NSDraggingInfo) -> Int? {
      info.draggingPasteboard.pasteboardItems?.first?.string(forType: .cellKitRow).flatMap { Int($0) }
    }
  }
#endif
