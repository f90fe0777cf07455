#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import CellKitAppKit
  import Testing

  /// What a drop of rows dragged from a table onto the same table tells its data source.
  @MainActor
  final class DropFromTable: NSObject, @MainActor NSDraggingInfo {
    let draggingSource: Any?
    var draggingFormation: NSDraggingFormation = .none
    var animatesToDestination = false
    var numberOfValidItemsForDrop = 1

    init(from table: NSTableView) {
      draggingSource = table
    }

    var draggingDestinationWindow: NSWindow? { (draggingSource as? NSView)?.window }
    var draggingSourceOperationMask: NSDragOperation { .move }
    var draggingLocation: NSPoint { .zero }
    var draggedImageLocation: NSPoint { .zero }
    var draggedImage: NSImage? { nil }
    var draggingPasteboard: NSPasteboard { NSPasteboard(name: .drag) }
    var draggingSequenceNumber: Int { 1 }
    var springLoadingHighlight: NSSpringLoadingHighlight { .none }
    func slideDraggedImage(to screenPoint: NSPoint) {}
    func resetSpringLoading() {}
    func enumerateDraggingItems(
      options enumOpts: NSDraggingItemEnumerationOptions = [], for view: NSView?, classes classArray: [AnyClass],
      searchOptions: [NSPasteboard.ReadingOptionKey: Any] = [:],
      using block: @escaping (NSDraggingItem, Int, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {}
  }

  /// A dragging session whose leader, the item under the cursor, is the second dragged item.
  final class SecondItemLeads: NSDraggingSession {
    override var draggingLeaderIndex: Int {
      get { 1 }
      set {}
    }
  }

  @MainActor
  @Suite("Dragging rows of a real NSTableView")
  struct DragTests {
    /// D8: the grabbed one of several dragged rows is the session's dragging leader
    /// (`NSDraggingSession.h`: the item under the cursor, counted in the order of the rows'
    /// pasteboard writers, `NSTableView.h`), whatever point the session reports.
    @Test("A drag of two selected rows, grabbed by the second, moves the second")
    func multiRowDragMovesTheGrabbedRow() throws {
      let screen = TableWindow()
      screen.list.allowsMultipleSelection = true
      var moved: [Int] = []
      screen.list.onMove { [unowned list = screen.list] tile, source, destination in
        moved.append(tile.id)
        var snapshot = list.snapshot
        snapshot.moveItem(at: source, to: destination)
        list.apply(snapshot)
        return true
      }
      screen.list.apply(Snapshot([(0, (1...8).map { Tile(id: $0) })]), animatingDifferences: false)
      screen.list.select(Tile(id: 2))
      screen.list.select(Tile(id: 4))
      let table = screen.table
      let rows = table.selectedRowIndexes
      #expect(rows.count == 2)
      let writers = rows.compactMap { table.dataSource?.tableView?(table, pasteboardWriterForRow: $0) }
      #expect(writers.count == 2, "both rows can be dragged")
      let session = SecondItemLeads()
      let start = screen.window.convertPoint(toScreen: table.convert(NSPoint(x: 4, y: 4), to: nil))
      table.dataSource?.tableView?(table, draggingSession: session, willBeginAt: start, forRowIndexes: rows)
      let gap = try #require(screen.shownRows.firstIndex(of: "7")) + 1
      let drop = DropFromTable(from: table)
      let operation = table.dataSource?.tableView?(
        table, validateDrop: drop, proposedRow: gap, proposedDropOperation: .above)
      #expect(operation == .move)
      #expect(table.dataSource?.tableView?(table, acceptDrop: drop, row: gap, dropOperation: .above) == true)
      table.dataSource?.tableView?(table, draggingSession: session, endedAt: start, operation: .move)
      #expect(moved == [4])
      #expect(screen.shownRows == ["1", "2", "3", "5", "6", "7", "4", "8"])
    }
  }
#endif
