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

    /// The adapter's bridge becomes the data source and delegate; the ones the app had set are kept,
    /// and get every call the bridge does not answer itself.
    package var listDataSource: (any ListDataSource)? {
      get { tableDriver.source }
      set {
        tableBridge.forwardees.take([delegate, dataSource])
        tableDriver.attach(newValue, for: self)
        if tableColumns.isEmpty {
          addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("CellKit")))
          headerView = nil
          columnAutoresizingStyle = .uniformColumnAutoresizingStyle
        }
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

    package func selectRows(_ rows: IndexSet) {
      selectRowIndexes(rows, byExtendingSelection: false)
    }
  }
#endif
