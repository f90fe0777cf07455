import CellKit
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

/// A task of the task table: a title, whether it is done, a priority.
struct TaskRow: Identifiable, Equatable, Differentiable {
  let id: Int
  var title: String
  var isDone = false
  var priority = 0
}

extension ColumnID {
  static let title: ColumnID = "title"
  static let done: ColumnID = "done"
  static let priority: ColumnID = "priority"
}

final class TaskTitleCell: TableCell, Reusable {
  let title = Label()
  override func cellDidLoad() { contentView.add(title) }
}

final class TaskDoneCell: TableCell, ActionCell {
  enum Action: CellAction, Equatable { case doneToggled(Bool) }
  let done = Switch()
  override func cellDidLoad() {
    done.sends(from: self) { done in .doneToggled(done.isOn) }
    contentView.add(done)
  }
}

final class TaskPriorityCell: TableCell, Reusable {
  let priority = Label()
  override func cellDidLoad() { contentView.add(priority) }
}

/// A task table driven by a list adapter with three columns, in a headless application.
@MainActor
final class TaskTableScreen {
  let table = TableView()
  let list: ListAdapter<String, TaskRow>
  let pilot: Pilot
  /// What the Done handler saw: the row's index path, the task's title and the column.
  var toggles: [(indexPath: IndexPath, title: String, column: ColumnID?, isOn: Bool)] = []

  /// A table of `tasks`; with `marksDone`, a done task's title is a `DoneTitleCell` ("✓ title").
  init(
    _ tasks: [TaskRow], size: Size = Size(width: 40, height: 8), titleWidth: ColumnWidth = .flexible(minimum: 10),
    marksDone: Bool = false
  ) {
    list = ListAdapter(table)
    list.columns = [
      ListColumn(.title, "Title", width: titleWidth, sortedBy: \.title),
      ListColumn(.done, "Done", width: .fixed(6), sortedBy: { !$0.isDone && $1.isDone }),
      ListColumn(.priority, "Pri", width: .fixed(5), sortedBy: \.priority),
    ]
    if marksDone {
      list.cell(DoneTitleCell.self, column: .title, when: \.isDone) { cell, task, _ in
        cell.title.text = "✓ " + task.title
      }
    }
    list.cell(TaskTitleCell.self, column: .title) { cell, task, _ in cell.title.text = task.title }
    list.cell(TaskDoneCell.self, column: .done) { cell, task, _ in cell.done.isOn = task.isDone }
    list.cell(TaskPriorityCell.self, column: .priority) { cell, task, _ in cell.priority.text = "\(task.priority)" }
    list.apply(Snapshot([("Tasks", tasks)]), animatingDifferences: false)
    pilot = Pilot(rootView: table, size: size)
    pilot.application.focus(table)
    list.on(TaskDoneCell.Action.self) { [unowned self] context in
      guard case .doneToggled(let isOn) = context.action else { return }
      toggles.append((context.indexPath, context.item.title, context.column, isOn))
    }
  }
}

func sampleTasks() -> [TaskRow] {
  [
    TaskRow(id: 1, title: "Write docs", priority: 2),
    TaskRow(id: 2, title: "Buy milk", isDone: true, priority: 3),
    TaskRow(id: 3, title: "Call Ann", priority: 1),
  ]
}

@MainActor
@Suite("A table with columns")
struct ColumnsTests {
  @Test("shows a header row and one cell per column, separated")
  func header() {
    let screen = TaskTableScreen(sampleTasks())
    screen.pilot.expectScreen([
      "  Title                   │Done  │Pri  │",
      "› Write docs              │[off] │2    │",
      "  Buy milk                │[on ] │3    │",
      "  Call Ann                │[off] │1    │",
    ])
  }

