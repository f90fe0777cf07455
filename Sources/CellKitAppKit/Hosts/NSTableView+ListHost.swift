#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  @_spi(CellKitPlatform) import CellKit

  /// An `NSTableView` is a CellKit host: its cells' actions are routed with `row(for:)` at the moment
  /// they fire, and a ``ListAdapter`` can drive it.
  ///
  /// A table has no sections, so the adapter shows each section as rows: a group row for its header
  /// (a header view, or its title), its items, and a row for its footer. Index paths name items as
  /// on iOS; a table driven by a data source of your own reports row `n` as item `[0, n]`. Every
  /// decision is the core's `FlatTableDriver`; this extension only translates.
  extension NSTableView: FlatTableHost {
    public var actions: ActionRouter { attachedRouter(self, &AssociatedKey.router) }

    public func location(of view: any ActionSender) -> ActionLocation? {
      (view as? NSView).flatMap { tableDriver.location(ofRow: row(for: $0)) }
    }

    /// The list's column `view` is in, with `column(for:)` at the moment the event fires; nil in a
    /// list of rows.
    public func column(of view: any ActionSender) -> ColumnID? {
      guard let view = view as? NSView, case let index = column(for: view), tableColumns.indices.contains(index)
      else { return nil }
      return tableDriver.column(named: tableColumns[index].identifier.rawValue)
    }

    /// The adapter's bridge becomes the data source and delegate; the ones the app had set are kept,
    /// and get every call the bridge does not answer itself.
    package var listDataSource: (any ListDataSource)? {
      get { tableDriver.source }
      set {
        tableBridge.forwardees.take([delegate, dataSource])
        tableDriver.attach(newValue, for: self)
        if tableColumns.isEmpty {
          addTableColumn(NSTableColumn(identifier: .cellKitRows))
          headerView = nil
          columnAutoresizingStyle = .uniformColumnAutoresizingStyle
        }
        tableDriver.showColumns(on: self)
        usesAutomaticRowHeights = true
        allowsMultipleSelection = true
        allowsEmptySelection = true
        registerForDraggedTypes([.cellKitRow])
        // Set afresh, so the table asks again what the bridge and the app's objects answer.
        dataSource = nil
        delegate = nil
        dataSource = tableBridge
        delegate = tableBridge
        reloadAll()
        _ = tableDriver.numberOfRows(in: self)
      }
    }

    /// The bridge answering the table's data source and delegate questions, kept by the table.
    var tableBridge: TableBridge {
      associated(self, &AssociatedKey.dataSource) { TableBridge(forwardingTo: []) }
    }

    package var tableDriver: FlatTableDriver { tableBridge.driver }

    package var isOnScreen: Bool { window != nil }

    package var shownRowCount: Int { numberOfRows }

    package var visibleRowRange: Range<Int> {
      let range = rows(in: visibleRect)
      return range.location..<(range.location + range.length)
    }

    package var selectedRows: IndexSet { selectedRowIndexes }

    package func updateRows(
      removing removed: IndexSet, moving moves: [FlatRows.Updates.Move], inserting inserted: IndexSet
    ) {
      beginUpdates()
      removeRows(at: removed, withAnimation: .effectFade)
      for move in moves { moveRow(at: move.from, to: move.to) }
      insertRows(at: inserted, withAnimation: .effectFade)
      endUpdates()
    }

    package func reloadRows(_ rows: IndexSet) {
      reloadData(forRowIndexes: rows, columnIndexes: IndexSet(integersIn: 0..<numberOfColumns))
    }

    package func measureRows(_ rows: IndexSet) {
      noteHeightOfRows(withIndexesChanged: rows)
    }

    package func shownView(atRow row: Int) -> AnyObject? {
      view(atColumn: 0, row: row, makeIfNecessary: false)
    }

    package func shownView(atRow row: Int, column: ColumnID) -> AnyObject? {
      let index = self.column(withIdentifier: NSUserInterfaceItemIdentifier(column.rawValue))
      return index >= 0 ? view(atColumn: index, row: row, makeIfNecessary: false) : nil
    }

    /// Makes an `NSTableColumn` for each of the list's columns, in its order, from its width rule,
    /// with a sort descriptor prototype when it is sortable, and shows `sortOrder` as the table's
    /// sort descriptors; removes the others. Without columns, one column fills the table's width,
    /// with no header. The first time the list has columns, a layout the table saved under its
    /// `autosaveName` (widths, order, hidden columns, sort) is restored, and given to the list.
    package func applyColumns(_ columns: [FlatTableColumn], sortOrder: [SortKey]) {
      guard !columns.isEmpty else {
        if tableColumn(withIdentifier: .cellKitRows) == nil {
          for column in tableColumns { removeTableColumn(column) }
          addTableColumn(NSTableColumn(identifier: .cellKitRows))
          headerView = nil
        }
        return
      }
      tableColumn(withIdentifier: .cellKitRows).map(removeTableColumn)
      let identifiers = Set(columns.map(\.id.rawValue))
      for column in tableColumns where !identifiers.contains(column.identifier.rawValue) { removeTableColumn(column) }
      for (place, spec) in columns.enumerated() {
        let identifier = NSUserInterfaceItemIdentifier(spec.id.rawValue)
        let column = tableColumn(withIdentifier: identifier) ?? NSTableColumn(identifier: identifier)
        if column.tableView == nil { addTableColumn(column) }
        column.title = spec.title
        column.headerToolTip = spec.title
        column.minWidth = CGFloat(spec.minimumWidth)
        column.maxWidth = CGFloat(spec.maximumWidth)
        column.width = CGFloat(spec.width)
        column.resizingMask = [
          spec.resizesWithTable ? .autoresizingMask : [], spec.isResizable ? .userResizingMask : [],
        ]
        column.isHidden = spec.isHidden
        column.sortDescriptorPrototype =
          spec.isSortable ? NSSortDescriptor(key: spec.id.rawValue, ascending: true) : nil
        let index = self.column(withIdentifier: identifier)
        if index != place { moveColumn(index, toColumn: place) }
      }
      if headerView == nil { headerView = NSTableHeaderView() }
      headerView?.menu = columnsMenu(columns)
      columnAutoresizingStyle = .uniformColumnAutoresizingStyle
      let descriptors = sortOrder.map { NSSortDescriptor(key: $0.column.rawValue, ascending: $0.isAscending) }
      if sortDescriptors != descriptors { sortDescriptors = descriptors }
      fitColumns(columns)
    }

    /// Widens or narrows each fitting column to its widest view on screen and its header, within its
    /// bounds.
    func fitColumns(_ columns: [FlatTableColumn]) {
      let visible = rows(in: visibleRect)
      for spec in columns where !spec.resizesWithTable && spec.minimumWidth < spec.maximumWidth && !spec.isHidden {
        let index = column(withIdentifier: NSUserInterfaceItemIdentifier(spec.id.rawValue))
        guard index >= 0 else { continue }
        var widest = tableColumns[index].headerCell.cellSize.width
        for row in visible.location..<(visible.location + visible.length) {
          if let view = view(atColumn: index, row: row, makeIfNecessary: false) {
            widest = max(widest, view.fittingSize.width)
          }
        }
        tableColumns[index].width = min(max(widest, CGFloat(spec.minimumWidth)), CGFloat(spec.maximumWidth))
      }
    }

    /// The header's menu: every column by title, checked while shown; choosing a hideable one hides or
    /// shows it.
    private func columnsMenu(_ columns: [FlatTableColumn]) -> NSMenu {
      let menu = NSMenu(title: "Columns")
      for spec in columns {
        let item = NSMenuItem(title: spec.title, action: #selector(TableBridge.toggleColumn(_:)), keyEquivalent: "")
        item.target = tableBridge
        item.representedObject = spec.id.rawValue
        item.state = spec.isHidden ? .off : .on
        // The last column shown cannot be hidden, nor one the list says the user may not hide.
        let shown = columns.filter { !$0.isHidden }.count
        item.isEnabled =
          tableDriver.source?.columnInfos.first { $0.id == spec.id }?.isHideable == true
          && (spec.isHidden || shown > 1)
        menu.addItem(item)
      }
      menu.autoenablesItems = false
      return menu
    }

    package func selectRows(_ rows: IndexSet) {
      selectRowIndexes(rows, byExtendingSelection: false)
    }
  }

  extension NSUserInterfaceItemIdentifier {
    /// The one column of a table whose list has no columns.
    static let cellKitRows = NSUserInterfaceItemIdentifier("CellKit")
  }
#endif
