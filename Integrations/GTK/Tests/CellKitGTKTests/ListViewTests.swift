import CGTK
import Foundation
import XCTest

@_spi(CellKitPlatform) @testable import CellKitGTK

/// A row of the tests' lists: its item's name, and a button that sends `.tapped`.
final class NameCell: ListCell, ActionCell {
  enum Action: CellAction, Equatable { case tapped }
  let name = Label()
  let button = Button("Tap")

  override func cellDidLoad() {
    append(button)
    append(name)
    button.sends(.tapped, from: self)
  }
}

/// The cell of the items whose name starts with "!".
final class MarkedCell: ListCell {
  let name = Label()

  override func cellDidLoad() { append(name) }
}

/// A number a title reads, changed by a test.
@MainActor
final class Revision {
  var value = 0
}

struct Item: Hashable, Identifiable, Differentiable {
  let id: Int
  var name: String
}

/// GTK host tests in a real GTK 4, in a window on an X server (`xvfb-run swift test` here).
///
/// They are XCTest cases, not Swift Testing ones: GTK must be called on the thread that started it,
/// the process's main thread, where XCTest runs its tests on Linux; Swift Testing runs main-actor
/// work on a dispatch thread there.
final class ListViewTests: XCTestCase {
  func testAClickIsRoutedWithTheRowsItemAsItIsWhenItFires() throws {
    try MainActor.assumeIsolated { try GTKList().aClickIsRoutedWithTheRowsItemAsItIsWhenItFires() }
  }

  func testRowsShowTheirItemsAfterEveryKindOfChange() throws {
    try MainActor.assumeIsolated { try GTKList().rowsShowTheirItemsAfterEveryKindOfChange() }
  }

  func testALongListMakesCellsForTheScreenOnlyAndRecyclesThem() throws {
    try MainActor.assumeIsolated { try GTKList().aLongListMakesCellsForTheScreenOnlyAndRecyclesThem() }
  }

  func testTheUsersSelectionIsThePolicysAndHeadersAreNotSelected() throws {
    try MainActor.assumeIsolated { try GTKList().theUsersSelectionIsThePolicysAndHeadersAreNotSelected() }
  }

  func testARowKeptBoundOffScreenShowsItsItemsChangeWhenItScrollsIn() throws {
    try MainActor.assumeIsolated { try GTKList().aRowKeptBoundOffScreenShowsItsItemsChangeWhenItScrollsIn() }
  }

  func testAGridShowsItemsOnlyAndTheAdapterMovesToItWithItsSelection() throws {
    try MainActor.assumeIsolated { try GTKList().aGridShowsItemsOnlyAndTheAdapterMovesToItWithItsSelection() }
  }

  func testARowActionRunsForItsItemAfterAnInsertAbove() throws {
    try MainActor.assumeIsolated { try GTKList().aRowActionRunsForItsItemAfterAnInsertAbove() }
  }

  func testAClickOnAHeaderCollapsesItsSection() throws {
    try MainActor.assumeIsolated { try GTKList().aClickOnAHeaderCollapsesItsSection() }
  }

  func testADragUnderWayMovesItsItemWhenTheFilterChangesMeanwhile() throws {
    try MainActor.assumeIsolated { try GTKList().aDragUnderWayMovesItsItemWhenTheFilterChangesMeanwhile() }
  }

  func testACellTaskFinishesInGTKsMainLoopAndEndsWithItsRow() throws {
    try MainActor.assumeIsolated {
      let loads = Gate()
      try GTKList { cell in
        let name = cell.name.text
        cell.task {
          try await loads.wait()
          return name + " loaded"
        } then: { cell, result in
          if case .success(let text) = result { cell.name.text = text }
        }
      }.aCellTaskFinishesInGTKsMainLoopAndEndsWithItsRow(endLoads: loads.open)
    }
  }

  func testAHeadersNewTitleIsShownInPlace() throws {
    try MainActor.assumeIsolated { try GTKList().aHeadersNewTitleIsShownInPlace() }
  }

  func testHandlersRegisteredWhileConfiguringEndWithTheRow() throws {
    try MainActor.assumeIsolated {
      var clicks = 0
      try GTKList { cell in cell.button.on(.primaryActionTriggered) { _ in clicks += 1 } }
        .handlersRegisteredWhileConfiguringEndWithTheRow { clicks }
    }
  }
}