  @Test("sorts by a column when its header is clicked, then the other way round")
  func clickSorts() {
    let screen = TaskTableScreen(sampleTasks())
    #expect(screen.pilot.click(on: "Title"))
    #expect(screen.list.sortOrder == [.ascending(.title)])
    // The clicked header holds the keyboard focus.
    screen.pilot.expectScreen([
      "› Title ▲                 │Done  │Pri  │",
      "  Buy milk                │[on ] │3    │",
      "  Call Ann                │[off] │1    │",
      "  Write docs              │[off] │2    │",
    ])
    #expect(screen.pilot.click(on: "Title ▲"))
    #expect(screen.list.sortOrder == [.descending(.title)])
    #expect(screen.pilot.screen[1].hasPrefix("  Write docs"))
    // Another column becomes the first key; the one before follows it.
    #expect(screen.pilot.click(on: "Pri"))
    #expect(screen.list.sortOrder == [.ascending(.priority), .descending(.title)])
    #expect(screen.pilot.screen[0] == "› Title ▼2                │Done  │Pri ▲│")
  }

  @Test("routes a switch in a sorted, filtered table to its row's current item, index path and column")
  func routesByColumn() {
    let screen = TaskTableScreen(sampleTasks())
    screen.list.sortOrder = [.descending(.priority)]
    screen.list.filter = { $0.title != "Write docs" }
    // Shown: Buy milk (3), Call Ann (1).
    #expect(screen.pilot.screen[2].hasPrefix("› Call Ann"))
    screen.pilot.click(at: Point(x: 28, y: 2))
    #expect(screen.toggles.count == 1)
    let toggle = screen.toggles.first
    #expect(toggle?.title == "Call Ann")
    #expect(toggle?.column == .done)
    #expect(toggle?.isOn == true)
    // The index path is the item's place in the snapshot, whatever the sort and the filter.
    #expect(toggle?.indexPath == IndexPath(row: 2, section: 0))
    #expect(screen.list.snapshot[IndexPath(row: 2, section: 0)].title == "Call Ann")
  }

  @Test("the handler, the delegate and the observers see one resolution, column included")
  func oneResolution() {
    final class Delegate: ListAdapterDelegate {
      var seen: [String] = []
      func list(didReceive context: ActionContext<any CellAction, TaskRow>) {
        seen.append("\(context.item.title) \(context.indexPath) \(context.column?.rawValue ?? "-")")
      }
    }
    ControlEventCenter.isolated {
      let screen = TaskTableScreen(sampleTasks())
      let delegate = Delegate()
      screen.list.delegate = delegate
      var observed: [String] = []
      ControlEventCenter.addObserver { record in
        observed.append(
          "\((record.item as? TaskRow)?.title ?? "?") \(record.location?.description ?? "-") \(record.column?.rawValue ?? "-")"
        )
      }
      screen.list.sortOrder = [.ascending(.title)]
      // Row 2 shows Call Ann, the snapshot's third task.
      #expect(screen.pilot.screen[2].hasPrefix("  Call Ann"))
      screen.pilot.click(at: Point(x: 28, y: 2))
      #expect(
        screen.toggles.map { "\($0.title) \($0.indexPath) \($0.column?.rawValue ?? "-")" } == ["Call Ann [0, 2] done"])
      #expect(delegate.seen == ["Call Ann [0, 2] done"])
      // Each event of the click (the press, the change, the primary action): one resolution.
      #expect(!observed.isEmpty && Set(observed) == ["Call Ann [0, 2] done"])
    }
  }

  @Test("keeps a sorted order through a snapshot applied, and keeps the selection on its item")
  func snapshotWhileSorted() {
    let screen = TaskTableScreen(sampleTasks())
    screen.list.sortOrder = [.ascending(.title)]
    // The focus and the selection are on "Write docs", now last.
    screen.list.select(sampleTasks()[0])
    var snapshot = screen.list.snapshot
    snapshot.appendItems([TaskRow(id: 4, title: "Answer mail", priority: 5)], toSection: "Tasks")
    screen.list.apply(snapshot)
    #expect(
      screen.pilot.screen[1...4].map { String($0.prefix(14)) } == [
        "  Answer mail ", "  Buy milk    ", "  Call Ann    ", "› Write docs  ",
      ])
    #expect(screen.list.selectedItems.map(\.title) == ["Write docs"])
    #expect(screen.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
  }

  @Test("a sort key naming a column the list does not have is left out, saying so")
  func unknownSortKey() {
    let screen = TaskTableScreen(sampleTasks())
    let reported = Diagnostics.collecting { screen.list.sortOrder = [.ascending("due"), .ascending(.priority)] }
    #expect(screen.list.sortOrder == [.ascending(.priority)])
    #expect(reported.map(\.kind) == [.unknownColumn])
    #expect(reported.first?.message.contains("\"due\" is not a column of the list") == true)
    #expect(screen.pilot.screen[1].hasPrefix("  Call Ann"))
  }
}

