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

    @_spi(CellKitPlatform) public func location(of view: any ActionSender) -> ActionLocation? {
      (view as? NSView).flatMap { tableDriver.location(ofRow: row(for: $0)) }
    }

    /// The list's column `view` is in, with `column(for:)` at the moment the event fires; nil in a
    /// list of rows.
    @_spi(CellKitPlatform) public func column(of view: any ActionSender) -> ColumnID? {
      (view as? NSView).flatMap { tableDriver.column(atPlatformColumn: column(for: $0), of: self) }
    }

    /// The adapter's bridge becomes the data source and delegate; the ones the app had set are kept,
    /// and get every call the bridge does not answer itself.
    package var listDataSource: (any ListDataSource)? {
      get { tableDriver.source }
      set {
        tableBridge.forwardees.take([delegate, dataSource])
        tableDriver.attach(newValue, for: self)
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

    /// A group row's view, or the view in the first shown column, where a row's cell shows.
    package func shownView(atRow row: Int) -> AnyObject? {
      view(atColumn: tableColumns.firstIndex { !$0.isHidden } ?? 0, row: row, makeIfNecessary: false)
    }

    package func shownView(atRow row: Int, column: ColumnID) -> AnyObject? {
      tableDriver.platformColumn(of: column, in: self).flatMap { view(atColumn: $0, row: row, makeIfNecessary: false) }
    }

    package var platformColumns: PlatformColumns {
      PlatformColumns(
        columns: tableColumns.map { PlatformColumns.Column($0.identifier.rawValue, width: Double($0.width)) },
        hasHeader: headerView != nil,
        sortDescriptors: sortDescriptors.map { PlatformColumns.SortDescriptor($0.key, ascending: $0.ascending) },
        width: Double(enclosingScrollView?.contentView.bounds.width ?? bounds.width),
        spacing: Double(intercellSpacing.width))
    }

    /// Carries out the driver's column update with `NSTableView`'s calls, in its order. A header
    /// the update hides is kept, to be shown again: the one the table made.
    package func updateColumns(_ update: ColumnUpdate) {
      for identifier in update.removed { tableColumn(withIdentifier: .init(identifier)).map(removeTableColumn) }
      for spec in update.added { addTableColumn(NSTableColumn(identifier: .init(spec.id.rawValue))) }
      for spec in update.configured {
        let column = tableColumn(withIdentifier: .init(spec.id.rawValue))
        column?.title = spec.title
        column?.headerToolTip = spec.title
        column?.minWidth = CGFloat(spec.minimumWidth)
        column?.maxWidth = CGFloat(spec.maximumWidth)
        column?.resizingMask = [
          spec.resizesWithTable ? .autoresizingMask : [], spec.isResizable ? .userResizingMask : [],
        ]
        column?.isHidden = spec.isHidden
        column?.sortDescriptorPrototype =
          spec.isSortable ? NSSortDescriptor(key: spec.id.rawValue, ascending: true) : nil
      }
      for move in update.moves { moveColumn(move.from, toColumn: move.to) }
      for width in update.widths { tableColumn(withIdentifier: .init(width.identifier))?.width = CGFloat(width.width) }
      update.showsHeader.map(showHeader)
      if update.usesUniformAutoresizing { columnAutoresizingStyle = .uniformColumnAutoresizingStyle }
      update.sortDescriptors.map { sortDescriptors = $0.map { NSSortDescriptor(key: $0.key, ascending: $0.ascending) } }
    }

    /// Shows the header the table made (kept while it was hidden), or hides it.
    private func showHeader(_ shows: Bool) {
      if shows {
        // A table from a nib may have had none: a new one, as tall as a new table's own.
        let height = NSTableView().headerView?.frame.height ?? 28
        headerView =
          tableBridge.hiddenHeaderView
          ?? NSTableHeaderView(frame: NSRect(x: 0, y: 0, width: bounds.width, height: height))
      } else {
        tableBridge.hiddenHeaderView = headerView
        headerView = nil
      }
    }

    package func contentWidth(ofColumn identifier: String) -> Double {
      let index = column(withIdentifier: .init(identifier))
      let visible = rows(in: visibleRect)
      // A group row's view spans the columns: it is no column's content.
      let views = (visible.location..<(visible.location + visible.length)).filter { !tableDriver.isGroupRow($0) }
        .compactMap { view(atColumn: index, row: $0, makeIfNecessary: false) }
      // The driver asks for columns the table has.
      let header = tableColumns[index].headerCell.cellSize.width
      return Double((views.map(\.fittingSize.width) + [header]).max() ?? 0)
    }

    package func selectRows(_ rows: IndexSet) {
      selectRowIndexes(rows, byExtendingSelection: false)
    }
  }

#endif