/// What a cell task waits for in place of a load: `wait()` returns once the test calls `open()`, and
/// throws when its task is cancelled, as a load does.
@MainActor
final class Gate {
  private var isOpen = false
  private var waiting: [Int: CheckedContinuation<Void, any Error>] = [:]
  private var nextWaiter = 0

  func wait() async throws {
    guard !isOpen else { return }
    let waiter = nextWaiter
    nextWaiter += 1
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        if Task.isCancelled {
          continuation.resume(throwing: CancellationError())
        } else {
          waiting[waiter] = continuation
        }
      }
    } onCancel: {
      Task { @MainActor in self.waiting.removeValue(forKey: waiter)?.resume(throwing: CancellationError()) }
    }
  }

  func open() {
    isOpen = true
    let waiters = waiting.values
    waiting = [:]
    for waiter in waiters { waiter.resume() }
  }
}

/// A list of two cell classes with section titles, in a window.
@MainActor
struct GTKList {
  let window: Window
  let table: ListView
  let list: ListAdapter<Int, Item>

  /// A list whose NameCells are configured with their item's name, then by `configuring`.
  init(configuring: @escaping @MainActor (NameCell) -> Void = { _ in }) throws {
    guard ProcessInfo.processInfo.environment["DISPLAY"] != nil, gtk_init_check() != 0 else {
      throw XCTSkip("These tests show a GTK window: run them on a display, such as `xvfb-run swift test`.")
    }
    window = Window(title: "CellKitGTK tests", width: 360, height: 400)
    table = ListView()
    window.child = table
    window.present()
    list = ListAdapter<Int, Item>(table)
    list.cell(MarkedCell.self, when: { $0.name.hasPrefix("!") }) { cell, item, _ in cell.name.text = item.name }
    list.cell(NameCell.self) { cell, item, _ in
      cell.name.text = item.name
      configuring(cell)
    }
    list.headerTitle { section, _ in "Section \(section)" }
  }

  /// Runs GTK's main loop until the window has laid out and drawn what changed (a few frames), and
  /// handled what that left to do.
  func settle(file: StaticString = #filePath, line: UInt = #line) {
    runFrames(of: window, file: file, line: line)
  }

  func snapshot(_ counts: [Int], first: Int = 0) -> Snapshot<Int, Item> {
    var snapshot = Snapshot<Int, Item>()
    var id = first
    for (section, count) in counts.enumerated() {
      snapshot.appendSection(
        section,
        items: (0..<count).map { _ in
          id += 1
          return Item(id: id, name: "Item \(id)")
        })
    }
    return snapshot
  }

  /// What each visible row shows, from the top: a title, or the cell's name.
  func shownRows() -> [String] {
    table.visibleRowRange.map { row in
      switch table.shownView(atRow: row) {
      case let cell as NameCell: cell.name.text
      case let cell as MarkedCell: "marked " + cell.name.text
      case let cell as SectionTitleCell: "[\(cell.title.text)]"
      default: "?"
      }
    }
  }

  func aClickIsRoutedWithTheRowsItemAsItIsWhenItFires() throws {
    list.apply(snapshot([5, 5]), animatingDifferences: false)
    settle()
    var taps: [(IndexPath, String)] = []
    list.on(NameCell.Action.tapped) { context in taps.append((context.indexPath, context.item.name)) }
    let cells = table.visibleCells.compactMap { $0 as? NameCell }

    var inserted = list.snapshot
    inserted.insertItems(
      [Item(id: 100, name: "New 1"), Item(id: 101, name: "New 2")], at: IndexPath(item: 0, section: 0))
    list.apply(inserted)
    settle()
    // Every cell configured before the insert, clicked after it: the tap names the item the cell
    // shows, at its index path now (the items of section 0 are two further down).
    for cell in cells where cell.view != nil {
      taps.removeAll()
      gtk_widget_activate(cell.button.gtkWidget)
      // An activated button shows itself pressed for 250 ms, then emits "clicked".
      runMainLoop(until: { !taps.isEmpty })
      let shown = cell.name.text
      let section = try XCTUnwrap(list.snapshot.items.firstIndex { $0.contains { $0.name == shown } }, shown)
      let item = try XCTUnwrap(list.snapshot.items[section].firstIndex { $0.name == shown })
      let indexPath = IndexPath(item: item, section: section)
      XCTAssertEqual(taps.map(\.0), [indexPath], shown)
      XCTAssertEqual(taps.map(\.1), [shown])
    }
    XCTAssertEqual(taps.count, 1)
  }