/// A cell showing one value of a wide table.
final class ValueCell: TableCell, Reusable {
  let value = Label()
  override func cellDidLoad() { contentView.add(value) }
}

/// A row of a wide table: its number.
struct WideRow: Identifiable, Equatable, Differentiable {
  let id: Int
}

/// A table of `rows` rows and `columns` columns six characters wide, showing "r<row>c<column>".
@MainActor
func wideTable(rows: Int, columns: Int, size: Size, freezing: Bool = false)
  -> (TableView, ListAdapter<Int, WideRow>, Pilot)
{
  let table = TableView()
  table.freezesFirstColumn = freezing
  let list = ListAdapter<Int, WideRow>(table)
  list.columns = (0..<columns).map { ListColumn(ColumnID(rawValue: "c\($0)"), "C\($0)", width: .fixed(6)) }
  for column in 0..<columns {
    list.cell(ValueCell.self, column: ColumnID(rawValue: "c\(column)")) { cell, row, _ in
      cell.value.text = "r\(row.id)c\(column)"
    }
  }
  var snapshot = Snapshot<Int, WideRow>()
  snapshot.appendSection(0, items: (0..<rows).map(WideRow.init))
  list.apply(snapshot, animatingDifferences: false)
  let pilot = Pilot(rootView: table, size: size)
  pilot.application.focus(table)
  return (table, list, pilot)
}

@MainActor
@Suite("A wide table with columns")
struct WideColumnsTests {
  @Test("a million rows by fifty columns makes cells for what is on screen only, scrolling either way")
  func virtualizedBothWays() {
    let (table, list, pilot) = wideTable(rows: 1_000_000, columns: 50, size: Size(width: 40, height: 10))
    defer { withExtendedLifetime(list) {} }
    _ = pilot.screen
    // 9 rows under the header; 38 characters of columns 7 wide: 6 columns in view, the last cut.
    let visibleCells = 9 * 6
    #expect(table.cellsCreated <= visibleCells + 6)
    pilot.press(.pageDown)
    for _ in 0..<20 { pilot.press(.right, modifiers: .shift) }
    _ = pilot.screen
    #expect(table.horizontalOffset > 0)
    #expect(table.cellsCreated <= visibleCells + 6 + 9)
    #expect(pilot.screen[0].contains("C20"))
  }

  @Test("a frozen first column stays while the others scroll under it")
  func frozen() {
    let (table, list, pilot) = wideTable(rows: 3, columns: 10, size: Size(width: 30, height: 4), freezing: true)
    defer { withExtendedLifetime(list) {} }
    pilot.expectScreen([
      "  C0    │C1    │C2    │C3    │",
      "› r0c0  │r0c1  │r0c2  │r0c3  │",
      "  r1c0  │r1c1  │r1c2  │r1c3  │",
      "  r2c0  │r2c1  │r2c2  │r2c3  │",
    ])
    table.setHorizontalOffset(10)
    pilot.expectScreen([
      "  C0    │…  │C3    │C4    │C5",
      "› r0c0  │…  │r0c3  │r0c4  │r0c",
      "  r1c0  │…  │r1c3  │r1c4  │r1c",
      "  r2c0  │…  │r2c3  │r2c4  │r2c",
    ])
  }

