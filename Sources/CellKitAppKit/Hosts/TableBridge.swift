#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  @_spi(CellKitPlatform) import CellKit

  extension NSPasteboard.PasteboardType {
    /// A row of a CellKit table being dragged to a new place.
    static let cellKitRow = NSPasteboard.PasteboardType("org.cellkit.row")
  }

  /// Turns a table view's data source and delegate questions into calls of its `FlatTableDriver`,
  /// and the driver's answers into AppKit's types; the questions it does not answer go to the app's
  /// own data source and delegate.
  @MainActor
  final class TableBridge: ForwardingBridge, NSTableViewDataSource, NSTableViewDelegate {
    let driver = FlatTableDriver()
    /// The header view the table made, kept while CellKit hides it (a list of rows in a table that
    /// had no columns), to be shown again when the list has columns.
    var hiddenHeaderView: NSTableHeaderView?

    func numberOfRows(in tableView: NSTableView) -> Int {
      driver.numberOfRows(in: tableView)
    }

    /// The row's view: in a list of rows, once per row, for the first column or the whole width of a
    /// group row; in a list with columns, the view of each column (a group row's spans them).
    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
      let content = driver.content(
        ofRow: row, inPlatformColumn: tableColumn?.identifier.rawValue,
        isFirstColumn: tableColumn === tableView.tableColumns.first { !$0.isHidden }, in: tableView, as: NSView.self)
      switch content {
      case .view(let view):
        return view
      case .title(let title, let isHeader):
        let view: SectionTitleView = tableView.dequeue()
        view.show(title, isHeader: isHeader)
        return view
      case nil:
        return nil
      }
    }

    /// Headers are group rows: drawn as section headers, floating while their section scrolls.
    func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool {
      driver.isGroupRow(row)
    }

    /// Answers without effects, however often the table asks (it probes each row of a Shift-click
    /// or a drag-select).
    func tableView(_ tableView: NSTableView, selectionIndexesForProposedSelection proposed: IndexSet) -> IndexSet {
      driver.allowedSelection(
        proposed, current: tableView.selectedRowIndexes, byKeyboard: NSApp.currentEvent?.type == .keyDown)
    }

    /// Tells the adapter what the user selected, once the table shows it; then the app's delegate.
    func tableViewSelectionDidChange(_ notification: Notification) {
      (notification.object as? NSTableView).map(driver.selectionDidChange(on:))
      #if canImport(Darwin)
        forwardees.alsoTell(
          #selector(NSTableViewDelegate.tableViewSelectionDidChange(_:)), as: (any NSTableViewDelegate).self)?
          .tableViewSelectionDidChange?(notification)
      #endif
    }

    /// The row actions the adapter declares at `edge`, each run for the item the swipe began on,
    /// wherever updates have moved it by the time it is clicked.
    func tableView(_ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge)
      -> [NSTableViewRowAction]
    {
      driver.rowActions(atRow: row, edge: edge == .leading ? .leading : .trailing, on: tableView).map { action in
        let rowAction = NSTableViewRowAction(
          style: action.label.isDestructive ? .destructive : .regular, title: action.label.title
        ) { [weak tableView] _, _ in
          MainActor.assumeIsolated {
            tableView?.rowActionsVisible = false
            action.perform()
          }
        }
        rowAction.image = action.label.systemImage.flatMap {
          NSImage(systemSymbolName: $0, accessibilityDescription: action.label.title)
        }
        if let color = action.label.color { rowAction.backgroundColor = .of(color) }
        return rowAction
      }
    }

    // MARK: Columns

    /// The user clicked a sortable column's header: the table's sort descriptors are the list's sort
    /// order. Then the app's data source is told.
    func tableView(_ tableView: NSTableView, sortDescriptorsDidChange oldDescriptors: [NSSortDescriptor]) {
      driver.sortDescriptorsChanged(
        to: tableView.sortDescriptors.map { PlatformColumns.SortDescriptor($0.key, ascending: $0.ascending) },
        on: tableView)
      #if canImport(Darwin)
        forwardees.alsoTell(
          #selector(NSTableViewDataSource.tableView(_:sortDescriptorsDidChange:)),
          as: (any NSTableViewDataSource).self)?
          .tableView?(tableView, sortDescriptorsDidChange: oldDescriptors)
      #endif
    }

    /// The user dragged a column's header to another place; then the app's delegate is told.
    func tableViewColumnDidMove(_ notification: Notification) {
      driver.columnMoved(toPlace: notification.userInfo?["NSNewColumn"] as? Int)
      #if canImport(Darwin)
        forwardees.alsoTell(
          #selector(NSTableViewDelegate.tableViewColumnDidMove(_:)), as: (any NSTableViewDelegate).self)?
          .tableViewColumnDidMove?(notification)
      #endif
    }

    /// A column was resized: the list keeps the width of the one whose edge the user drags (the
    /// header's `resizedColumn`); then the app's delegate is told.
    func tableViewColumnDidResize(_ notification: Notification) {
      let column = notification.userInfo?["NSTableColumn"] as? NSTableColumn
      driver.columnResized(
        column?.identifier.rawValue, to: Double(column?.width ?? 0),
        draggedColumn: (driver.table as? NSTableView)?.headerView?.resizedColumn ?? -1)
      #if canImport(Darwin)
        forwardees.alsoTell(
          #selector(NSTableViewDelegate.tableViewColumnDidResize(_:)), as: (any NSTableViewDelegate).self)?
          .tableViewColumnDidResize?(notification)
      #endif
    }

    /// The header's menu offers to hide or show the columns the list lets the user hide (AppKit's own
    /// menu: an app's `headerView.menu` takes its place); a column of the app's own is the app's
    /// delegate's to answer. The header declares the call without an actor; AppKit makes it on the
    /// main thread, from the header's menu.
    nonisolated func tableView(_ tableView: NSTableView, userCanChangeVisibilityOf column: NSTableColumn) -> Bool {
      MainActor.assumeIsolated {
        let answer = driver.userCanChangeVisibility(ofColumn: column.identifier.rawValue, title: column.title)
        #if canImport(Darwin)
          return answer
            ?? forwardees.alsoTell(
              #selector(NSTableViewDelegate.tableView(_:userCanChangeVisibilityOf:)), as: (any NSTableViewDelegate).self
            )?
            .tableView?(tableView, userCanChangeVisibilityOf: column) ?? false
        #else
          return answer ?? false
        #endif
      }
    }

    /// The user hid or showed columns from the header's menu; then the app's delegate is told.
    nonisolated func tableView(_ tableView: NSTableView, userDidChangeVisibilityOf columns: [NSTableColumn]) {
      MainActor.assumeIsolated {
        for column in columns { driver.columnHidden(column.identifier.rawValue, column.isHidden, on: tableView) }
        #if canImport(Darwin)
          forwardees.alsoTell(
            #selector(NSTableViewDelegate.tableView(_:userDidChangeVisibilityOf:)), as: (any NSTableViewDelegate).self)?
            .tableView?(tableView, userDidChangeVisibilityOf: columns)
        #endif
      }
    }

    // MARK: Moving rows by dragging

    func tableView(_ tableView: NSTableView, pasteboardWriterForRow row: Int) -> (any NSPasteboardWriting)? {
      guard driver.canDrag(row: row) else { return nil }
      let item = NSPasteboardItem()
      item.setString(String(row), forType: .cellKitRow)
      return item
    }

    func tableView(
      _ tableView: NSTableView, draggingSession session: NSDraggingSession, willBeginAt screenPoint: NSPoint,
      forRowIndexes rowIndexes: IndexSet
    ) {
      let point = tableView.window.map { tableView.convert($0.convertPoint(fromScreen: screenPoint), from: nil) }
      let grabbed = FlatTableDriver.grabbedRow(
        of: rowIndexes, leaderIndex: session.draggingLeaderIndex, rowUnderPointer: point.map(tableView.row(at:)) ?? -1)
      driver.beginDrag(of: rowIndexes, grabbing: grabbed, on: tableView)
    }

    func tableView(
      _ tableView: NSTableView, draggingSession session: NSDraggingSession, endedAt screenPoint: NSPoint,
      operation: NSDragOperation
    ) {
      driver.endDrag()
    }

    func tableView(
      _ tableView: NSTableView, validateDrop info: any NSDraggingInfo, proposedRow row: Int,
      proposedDropOperation dropOperation: NSTableView.DropOperation
    ) -> NSDragOperation {
      let accepts = driver.acceptsDrop(
        atGap: row, isBetweenRows: dropOperation == .above,
        isFromThisTable: (info.draggingSource as? NSTableView) === tableView)
      return accepts ? .move : []
    }

    func tableView(
      _ tableView: NSTableView, acceptDrop info: any NSDraggingInfo, row: Int,
      dropOperation: NSTableView.DropOperation
    ) -> Bool {
      driver.drop(atGap: row, on: tableView)
    }
  }

  extension NSColor {
    /// The AppKit colour of a row action: the system colour of its name, which adapts to dark mode
    /// and increased contrast, or its own sRGB components.
    static func of(_ color: ActionColor) -> NSColor {
      switch color.value {
      case .rgb(let red, let green, let blue): return NSColor(srgbRed: red, green: green, blue: blue, alpha: 1)
      case .system(.red): return .systemRed
      case .system(.orange): return .systemOrange
      case .system(.yellow): return .systemYellow
      case .system(.green): return .systemGreen
      case .system(.teal): return .systemTeal
      case .system(.blue): return .systemBlue
      case .system(.indigo): return .systemIndigo
      case .system(.purple): return .systemPurple
      case .system(.pink): return .systemPink
      case .system(.gray): return .systemGray
      }
    }
  }
#endif