  func rowsShowTheirItemsAfterEveryKindOfChange() throws {
    list.apply(snapshot([4, 3]), animatingDifferences: false)
    settle()
    XCTAssertEqual(
      shownRows(), ["[Section 0]", "Item 1", "Item 2", "Item 3", "Item 4", "[Section 1]", "Item 5", "Item 6", "Item 7"])

    var changed = list.snapshot
    changed.deleteItems([2])
    changed.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0))
    changed[IndexPath(item: 2, section: 0)].name = "!Item 3"
    changed.insertItems([Item(id: 50, name: "Item 50")], at: IndexPath(item: 1, section: 1))
    list.apply(changed)
    settle()

    // Item 3's new name asks for the other cell class: its row shows a MarkedCell now.
    XCTAssertEqual(
      shownRows(),
      [
        "[Section 0]", "Item 5", "Item 1", "marked !Item 3", "Item 4", "[Section 1]", "Item 6", "Item 50", "Item 7",
      ])
    XCTAssertEqual(table.shownRowCount, 9)
  }

  func aLongListMakesCellsForTheScreenOnlyAndRecyclesThem() throws {
    list.apply(snapshot([5_000, 5_000]), animatingDifferences: false)
    settle()
    let madeAtTheTop = table.cellsMade
    let adjustment = try XCTUnwrap(gtk_scrollable_get_vadjustment(table.list.opaque))
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
    settle()

    let rows = shownRows()
    XCTAssertEqual(rows.last, "Item 10000")
    XCTAssertEqual(rows.dropLast().last, "Item 9999")
    // GTK 4.8 keeps about 200 rows bound around the visible ones; scrolling to the end reuses them.
    XCTAssertLessThan(madeAtTheTop, 250, "\(madeAtTheTop) cells made for the first screen of 10,002 rows")
    XCTAssertLessThan(
      table.cellsMade - madeAtTheTop, 20, "scrolling 10,002 rows made \(table.cellsMade - madeAtTheTop) cells")
    var taps: [String] = []
    list.on(NameCell.Action.tapped) { context in taps.append(context.item.name) }
    let last = try XCTUnwrap(table.visibleCells.last as? NameCell)
    gtk_widget_activate(last.button.gtkWidget)
    runMainLoop(until: { !taps.isEmpty })  // an activated button shows itself pressed for 250 ms, then emits "clicked"
    XCTAssertEqual(taps, ["Item 10000"])
  }

  func aRowKeptBoundOffScreenShowsItsItemsChangeWhenItScrollsIn() throws {
    // 100 rows: GTK binds them all, though about 10 fit in the window.
    list.apply(snapshot([100]), animatingDifferences: false)
    settle()
    XCTAssertFalse(table.visibleRowRange.contains(91))
    XCTAssertTrue(table.boundRowRange.contains(91))
    var changed = list.snapshot
    changed[IndexPath(item: 90, section: 0)].name = "Item 91, renamed"
    changed[IndexPath(item: 89, section: 0)].name = "!Item 90"
    list.apply(changed)
    settle()
    let adjustment = try XCTUnwrap(gtk_scrollable_get_vadjustment(table.list.opaque))
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
    settle()
    let rows = shownRows()
    XCTAssertLessThan(rows.count, 20, "\(rows)")
    XCTAssertTrue(rows.contains("Item 91, renamed"), "\(rows)")
    XCTAssertTrue(rows.contains("marked !Item 90"), "\(rows)")
  }

  func aGridShowsItemsOnlyAndTheAdapterMovesToItWithItsSelection() throws {
    list.apply(snapshot([3, 3]), animatingDifferences: false)
    settle()
    list.select(list.snapshot[IndexPath(item: 1, section: 1)])
    let grid = GridView(maximumColumns: 2)
    window.child = grid
    list.attach(to: grid)
    settle()
    XCTAssertEqual(grid.shownRowCount, 6)
    XCTAssertEqual(table.shownRowCount, 0)
    let names = grid.visibleCells.compactMap { ($0 as? NameCell)?.name.text }
    XCTAssertEqual(names, ["Item 1", "Item 2", "Item 3", "Item 4", "Item 5", "Item 6"])
    XCTAssertEqual(grid.selectedRows, [4])
    var taps: [(IndexPath, String)] = []
    list.on(NameCell.Action.tapped) { context in taps.append((context.indexPath, context.item.name)) }
    let cell = try XCTUnwrap(grid.visibleCells.last as? NameCell)
    gtk_widget_activate(cell.button.gtkWidget)
    runMainLoop(until: { !taps.isEmpty })  // an activated button shows itself pressed for 250 ms, then emits "clicked"
    XCTAssertEqual(taps.map(\.0), [IndexPath(item: 2, section: 1)])
    XCTAssertEqual(taps.map(\.1), ["Item 6"])
  }

  func aRowActionRunsForItsItemAfterAnInsertAbove() throws {
    var deleted: [String] = []
    list.trailingActions { _ in
      [RowAction("Delete", style: .destructive) { context in deleted.append(context.item.name) }]
    }
    list.apply(snapshot([4]), animatingDifferences: false)
    settle()
    // The menu of Item 3's row (row 3, under the header), opened before an insert above it.
    let cell = try XCTUnwrap(table.shownView(atRow: 3) as? NameCell)
    XCTAssertEqual(cell.name.text, "Item 3")
    table.showRowActions(of: cell)
    let menu = try XCTUnwrap(table.shownMenu)
    XCTAssertEqual(menu.children.compactMap { ($0 as? Button)?.title }, ["Delete"])
    var inserted = list.snapshot
    inserted.insertItems([Item(id: 100, name: "New")], at: IndexPath(item: 0, section: 0))
    list.apply(inserted)
    settle()
    gtk_widget_activate(try XCTUnwrap(menu.children.first).gtkWidget)
    // The menu's button reports after its 250 ms pressed look, and closes the menu.
    runMainLoop(until: { !deleted.isEmpty && table.shownMenu == nil })
    XCTAssertEqual(deleted, ["Item 3"])
    XCTAssertNil(table.shownMenu, "the menu closes when one of its actions is chosen")
  }

  func aClickOnAHeaderCollapsesItsSection() throws {
    list.allowsCollapsingSections = true
    list.apply(snapshot([3, 3]), animatingDifferences: false)
    settle()
    list.select(list.snapshot[IndexPath(item: 0, section: 1)])
    // Section 0's header is row 0: a click proposes it alone, as GTK's list view does.
    gtk_selection_model_select_item(table.model, 0, 1)
    settle()
    XCTAssertTrue(list.isCollapsed(0))
    XCTAssertEqual(shownRows().count, 5, "\(shownRows())")
    XCTAssertEqual(list.selectedItems.map { $0.name }, ["Item 4"], "collapsing keeps the selection")
    XCTAssertEqual(table.selectedRows, [2])
  }

  func aDragUnderWayMovesItsItemWhenTheFilterChangesMeanwhile() throws {
    list.onMove { [list] _, source, destination in
      var snapshot = list.snapshot
      snapshot.moveItem(at: source, to: destination)
      list.apply(snapshot)
      return true
    }
    list.apply(snapshot([6]), animatingDifferences: false)
    settle()
    // Item 5 (row 5) is grabbed; then the filter hides the odd items: Item 5 stays, at row 3.
    XCTAssertTrue(table.table.canDrag(row: 5))
    table.table.beginDrag(row: 5)
    list.filter = { Int($0.name.dropFirst(5)).map { $0 % 2 == 0 || $0 == 5 } ?? true }
    settle()
    XCTAssertEqual(shownRows(), ["[Section 0]", "Item 2", "Item 4", "Item 5", "Item 6"])
    // Dropped in the gap before row 1: Item 5 first.
    XCTAssertTrue(table.table.acceptsDrop(atGap: 1))
    XCTAssertTrue(table.table.drop(atGap: 1))
    table.table.endDrag()
    settle()
    XCTAssertEqual(shownRows(), ["[Section 0]", "Item 5", "Item 2", "Item 4", "Item 6"])
    list.filter = nil
    settle()
    // In the whole list, Item 5 comes before Item 2, and the others keep their order.
    let names = list.snapshot.items[0].map { $0.name }
    XCTAssertLessThan(try XCTUnwrap(names.firstIndex(of: "Item 5")), try XCTUnwrap(names.firstIndex(of: "Item 2")))
    XCTAssertEqual(names.filter { $0 != "Item 5" }, ["Item 1", "Item 2", "Item 3", "Item 4", "Item 6"])
  }

  /// The configuration starts a task that renames the cell when it ends (GTKList's `configuring`);
  /// the tasks wait until `endLoads` is called.
  func aCellTaskFinishesInGTKsMainLoopAndEndsWithItsRow(endLoads: () -> Void) throws {
    list.apply(snapshot([4]), animatingDifferences: false)
    settle()
    // Before the tasks end, Item 2 is replaced: its cell is unbound and reused, and its task's
    // result must not reach the cell, whatever it shows now.
    var replaced = list.snapshot
    replaced.deleteItems([2])
    replaced.insertItems([Item(id: 9, name: "Item 9")], at: IndexPath(item: 1, section: 0))
    list.apply(replaced)
    settle()
    XCTAssertEqual(shownRows(), ["[Section 0]", "Item 1", "Item 9", "Item 3", "Item 4"], "a task ended early")
    endLoads()
    let loaded = ["[Section 0]", "Item 1 loaded", "Item 9 loaded", "Item 3 loaded", "Item 4 loaded"]
    runMainLoop(until: { shownRows() == loaded })
    XCTAssertEqual(shownRows(), loaded)
  }

  /// A title row is asked for its title after every batch: it keeps its widget (a rebind is a change
  /// of GTK's rows, which relays out the list and replaces the widget under the pointer).
  func aHeadersNewTitleIsShownInPlace() throws {
    let revision = Revision()
    list.headerTitle { section, items in "Section \(section), \(items.count) items, revision \(revision.value)" }
    list.apply(snapshot([3]), animatingDifferences: false)
    settle()
    let header = try XCTUnwrap(table.shownView(atRow: 0) as? SectionTitleCell)
    XCTAssertEqual(header.title.text, "Section 0, 3 items, revision 0")
    revision.value = 1
    var changed = list.snapshot
    changed[IndexPath(item: 0, section: 0)].name = "Item 1, renamed"
    list.apply(changed)
    settle()
    XCTAssertTrue(table.shownView(atRow: 0) === header, "the header row was bound to another widget")
    XCTAssertEqual(header.title.text, "Section 0, 3 items, revision 1")
    XCTAssertEqual(shownRows(), ["[Section 0, 3 items, revision 1]", "Item 1, renamed", "Item 2", "Item 3"])
  }

  func theUsersSelectionIsThePolicysAndHeadersAreNotSelected() throws {
    list.apply(snapshot([3, 3]), animatingDifferences: false)
    settle()
    // Row 0 is Section 0's header; rows 1–3 its items.
    gtk_selection_model_select_item(table.model, 0, 1)
    XCTAssertTrue(list.selectedItems.isEmpty)
    gtk_selection_model_select_item(table.model, 2, 1)
    XCTAssertEqual(list.selectedItems.map { $0.name }, ["Item 2"])
    // One at a time: selecting another row (without unselecting the rest) replaces it.
    gtk_selection_model_select_item(table.model, 3, 0)
    XCTAssertEqual(list.selectedItems.map { $0.name }, ["Item 3"])
    XCTAssertEqual(table.selectedRows, [3])

    // The selection follows its item through an insert above it.
    var inserted = list.snapshot
    inserted.insertItems([Item(id: 70, name: "Item 70")], at: IndexPath(item: 0, section: 0))
    list.apply(inserted)
    settle()
    XCTAssertEqual(table.selectedRows, [4])
    XCTAssertEqual(list.selectedItems.map { $0.name }, ["Item 3"])
  }

  func handlersRegisteredWhileConfiguringEndWithTheRow(clicks: () -> Int) throws {
    list.apply(snapshot([20]), animatingDifferences: false)
    settle()
    for version in 0..<5 {
      list.reconfigureVisibleCells()
      var snapshot = list.snapshot
      snapshot[IndexPath(item: 0, section: 0)].name = "Item 1, version \(version)"
      list.apply(snapshot)
      settle()
    }
    let cell = try XCTUnwrap(table.visibleCells.compactMap { $0 as? NameCell }.first)
    gtk_widget_activate(cell.button.gtkWidget)
    runMainLoop(until: { clicks() > 0 })  // an activated button shows itself pressed for 250 ms, then emits "clicked"
    XCTAssertEqual(clicks(), 1, "one click ran \(clicks()) handlers: handlers piled up on a reused cell")
  }
}