  @Test("the keyboard sorts, resizes, moves and hides columns from their headers")
  func headerKeys() {
    let screen = TaskTableScreen(sampleTasks())
    // Up from the first row goes to the header row.
    screen.pilot.press(.up)
    #expect(screen.table.focusedColumnHeader == .title)
    screen.pilot.press(.right)
    screen.pilot.press(.right)
    screen.pilot.press(.enter)
    #expect(screen.list.sortOrder == [.ascending(.priority)])
    screen.pilot.press(.enter)
    #expect(screen.list.sortOrder == [.descending(.priority)])
    // Shift-Right widens the column: it keeps its new width, and its rule.
    screen.pilot.press(.right, modifiers: .shift)
    #expect(screen.list.column(.priority)?.resizedWidth == 6)
    #expect(screen.list.column(.priority)?.width == .fixed(5))
    // Alt-Left moves it before Done; the focus goes with it.
    screen.pilot.press(.left, modifiers: .alt)
    #expect(screen.list.columns.map(\.id) == [.title, .priority, .done])
    #expect(screen.table.focusedColumnHeader == .priority)
    screen.pilot.press(.character("-"))
    #expect(screen.list.column(.priority)?.isHidden == true)
    // Still sorted by the hidden column; the focus is on the header now in its place.
    screen.pilot.expectScreen([
      "› Title                         │Done  │",
      "  Buy milk                      │[on ] │",
      "  Write docs                    │[off] │",
      "  Call Ann                      │[off] │",
    ])
    #expect(screen.table.focusedColumnHeader == .done)
    screen.pilot.press(.down)
    #expect(screen.table.focusedColumnHeader == nil)
    #expect(screen.table.focusedIndexPath == IndexPath(row: 0, section: 0))
  }

  @Test("wide characters are clipped at their column's edge, never over the separator")
  func wideCharacters() {
    let screen = TaskTableScreen(
      [TaskRow(id: 1, title: "漢字のタイトルがとても長いタスクです", priority: 1)], size: Size(width: 30, height: 3),
      titleWidth: .fixed(9))
    screen.pilot.expectScreen([
      "  Title    │Done  │Pri  │",
      "› 漢字のタ…│[off] │1    │",
    ])
  }

  @Test("a separator dragged with the mouse resizes its column")
  func dragResize() {
    let screen = TaskTableScreen(sampleTasks())
    // Done's separator is at x 33 (2 + 24 + 1 + 6).
    screen.pilot.send(.mouse(MouseEvent(.press, at: Point(x: 33, y: 0))))
    screen.pilot.send(.mouse(MouseEvent(.drag, at: Point(x: 36, y: 0))))
    screen.pilot.send(.mouse(MouseEvent(.release, at: Point(x: 36, y: 0))))
    #expect(screen.list.column(.done)?.resizedWidth == 9)
  }

  @Test("a cell cursor moves between columns and Space toggles the switch in its cell")
  func cellCursor() {
    let screen = TaskTableScreen(sampleTasks())
    // The cursor starts on the cell of the focused control: the row's switch, in Done.
    screen.table.cursor = .cell
    #expect(screen.table.focusedColumn == .done)
    screen.pilot.press(.left)
    #expect(screen.table.focusedColumn == .title)
    screen.pilot.press(.right)
    #expect(screen.table.focusedColumn == .done)
    screen.pilot.press(.character(" "))
    #expect(screen.toggles.map(\.title) == ["Write docs"])
    #expect(screen.toggles.first?.column == .done)
    screen.pilot.press(.tab)
    #expect(screen.table.focusedColumn == .priority)
    screen.pilot.press(.tab)
    #expect(screen.table.focusedColumn == .title)
    #expect(screen.table.focusedIndexPath == IndexPath(row: 1, section: 0))
  }
}

@MainActor
@Suite("App code changing a table's columns from inside the list's work")
struct ColumnsFromAppCodeTests {
  @Test("a configure closure that sorts and hides a column: the frame shows both, as a fresh one does")
  func fromConfigure() {
    let screen = TaskTableScreen(sampleTasks())
    var changed = false
    // A fourth column whose configure closure changes the columns and the sort, once.
    screen.list.columns += [ListColumn("star", "Star", width: .fixed(7))]
    screen.list.cell(StarCell.self, column: "star") { [unowned list = screen.list] _, _, _ in
      guard !changed else { return }
      changed = true
      list.sortOrder = [.descending(.priority)]
      list.columns[1].isHidden = true
    }
    screen.table.reloadData()
    _ = screen.pilot.screen
    screen.pilot.expectScreen([
      "  Title                  │Pri ▼│Star   │",
      "  Buy milk               │3    │[ ★ ]  │",
      "› Write docs             │2    │[ ★ ]  │",
      "  Call Ann               │1    │[ ★ ]  │",
    ])
    screen.pilot.application.setNeedsDisplay()
    #expect(screen.pilot.application.drawFrame().lines == screen.pilot.screen)
  }

  @Test("a handler that sorts, moves and resizes columns: the event keeps its resolution, the frame the result")
  func fromHandler() {
    let screen = TaskTableScreen(sampleTasks())
    screen.list.on(TaskDoneCell.Action.self) { [unowned list = screen.list] _ in
      list.sortOrder = [.ascending(.title)]
      var columns = list.columns
      columns.swapAt(1, 2)
      columns[0].width = .fixed(12)
      list.columns = columns
    }
    screen.pilot.click(at: Point(x: 28, y: 3))
    #expect(screen.toggles.map(\.title) == ["Call Ann"])
    #expect(screen.toggles.first?.indexPath == IndexPath(row: 2, section: 0))
    screen.pilot.expectScreen([
      "  Title ▲     │Pri  │Done  │",
      "  Buy milk    │3    │[on ] │",
      "› Call Ann    │1    │[on ] │",
      "  Write docs  │2    │[off] │",
    ])
  }
}

/// The title of a done task: another cell class in the same column.
final class DoneTitleCell: TableCell, Reusable {
  let title = Label()
  override func cellDidLoad() { contentView.add(title) }
}

@MainActor
@Suite("A table with columns, with the list's other features")
struct ColumnsWithFeaturesTests {
  @Test("a content change that asks for another cell class in a column shows a cell of that class")
  func cellClassChanges() {
    let screen = TaskTableScreen(sampleTasks(), marksDone: true)
    #expect(screen.pilot.screen[2].hasPrefix("  ✓ Buy milk"))
    #expect(screen.table.cellForRow(at: IndexPath(row: 0, section: 0), column: .title) is TaskTitleCell)
    var snapshot = screen.list.snapshot
    snapshot.updateItems(inSectionAt: 0) { $0[0].isDone = true }
    screen.list.apply(snapshot)
    #expect(screen.pilot.screen[1].hasPrefix("› ✓ Write docs"))
    #expect(screen.table.cellForRow(at: IndexPath(row: 0, section: 0), column: .title) is DoneTitleCell)
    #expect(screen.pilot.screen[1].contains("[on ]"))
  }

  @Test("Alt-Down moves a row of columns; its switch then reaches the item at its new place")
  func moves() {
    let screen = TaskTableScreen(sampleTasks())
    screen.list.onMove { [unowned list = screen.list] _, source, destination in
      var snapshot = list.snapshot
      snapshot.moveItem(at: source, to: destination)
      list.apply(snapshot)
      return true
    }
    screen.pilot.press(.down, modifiers: .alt)
    #expect(screen.list.snapshot.items[0].map(\.title) == ["Buy milk", "Write docs", "Call Ann"])
    screen.pilot.click(at: Point(x: 28, y: 2))
    #expect(screen.toggles.map(\.title) == ["Write docs"])
    #expect(screen.toggles.first?.indexPath == IndexPath(row: 1, section: 0))
    // Sorted, rows do not move.
    screen.list.sortOrder = [.ascending(.title)]
    screen.pilot.press(.down, modifiers: .alt)
    #expect(screen.list.snapshot.items[0].map(\.title) == ["Buy milk", "Write docs", "Call Ann"])
  }
}
